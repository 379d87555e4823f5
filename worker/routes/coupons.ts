/**
 * Promo codes: players enter or check a code; staff make codes for an event and download
 * the list of every code with who used it and when.
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { PROMO_CODES_PER_REQUEST_MAX } from "../../content/data/promoCodes";
import { GameError } from "../../content/rules/errors";
import {
  grantCodeOpen,
  isGrantCode,
  isPromoCodeEvent,
  normalizePromoCode,
  redeemPromoCode,
} from "../../content/rules/promoCodes";
import type { User } from "../../content/rules/types";
import { database } from "../../db/client";
import { actorOf, auditStatement, recordStaffView } from "../admin/audit";
import { claimCouponStatement, generateCoupons, listCoupons, loadCoupon } from "../../db/coupons";
import { casGuard, updateUser } from "../../db/users";
import type { AppEnv } from "../env";
import { authenticate } from "../middleware/auth";
import { spendPromoCode } from "../lib/promoCodes";
import { ok } from "../middleware/envelope";
import { validate } from "../middleware/validate";

const countQuery = v.object({
  count: v.pipe(
    v.string(paramMessage("paramGiven")),
    v.regex(/^\d{1,7}$/, paramMessage("paramWholeNumber")),
    v.transform(Number),
    v.minValue(1, paramMessage("paramAtLeast", { min: 1 })),
    v.maxValue(PROMO_CODES_PER_REQUEST_MAX, paramMessage("paramAtMost", { max: PROMO_CODES_PER_REQUEST_MAX })),
  ),
});

function requireStaff(user: User) {
  if (!user.permissions?.fullAccess) throw new GameError("NotAuthorized", "noSudoAccess");
}

/** CSV field: quoted when it holds a separator, a quote or a line break. */
function csvField(value: string | null): string {
  const text = value ?? "";
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** What the player is told a staff-made code gave them. */
function grantMessage(result: { gems: number; months: number }): {
  messageKey: string;
  messageVars: Record<string, number>;
} {
  return result.months
    ? { messageKey: "promoCodeMonths", messageVars: { months: result.months } }
    : { messageKey: "promoCodeGems", messageVars: { gems: result.gems } };
}

async function enter(c: Context<AppEnv>) {
  const db = database(c.env.DB);
  const code = normalizePromoCode(c.req.param("code") ?? "");
  if (!code) throw new GameError("BadRequest", "invalidCoupon");
  const found = await loadCoupon(db, code);
  if (!found) throw new GameError("BadRequest", "invalidCoupon");
  // Staff who make codes do not hand themselves their items.
  if (found.createdBy === c.get("user")._id) throw new GameError("Forbidden", "cannotRedeemOwnCode");
  const now = new Date();
  if (isGrantCode(found)) {
    const used = await spendPromoCode(db, c.get("user"), code, now);
    c.set("user", used.user);
    return ok(c, { event: found.event, gear: [], ...used.result }, grantMessage(used.result));
  }
  if (found.usedBy) throw new GameError("NotAuthorized", "couponUsed");
  const { user, result } = await updateUser(
    db,
    c.get("user")._id,
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
    c.get("user"),
  );
  c.set("user", user);
  return ok(c, { ...result, items: { gear: { owned: user.items.gear.owned } } }, { messageKey: "couponApplied" });
}

export const couponRoutes = new Hono<AppEnv>()
  .post("/validate/:code", async (c) => {
    const code = normalizePromoCode(c.req.param("code") ?? "");
    const coupon = code ? await loadCoupon(database(c.env.DB), code) : undefined;
    if (coupon && isGrantCode(coupon)) return ok(c, { valid: grantCodeOpen(coupon, new Date()) });
    return ok(c, { valid: Boolean(coupon && !coupon.usedBy) });
  })
  .post("/enter/:code", authenticate, enter)
  .post("/generate/:event", authenticate, async (c) => {
    requireStaff(c.get("user"));
    const event = c.req.param("event") ?? "";
    if (!isPromoCodeEvent(event))
      throw new GameError("BadRequest", "invalidCouponEvent", { event: event.slice(0, 40) });
    const { count } = validate(countQuery, { count: c.req.query("count") });
    const db = database(c.env.DB);
    const made = await generateCoupons(db, event, count, c.get("user")._id, new Date(), (rows) => [
      auditStatement(db, {
        actor: actorOf(c.get("user")),
        targetType: "coupon",
        targetId: event,
        action: "generateCoupons",
        changes: [
          { path: "count", old: null, new: rows.length },
          { path: "codes", old: null, new: rows.map((row) => row.code).sort() },
        ],
      }),
    ]);
    return ok(
      c,
      made.map((coupon) => ({ code: coupon.code, event: coupon.event, createdAt: coupon.createdAt })),
    );
  })
  .get("/", authenticate, async (c) => {
    requireStaff(c.get("user"));
    const db = database(c.env.DB);
    await recordStaffView(db, actorOf(c.get("user")), {
      targetType: "coupon",
      targetId: "*",
      action: "downloadCoupons",
    });
    const rows = await listCoupons(db);
    const lines = [
      ["code", "event", "usedBy", "usedAt"],
      ...rows.map((row) => [row.code, row.event, row.usedBy, row.usedAt]),
    ];
    const csv = `${lines.map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="habitforge-promo-codes.csv"',
    });
  });
