/** Blocks between players: a block on either side stops messages, gifts, cards and pranks. */
import type { User } from "./types";

/** Whether either player blocks the other. */
export function blockedBetween(a: Pick<User, "_id" | "inbox">, b: Pick<User, "_id" | "inbox">): boolean {
  return Boolean(a.inbox?.blocks?.includes(b._id) || b.inbox?.blocks?.includes(a._id));
}
