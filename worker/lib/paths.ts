/** Reading and writing a document by dotted path ("preferences.hair.color"). */

const FORBIDDEN_SEGMENTS = new Set(["__proto__", "prototype", "constructor"]);

export function splitPath(path: string): string[] | undefined {
  const segments = path.split(".");
  if (segments.some((segment) => segment === "" || FORBIDDEN_SEGMENTS.has(segment))) return undefined;
  return segments;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function getPath(doc: unknown, path: string): unknown {
  const segments = splitPath(path);
  if (!segments) return undefined;
  let node: unknown = doc;
  for (const segment of segments) {
    if (!isRecord(node) || !Object.hasOwn(node, segment)) return undefined;
    node = node[segment];
  }
  return node;
}

/** Sets a value, creating plain objects on the way. Returns false when the path is unusable. */
export function setPath(doc: Record<string, unknown>, path: string, value: unknown): boolean {
  const segments = splitPath(path);
  if (!segments) return false;
  let node: Record<string, unknown> = doc;
  for (const segment of segments.slice(0, -1)) {
    const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
    if (next === undefined) node[segment] = {};
    else if (!isRecord(next)) return false;
    node = node[segment] as Record<string, unknown>;
  }
  node[segments[segments.length - 1]] = value;
  return true;
}

/** A copy of `doc` holding only the listed paths (and `_id`/`id`). */
export function pickPaths(doc: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = { _id: doc._id, id: doc.id };
  for (const path of paths) {
    const value = getPath(doc, path);
    if (value !== undefined) setPath(picked, path, value);
  }
  return picked;
}
