import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { paramText, t } from "../../content/i18n";
import { GameError } from "../../content/rules/errors";
import type { AppEnv } from "../env";
import { loadLanguage } from "../lib/catalogues";
import { requestLanguage } from "../lib/language";
import { currentRequestId, logError } from "../lib/log";

export interface ErrorEnvelope {
  success: false;
  error: string;
  message: string;
  errors?: { param: string; message: string; value?: unknown }[];
  /** On a server error: the id of the request, which its log lines carry. */
  requestId?: string;
}

/** The error envelope outside a Hono context (e.g. refusing a room connection). */
export function errorEnvelopeBody(
  name: string,
  messageKey: string,
  language?: string,
  vars: Record<string, string | number> = {},
): ErrorEnvelope {
  return { success: false, error: name, message: t(messageKey, vars, language) };
}

export async function errorResponse(c: Context<AppEnv>, error: GameError) {
  const language = requestLanguage(c);
  await loadLanguage(language);
  const body: ErrorEnvelope = { success: false, error: error.name, message: t(error.messageKey, error.vars, language) };
  if (error.errors?.length)
    body.errors = error.errors.map((entry) => ({ ...entry, message: paramText(entry.message, language) }));
  // A refusal that says how long to wait says it to clients and tools as well.
  if (error.name === "TooManyRequests" && typeof error.vars.seconds === "number")
    c.header("Retry-After", String(error.vars.seconds));
  return c.json(body, error.status as ContentfulStatusCode);
}

/** Every thrown error becomes an envelope; anything unexpected is a 500 that reveals nothing. */
export async function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof GameError) return errorResponse(c, err);
  await loadLanguage(requestLanguage(c));
  if (err instanceof HTTPException && err.status < 500) {
    const name = err.status === 404 ? "NotFound" : err.status === 401 ? "NotAuthorized" : "BadRequest";
    const key = err.status === 404 ? "notFound" : err.status === 401 ? "notAuthorized" : "badRequest";
    return c.json(
      { success: false, error: name, message: t(key, {}, requestLanguage(c)) } satisfies ErrorEnvelope,
      err.status as ContentfulStatusCode,
    );
  }
  logError("unhandled error", err);
  // The id the log line carries: the player can quote it, support can find the line.
  const requestId = currentRequestId();
  return c.json(
    {
      success: false,
      error: "InternalServerError",
      message: requestId
        ? t("internalErrorReference", { requestId }, requestLanguage(c))
        : t("internalError", {}, requestLanguage(c)),
      ...(requestId ? { requestId } : {}),
    } satisfies ErrorEnvelope,
    500,
  );
}

export function handleNotFound(c: Context<AppEnv>) {
  return errorResponse(c, new GameError("NotFound", "routeNotFound"));
}
