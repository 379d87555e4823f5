/**
 * Small checks shared by the account and user routes: who the caller is (our web client or
 * another API client) and the shape of ids in a request.
 */

/** The x-client header our own web client sends with every request. */
export const WEB_CLIENT = "habitforge-web";

/** Whether the request comes from our own web client (which keeps the behaviours the spec gives it). */
export function isWebClient(header: string | undefined): boolean {
  return header === WEB_CLIENT;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID, in any letter case. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
