/**
 * The original game's public API, read by our server for the verified import: GET /api/v3/user
 * and GET /api/v3/tasks/user with the player's own User ID and API token. The address and our
 * x-client come from the operator's configuration only — nothing a player sends can point this
 * anywhere else. The credentials travel in these two requests and nowhere else: they are not
 * stored, logged or put into an error.
 */
import { GameError } from "../../content/rules/errors";
import type { AccountSource } from "../../content/rules/importAccount";
import type { Env } from "../env";

export const DEFAULT_ORIGINAL_API_BASE = "https://habitica.com";
/** How long one request to the original may take. */
export const ORIGINAL_TIMEOUT_MS = 20_000;
/** The most of one answer we read (a long-time player's tasks with their history fit well below). */
export const ORIGINAL_ANSWER_MAX_BYTES = 16 * 1024 * 1024;

export interface OriginalApiConfig {
  /** The origin and path prefix, without a trailing slash (e.g. https://habitica.com). */
  base: string;
  /** Our x-client header. */
  client: string;
}

export interface OriginalCredentials {
  userId: string;
  apiToken: string;
}

/** The configured original, or undefined when the operator has not set the import up. */
export function originalApiConfig(
  env: Pick<Env, "ORIGINAL_API_BASE" | "ORIGINAL_API_CLIENT">,
): OriginalApiConfig | undefined {
  const client = env.ORIGINAL_API_CLIENT?.trim();
  if (!client) return undefined;
  let base: URL;
  try {
    base = new URL(env.ORIGINAL_API_BASE?.trim() || DEFAULT_ORIGINAL_API_BASE);
  } catch {
    return undefined;
  }
  if (base.protocol !== "https:" && base.protocol !== "http:") return undefined;
  return { base: `${base.origin}${base.pathname.replace(/\/+$/, "")}`, client };
}

const unreachable = () => new GameError("ServiceUnavailable", "originalUnreachable");
const badAnswer = () => new GameError("BadGateway", "originalBadAnswer");

/** The answer's text, refusing one larger than the cap before it is all in memory. */
async function limitedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > ORIGINAL_ANSWER_MAX_BYTES) throw badAnswer();
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ORIGINAL_ANSWER_MAX_BYTES) {
      await reader.cancel();
      throw badAnswer();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** One GET of the original's API: its envelope's `data`, or the error it amounts to. */
async function getData(config: OriginalApiConfig, path: string, credentials: OriginalCredentials): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${config.base}/api/v3${path}`, {
      method: "GET",
      headers: {
        accept: "application/json",
        "x-client": config.client,
        "x-api-user": credentials.userId,
        "x-api-key": credentials.apiToken,
      },
      // A redirect would carry the credentials to wherever it points: it is an error instead.
      redirect: "manual",
      signal: AbortSignal.timeout(ORIGINAL_TIMEOUT_MS),
    });
  } catch {
    throw unreachable();
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new GameError("NotAuthorized", "originalCredentialsRefused");
  }
  if (response.status === 429) {
    await response.body?.cancel();
    throw new GameError("ServiceUnavailable", "originalBusy");
  }
  if (response.status === 502 || response.status === 503 || response.status === 504) {
    await response.body?.cancel();
    throw unreachable();
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw badAnswer();
  }
  let envelope: unknown;
  try {
    envelope = JSON.parse(await limitedText(response));
  } catch (error) {
    if (error instanceof GameError) throw error;
    throw badAnswer();
  }
  if (typeof envelope !== "object" || envelope === null || (envelope as { success?: unknown }).success !== true)
    throw badAnswer();
  return (envelope as { data?: unknown }).data;
}

/**
 * The player's account on the original: its user document and its tasks, read with the
 * player's credentials. The document must be the account those credentials name.
 */
export async function readOriginalAccount(
  config: OriginalApiConfig,
  credentials: OriginalCredentials,
): Promise<AccountSource & { id: string }> {
  // The user first: it proves the credentials before anything else is asked.
  const user = await getData(config, "/user", credentials);
  if (typeof user !== "object" || user === null || Array.isArray(user)) throw badAnswer();
  const doc = user as Record<string, unknown>;
  const id = typeof doc._id === "string" ? doc._id : typeof doc.id === "string" ? doc.id : undefined;
  if (!id || id.toLowerCase() !== credentials.userId.toLowerCase()) throw badAnswer();
  const tasks = await getData(config, "/tasks/user", credentials);
  if (!Array.isArray(tasks)) throw badAnswer();
  return { id: id.toLowerCase(), user, tasks };
}
