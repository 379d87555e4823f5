import type { User } from "../content/rules/types";
import type { GroupRoom } from "../party/group-room";
import type { PlayerRoom } from "../party/player-room";

/** One webhook delivery waiting to be sent. */
export interface WebhookMessage {
  kind: "webhook";
  userId: string;
  webhookId: string;
  url: string;
  payload: Record<string, unknown>;
}

/** Tasks whose reminders are due in one minute, for the reminder queue's consumer. */
export interface ReminderMessage {
  kind: "reminders";
  taskIds: string[];
  /** The start of the minute the Cron Trigger ran for (epoch ms). */
  minute: number;
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
  /** Each player's own room: every open device of that player (party/player-room.ts). */
  PlayerRoom: DurableObjectNamespace<PlayerRoom>;
  ROLLOVER_QUEUE: Queue<RolloverMessage>;
  WEBHOOK_QUEUE: Queue<WebhookMessage>;
  REMINDER_QUEUE: Queue<ReminderMessage>;
  /**
   * "true" lets push endpoints be plain http and private hosts (a local server with a push
   * service of its own, as the reminder benchmark runs). Never on a deployment: off by default.
   */
  PUSH_ALLOW_PRIVATE?: string;
  /** Who runs the server, told to push services with each message (VAPID): `mailto:...` or `https://...`; SITE_URL by default. */
  PUSH_CONTACT?: string;
  /**
   * "true" lets webhooks reach private addresses and single-label names (an operator delivering
   * to their own network), and skips the DNS check before each delivery. Off by default.
   */
  WEBHOOKS_ALLOW_PRIVATE?: string;
  /** The DNS over HTTPS (JSON) resolver asked before each delivery; Cloudflare's by default. */
  WEBHOOKS_DNS_RESOLVER?: string;
  APP_VERSION: string;
  AUTH_RATE_LIMIT_MAX: string;
  AUTH_RATE_LIMIT_WINDOW_SECONDS: string;
  /** Secret (`wrangler secret put`): Stripe's secret API key. With its webhook secret, payments go through Stripe. */
  STRIPE_SECRET_KEY?: string;
  /** Secret: the signing secret of the Stripe webhook endpoint registered for this Worker. */
  STRIPE_WEBHOOK_SECRET?: string;
  /**
   * "true" only for local servers (`npm start`) and tests: purchases go through the built-in
   * simulator and are granted for nothing. Ignored once a Stripe key is set; with neither, the
   * server takes no payments (worker/payments/mode.ts).
   */
  PAYMENTS_SIMULATOR?: string;
  /** Mail through Resend (a secret) and the sender address it sends from, e.g. `Habitforge <hello@example.com>`. */
  RESEND_API_KEY?: string;
  MAIL_FROM?: string;
  /** "true" locally and in tests: mails are kept in D1 (the outbox) instead of being sent. */
  MAIL_OUTBOX?: string;
  /** Where players' bug reports (POST /bug-report) are mailed: the staff's address. Without it bug reports are refused. */
  STAFF_EMAIL?: string;
  /** The site's public address for links in mails; by default the address the request came to. */
  SITE_URL?: string;
  /** Sign-in with Google (OpenID Connect): the OAuth client of the Google Cloud project. */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** Sign-in with Apple: the Services ID, the team, and the Sign in with Apple key (its id and PKCS#8 PEM text). */
  APPLE_CLIENT_ID?: string;
  APPLE_TEAM_ID?: string;
  APPLE_KEY_ID?: string;
  APPLE_PRIVATE_KEY?: string;
  /** Requests one player may make per window of API_RATE_LIMIT_WINDOW_SECONDS (see lib/requestQuota.ts). */
  API_RATE_LIMIT_MAX?: string;
  API_RATE_LIMIT_WINDOW_SECONDS?: string;
  /** The original game's public address for the verified import (default https://habitica.com). Operator configuration only. */
  ORIGINAL_API_BASE?: string;
  /**
   * The x-client header sent to the original game, by its convention `<maintainer's user id>-<app name>`.
   * Without it the verified import is off.
   */
  ORIGINAL_API_CLIENT?: string;
  /** "true": an uploaded data file may bring owned items too (a private server among friends). Off by default. */
  IMPORT_TRUSTS_FILES?: string;
  /** "true" on a local server measuring D1 rows per request (worker/devMeter.ts); never deployed. */
  D1_METER?: string;
  /**
   * Minutes an account must exist before it may talk in the tavern and public guilds (staff
   * excepted); CHAT_MIN_ACCOUNT_AGE_MINUTES_DEFAULT when unset. "0" turns the wait off.
   */
  CHAT_MIN_ACCOUNT_AGE_MINUTES?: string;
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
