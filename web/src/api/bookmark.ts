/**
 * The newest D1 bookmark the server has answered with (`x-d1-bookmark`). Every call sends it
 * back, so the server starts its database session from it and the player's reads see their own
 * writes even when a nearby read replica answers. Bookmarks sort from oldest to newest as text;
 * an older one arriving late (calls answer out of order) never replaces a newer one. Kept for
 * the tab's life in sessionStorage, so a reload keeps it.
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";
const STORAGE_KEY = "habitforge.d1Bookmark";
const BOOKMARK_PATTERN = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){0,7}$/i;

let newest: string | undefined;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The bookmark to send with the next call, if the server has given one. */
export function currentBookmark(): string | undefined {
  if (newest === undefined) {
    const stored = storage()?.getItem(STORAGE_KEY) ?? undefined;
    if (stored && BOOKMARK_PATTERN.test(stored)) newest = stored;
  }
  return newest;
}

/** Keeps the bookmark of an answer when it is newer than the one kept. */
export function keepBookmark(value: string | null | undefined): void {
  if (!value || value.length > 200 || !BOOKMARK_PATTERN.test(value)) return;
  const kept = currentBookmark();
  if (kept !== undefined && kept >= value) return;
  newest = value;
  try {
    storage()?.setItem(STORAGE_KEY, value);
  } catch {
    // A full or refused storage: the bookmark lives in memory for this page.
  }
}

/** Forgets the kept bookmark (for tests). */
export function forgetBookmark(): void {
  newest = undefined;
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
