/**
 * The Worker's entry for local servers (`npm start`) and the API tests: the deployed entry plus
 * the development routes. `npm run deploy` bundles worker/index.ts and refuses any bundle that
 * carries these routes (scripts/bundle-check.mjs).
 */
import { devApp } from "./devApp";
import { workerHandlers } from "./handlers";

export { GroupRoom } from "../party/group-room";
export { PlayerRoom } from "../party/player-room";

export default workerHandlers(devApp);
