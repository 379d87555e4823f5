/** What a checkout may ask for: gems, a plan, a gift, a group plan (a new guild or an upgrade), a promo code. */
import * as v from "valibot";
import { GUILD_SUMMARY_MAX } from "../../content/data/constants";
import { paramMessage } from "../../content/i18n/params";
import { str } from "../middleware/validate";

const GROUP_NAME_MAX = 100;

const giftInput = v.object({
  uuid: str(100, 1),
  type: v.picklist(["gems", "subscription"], paramMessage("paramEither", { first: "gems", second: "subscription" })),
  gems: v.optional(v.object({ amount: v.optional(v.number(paramMessage("paramNumber"))) })),
  subscription: v.optional(v.object({ key: v.optional(str(40)) })),
  message: v.optional(v.string(paramMessage("paramString"))),
});

export const checkoutInput = v.object({
  type: v.picklist(
    ["gems", "subscription", "group-plan"],
    paramMessage("paramEither", { first: "gems, subscription", second: "group-plan" }),
  ),
  gemsBlock: v.optional(str(40)),
  sub: v.optional(str(40)),
  gift: v.optional(giftInput),
  groupId: v.optional(str(100, 1)),
  groupPlan: v.optional(
    v.object({
      name: v.optional(
        v.pipe(
          str(GROUP_NAME_MAX, 1),
          v.check((name) => name.trim().length > 0, paramMessage("paramNotBlank")),
        ),
      ),
      summary: v.optional(str(GUILD_SUMMARY_MAX)),
      /** A plan's guild is private; asking for a public one is refused rather than ignored. */
      privacy: v.optional(
        v.picklist(["private", "public"], paramMessage("paramEither", { first: "private", second: "public" })),
      ),
    }),
  ),
  coupon: v.optional(str(64)),
});

export const planInput = v.object({ groupId: v.optional(str(100, 1)) });

export type CheckoutInput = v.InferOutput<typeof checkoutInput>;
