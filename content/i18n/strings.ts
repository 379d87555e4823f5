/** Texts the client needs before (and without) loading any message catalogue. */

/** Shown for a message key that has no text (spec §8). */
export const STRING_NOT_FOUND = "string not found";
