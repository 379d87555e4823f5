/**
 * Promo codes staff make from the admin area, worth gems or months of subscription: making them
 * (with their audit entry, in one batch), listing them with who used each, ending one early, and
 * a player using one (the player's write, the use count and the record of who used it, in one
 * batch: the last use raced by two players goes to one of them).
 */
import {
  PROMO_CODE_REDEEMERS_SHOWN,
  type PromoCodeGrantEvent,
  type PromoCodeView,
} from "../../content/data/promoCodes";
import { GameError } from "../../content/rules/errors";
import { grantCodeOpen, grantCodeRefusal, isGrantCode, redeemGrantCode } from "../../content/rules/promoCodes";
import { seededRandom } from "../../content/rules/random";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import {
  type CouponRow,
  couponUseStatements,
  expireCouponStatement,
  hasRedeemed,
  isDuplicateCode,
  listGrantCoupons,
  loadCoupon,
  newCouponStatements,
  redeemersOf,
} from "../../db/coupons";
import { updateUser } from "../../db/users";
import { actorOf, auditStatement } from "../admin/audit";

/** Codes the admin list shows, newest first. */
export const PROMO_CODES_LISTED = 200;

export interface NewPromoCodes {
  kind: PromoCodeGrantEvent;
  gems?: number;
  months?: number;
  maxUses: number;
  expiresAt: Date;
  count: number;
  note?: string;
}

function view(row: CouponRow, redeemers: PromoCodeView["redeemers"], now: Date): PromoCodeView {
  return {
    code: row.code,
    kind: row.event as PromoCodeGrantEvent,
    gems: row.gems,
    months: row.months,
    maxUses: row.maxUses ?? 1,
    uses: row.uses,
    expiresAt: row.expiresAt,
    open: grantCodeOpen(row, now),
    note: row.note,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    redeemers,
  };
}

/** Makes the codes and records who made them and on what terms, all in one batch. */
export async function makePromoCodes(
  db: Database,
  staff: User,
  input: NewPromoCodes,
  now: Date,
): Promise<PromoCodeView[]> {
  const terms = {
    event: input.kind,
    gems: input.kind === "gems" ? (input.gems ?? null) : null,
    months: input.kind === "subscription" ? (input.months ?? null) : null,
    maxUses: input.maxUses,
    expiresAt: input.expiresAt.toISOString(),
    note: input.note?.trim() || null,
  };
  // A new code equal to an existing one is refused by its key; the next draw differs.
  for (let attempt = 0; ; attempt++) {
    const { rows, statements } = newCouponStatements(db, terms, input.count, staff._id, now);
    try {
      await db.batch([
        auditStatement(db, {
          actor: actorOf(staff),
          targetType: "promoCode",
          targetId: rows[0].code,
          action: "createPromoCodes",
          changes: [{ path: "promoCodes", old: null, new: { ...terms, codes: rows.map((row) => row.code) } }],
          at: now,
        }),
        ...statements,
      ]);
      return rows.map((row) => view(row, [], now));
    } catch (error) {
      if (!isDuplicateCode(error) || attempt >= 3) throw error;
    }
  }
}

export async function listPromoCodes(db: Database, now: Date): Promise<PromoCodeView[]> {
  const rows = await listGrantCoupons(db, PROMO_CODES_LISTED);
  const redeemers = await redeemersOf(
    db,
    rows.filter((row) => row.uses > 0).map((row) => row.code),
    PROMO_CODE_REDEEMERS_SHOWN,
  );
  return rows.map((row) =>
    view(
      row,
      redeemers
        .filter((entry) => entry.code === row.code)
        .map(({ userId, username, redeemedAt }) => ({ userId, username, redeemedAt })),
      now,
    ),
  );
}

/** Ends a staff-made code now, so that nobody may use it any more. */
export async function endPromoCode(db: Database, staff: User, code: string, now: Date): Promise<PromoCodeView> {
  const row = await loadCoupon(db, code);
  if (!row || !isGrantCode(row)) throw new GameError("NotFound", "promoCodeNotFound");
  await db.batch([
    expireCouponStatement(db, code, now),
    auditStatement(db, {
      actor: actorOf(staff),
      targetType: "promoCode",
      targetId: code,
      action: "endPromoCode",
      changes: [{ path: "expiresAt", old: row.expiresAt, new: now.toISOString() }],
      at: now,
    }),
  ]);
  return promoCodeView(db, code, now);
}

/** One staff-made code with the players who used it. */
export async function promoCodeView(db: Database, code: string, now: Date): Promise<PromoCodeView> {
  const row = await loadCoupon(db, code);
  if (!row || !isGrantCode(row)) throw new GameError("NotFound", "promoCodeNotFound");
  const redeemers = await redeemersOf(db, [code], PROMO_CODE_REDEEMERS_SHOWN);
  return view(
    row,
    redeemers.map(({ userId, username, redeemedAt }) => ({ userId, username, redeemedAt })),
    now,
  );
}

/**
 * A player uses a staff-made code. Every attempt checks the code again, so a player who lost a
 * race (or used it a moment ago on another device) is told why, and nothing is granted twice.
 */
export async function spendPromoCode(
  db: Database,
  player: User,
  code: string,
  now: Date,
): Promise<{ user: User; result: { gems: number; months: number } }> {
  return updateUser(
    db,
    player._id,
    async (fresh) => {
      const [coupon, used] = await Promise.all([loadCoupon(db, code), hasRedeemed(db, code, fresh._id)]);
      if (!coupon) throw new GameError("BadRequest", "invalidCoupon");
      const refusal = grantCodeRefusal(coupon, used, now);
      if (refusal) throw new GameError("NotAuthorized", refusal);
      const granted = redeemGrantCode(fresh, coupon, { now, random: seededRandom(`${code}:${fresh._id}`) });
      return {
        user: granted.user,
        result: { gems: granted.gems, months: granted.months },
        extra: [...couponUseStatements(db, code, fresh._id, now)],
        purchase: { transactionType: "promo_code", reference: code },
        purchaseEntries: granted.months
          ? [
              {
                currency: "subscription",
                amount: granted.months,
                transactionType: "promo_code",
                reference: code,
              },
            ]
          : [],
      };
    },
    player,
  );
}
