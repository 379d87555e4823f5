/** Promo codes: made in bulk by staff, each used once. */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { PROMO_CODE_ALPHABET, PROMO_CODE_LENGTH } from "../content/data/promoCodes";
import { formatPromoCode } from "../content/rules/promoCodes";
import type { Database } from "./client";
import { inChunks } from "./groups";
import { coupons } from "./schema";

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
    const made: CouponRow[] = [...codes].map((code) => ({
      code,
      event,
      createdAt: now.toISOString(),
      createdBy,
      usedBy: null,
      usedAt: null,
    }));
    const inserts = inChunks(made, 15).map((part) => db.insert(coupons).values(part));
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
