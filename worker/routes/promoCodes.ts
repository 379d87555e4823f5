/**
 * The admin area's promo codes (full access): codes worth gems or months of subscription, with
 * a use count and an expiry; the list says who used each. Event codes stay under /coupons.
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono } from "hono";
import * as v from "valibot";
import {
  PROMO_CODE_GEMS_MAX,
  PROMO_CODE_GRANT_EVENTS,
  PROMO_CODE_MONTHS,
  PROMO_CODE_NOTE_MAX,
  PROMO_CODE_USES_MAX,
  PROMO_CODE_VALIDITY_MAX_DAYS,
  PROMO_CODES_MADE_MAX,
} from "../../content/data/promoCodes";
import { GameError } from "../../content/rules/errors";
import { normalizePromoCode } from "../../content/rules/promoCodes";
import { database } from "../../db/client";
import { requirePrivilege } from "../admin/privileges";
import type { AppEnv } from "../env";
import { endPromoCode, listPromoCodes, makePromoCodes, promoCodeView } from "../lib/promoCodes";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, str } from "../middleware/validate";

const DAY_MS = 86_400_000;

const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.number(paramMessage("paramNumber")),
    v.integer(paramMessage("paramWholeNumber")),
    v.minValue(min, paramMessage("paramAtLeast", { min })),
    v.maxValue(max, paramMessage("paramAtMost", { max })),
  );

const newCodes = v.object({
  kind: v.picklist(
    PROMO_CODE_GRANT_EVENTS,
    paramMessage("paramOneOf", { options: PROMO_CODE_GRANT_EVENTS.join(", ") }),
  ),
  gems: v.optional(wholeNumber(1, PROMO_CODE_GEMS_MAX)),
  months: v.optional(
    v.picklist(PROMO_CODE_MONTHS, paramMessage("paramOneOf", { options: PROMO_CODE_MONTHS.join(", ") })),
  ),
  maxUses: wholeNumber(1, PROMO_CODE_USES_MAX),
  expiresAt: v.pipe(
    v.string(paramMessage("paramDate")),
    v.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, paramMessage("paramDate")),
    v.check((text) => !Number.isNaN(Date.parse(text)), paramMessage("paramDate")),
  ),
  count: v.optional(wholeNumber(1, PROMO_CODES_MADE_MAX), 1),
  note: v.optional(str(PROMO_CODE_NOTE_MAX)),
});

export const promoCodeAdminRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .use(requirePrivilege("fullAccess"))
  .get("/", async (c) => ok(c, await listPromoCodes(database(c.env.DB), new Date())))
  .post("/", async (c) => {
    const input = await body(c, newCodes);
    const now = new Date();
    if (input.kind === "gems" && input.gems === undefined) throw new GameError("BadRequest", "promoCodeNeedsGems");
    if (input.kind === "subscription" && input.months === undefined)
      throw new GameError("BadRequest", "promoCodeNeedsMonths");
    // A date alone means the end of that day (UTC).
    const expiresAt = new Date(Date.parse(input.expiresAt) + (input.expiresAt.length === 10 ? DAY_MS - 1 : 0));
    if (expiresAt <= now || expiresAt.getTime() > now.getTime() + PROMO_CODE_VALIDITY_MAX_DAYS * DAY_MS)
      throw new GameError("BadRequest", "promoCodeExpiryInvalid", { days: PROMO_CODE_VALIDITY_MAX_DAYS });
    const made = await makePromoCodes(database(c.env.DB), c.get("user"), { ...input, expiresAt }, now);
    return ok(c, made, { status: 201 });
  })
  .get("/:code", async (c) => {
    const code = normalizePromoCode(c.req.param("code"));
    if (!code) throw new GameError("NotFound", "promoCodeNotFound");
    return ok(c, await promoCodeView(database(c.env.DB), code, new Date()));
  })
  .post("/:code/end", async (c) => {
    const code = normalizePromoCode(c.req.param("code"));
    if (!code) throw new GameError("NotFound", "promoCodeNotFound");
    return ok(c, await endPromoCode(database(c.env.DB), c.get("user"), code, new Date()));
  });
