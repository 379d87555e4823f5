/**
 * The last rule differences with the public game (HabitRPG/habitica): each test names the file
 * of website/common/script/ or website/server/ its figure comes from.
 */
import { describe, expect, it } from "vitest";
import { gear } from "../../content/data/gear";
import { specialSpells, spells } from "../../content/data/spells";
import { shopContextAt } from "../../content/rules/availability";
import { buyArmoire } from "../../content/rules/buyArmoire";
import { buyGear } from "../../content/rules/buyGear";
import { awardLoginIncentive } from "../../content/rules/loginIncentives";
import { gemItemOnSale, purchaseWithGems } from "../../content/rules/purchase";
import { droppableFood, rollDrop } from "../../content/rules/drops";
import { preenHistory } from "../../content/rules/history";
import { diminishingReturns } from "../../content/rules/levels";
import { statsRandom } from "../../content/rules/random";
import { changeClass } from "../../content/rules/classes";
import { cron } from "../../content/rules/cron";
import { scoreTask } from "../../content/rules/score";
import { allocate, allocateBulk } from "../../content/rules/allocate";
import { losableGear, revive } from "../../content/rules/death";
import { castSpell } from "../../content/rules/spells";
import { startSubscription } from "../../content/rules/subscribe";
import { grantSubscriptionPerks } from "../../content/rules/subscription";
import type { User } from "../../content/rules/types";
import { expectGameError } from "./rules-errors-helper";
import { ctxAt, makeTask, makeUser } from "./rules-fixtures";

/** A level-14 player of a class, with 100 mana. */
function caster(klass: User["stats"]["class"], stats: Partial<User["stats"]> = {}): User {
  return makeUser((u) => {
    Object.assign(u.stats, { lvl: 14, class: klass, mp: 100, ...stats });
    u.flags.classSelected = true;
  });
}

describe("skills (common/script/content/spells.js, server/libs/spells.js)", () => {
  it("Earthquake gives every member the caster's increment, computed once: +6, not +5 (intelligence 45)", () => {
    // Level 14 adds 7 to the 38 allocated: 45 intelligence, no buff yet.
    const wizard = caster("wizard", { int: 38 });
    const friend = makeUser((u) => Object.assign(u, { _id: "friend", id: "friend" }));
    const { user, party } = castSpell(wizard, { spellId: "earth", party: [friend] }, ctxAt());
    const gain = Math.ceil(diminishingReturns(45, 30, 200));
    expect(gain).toBe(6);
    expect(user.stats.buffs.int).toBe(6);
    expect(party?.[0].stats.buffs.int).toBe(6);
  });

  it("a party skill cast with quantity 3 applies once and costs its mana once", () => {
    const wizard = caster("wizard", { int: 38 });
    const { user } = castSpell(wizard, { spellId: "earth", quantity: 3 }, ctxAt());
    expect(user.stats.buffs.int).toBe(6);
    expect(user.stats.mp).toBe(100 - 35);
  });

  it("a skill takes its mana after the critical roll (the roll sees the mana before the cast)", () => {
    // A wizard whose roll crits with 100 mana and not with the 90 left after Burst of Flames.
    let wizard: User | undefined;
    for (let gp = 0; gp < 20_000 && !wizard; gp++) {
      const candidate = caster("wizard", { gp, per: 0 });
      const after = structuredClone(candidate);
      after.stats.mp -= 10;
      if (statsRandom(candidate).next() <= 0.03 && statsRandom(after).next() > 0.03) wizard = candidate;
    }
    expect(wizard).toBeDefined();
    const { data } = castSpell(wizard as User, { spellId: "fireball", task: makeTask("habit", { value: 0 }) }, ctxAt());
    expect(data.crit).toBeGreaterThan(1);
  });

  it("special spells cost 15 gold and no mana; Searing Brightness targets tasks", () => {
    expect([specialSpells.snowball.value, specialSpells.snowball.mana]).toEqual([15, 0]);
    expect(spells.healer.brightness.target).toBe("tasks");
  });
});

describe("changing class (common/script/ops/changeClass.js)", () => {
  it("keeps the equipped gear and only grants the new class's starter weapon and the rogue's shield", () => {
    const warrior = makeUser((u) => {
      Object.assign(u.stats, { lvl: 20, class: "warrior" });
      u.flags.classSelected = true;
      u.balance = 5;
      const equipped = {
        weapon: "weapon_warrior_2",
        armor: "armor_warrior_2",
        head: "head_warrior_1",
        shield: "shield_warrior_1",
      };
      u.items.gear.equipped = { ...u.items.gear.equipped, ...equipped };
      u.items.gear.owned = {
        ...u.items.gear.owned,
        weapon_warrior_2: true,
        armor_warrior_2: true,
        head_warrior_1: true,
        shield_warrior_1: true,
      };
    });
    const { user } = changeClass(warrior, { class: "rogue" });
    expect(user.items.gear.equipped).toEqual(warrior.items.gear.equipped);
    expect(user.items.gear.owned.weapon_rogue_0).toBe(true);
    expect(user.items.gear.owned.shield_rogue_0).toBe(true);
    expect(user.items.gear.owned.armor_rogue_1).toBeUndefined();
    const { user: wizard } = changeClass(warrior, { class: "wizard" });
    expect(wizard.items.gear.owned.weapon_wizard_0).toBe(true);
    expect(wizard.items.gear.owned.shield_wizard_0).toBeUndefined();
    expect(wizard.items.gear.equipped).toEqual(warrior.items.gear.equipped);
  });
});

describe("subscription perks (server/libs/payments/subscriptions.js, server/libs/cron.js)", () => {
  const ctx = ctxAt(new Date("2026-03-10T12:00:00.000Z"));
  const start = (planKey: "basic_earned" | "basic_3mo" | "basic_12mo") =>
    startSubscription(makeUser(), { planKey, customerId: "cus_1", paymentMethod: "Stripe", owner: "user-1" }, ctx);

  it("an hourglass when the plan starts, then an hourglass and 2 more gems of cap each month, whatever the block", () => {
    for (const planKey of ["basic_earned", "basic_3mo"] as const) {
      const user = start(planKey);
      expect(user.purchased.plan.consecutive).toEqual({ count: 0, offset: 0, trinkets: 1, gemCapExtra: 0 });
      const later = grantSubscriptionPerks(user, new Date("2026-05-02T00:00:00Z"));
      expect(later.purchased.plan.consecutive).toEqual({ count: 2, offset: 0, trinkets: 3, gemCapExtra: 4 });
    }
  });

  it("a 12-month plan also gets the one-time bonus of 12 hourglasses and the full cap of 26 at once", () => {
    const user = start("basic_12mo");
    expect(user.purchased.plan.consecutive).toEqual({ count: 0, offset: 0, trinkets: 13, gemCapExtra: 26 });
    const later = grantSubscriptionPerks(user, new Date("2026-05-02T00:00:00Z"));
    expect(later.purchased.plan.consecutive).toEqual({ count: 2, offset: 0, trinkets: 15, gemCapExtra: 26 });
  });

  it("the cap stops at 26 extra gems (13 months)", () => {
    const later = grantSubscriptionPerks(start("basic_earned"), new Date("2027-06-02T00:00:00Z"));
    expect(later.purchased.plan.consecutive).toMatchObject({ count: 15, trinkets: 16, gemCapExtra: 26 });
  });
});

describe("a new character (server/models/user/hooks.js, server/libs/items/utils.js getDefaultOwnedGear)", () => {
  const fresh = makeUser();
  const freeAccessories = Object.values(gear)
    .filter((item) => item.gearSet === "headband" || item.gearSet === "glasses")
    .map((item) => item.key);

  it("owns the base pieces and every free headband and pair of glasses, and nothing else", () => {
    expect(freeAccessories).toHaveLength(21);
    expect(Object.keys(fresh.items.gear.owned).sort()).toEqual(
      ["armor_base_0", "head_base_0", "shield_base_0", ...freeAccessories].sort(),
    );
    expect(fresh.items.gear.equipped.weapon).toBe("weapon_base_0");
  });

  it("headbands and glasses are worth 0 and not sold; only animal ears and tails cost gems", () => {
    for (const key of freeAccessories) expect([gear[key].value, gear[key].canBuy]).toEqual([0, false]);
    const rich = makeUser((u) => {
      u.balance = 10;
      u.items.gear.owned = {};
    });
    const shop = shopContextAt(new Date("2026-03-10T12:00:00Z"));
    expect(() => purchaseWithGems(rich, { type: "gear", key: "headAccessory_special_redHeadband" }, shop)).toThrow();
    expect(purchaseWithGems(rich, { type: "gear", key: "headAccessory_special_bearEars" }, shop).user.balance).toBe(
      9.5,
    );
  });

  it("may buy the Training Sword (weapon_warrior_0) for 1 gold", () => {
    const player = makeUser((u) => {
      u.stats.gp = 1;
    });
    const { user } = buyGear(player, { key: "weapon_warrior_0" }, ctxAt());
    expect(user.items.gear.owned.weapon_warrior_0).toBe(true);
    expect(user.stats.gp).toBe(0);
  });

  it("gets the Dust Bunnies scroll, only the violet background and the original's starter pins", () => {
    expect(fresh.items.quests).toEqual({ dustbunnies: 1 });
    expect(fresh.purchased.background).toEqual({ violet: true });
    expect(fresh.pinnedItems).toEqual([
      { type: "marketGear", path: "gear.flat.weapon_warrior_0" },
      { type: "marketGear", path: "gear.flat.armor_warrior_1" },
      { type: "marketGear", path: "gear.flat.shield_warrior_1" },
      { type: "marketGear", path: "gear.flat.head_warrior_1" },
    ]);
  });

  it("the second check-in gives the five colour backgrounds", () => {
    const once = awardLoginIncentive(fresh, ctxAt()).user;
    const twice = awardLoginIncentive(once, ctxAt()).user;
    expect(twice.purchased.background).toEqual({
      violet: true,
      blue: true,
      green: true,
      purple: true,
      red: true,
      yellow: true,
    });
  });

  it("the Enchanted Armoire is open to everyone (spec: ultimate gear enables it; the original sells it to all)", () => {
    const player = makeUser((u) => {
      u.stats.gp = 100;
    });
    expect(buyArmoire(player, {}, ctxAt()).user.stats.gp).toBeLessThanOrEqual(100);
    expect(fresh.flags.armoireEnabled).toBe(true);
  });
});

describe("history (common/script/libs/preenHistory.js, server/libs/cron.js)", () => {
  const DAY_MS = 86_400_000;
  const NOW_MS = Date.parse("2026-03-10T12:00:00.000Z");
  const daily = (days: number) =>
    Array.from({ length: days }, (_, i) => ({ date: NOW_MS - i * DAY_MS, value: i })).reverse();
  const isoDay = (date: number) => new Date(date).toISOString().slice(0, 10);

  it("a subscriber keeps 365 days, then one entry a month for the 12 months before, dated by its first entry", () => {
    const preened = preenHistory(daily(800), new Date(NOW_MS), true);
    const cutOff = Date.parse("2025-03-10T00:00:00.000Z");
    expect(preened.filter((entry) => entry.date >= cutOff)).toHaveLength(366);
    const older = preened.filter((entry) => entry.date < cutOff).map((entry) => isoDay(entry.date));
    const months = Array.from({ length: 12 }, (_, i) => isoDay(Date.UTC(2024, 3 + i, 1, 12)));
    expect(older).toEqual(["2024-01-01", "2024-03-10", ...months]);
  });

  it("a free player keeps 60 days, then 10 months by month, then by year", () => {
    const preened = preenHistory(daily(800), new Date(NOW_MS), false);
    const cutOff = Date.parse("2026-01-09T00:00:00.000Z");
    expect(preened.filter((entry) => entry.date >= cutOff)).toHaveLength(61);
    const older = preened.filter((entry) => entry.date < cutOff).map((entry) => isoDay(entry.date));
    // Ten months back from 9 January 2026: 9 March 2025.
    const months = Array.from({ length: 9 }, (_, i) => isoDay(Date.UTC(2025, 3 + i, 1, 12)));
    expect(older).toEqual(["2024-01-01", "2025-01-01", "2025-03-09", ...months, "2026-01-01"]);
  });
});

describe("a daily's history (common/script/ops/scoreTask.js, server/libs/cron.js)", () => {
  const everyDay = { su: true, m: true, t: true, w: true, th: true, f: true, s: true };
  const daily = () =>
    makeTask("daily", {
      startDate: "2026-01-01T00:00:00.000Z",
      frequency: "weekly",
      everyX: 1,
      repeat: everyDay,
      isDue: true,
      value: 0,
    });

  it("is written when the daily is checked and taken back when it is unchecked", () => {
    const checked = scoreTask(makeUser(), daily(), { direction: "up" }, ctxAt());
    expect(checked.task.history).toEqual([
      { date: Date.parse("2026-03-10T12:00:00.000Z"), value: checked.task.value, isDue: true, completed: true },
    ]);
    const unchecked = scoreTask(checked.user, checked.task, { direction: "down" }, ctxAt());
    expect(unchecked.task.history).toEqual([]);
  });

  it("the rollover adds nothing for a checked daily and an entry for one left open", () => {
    const checked = scoreTask(makeUser(), daily(), { direction: "up" }, ctxAt()).task;
    const open = daily();
    const { tasks } = cron(makeUser(), [checked, open], ctxAt(new Date("2026-03-11T12:00:00.000Z")));
    expect(tasks[0].history).toHaveLength(1);
    expect(tasks[1].history).toEqual([
      { date: Date.parse("2026-03-11T12:00:00.000Z"), value: tasks[1].value, isDue: true, completed: false },
    ]);
  });
});

describe("allocating points (common/script/ops/stats/allocate.js)", () => {
  it("needs a class: classNotSelected", () => {
    const classless = makeUser((u) => {
      u.stats.points = 2;
    });
    expectGameError(() => allocate(classless, { stat: "str" }), "NotAuthorized", "classNotSelected");
    expectGameError(() => allocateBulk(classless, { stats: { str: 1 } }), "NotAuthorized", "classNotSelected");
    const rogue = makeUser((u) => {
      Object.assign(u.stats, { lvl: 10, class: "rogue", points: 2 });
      u.flags.classSelected = true;
    });
    expect(allocate(rogue, { stat: "per" }).user.stats.per).toBe(1);
  });
});

describe("dying (common/script/ops/revive.js)", () => {
  it("can take gem-bought animal ears and tails, never the free headbands and glasses", () => {
    const fallen = makeUser((u) => {
      u.stats.hp = 0;
      u.items.gear.owned.headAccessory_special_bearEars = true;
    });
    expect(losableGear(fallen)).toEqual(["headAccessory_special_bearEars"]);
    expect(revive(fallen, ctxAt()).user.items.gear.owned.headAccessory_special_bearEars).toBe(false);
  });
});

describe("a food season (common/script/content/food.js)", () => {
  const habitoween = new Date("2026-10-31T12:00:00Z");
  it("everyday food is neither sold, dropped nor given by the Armoire while the season's treats are", () => {
    const user = makeUser();
    const shop = shopContextAt(habitoween);
    expect(shop.foodSeason).toBe("Candy");
    expect(gemItemOnSale(user, "food", "Meat", shop)).toBe(false);
    expect(gemItemOnSale(user, "food", "Candy_Base", shop)).toBe(true);
    expect(gemItemOnSale(user, "food", "Saddle", shop)).toBe(true);
    expect(gemItemOnSale(user, "food", "Meat", shopContextAt(new Date("2026-10-10T12:00:00Z")))).toBe(true);
    expect(droppableFood(shop.foodSeason).every((key) => key.startsWith("Candy_"))).toBe(true);
    const foods = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const opener = makeUser((u) => {
        u.stats.gp = 100;
        u.flags.armoireOpened = true;
      });
      const { data } = buyArmoire(opener, {}, ctxAt(habitoween, seed));
      if (data.armoire.type === "food") foods.add(data.armoire.dropKey as string);
    }
    expect(foods.size).toBeGreaterThan(0);
    expect([...foods].every((key) => key.startsWith("Candy_"))).toBe(true);
  });
});

describe("drops in a food season (common/script/fns/randomDrop.js)", () => {
  it("a player's first food found during Habitoween is candy", () => {
    const user = makeUser((u) => {
      u.items.eggs = { Wolf: 1 };
      u.items.food = {};
    });
    const outcome = rollDrop(user, makeTask("habit"), { per: 0 }, ctxAt(new Date("2026-10-31T12:00:00Z")));
    expect(outcome.drop?.key.startsWith("Candy_")).toBe(true);
  });
});
