/**
 * Inputs as the original game's tools send them: ids in any case, a trailing slash on a route.
 * The path is normalised once, before routing, so every route gets it.
 */
import * as v from "valibot";

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when a text has the shape of a UUID, in any case. */
export function isUuidShaped(value: string): boolean {
  return UUID_SEGMENT.test(value);
}

/**
 * The path the routes are matched against: UUID-shaped segments in lower case (ids are stored
 * that way), and without a trailing slash ("/tasks/user/" is "/tasks/user").
 */
export function normalisedPath(path: string): string {
  let result = path;
  if (result.length > 1 && result.endsWith("/")) result = result.replace(/\/+$/, "") || "/";
  if (!/[A-F]/.test(result)) return result;
  return result
    .split("/")
    .map((segment) => (isUuidShaped(segment) ? segment.toLowerCase() : segment))
    .join("/");
}

/**
 * One category of a guild or challenge: its slug, or the original game's `{ slug, name }` object
 * (read as its slug; the name is the catalogue's, never the sender's).
 */
export function categoryEntry<const T extends readonly string[]>(slugs: T, message: string) {
  return v.union(
    [
      v.picklist(slugs),
      v.pipe(
        v.looseObject({ slug: v.picklist(slugs) }),
        v.transform((category) => category.slug),
      ),
    ],
    message,
  );
}
