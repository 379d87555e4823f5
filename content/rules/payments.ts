/**
 * What a checkout costs and grants, from the content tables only (never from the request):
 * gem packs and their promotion amounts, subscription blocks, gifts and group plans.
 */
import {
  CENTS_PER_DOLLAR,
  DISCOUNTED_SUBSCRIPTION_BLOCKS,
  GEM_PACKS,
  GIFT_GEM_PRICE_CENTS,
  GIFT_GEMS_MAX,
  GIFT_GEMS_MIN,
  GIFT_MESSAGE_MAX,
  GROUP_PLAN_BLOCK,
  PAYMENT_CURRENCY,
  PERSONAL_SUBSCRIPTION_BLOCKS,
  SUBSCRIPTION_BLOCKS,
} from "../data/constants";
import type { GameEvent } from "../data/types";
import { badRequest } from "./errors";

export type CheckoutKind = "gems" | "subscription" | "gift-gems" | "gift-subscription" | "group-plan";

/** The checkout call's body (the original's shape), already checked for types. */
export interface CheckoutRequest {
  type: "gems" | "subscription" | "group-plan";
  gemsBlock?: string;
  sub?: string;
  gift?: {
    uuid: string;
    type: "gems" | "subscription";
    gems?: { amount?: number };
    subscription?: { key?: string };
    message?: string;
  };
}

/** A priced order: what the provider must charge, and what is granted once it has. */
export interface PricedOrder {
  kind: CheckoutKind;
  /** Cents. */
  amount: number;
  currency: string;
  /** Recurring orders: the charge repeats every `intervalMonths` months. */
  recurring?: { intervalMonths: number; unitAmount: number; quantity: number };
  gems?: number;
  planKey?: string;
  months?: number;
  /** The promotion that applies: a gem sale, or gift-one-get-one for gifted subscriptions. */
  promo?: "gemsPromo" | "g1g1";
  /** A short English line naming the purchase (for the provider's checkout page). */
  description: string;
}

const own = <T extends object>(table: T, key: string | undefined): key is Extract<keyof T, string> =>
  key !== undefined && Object.hasOwn(table, key);

export function isPersonalBlock(key: string | undefined): key is (typeof PERSONAL_SUBSCRIPTION_BLOCKS)[number] {
  return key !== undefined && (PERSONAL_SUBSCRIPTION_BLOCKS as readonly string[]).includes(key);
}

export function blockNeedsPromoCode(key: string): boolean {
  return DISCOUNTED_SUBSCRIPTION_BLOCKS.includes(key);
}

/** The gems a pack gives at `events`: the promotion amount while a gem sale runs. */
export function gemsForPack(
  pack: keyof typeof GEM_PACKS,
  events: readonly GameEvent[],
): { gems: number; promo: boolean } {
  const sale = events.find((event) => event.gemsPromo && Object.hasOwn(event.gemsPromo, pack));
  if (sale?.gemsPromo) return { gems: sale.gemsPromo[pack], promo: true };
  return { gems: GEM_PACKS[pack].gems, promo: false };
}

export function giftPromotionRunning(events: readonly GameEvent[]): boolean {
  return events.some((event) => event.promo === "g1g1");
}

const monthsText = (months: number) => (months === 1 ? "1 month" : `${months} months`);

/**
 * Prices a checkout. `memberCount` is the size of the group a plan is bought for (1 for a new
 * plan group). Throws a 400 naming what is wrong with the request.
 */
export function priceCheckout(
  request: CheckoutRequest,
  options: { events: readonly GameEvent[]; memberCount?: number },
): PricedOrder {
  const gift = request.gift;
  if (gift) {
    if (gift.message !== undefined && gift.message.length > GIFT_MESSAGE_MAX)
      throw badRequest("giftMessageTooLong", { maxGiftMessageLength: GIFT_MESSAGE_MAX });
    if (request.type === "group-plan") throw badRequest("groupPlanCannotBeGift");
    if (gift.type === "gems") {
      const amount = gift.gems?.amount;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < GIFT_GEMS_MIN || amount > GIFT_GEMS_MAX) {
        throw badRequest("badAmountOfGemsToPurchase", { min: GIFT_GEMS_MIN, max: GIFT_GEMS_MAX });
      }
      return {
        kind: "gift-gems",
        amount: amount * GIFT_GEM_PRICE_CENTS,
        currency: PAYMENT_CURRENCY,
        gems: amount,
        description: `${amount} gems (a gift)`,
      };
    }
    const key = gift.subscription?.key;
    if (!isPersonalBlock(key) || blockNeedsPromoCode(key)) throw badRequest("invalidSubscriptionBlock");
    const block = SUBSCRIPTION_BLOCKS[key];
    return {
      kind: "gift-subscription",
      amount: block.price * CENTS_PER_DOLLAR,
      currency: PAYMENT_CURRENCY,
      planKey: key,
      months: block.months,
      ...(giftPromotionRunning(options.events) ? { promo: "g1g1" as const } : {}),
      description: `${monthsText(block.months)} of subscription (a gift)`,
    };
  }
  if (request.type === "gems") {
    if (!own(GEM_PACKS, request.gemsBlock)) throw badRequest("invalidGemsBlock");
    const pack = request.gemsBlock;
    const { gems, promo } = gemsForPack(pack, options.events);
    return {
      kind: "gems",
      amount: GEM_PACKS[pack].price,
      currency: PAYMENT_CURRENCY,
      gems,
      ...(promo ? { promo: "gemsPromo" as const } : {}),
      description: `${gems} gems`,
    };
  }
  if (request.type === "subscription") {
    const key = request.sub;
    if (!isPersonalBlock(key)) throw badRequest("invalidSubscriptionBlock");
    const block = SUBSCRIPTION_BLOCKS[key];
    const cents = block.price * CENTS_PER_DOLLAR;
    return {
      kind: "subscription",
      amount: cents,
      currency: PAYMENT_CURRENCY,
      recurring: { intervalMonths: block.months, unitAmount: cents, quantity: 1 },
      planKey: key,
      months: block.months,
      description: `Subscription, ${monthsText(block.months)} at a time`,
    };
  }
  return priceGroupPlan(options.memberCount ?? 1);
}

/** Seats billed for a group: the plan's base quantity covers the leader, each further member adds one. */
export function groupPlanSeats(memberCount: number): number {
  return Math.max(1, memberCount) + SUBSCRIPTION_BLOCKS[GROUP_PLAN_BLOCK].quantity - 1;
}

/** The price of one seat: the plan's price shared by its base quantity. */
export function groupPlanSeatCents(): number {
  const block = SUBSCRIPTION_BLOCKS[GROUP_PLAN_BLOCK];
  return Math.round((block.price * CENTS_PER_DOLLAR) / block.quantity);
}

export function priceGroupPlan(memberCount: number): PricedOrder {
  const block = SUBSCRIPTION_BLOCKS[GROUP_PLAN_BLOCK];
  const quantity = groupPlanSeats(memberCount);
  const unitAmount = groupPlanSeatCents();
  return {
    kind: "group-plan",
    amount: unitAmount * quantity,
    currency: PAYMENT_CURRENCY,
    recurring: { intervalMonths: block.months, unitAmount, quantity },
    planKey: GROUP_PLAN_BLOCK,
    months: block.months,
    description: `Group plan, ${quantity} seats, monthly`,
  };
}

/** What one renewal of a plan charges: the block's price, or every seat of a group plan. */
export function renewalAmount(planKey: string, quantity: number): number | undefined {
  if (planKey === GROUP_PLAN_BLOCK) return groupPlanSeatCents() * quantity;
  if (!Object.hasOwn(SUBSCRIPTION_BLOCKS, planKey)) return undefined;
  return SUBSCRIPTION_BLOCKS[planKey as keyof typeof SUBSCRIPTION_BLOCKS].price * CENTS_PER_DOLLAR;
}

export function blockMonths(planKey: string): number {
  return Object.hasOwn(SUBSCRIPTION_BLOCKS, planKey)
    ? SUBSCRIPTION_BLOCKS[planKey as keyof typeof SUBSCRIPTION_BLOCKS].months
    : 1;
}
