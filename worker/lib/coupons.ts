/**
 * Event promo codes (the original game's coupons): a player entering one, staff making a batch
 * for an event (with its audit entry, in one batch), and the CSV list staff download.
 */
import { GameError } from "../../content/rules/errors";
import {
  grantCodeOpen,
  isGrantCode,
  isPromoCodeEvent,
  normalizePromoCode,
  redeemPromoCode,
} from "../../content/rules/promoCodes";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { claimCouponStatement, generateCoupons, listCoupons, loadCoupon } from "../../db/coupons";
import { casGuard, updateUser } from "../../db/users";
import { actorOf, auditStatement, recordStaffView } from "../admin/audit";
import type { PromoCodeEntered } from "../api-types/payments";
import { spendPromoCode } from "./promoCodes";

/** What entering a code did, and the message that tells the player. */
export interface CouponEntry {
  user: User;
  result: PromoCodeEntered;
  messageKey: string;
  messageVars?: Record<string, number>;
}

/** A player enters a code: a staff-made grant code, or an event code usable once. */
export async function enterCoupon(db: Database, me: User, rawCode: string, now: Date): Promise<CouponEntry> {
  const code = normalizePromoCode(rawCode);
  if (!code) throw new GameError("BadRequest", "invalidCoupon");
  const found = await loadCoupon(db, code);
  if (!found) throw new GameError("BadRequest", "invalidCoupon");
  // Staff who make codes do not hand themselves their items.
  if (found.createdBy === me._id) throw new GameError("Forbidden", "cannotRedeemOwnCode");
  if (isGrantCode(found)) {
    const used = await spendPromoCode(db, me, code, now);
    const { gems, months } = used.result;
    return {
      user: used.user,
      result: { event: found.event, gear: [], ...used.result },
      ...(months
        ? { messageKey: "promoCodeMonths", messageVars: { months } }
        : { messageKey: "promoCodeGems", messageVars: { gems } }),
    };
  }
  if (found.usedBy) throw new GameError("NotAuthorized", "couponUsed");
  const { user, result } = await updateUser(
    db,
    me._id,
    async (fresh) => {
      // Checked again on every attempt: a player who entered it a moment ago has it now.
      const coupon = await loadCoupon(db, code);
      if (!coupon || coupon.usedBy) throw new GameError("NotAuthorized", "couponUsed");
      const granted = redeemPromoCode(fresh, coupon.event);
      // The claim and its guard abort the batch when someone else claimed the code first.
      return {
        user: granted.user,
        result: { event: coupon.event, gear: granted.gear },
        extra: [claimCouponStatement(db, code, fresh._id, now), casGuard(db)],
      };
    },
    me,
  );
  return {
    user,
    result: { ...result, items: { gear: { owned: user.items.gear.owned } } },
    messageKey: "couponApplied",
  };
}

/** Whether a code exists and may still be entered. */
export async function couponValid(db: Database, rawCode: string, now: Date): Promise<boolean> {
  const code = normalizePromoCode(rawCode);
  const coupon = code ? await loadCoupon(db, code) : undefined;
  if (coupon && isGrantCode(coupon)) return grantCodeOpen(coupon, now);
  return Boolean(coupon && !coupon.usedBy);
}

/** Staff make `count` event codes; the audit entry lists them, in the same batch. */
export async function generateEventCoupons(db: Database, staff: User, event: string, count: number, now: Date) {
  if (!isPromoCodeEvent(event)) throw new GameError("BadRequest", "invalidCouponEvent", { event: event.slice(0, 40) });
  const made = await generateCoupons(db, event, count, staff._id, now, (rows) => [
    auditStatement(db, {
      actor: actorOf(staff),
      targetType: "coupon",
      targetId: event,
      action: "generateCoupons",
      changes: [
        { path: "count", old: null, new: rows.length },
        { path: "codes", old: null, new: rows.map((row) => row.code).sort() },
      ],
    }),
  ]);
  // `_id` is the code, as the original names it.
  return made.map((coupon) => ({
    _id: coupon.code,
    code: coupon.code,
    event: coupon.event,
    createdAt: coupon.createdAt,
  }));
}

/** CSV field: quoted when it holds a separator, a quote or a line break. */
function csvField(value: string | null): string {
  const text = value ?? "";
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Every event code as CSV, oldest first, in the original's columns (code, event, the day it was
 * made, who used it) plus when it was used; the download is recorded as a staff view.
 */
export async function couponsCsv(db: Database, staff: User): Promise<string> {
  await recordStaffView(db, actorOf(staff), { targetType: "coupon", targetId: "*", action: "downloadCoupons" });
  const rows = await listCoupons(db);
  const lines = [
    ["code", "event", "date", "user", "usedAt"],
    ...rows.map((row) => [row.code, row.event, row.createdAt, row.usedBy, row.usedAt]),
  ];
  return `${lines.map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}
