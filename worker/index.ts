/**
 * The Worker's entry as deployed (wrangler.toml `main`): API, rooms, static client, Cron
 * Triggers, queues and the room class. It never imports the development routes; those exist
 * only in worker/index.dev.ts, which local servers and the tests run.
 */
import { app } from "./app";
import { workerHandlers } from "./handlers";

export { GroupRoom } from "../party/group-room";
export { PlayerRoom } from "../party/player-room";

export default workerHandlers(app);
