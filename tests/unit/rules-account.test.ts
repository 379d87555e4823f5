import { describe, expect, it } from "vitest";
import { allocate, allocateBulk, allocateNow, attributeToAllocate, statSync } from "../../content/rules/allocate";
import { changeClass, disableClasses } from "../../content/rules/classes";
import { revive } from "../../content/rules/death";
import { buyHealthPotion } from "../../content/rules/health";
import { isFreeRebirth, rebirth } from "../../content/rules/rebirth";
import { reroll } from "../../content/rules/reroll";
import { sleep } from "../../content/rules/sleep";
import { expectGameError } from "./rules-errors-helper";
import { ctxAt, makeTask, makeUser, NOW } from "./rules-fixtures";

describe("health potion", () => {
  it.each([
    [20, 100, 1, 35, 75],
    [40, 100, 1, 50, 75],
    [10, 100, 2, 40, 50],
  ])("hp %d gp %d x%d -> hp %d gp %d", (hp, gp, quantity, hpAfter, gpAfter) => {
    const { user, message, messageVars } = buyHealthPotion(
      makeUser((u) => Object.assign(u.stats, { hp, gp })),
      { quantity },
    );
    expect(user.stats.hp).toBe(hpAfter);
    expect(user.stats.gp).toBe(gpAfter);
    expect(message).toBe(quantity === 1 ? "healthPotionBought" : "healthPotionsBought");
    expect(messageVars).toEqual({ quantity });
  });
  it.each([
    [20, 10, 1, "NotAuthorized", "messageNotEnoughGold"],
    [50, 100, 1, "NotAuthorized", "messageHealthAlreadyMax"],
    [0, 100, 1, "NotAuthorized", "messageHealthAlreadyMin"],
    [20, 100, 0, "BadRequest", "invalidQuantity"],
    [20, 100, 1.5, "BadRequest", "invalidQuantity"],
  ] as const)("hp %d gp %d x%d refused", (hp, gp, quantity, name, key) => {
    expectGameError(
      () =>
        buyHealthPotion(
          makeUser((u) => Object.assign(u.stats, { hp, gp })),
          { quantity },
        ),
      name,
      key,
    );
  });
});

describe("allocate", () => {
  // Points are spent by hand only with a class (ops/stats/allocate.js).
  const withClass = (points: number) =>
    makeUser((u) => {
      Object.assign(u.stats, { lvl: 10, class: "warrior", points });
      u.flags.classSelected = true;
    });
  it("spends a point; intelligence also fills mana", () => {
    const user = withClass(2);
    const { user: next } = allocate(user, { stat: "int" });
    expect(next.stats).toMatchObject({ int: 1, points: 1, mp: 11 });
  });
  it("bulk", () => {
    const { user } = allocateBulk(withClass(3), { stats: { str: 2, per: 1 } });
    expect(user.stats).toMatchObject({ str: 2, per: 1, points: 0 });
  });
  it.each([
    [() => allocate(withClass(1), { stat: "luck" }), "BadRequest", "invalidAttribute"],
    [() => allocate(withClass(0), { stat: "str" }), "NotAuthorized", "notEnoughAttrPoints"],
    [() => allocateBulk(withClass(1), {}), "BadRequest", "statsObjectRequired"],
    [() => allocateBulk(withClass(1), { stats: { str: 2 } }), "NotAuthorized", "notEnoughAttrPoints"],
  ] as const)("refuses case %#", (op, name, key) => expectGameError(op, name, key));
  it("allocate now spends all by mode", () => {
    const { user } = allocateNow(makeUser((u) => Object.assign(u.stats, { points: 4 })));
    expect(user.stats).toMatchObject({ str: 1, int: 1, con: 1, per: 1, points: 0 });
  });
  it("class-based follows the 3:2:1:1 split", () => {
    const user = makeUser((u) => Object.assign(u.stats, { lvl: 14, class: "wizard", int: 6, per: 3, con: 2, str: 2 }));
    expect(attributeToAllocate(user.stats, "classbased").attribute).toBe("per");
  });
  it("task-based takes the most trained and resets training", () => {
    const user = makeUser((u) => (u.stats.training = { str: 1, int: 5, con: 0, per: 2 }));
    expect(attributeToAllocate(user.stats, "taskbased")).toEqual({
      attribute: "int",
      training: { str: 0, int: 0, con: 0, per: 0 },
    });
  });
  it("stat sync restores owed points", () => {
    const { user } = statSync(makeUser((u) => Object.assign(u.stats, { lvl: 12, str: 5, points: 0 })));
    expect(user.stats.points).toBe(7);
  });
});

describe("classes", () => {
  const level10 = () => makeUser((u) => Object.assign(u.stats, { lvl: 10, str: 4, per: 6 }));
  it("first choice is free and gives the class weapon", () => {
    const { user } = changeClass(level10(), { class: "rogue" });
    expect(user.stats.class).toBe("rogue");
    expect(user.flags.classSelected).toBe(true);
    expect(user.items.gear.owned.weapon_rogue_0).toBe(true);
    expect(user.items.gear.owned.shield_rogue_0).toBe(true);
    // What the player wears stays on (ops/changeClass.js): the new weapon waits in the inventory.
    expect(user.items.gear.equipped.weapon).toBe("weapon_base_0");
    expect(user.balance).toBe(0);
  });
  it("changing later costs 0.75 balance and gives the points back", () => {
    const chosen = changeClass(level10(), { class: "rogue" }).user;
    chosen.balance = 1;
    const { user } = changeClass(chosen, { class: "healer" });
    expect(user.balance).toBe(0.25);
    expect(user.stats).toMatchObject({ class: "healer", str: 0, per: 0, points: 10 });
  });
  it.each([
    [() => changeClass(makeUser(), { class: "rogue" }), "NotAuthorized", "lvl10ChangeClass"],
    [
      () =>
        changeClass(
          makeUser((u) => (u.stats.lvl = 10)),
          { class: "bard" },
        ),
      "BadRequest",
      "invalidClass",
    ],
    [
      () =>
        changeClass(
          makeUser((u) => Object.assign(u.stats, { lvl: 10 }, {})),
          {},
        ),
      "NotAuthorized",
      "notEnoughGems",
    ],
  ] as const)("refuses case %#", (op, name, key) => expectGameError(op, name, key));
  // ops/disableClasses.js: strength = level cap, no points; the other attributes stay.
  it("disabling makes an auto-allocating warrior", () => {
    const { user } = disableClasses(
      makeUser((u) => Object.assign(u.stats, { lvl: 12, int: 3, con: 2, per: 1, points: 4 })),
    );
    expect(user.stats).toMatchObject({ class: "warrior", str: 12, int: 3, con: 2, per: 1, points: 0 });
    expect(user.preferences.automaticAllocation).toBe(true);
    expect(user.preferences.disableClasses).toBe(true);
    expect(changeClass(user, {}).user.balance).toBe(0);
  });
});

describe("rebirth", () => {
  it("costs 6 gems (1.5 balance) below the cap and resets", () => {
    const user = makeUser((u) => {
      u.balance = 2;
      Object.assign(u.stats, { lvl: 60, gp: 300, str: 30, class: "rogue" });
      u.flags.classSelected = true;
    });
    const {
      user: next,
      tasks,
      message,
    } = rebirth(user, [makeTask("habit", { value: 5 }), makeTask("daily", { streak: 4, value: 3 })], ctxAt());
    expect(next.balance).toBe(0.5);
    expect(next.stats).toMatchObject({ lvl: 1, gp: 0, str: 0, class: "warrior", hp: 50 });
    expect(tasks.map((t) => t.value)).toEqual([0, 0]);
    expect(tasks[1].streak).toBe(0);
    expect(next.achievements).toMatchObject({ rebirths: 1, rebirthLevel: 60 });
    expect(message).toBe("rebirthComplete");
  });
  it("is free at level 100 once per 45 days", () => {
    const user = makeUser((u) => (u.stats.lvl = 100));
    expect(isFreeRebirth(user, NOW)).toBe(true);
    const { user: next } = rebirth(user, [], ctxAt());
    expect(next.balance).toBe(0);
    expect(next.flags.lastFreeRebirth).toBe(NOW.toISOString());
    next.stats.lvl = 100;
    expect(isFreeRebirth(next, new Date(NOW.getTime() + 44 * 86_400_000))).toBe(false);
    expect(isFreeRebirth(next, new Date(NOW.getTime() + 45 * 86_400_000))).toBe(true);
  });
  it("refuses without gems", () => {
    expectGameError(
      () =>
        rebirth(
          makeUser((u) => (u.stats.lvl = 50)),
          [],
          ctxAt(),
        ),
      "NotAuthorized",
      "notEnoughGems",
    );
  });
});

describe("fortify", () => {
  it("resets task values and health for 1 balance", () => {
    const { user, tasks, message } = reroll(
      makeUser((u) => Object.assign(u, { balance: 1 }, { stats: { ...u.stats, hp: 10 } })),
      [makeTask("todo", { value: -8 }), makeTask("reward", { value: 20 })],
    );
    expect(user.balance).toBe(0);
    expect(user.stats.hp).toBe(50);
    expect(tasks.map((t) => t.value)).toEqual([0, 20]);
    expect(message).toBe("fortifyComplete");
  });
  it("refuses without gems", () => expectGameError(() => reroll(makeUser(), []), "NotAuthorized", "notEnoughGems"));
});

describe("sleep and revive", () => {
  it("toggles the inn", () => {
    const first = sleep(makeUser());
    expect(first.data).toBe(true);
    expect(sleep(first.user).data).toBe(false);
  });
  it("revive costs a level, all gold and exp, a point and an item", () => {
    const user = makeUser((u) => {
      Object.assign(u.stats, { hp: 0, lvl: 5, exp: 30, gp: 40, str: 2 });
      u.items.gear.owned.armor_warrior_1 = true;
      u.items.gear.equipped.armor = "armor_warrior_1";
    });
    const { user: next, data, message } = revive(user, ctxAt());
    expect(next.stats).toMatchObject({ hp: 50, lvl: 4, exp: 0, gp: 0, str: 1 });
    expect(data.lostStat).toBe("str");
    expect(["armor_warrior_1", "weapon_warrior_0"]).toContain(data.lostItem);
    expect(next.items.gear.owned[data.lostItem as string]).toBe(false);
    expect(message).toBe("messageLostItem");
  });
  it("refuses the living", () => expectGameError(() => revive(makeUser(), ctxAt()), "NotAuthorized", "cannotRevive"));
});
