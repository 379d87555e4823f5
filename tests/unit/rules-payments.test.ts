/** Prices of checkouts and what paid plans, gifts and promo codes do to a player. */
import { describe, expect, it } from "vitest";
import { activeEvents } from "../../content/data/events";
import { GameError } from "../../content/rules/errors";
import { gemsForPack, groupPlanSeats, priceCheckout, renewalAmount } from "../../content/rules/payments";
import { formatPromoCode, normalizePromoCode, redeemPromoCode } from "../../content/rules/promoCodes";
import {
  addMonths,
  closeEndedSubscription,
  endSubscriptionNow,
  joinGroupPlan,
  leaveGroupPlan,
  receiveGems,
  receiveGiftSubscription,
  scheduleCancellation,
  startSubscription,
  takeBackGems,
} from "../../content/rules/subscribe";
import { grantSubscriptionPerks, isSubscribed } from "../../content/rules/subscription";
import { ctxAt, makeUser, NOW } from "./rules-fixtures";

const DAY = 86_400_000;
const quiet = activeEvents(new Date("2026-03-10T12:00:00Z"));

function refusal(run: () => unknown): { key: string; status: number } {
  try {
    run();
  } catch (error) {
    if (error instanceof GameError) return { key: error.messageKey, status: error.status };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("checkout prices", () => {
  it("gem packs cost 99, 499, 999 and 1999 cents for 4, 21, 42 and 84 gems", () => {
    const rows = (["4gems", "21gems", "42gems", "84gems"] as const).map((pack) => {
      const order = priceCheckout({ type: "gems", gemsBlock: pack }, { events: quiet });
      return [pack, order.amount, order.gems, order.currency, order.kind];
    });
    expect(rows).toEqual([
      ["4gems", 99, 4, "usd", "gems"],
      ["21gems", 499, 21, "usd", "gems"],
      ["42gems", 999, 42, "usd", "gems"],
      ["84gems", 1999, 84, "usd", "gems"],
    ]);
  });

  it("a gem sale gives the promotion amounts (5, 30, 60, 125) for the same prices", () => {
    const sale = activeEvents(new Date("2026-09-01T18:00:00Z"));
    expect(sale.some((event) => event.gemsPromo)).toBe(true);
    expect((["4gems", "21gems", "42gems", "84gems"] as const).map((pack) => gemsForPack(pack, sale).gems)).toEqual([
      5, 30, 60, 125,
    ]);
    expect(priceCheckout({ type: "gems", gemsBlock: "21gems" }, { events: sale })).toMatchObject({
      amount: 499,
      gems: 30,
      promo: "gemsPromo",
    });
  });

  it("subscriptions renew every block's months at the block's price", () => {
    const rows = (["basic_earned", "basic_3mo", "basic_6mo", "google_6mo", "basic_12mo"] as const).map((sub) => {
      const order = priceCheckout({ type: "subscription", sub }, { events: quiet });
      return [sub, order.amount, order.recurring?.intervalMonths, order.months];
    });
    expect(rows).toEqual([
      ["basic_earned", 500, 1, 1],
      ["basic_3mo", 1500, 3, 3],
      ["basic_6mo", 3000, 6, 6],
      ["google_6mo", 2400, 6, 6],
      ["basic_12mo", 4800, 12, 12],
    ]);
  });

  it("a group plan bills 3 dollars a seat: the leader's three, plus one per further member", () => {
    expect(groupPlanSeats(1)).toBe(3);
    expect(groupPlanSeats(5)).toBe(7);
    expect(priceCheckout({ type: "group-plan" }, { events: quiet, memberCount: 1 })).toMatchObject({
      amount: 900,
      recurring: { unitAmount: 300, quantity: 3, intervalMonths: 1 },
    });
    expect(priceCheckout({ type: "group-plan" }, { events: quiet, memberCount: 4 }).amount).toBe(1800);
    expect(renewalAmount("group_monthly", 4)).toBe(1200);
    expect(renewalAmount("basic_6mo", 1)).toBe(3000);
    expect(renewalAmount("toString", 1)).toBeUndefined();
  });

  it("gifts: gems at a quarter dollar each, subscriptions one-off; gift-one-get-one while it runs", () => {
    expect(
      priceCheckout({ type: "gems", gift: { uuid: "x", type: "gems", gems: { amount: 20 } } }, { events: quiet }),
    ).toMatchObject({ kind: "gift-gems", amount: 500, gems: 20 });
    const gift = priceCheckout(
      { type: "subscription", gift: { uuid: "x", type: "subscription", subscription: { key: "basic_3mo" } } },
      { events: quiet },
    );
    expect(gift).toMatchObject({ kind: "gift-subscription", amount: 1500, months: 3 });
    expect(gift.recurring).toBeUndefined();
    expect(gift.promo).toBeUndefined();
    const winter = activeEvents(new Date("2026-12-20T18:00:00Z"));
    expect(
      priceCheckout(
        { type: "subscription", gift: { uuid: "x", type: "subscription", subscription: { key: "basic_3mo" } } },
        { events: winter },
      ).promo,
    ).toBe("g1g1");
  });

  it("refuses unknown packs and plans, discounted blocks as gifts, bad gift amounts and long messages", () => {
    const cases: [Parameters<typeof priceCheckout>[0], string][] = [
      [{ type: "gems", gemsBlock: "5gems" }, "invalidGemsBlock"],
      [{ type: "gems", gemsBlock: "__proto__" }, "invalidGemsBlock"],
      [{ type: "subscription", sub: "group_monthly" }, "invalidSubscriptionBlock"],
      [{ type: "subscription", sub: "hasOwnProperty" }, "invalidSubscriptionBlock"],
      [
        { type: "subscription", gift: { uuid: "x", type: "subscription", subscription: { key: "google_6mo" } } },
        "invalidSubscriptionBlock",
      ],
      [{ type: "gems", gift: { uuid: "x", type: "gems", gems: { amount: 1 } } }, "badAmountOfGemsToPurchase"],
      [{ type: "gems", gift: { uuid: "x", type: "gems", gems: { amount: 3.5 } } }, "badAmountOfGemsToPurchase"],
      [{ type: "gems", gift: { uuid: "x", type: "gems", gems: {} } }, "badAmountOfGemsToPurchase"],
      [
        { type: "gems", gift: { uuid: "x", type: "gems", gems: { amount: 4 }, message: "y".repeat(201) } },
        "giftMessageTooLong",
      ],
      [{ type: "group-plan", gift: { uuid: "x", type: "gems", gems: { amount: 4 } } }, "groupPlanCannotBeGift"],
    ];
    for (const [request, key] of cases)
      expect(
        refusal(() => priceCheckout(request, { events: quiet })),
        JSON.stringify(request),
      ).toEqual({ key, status: 400 });
  });
});

describe("paid plans", () => {
  const ctx = ctxAt();

  it("a new 1-month subscriber gets this month's perks now, the pet and the month's mystery items", () => {
    const user = startSubscription(
      makeUser(),
      {
        planKey: "basic_earned",
        customerId: "cus_1",
        subscriptionId: "sub_1",
        paymentMethod: "Stripe",
        owner: "user-1",
      },
      ctx,
    );
    expect(user.purchased.plan).toMatchObject({
      planId: "basic_earned",
      customerId: "cus_1",
      subscriptionId: "sub_1",
      paymentMethod: "Stripe",
      dateTerminated: null,
      dateUpdated: NOW.toISOString(),
      dateCreated: NOW.toISOString(),
      gemsBought: 0,
    });
    expect(user.purchased.plan.consecutive).toEqual({ count: 0, offset: 0, trinkets: 1, gemCapExtra: 0 });
    expect(user.items.pets["Jackalope-RoyalPurple"]).toBe(5);
    expect(user.purchased.txnCount).toBe(1);
    expect(isSubscribed(user, NOW)).toBe(true);
  });

  it("a 12-month block gets the bonus of 12 hourglasses and the whole cap; the rollover adds each month's hourglass", () => {
    const user = startSubscription(
      makeUser(),
      { planKey: "basic_12mo", customerId: "cus_1", paymentMethod: "Stripe", owner: "user-1" },
      ctx,
    );
    expect(user.purchased.plan.consecutive).toEqual({ count: 0, offset: 0, trinkets: 13, gemCapExtra: 26 });
    const later = grantSubscriptionPerks(user, new Date("2026-05-02T00:00:00Z"));
    expect(later.purchased.plan.consecutive).toEqual({ count: 2, offset: 0, trinkets: 15, gemCapExtra: 26 });
  });

  it("a subscriber whose gifted plan is still running keeps its time as extra months", () => {
    const gifted = receiveGiftSubscription(makeUser(), "basic_3mo", ctx);
    expect(gifted.purchased.plan).toMatchObject({
      customerId: "Gift",
      planId: "basic_3mo",
      dateTerminated: addMonths(NOW, 3).toISOString(),
    });
    expect(gifted.purchased.plan.consecutive).toMatchObject({ trinkets: 1, offset: 0 });
    const paid = startSubscription(
      gifted,
      { planKey: "basic_earned", customerId: "cus_2", paymentMethod: "Stripe", owner: "user-1" },
      ctx,
    );
    expect(paid.purchased.plan.customerId).toBe("cus_2");
    expect(paid.purchased.plan.dateTerminated).toBeNull();
    expect(paid.purchased.plan.extraMonths).toBeCloseTo(92 / 30.5, 1);
    // This month's hourglass came with the gift: none twice.
    expect(paid.purchased.plan.consecutive.trinkets).toBe(1);
    // Cancelling later: the paid period, then the extra months.
    const cancelled = scheduleCancellation(paid, new Date(NOW.getTime() + 30 * DAY), NOW);
    expect(Date.parse(cancelled.purchased.plan.dateTerminated as string)).toBe(NOW.getTime() + (30 + 92) * DAY);
    expect(cancelled.purchased.plan.extraMonths).toBe(0);
  });

  it("a gift to a renewing subscriber adds extra months; to an ending plan, it moves the end", () => {
    const renewing = startSubscription(
      makeUser(),
      { planKey: "basic_earned", customerId: "cus_1", paymentMethod: "Stripe", owner: "user-1" },
      ctx,
    );
    const topped = receiveGiftSubscription(renewing, "basic_6mo", ctx);
    expect(topped.purchased.plan).toMatchObject({ customerId: "cus_1", extraMonths: 6, dateTerminated: null });
    expect(topped.purchased.plan.consecutive).toMatchObject({ trinkets: 1, offset: 0 });
    const ending = scheduleCancellation(renewing, new Date("2026-04-01T00:00:00Z"), NOW);
    const extended = receiveGiftSubscription(ending, "basic_earned", ctx);
    expect(extended.purchased.plan.dateTerminated).toBe("2026-05-01T00:00:00.000Z");
  });

  it("a cancellation without a known paid date keeps the perks 30 days", () => {
    const plan = startSubscription(
      makeUser(),
      { planKey: "basic_earned", customerId: "cus_1", paymentMethod: "Stripe", owner: "user-1" },
      ctx,
    );
    expect(scheduleCancellation(plan, undefined, NOW).purchased.plan.dateTerminated).toBe(
      new Date(NOW.getTime() + 30 * DAY).toISOString(),
    );
  });

  it("a refund ends the plan at once; an ended plan is closed by the daily job", () => {
    const plan = startSubscription(
      makeUser(),
      { planKey: "basic_3mo", customerId: "cus_1", paymentMethod: "Stripe", owner: "user-1" },
      ctx,
    );
    const refunded = endSubscriptionNow(plan, NOW);
    expect(refunded.purchased.plan.customerId).toBeUndefined();
    expect(isSubscribed(refunded, NOW)).toBe(false);
    expect(refunded.purchased.plan.consecutive.trinkets).toBe(1);
    const ending = scheduleCancellation(plan, new Date("2026-04-01T00:00:00Z"), NOW);
    expect(closeEndedSubscription(ending, new Date("2026-03-31T00:00:00Z"))).toBe(ending);
    expect(closeEndedSubscription(ending, new Date("2026-04-02T00:00:00Z")).purchased.plan.customerId).toBeUndefined();
  });

  it("plan group members hold the group's plan, keep their own renewing plan, and keep perks two days after leaving", () => {
    const member = joinGroupPlan(makeUser(), "leader-1", ctx);
    expect(member.purchased.plan).toMatchObject({
      customerId: "group-plan",
      planId: "group_plan_auto",
      owner: "leader-1",
      dateTerminated: null,
    });
    expect(member.items.mounts["Jackalope-RoyalPurple"]).toBe(true);
    expect(member.purchased.plan.consecutive.trinkets).toBe(1);
    // Joining a second plan group changes nothing.
    expect(joinGroupPlan(member, "leader-2", ctx)).toBe(member);
    const payer = startSubscription(
      makeUser(),
      { planKey: "basic_earned", customerId: "cus_9", paymentMethod: "Stripe", owner: "user-1" },
      ctx,
    );
    expect(joinGroupPlan(payer, "leader-1", ctx)).toBe(payer);
    const left = leaveGroupPlan(member, NOW);
    expect(left.purchased.plan.dateTerminated).toBe(new Date(NOW.getTime() + 2 * DAY).toISOString());
    expect(leaveGroupPlan(payer, NOW)).toBe(payer);
    // Rejoining within the same month grants no second hourglass.
    const back = joinGroupPlan(left, "leader-1", ctx);
    expect(back.purchased.plan.dateTerminated).toBeNull();
    expect(back.purchased.plan.consecutive.trinkets).toBe(1);
  });

  it("gems arrive as balance and a refund takes back only what is left", () => {
    const rich = receiveGems(makeUser(), 21);
    expect(rich.balance).toBe(5.25);
    rich.balance = 2;
    const refunded = takeBackGems(rich, 21);
    expect(refunded.user.balance).toBe(0);
    expect(refunded.gems).toBe(8);
  });

  it("months are added in the calendar, ending on the last day of shorter months", () => {
    expect(addMonths(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2026-11-15T10:00:00Z"), 3).toISOString()).toBe("2027-02-15T10:00:00.000Z");
  });
});

describe("promo codes", () => {
  it("reads a typed code in any case with spaces or dashes; refuses anything else", () => {
    expect(normalizePromoCode("abcd efgh jkmn")).toBe("ABCD-EFGH-JKMN");
    expect(normalizePromoCode("ABCD-EFGH-JKMN")).toBe("ABCD-EFGH-JKMN");
    expect(normalizePromoCode("ABCD-EFGH-JKM")).toBeUndefined();
    expect(normalizePromoCode("ABCD-EFGH-JKM0")).toBeUndefined();
    expect(normalizePromoCode("ABCD-EFGH-JKM!")).toBeUndefined();
    expect(formatPromoCode("ABCDEFGHJKMN")).toBe("ABCD-EFGH-JKMN");
  });

  it("a wondercon code gives its seven items; a discount code gives none", () => {
    const { user, gear } = redeemPromoCode(makeUser(), "wondercon");
    expect(gear).toHaveLength(7);
    expect(gear.every((key) => user.items.gear.owned[key])).toBe(true);
    expect(refusal(() => redeemPromoCode(makeUser(), "google_6mo"))).toEqual({
      key: "couponIsForSubscription",
      status: 400,
    });
    expect(refusal(() => redeemPromoCode(makeUser(), "__proto__"))).toEqual({ key: "invalidCoupon", status: 400 });
  });
});
