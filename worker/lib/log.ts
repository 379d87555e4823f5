/**
 * The Worker's log lines: one JSON object each, so that Workers Logs indexes their fields, and
 * each carries the id of the request (or scheduled run, or queue batch) it belongs to. A player
 * who reports an error gives the id its envelope showed; `requestId` finds the lines.
 */
import { AsyncLocalStorage } from "node:async_hooks";

interface LogContext {
  requestId: string;
  method?: string;
  path?: string;
}

const context = new AsyncLocalStorage<LogContext>();

/**
 * The id of a request: Cloudflare's Ray ID when it came through Cloudflare (the `cf-ray`
 * header, which Cloudflare sets and a client cannot), otherwise a new random id.
 */
export function requestIdOf(request: Request): string {
  const ray = request.headers.get("cf-ray");
  if (ray && /^[0-9a-f]{16}(-[A-Z]{3})?$/.test(ray)) return ray;
  return crypto.randomUUID();
}

/** Runs `work` with its log lines tagged with `requestId` (and the request's method and path). */
export function withLogContext<T>(entry: LogContext, work: () => T): T {
  return context.run(entry, work);
}

/** The id of the request (or run) being served, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

const DETAIL_MAX = 2000;

/** An error as fields a log search can use: name, message, the cause D1 gives, the stack. */
function serialise(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    const fields: Record<string, unknown> = { name: value.name, message: value.message.slice(0, DETAIL_MAX) };
    if (value.stack) fields.stack = value.stack.slice(0, DETAIL_MAX);
    if (value.cause !== undefined && depth < 3) fields.cause = serialise(value.cause, depth + 1);
    return fields;
  }
  if (typeof value === "string") return value.slice(0, DETAIL_MAX);
  return value;
}

function write(level: "error" | "warn", message: string, details: unknown[]) {
  const scope = context.getStore();
  const line: Record<string, unknown> = { level, message, requestId: scope?.requestId ?? null };
  if (scope?.method) line.method = scope.method;
  if (scope?.path) line.path = scope.path;
  if (details.length) line.details = details.map((detail) => serialise(detail));
  let text: string;
  try {
    text = JSON.stringify(line);
  } catch {
    text = JSON.stringify({ ...line, details: details.map((detail) => String(detail)) });
  }
  if (level === "error") console.error(text);
  else console.warn(text);
}

/** Something failed: one structured line at level error. */
export function logError(message: string, ...details: unknown[]): void {
  write("error", message, details);
}

/** Something unexpected that was handled: one structured line at level warn. */
export function logWarn(message: string, ...details: unknown[]): void {
  write("warn", message, details);
}
