import type { User } from "../content/rules/types";
import type { GroupRoom } from "../party/group-room";

/** One webhook delivery waiting to be sent. */
export interface WebhookMessage {
  kind: "webhook";
  userId: string;
  webhookId: string;
  url: string;
  payload: Record<string, unknown>;
}

/** A page of players whose day boundary has passed, for the rollover queue's consumer. */
export interface RolloverMessage {
  kind: "rollover";
  userIds: string[];
  /** When the sweep ran (epoch ms): players are rolled over as of then. */
  sweptAt: number;
}

/** The Worker's bindings as declared in wrangler.toml. */
interface WorkerBindings {
  DB: D1Database;
  ASSETS: Fetcher;
  GroupRoom: DurableObjectNamespace<GroupRoom>;
  ROLLOVER_QUEUE: Queue<RolloverMessage>;
  WEBHOOK_QUEUE: Queue<WebhookMessage>;
  /** "true" only locally and in tests: webhooks may then point at private addresses. */
  WEBHOOKS_ALLOW_PRIVATE?: string;
  APP_VERSION: string;
  AUTH_RATE_LIMIT_MAX: string;
  AUTH_RATE_LIMIT_WINDOW_SECONDS: string;
  /** Requests one player may make per window of API_RATE_LIMIT_WINDOW_SECONDS (see lib/requestQuota.ts). */
  API_RATE_LIMIT_MAX?: string;
  API_RATE_LIMIT_WINDOW_SECONDS?: string;
}

export type Env = WorkerBindings;

export interface AppVariables {
  /** The authenticated user, as last loaded or written during this request. */
  user: User;
  /** Whether the signed-in account has a password (set by authenticate). */
  hasPassword: boolean;
  now: Date;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };

declare global {
  namespace Cloudflare {
    // The runtime's own Env type (used by partyserver and cloudflare:test) is ours.
    interface Env extends WorkerBindings {}
  }
}
