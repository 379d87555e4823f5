import { describe, expect, it } from "vitest";
import { faq, FAQ_PAGES } from "../../content/data/faq";
import { news } from "../../content/data/news";
import { t } from "../../content/i18n";
import type { Task, User } from "../../content/rules/types";
import { compareGear } from "../../web/src/routes/inventory/equipment";
import { petState } from "../../web/src/routes/inventory/stable";
import {
  decidePaymentReturn,
  readPaymentState,
  savePaymentState,
  PAYMENT_STATE_KEY,
} from "../../web/src/routes/payment/paymentState";
import { historyCsv } from "../../web/src/routes/settings/exportData";
import { ownsOption, unlockPath, wearChange } from "../../web/src/routes/shops/customizations";
import { withPaths } from "../../web/src/routes/common/game";

describe("payment returns (spec §2)", () => {
  it("PayPal returns complete the payment and close their window", () => {
    for (const redirect of ["paypal-success-checkout", "paypal-success-subscribe"]) {
      expect(decidePaymentReturn(redirect, { paymentType: "gems" })).toEqual({
        kind: "close",
        to: "/",
        state: { paymentType: "gems", paymentCompleted: true },
      });
    }
  });

  it("a card success goes to group billing, the group's tasks, the subscription page or tasks", () => {
    expect(
      decidePaymentReturn("stripe-success-checkout", {
        paymentType: "groupPlan",
        groupId: "g1",
        editingGroupPlan: true,
      }),
    ).toMatchObject({ kind: "navigate", to: "/group-plans/g1/billing", state: { paymentCompleted: true } });
    expect(decidePaymentReturn("stripe-success-checkout", { paymentType: "groupPlan", groupId: "g1" })).toMatchObject({
      to: "/group-plans/g1/task-information",
    });
    expect(decidePaymentReturn("stripe-success-checkout", { paymentType: "subscription" })).toMatchObject({
      to: "/user/settings/subscription",
    });
    expect(
      decidePaymentReturn("stripe-success-checkout", { paymentType: "gift-subscription", giftReceiverId: "u2" }),
    ).toMatchObject({ to: "/user/settings/subscription" });
    expect(decidePaymentReturn("stripe-success-checkout", { paymentType: "gems" })).toMatchObject({ to: "/" });
    expect(decidePaymentReturn("stripe-success-checkout", undefined)).toEqual({
      kind: "navigate",
      to: "/",
      state: undefined,
    });
  });

  it("a card error goes back where the payment started", () => {
    expect(decidePaymentReturn("stripe-error-checkout", { paymentType: "subscription" })).toMatchObject({
      to: "/user/settings/subscription",
    });
    expect(
      decidePaymentReturn("stripe-error-checkout", {
        paymentType: "groupPlan",
        groupId: "g 1",
        editingGroupPlan: true,
      }),
    ).toMatchObject({ to: "/group-plans/g%201/billing" });
    expect(decidePaymentReturn("stripe-error-checkout", { paymentType: "groupPlan", groupId: "g1" })).toMatchObject({
      to: "/group-plans/g1/information",
    });
    expect(
      decidePaymentReturn("stripe-error-checkout", {
        paymentType: "gift-gems",
        giftReceiverId: "u2",
        origin: { type: "party" },
      }),
    ).toMatchObject({ to: "/party" });
    expect(
      decidePaymentReturn("stripe-error-checkout", {
        paymentType: "gift-gems",
        giftReceiverId: "u2",
        origin: { type: "guild", id: "gu1" },
      }),
    ).toMatchObject({ to: "/groups/guild/gu1" });
    expect(
      decidePaymentReturn("stripe-error-checkout", { paymentType: "gift-subscription", giftReceiverId: "u2" }),
    ).toMatchObject({ to: "/profile/u2" });
    expect(decidePaymentReturn("stripe-error-checkout", { paymentType: "gems" })).toMatchObject({
      to: "/?openGemsModal=true",
    });
    expect(decidePaymentReturn("stripe-error-checkout", undefined)).toEqual({
      kind: "navigate",
      to: "/?openGemsModal=true",
    });
    // An error never marks the payment completed.
    expect(decidePaymentReturn("stripe-error-checkout", { paymentType: "gems" })).not.toHaveProperty(
      "state.paymentCompleted",
    );
  });

  it("any other address is not found", () => {
    expect(decidePaymentReturn("amazon-success", { paymentType: "gems" })).toEqual({ kind: "notFound" });
  });

  it("keeps the saved state in local storage", () => {
    const data = new Map<string, string>();
    const store = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    expect(readPaymentState(store)).toBeUndefined();
    savePaymentState({ paymentType: "subscription" }, store);
    expect(JSON.parse(data.get(PAYMENT_STATE_KEY) ?? "")).toEqual({ paymentType: "subscription" });
    expect(readPaymentState(store)).toEqual({ paymentType: "subscription" });
    data.set(PAYMENT_STATE_KEY, "not json");
    expect(readPaymentState(store)).toBeUndefined();
  });
});

describe("FAQ and news content", () => {
  it("has about 44 questions, each with a question and an answer text", () => {
    expect(faq.length).toBeGreaterThanOrEqual(44);
    expect(new Set(faq.map((entry) => entry.key)).size).toBe(faq.length);
    for (const entry of faq) {
      expect(t(entry.question), entry.question).not.toBe("string not found");
      expect(t(entry.answer), entry.answer).not.toBe("string not found");
      expect(t(entry.question).endsWith("?") || t(entry.question).endsWith("!"), entry.question).toBe(true);
    }
    for (const topic of Object.values(FAQ_PAGES)) expect(faq.some((entry) => entry.key === topic)).toBe(true);
  });

  it("has a few dated news posts, newest first", () => {
    expect(news.length).toBeGreaterThanOrEqual(3);
    expect(news.length).toBeLessThanOrEqual(5);
    for (const post of news) {
      expect(t(post.title)).not.toBe("string not found");
      expect(t(post.text)).not.toBe("string not found");
    }
    const dates = news.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe("screen helpers", () => {
  it("tells owned, raised, hatchable and missing pets apart", () => {
    const items = { pets: { "Wolf-Base": 15, "Fox-Red": -1 }, eggs: { Cactus: 1 }, hatchingPotions: { Golden: 2 } };
    expect(petState(items, "Wolf-Base", "Wolf", "Base")).toBe("owned");
    expect(petState(items, "Fox-Red", "Fox", "Red")).toBe("raised");
    expect(petState(items, "Cactus-Golden", "Cactus", "Golden")).toBe("hatchable");
    expect(petState(items, "Cactus-Red", "Cactus", "Red")).toBe("missing");
  });

  it("compares a piece of gear with the one worn in its slot", () => {
    expect(compareGear({ str: 6, int: 0, con: 0, per: 2 }, { str: 3, int: 0, con: 1, per: 0 })).toEqual({
      str: 3,
      int: 0,
      con: -1,
      per: 2,
    });
    expect(compareGear({ str: 3, int: 0, con: 0, per: 0 }, undefined)).toEqual({ str: 3, int: 0, con: 0, per: 0 });
  });

  it("names unlock paths and the settings that wear an option", () => {
    expect(unlockPath("color", "pblue")).toBe("hair.color.pblue");
    expect(unlockPath("skin", "rainbow")).toBe("skin.rainbow");
    expect(unlockPath("background", "sandyBeach")).toBe("background.sandyBeach");
    expect(wearChange("base", "7")).toEqual(["preferences.hair.base", 7]);
    expect(wearChange("color", "black")).toEqual(["preferences.hair.color", "black"]);
    expect(wearChange("shirt", "blue")).toEqual(["preferences.shirt", "blue"]);
    const user = { purchased: { hair: {}, skin: {}, shirt: {}, background: {} } } as unknown as User;
    expect(ownsOption(user, "color", "black", 0)).toBe(true);
    expect(ownsOption(user, "color", "pblue", 2)).toBe(false);
    user.purchased.hair = { color: { pblue: true } };
    expect(ownsOption(user, "color", "pblue", 2)).toBe(true);
  });

  it("sets dotted paths on a copy of the user, as PUT /user does", () => {
    const user = { preferences: { hair: { color: "red" } } } as never;
    const next = withPaths(user, {
      "preferences.hair.color": "black",
      "preferences.emailNotifications.newPM": false,
    }) as unknown as { preferences: Record<string, unknown> };
    expect(next.preferences).toEqual({ hair: { color: "black" }, emailNotifications: { newPM: false } });
    expect((user as { preferences: { hair: { color: string } } }).preferences.hair.color).toBe("red");
  });

  it("writes the history as CSV", () => {
    const tasks = [
      { _id: "t1", text: 'Read, "slowly"', type: "habit", history: [{ date: Date.UTC(2026, 0, 2), value: 1.5 }] },
      { _id: "t2", text: "Buy milk", type: "todo", history: [{ date: Date.UTC(2026, 0, 3), value: 1 }] },
    ] as Pick<Task, "_id" | "text" | "type" | "history">[];
    const csv = historyCsv(tasks, { history: { exp: [{ date: Date.UTC(2026, 0, 4), value: 120 }], todos: [] } });
    expect(csv.split("\r\n")).toEqual([
      "Task Name,Task ID,Task Type,Date,Value",
      '"Read, ""slowly""",t1,habit,2026-01-02T00:00:00.000Z,1.5',
      "Experience,,experience,2026-01-04T00:00:00.000Z,120",
      "",
    ]);
  });
});

describe("shop locks come from the shared rules", () => {
  it("says why an item cannot be bought, in the player's words", async () => {
    const rules = await import("../../web/src/routes/common/rules");
    const { refusal } = await import("../../web/src/routes/common/game");
    const user = {
      stats: { gp: 5, class: "warrior", lvl: 1, hp: 50 },
      items: { gear: { owned: { weapon_warrior_0: true }, equipped: {}, costume: {} } },
      preferences: { autoEquip: true },
      achievements: { quests: {} },
      flags: {},
      purchased: { plan: { consecutive: { trinkets: 0, gemCapExtra: 0 }, gemsBought: 0 } },
      balance: 0,
    } as unknown as User;
    const shop = rules.shopContextAt(new Date("2026-11-22T12:00:00Z"));
    const ctx = { now: shop.now, random: rules.seededRandom(1) };
    expect(refusal(rules, () => rules.buyGear(user, { key: "weapon_warrior_1" }, ctx, shop))).toBe(
      t("messageNotEnoughGold"),
    );
    expect(
      refusal(rules, () =>
        rules.buyGear({ ...user, stats: { ...user.stats, gp: 500 } }, { key: "weapon_warrior_2" }, ctx, shop),
      ),
    ).toBe(t("previousGearNotOwned"));
    expect(
      refusal(rules, () =>
        rules.buyGear({ ...user, stats: { ...user.stats, gp: 500 } }, { key: "weapon_warrior_1" }, ctx, shop),
      ),
    ).toBeUndefined();
    expect(
      refusal(rules, () => rules.buyGemsWithGold({ ...user, stats: { ...user.stats, gp: 500 } }, { quantity: 1 })),
    ).toBe(t("mustSubscribeToPurchaseGems"));
    expect(t("messageNotEnoughGold")).not.toBe("string not found");
  });
});
