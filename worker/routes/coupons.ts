/**
 * Promo codes: players enter or check a code; staff with the coupons privilege make codes for
 * an event and download the list of every code with who used it and when.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { PROMO_CODES_PER_REQUEST_MAX } from "../../content/data/promoCodes";
import { paramMessage } from "../../content/i18n/params";
import { database } from "../../db/client";
import { requirePrivilege } from "../admin/privileges";
import type { PromoCodeEntered } from "../api-types/payments";
import type { AppEnv } from "../env";
import { couponsCsv, couponValid, enterCoupon, generateEventCoupons } from "../lib/coupons";
import { authenticate } from "../middleware/auth";
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

export const couponRoutes = new Hono<AppEnv>()
  .post("/validate/:code", async (c) =>
    ok(c, { valid: await couponValid(database(c.env.DB), c.req.param("code") ?? "", new Date()) }),
  )
  .post("/enter/:code", authenticate, async (c) => {
    const entry = await enterCoupon(database(c.env.DB), c.get("user"), c.req.param("code") ?? "", new Date());
    c.set("user", entry.user);
    return ok<PromoCodeEntered>(c, entry.result, { messageKey: entry.messageKey, messageVars: entry.messageVars });
  })
  .post("/generate/:event", authenticate, requirePrivilege("coupons"), async (c) => {
    const event = c.req.param("event") ?? "";
    const { count } = validate(countQuery, { count: c.req.query("count") });
    return ok(c, await generateEventCoupons(database(c.env.DB), c.get("user"), event, count, new Date()));
  })
  .get("/", authenticate, requirePrivilege("coupons"), async (c) => {
    const csv = await couponsCsv(database(c.env.DB), c.get("user"));
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="habitforge-promo-codes.csv"',
    });
  });
