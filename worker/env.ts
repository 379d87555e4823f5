import type { User } from "../content/rules/types";
import type { GroupRoom } from "../party/group-room";

/** The Worker's bindings as declared in wrangler.toml. */
interface WorkerBindings {
  DB: D1Database;
  ASSETS: Fetcher;
  GroupRoom: DurableObjectNamespace<GroupRoom>;
  APP_VERSION: string;
  /** "true" only in the local development config: turns on /debug routes. */
  DEBUG_ROUTES?: string;
  AUTH_RATE_LIMIT_MAX: string;
  AUTH_RATE_LIMIT_WINDOW_SECONDS: string;
}

export type Env = WorkerBindings;

export interface AppVariables {
  /** The authenticated user, as last loaded or written during this request. */
  user: User;
  now: Date;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };

declare global {
  namespace Cloudflare {
    // The runtime's own Env type (used by partyserver and cloudflare:test) is ours.
    interface Env extends WorkerBindings {}
  }
}
