/**
 * Looking up a key that came from a request. Content tables and the player's own maps are
 * plain objects, so `table[key]` would also find what every object inherits (`constructor`,
 * `__proto__`, `toString`...): a request naming those must find nothing, like any unknown key.
 */

/** The table's own entry under the key, or undefined (never an inherited member). */
export function own<T>(
  table: Readonly<Record<string, T>> | null | undefined,
  key: string | null | undefined,
): T | undefined {
  if (table === null || table === undefined || typeof key !== "string") return undefined;
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Whether the table has its own entry under the key (the request-safe form of `key in table`). */
export function hasOwnKey(table: object | null | undefined, key: string | null | undefined): boolean {
  return table !== null && table !== undefined && typeof key === "string" && Object.hasOwn(table, key);
}
