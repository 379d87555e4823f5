/**
 * Finding an account by its email address, whichever spelling it was given in and whichever
 * spelling the row was stored with (rows written before the one spelling keep theirs).
 */
import { and, gte, inArray, lt } from "drizzle-orm";
import { emailLookupSpellings, normaliseEmail } from "../content/rules/accountNames";
import type { Database } from "./client";
import { users } from "./schema";
import { loadUserRow, type UserRow } from "./users";

/** Rows of one local part looked at to find an older row by its normalised spelling. */
const SAME_LOCAL_PART_MAX = 50;

/** The account using this address, or undefined (also when it is no address at all). */
export async function findUserRowByEmail(db: Database, address: string): Promise<UserRow | undefined> {
  const spellings = emailLookupSpellings(address);
  if (spellings.length === 0) return undefined;
  const [first] = spellings;
  const rows = await db.select().from(users).where(inArray(users.email, spellings)).all();
  const exact = rows.find((row) => row.email === first) ?? rows[0];
  if (exact) return exact;
  const normalised = normaliseEmail(address);
  if (!normalised) return undefined;
  // An older row may hold a spelling only the normalisation can match (a domain in Unicode, a
  // trailing dot the migration could not take away): both sides are compared normalised.
  const local = normalised.slice(0, normalised.lastIndexOf("@") + 1);
  const sameLocal = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(gte(users.email, local), lt(users.email, `${local}\uffff`)))
    .limit(SAME_LOCAL_PART_MAX)
    .all();
  const match = sameLocal.find((row) => row.email !== normalised && normaliseEmail(row.email) === normalised);
  return match ? loadUserRow(db, match.id) : undefined;
}

/** Whether an account other than `exceptUserId` uses this address, in any spelling. */
export async function isEmailHeld(db: Database, address: string, exceptUserId?: string): Promise<boolean> {
  const row = await findUserRowByEmail(db, address);
  return row !== undefined && row.id !== exceptUserId;
}
