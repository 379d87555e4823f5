/**
 * Promo codes: an event's codes, made in bulk by staff and each used once; and codes worth gems
 * or months, used up to their use count, once per player, until they expire.
 */
import { and, asc, desc, eq, gt, inArray, isNull, isNotNull, lt, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { PROMO_CODE_ALPHABET, PROMO_CODE_GRANT_EVENTS, PROMO_CODE_LENGTH } from "../content/data/promoCodes";
import { formatPromoCode } from "../content/rules/promoCodes";
import type { Database } from "./client";
import { inChunks } from "./groups";
import { couponRedemptions, coupons, users } from "./schema";
import { casGuard } from "./users";

export type CouponRow = typeof coupons.$inferSelect;

/** A new code drawn uniformly from the code alphabet. */
export function newPromoCode(): string {
  const alphabet = PROMO_CODE_ALPHABET;
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let characters = "";
  while (characters.length < PROMO_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(PROMO_CODE_LENGTH * 2))) {
      if (byte < limit && characters.length < PROMO_CODE_LENGTH) characters += alphabet[byte % alphabet.length];
    }
  }
  return formatPromoCode(characters);
}

export async function loadCoupon(db: Database, code: string): Promise<CouponRow | undefined> {
  return db.select().from(coupons).where(eq(coupons.code, code)).get();
}

/**
 * Makes `count` new codes of `event` in one batch with `extra` (the audit entry naming them):
 * all or none. A code drawn twice, or one that already exists, fails the batch, and a fresh
 * set is drawn.
 */
export async function generateCoupons(
  db: Database,
  event: string,
  count: number,
  createdBy: string,
  now: Date,
  extra: (made: CouponRow[]) => BatchItem<"sqlite">[] = () => [],
): Promise<CouponRow[]> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const codes = new Set<string>();
    while (codes.size < count) codes.add(newPromoCode());
    const fresh = [...codes].map((code) => ({
      code,
      event,
      createdAt: now.toISOString(),
      createdBy,
      usedBy: null,
      usedAt: null,
    }));
    // An event's code is used once and has no worth of its own: the columns of gems and months stay empty.
    const made: CouponRow[] = fresh.map((row) => ({
      ...row,
      gems: null,
      months: null,
      maxUses: null,
      uses: 0,
      expiresAt: null,
      note: null,
    }));
    const inserts = inChunks(fresh, 15).map((part) => db.insert(coupons).values(part));
    try {
      await db.batch([...inserts, ...extra(made)] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
      return made;
    } catch (error) {
      const text = String((error as { cause?: unknown })?.cause ?? "") + String((error as Error)?.message ?? "");
      if (!text.includes("UNIQUE")) throw error;
    }
  }
  throw new Error("could not draw unused promo codes");
}

/** What a staff-made code is worth and how it may be used. */
export interface CouponTerms {
  event: string;
  gems: number | null;
  months: number | null;
  maxUses: number;
  expiresAt: string;
  note: string | null;
}

/** The rows of `count` new codes on `terms`, and the statements inserting them (for a batch). */
export function newCouponStatements(db: Database, terms: CouponTerms, count: number, createdBy: string, now: Date) {
  const rows: CouponRow[] = Array.from({ length: count }, () => ({
    code: newPromoCode(),
    ...terms,
    createdAt: now.toISOString(),
    createdBy,
    usedBy: null,
    usedAt: null,
    uses: 0,
  }));
  // D1 binds at most 100 values per statement: 12 columns a row.
  return { rows, statements: inChunks(rows, 8).map((part) => db.insert(coupons).values(part)) };
}

export function isDuplicateCode(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String((error as Error)?.message ?? "");
  return /UNIQUE constraint failed: coupons\.code/.test(text);
}

/** Claims an unused code for a player; in a batch, the guard after it aborts when it was taken. */
export function claimCouponStatement(db: Database, code: string, userId: string, now: Date) {
  return db
    .update(coupons)
    .set({ usedBy: userId, usedAt: now.toISOString() })
    .where(and(eq(coupons.code, code), isNull(coupons.usedBy)));
}

export async function listCoupons(db: Database): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(asc(coupons.createdAt), asc(coupons.code)).all();
}

/**
 * One use of a staff-made code by a player, for the batch that also writes the player: the use
 * is counted only while the code is open at `now`, and recorded only once per player; the
 * guard after each aborts the whole batch otherwise (the last use raced by two players: one wins).
 */
export function couponUseStatements(db: Database, code: string, userId: string, now: Date) {
  const at = now.toISOString();
  return [
    db
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1` })
      .where(
        and(
          eq(coupons.code, code),
          isNotNull(coupons.maxUses),
          lt(coupons.uses, coupons.maxUses),
          or(isNull(coupons.expiresAt), gt(coupons.expiresAt, at)),
        ),
      ),
    casGuard(db),
    // A second use by the same player meets the unique index, inserts nothing, and the guard aborts.
    db.insert(couponRedemptions).values({ code, userId, redeemedAt: at }).onConflictDoNothing(),
    casGuard(db),
  ] as const;
}

export async function hasRedeemed(db: Database, code: string, userId: string): Promise<boolean> {
  const row = await db
    .select({ code: couponRedemptions.code })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.code, code), eq(couponRedemptions.userId, userId)))
    .get();
  return row !== undefined;
}

/** Staff-made codes, newest first. */
export async function listGrantCoupons(db: Database, limit: number): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(inArray(coupons.event, [...PROMO_CODE_GRANT_EVENTS]))
    .orderBy(desc(coupons.createdAt), asc(coupons.code))
    .limit(limit)
    .all();
}

export interface Redeemer {
  code: string;
  userId: string;
  /** Null when the player's account is gone. */
  username: string | null;
  redeemedAt: string;
}

/** Who used each of `codes`, first users first, at most `perCode` each (one round trip). */
export async function redeemersOf(db: Database, codes: readonly string[], perCode: number): Promise<Redeemer[]> {
  if (codes.length === 0) return [];
  const query = (code: string) =>
    db
      .select({
        code: couponRedemptions.code,
        userId: couponRedemptions.userId,
        username: users.username,
        redeemedAt: couponRedemptions.redeemedAt,
      })
      .from(couponRedemptions)
      .leftJoin(users, eq(users.id, couponRedemptions.userId))
      .where(eq(couponRedemptions.code, code))
      .orderBy(asc(couponRedemptions.redeemedAt), asc(couponRedemptions.userId))
      .limit(perCode);
  const [first, ...rest] = codes.map(query);
  const answers = await db.batch([first, ...rest]);
  return answers.flat();
}

/** Ends a code at `now`: nobody may use it any more (an earlier expiry stays). */
export function expireCouponStatement(db: Database, code: string, now: Date) {
  const at = now.toISOString();
  return db
    .update(coupons)
    .set({ expiresAt: at })
    .where(and(eq(coupons.code, code), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, at))));
}
