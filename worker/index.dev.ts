/**
 * The Worker's entry for local servers (`npm start`) and the API tests: the deployed entry plus
 * the development routes. `npm run deploy` bundles worker/index.ts and refuses any bundle that
 * carries these routes (scripts/bundle-check.mjs).
 */
import { devApp } from "./devApp";
import { meteredEnv } from "./devMeter";
import type { Env, RolloverMessage, WebhookMessage } from "./env";
import { workerHandlers } from "./handlers";

export { GroupRoom } from "../party/group-room";
export { PlayerRoom } from "../party/player-room";

const handlers = workerHandlers(devApp);

/** The handlers, with D1 counted when D1_METER says so (worker/devMeter.ts). */
export default {
  fetch: (request, env, ctx) => handlers.fetch(request, meteredEnv(env), ctx),
  scheduled: (controller, env, ctx) => handlers.scheduled(controller, meteredEnv(env), ctx),
  queue: (batch, env, ctx) => handlers.queue(batch, meteredEnv(env), ctx),
} satisfies ExportedHandler<Env, RolloverMessage | WebhookMessage>;
