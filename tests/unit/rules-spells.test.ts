import { describe, expect, it } from "vitest";
import { diminishingReturns } from "../../content/rules/levels";
import { statsRandom } from "../../content/rules/random";
import { castSpell } from "../../content/rules/spells";
import type { User } from "../../content/rules/types";
import { expectGameError } from "./rules-errors-helper";
import { ctxAt, makeTask, makeUser } from "./rules-fixtures";

/** A level-14 player of a class, with 60 mana, whose stats-seeded roll never crits. */
function caster(klass: User["stats"]["class"], stats: Partial<User["stats"]> = {}): User {
  const user = makeUser((u) => {
    Object.assign(u.stats, { lvl: 14, class: klass, mp: 60, ...stats });
    u.flags.classSelected = true;
    u.items.gear.equipped = { ...u.items.gear.equipped, weapon: "weapon_base_0" };
  });
  for (let gp = 0; gp < 1000; gp++) {
    user.stats.gp = gp;
    if (statsRandom(user).next() > 0.5) return user;
  }
  throw new Error("no calm seed");
}
// Level 14 gives 7 in every attribute.
const LEVEL_BONUS = 7;

describe("class skills", () => {
  it("fireball: exp and boss damage from intelligence", () => {
    const user = caster("wizard", { int: 13 });
    const int = 13 + LEVEL_BONUS;
    const { user: next, data } = castSpell(
      user,
      { spellId: "fireball", task: makeTask("habit", { value: 0 }) },
      ctxAt(),
    );
    expect(next.stats.mp).toBe(50);
    expect(next.stats.exp).toBeCloseTo(diminishingReturns(int * 1, 75), 10);
    expect(data.questProgressDelta).toBe(2);
  });
  it("mpheal gives mana to the others only", () => {
    const user = caster("wizard", { int: 13 });
    const friend = makeUser((u) => Object.assign(u, { _id: "friend", id: "friend" }, { stats: { ...u.stats, mp: 0 } }));
    const { party, user: next } = castSpell(user, { spellId: "mpheal", party: [friend] }, ctxAt());
    expect(party?.[0].stats.mp).toBe(Math.ceil(diminishingReturns(20, 25, 125)));
    expect(next.stats.mp).toBe(30);
  });
  it("earth buffs everyone's intelligence", () => {
    const { user } = castSpell(caster("wizard", { int: 13 }), { spellId: "earth" }, ctxAt());
    expect(user.stats.buffs.int).toBe(Math.ceil(diminishingReturns(20, 30, 200)));
  });
  it("frost keeps streaks, once", () => {
    const { user } = castSpell(caster("wizard"), { spellId: "frost" }, ctxAt());
    expect(user.stats.buffs.streaks).toBe(true);
    user.stats.mp = 60;
    expectGameError(() => castSpell(user, { spellId: "frost" }, ctxAt()), "NotAuthorized", "spellAlreadyCast");
  });
  it("smash reddens a task less and hurts the boss", () => {
    const { task } = castSpell(caster("warrior", { str: 13 }), { spellId: "smash", task: makeTask("habit") }, ctxAt());
    expect(task?.value).toBeCloseTo(diminishingReturns(20, 2.5, 35), 10);
  });
  it.each([
    ["defensiveStance", "con", 40, 200],
    ["valorousPresence", "str", 20, 200],
    ["intimidate", "con", 24, 200],
  ] as const)("%s buffs %s", (spellId, stat, max, halfway) => {
    const { user } = castSpell(caster("warrior", { str: 13, con: 13 }), { spellId }, ctxAt());
    expect(user.stats.buffs[stat]).toBe(Math.ceil(diminishingReturns(20, max, halfway)));
  });
  it("pickPocket earns gold from perception", () => {
    const user = caster("rogue", { per: 13 });
    const { user: next } = castSpell(user, { spellId: "pickPocket", task: makeTask("habit", { value: 3 }) }, ctxAt());
    expect(next.stats.gp - user.stats.gp).toBeCloseTo(diminishingReturns(4 + 20 * 0.5, 25, 75), 10);
  });
  it("backStab earns exp and gold", () => {
    const user = caster("rogue", { str: 13 });
    const { user: next, data } = castSpell(user, { spellId: "backStab", task: makeTask("habit") }, ctxAt());
    const crit = data.crit ?? 1;
    const bonus = 1 + 20 * 0.5 * crit;
    expect(next.stats.exp).toBeCloseTo(diminishingReturns(bonus, 75, 50), 10);
    expect(next.stats.gp - user.stats.gp).toBeCloseTo(diminishingReturns(bonus, 18, 75), 10);
  });
  it("toolsOfTrade buffs perception", () => {
    const { user } = castSpell(caster("rogue", { per: 13 }), { spellId: "toolsOfTrade" }, ctxAt());
    expect(user.stats.buffs.per).toBe(Math.ceil(diminishingReturns(20, 100, 50)));
  });
  it("stealth dodges dailies", () => {
    const user = caster("rogue", { per: 13 });
    user.tasksOrder.dailys = ["a", "b", "c", "d", "e"];
    const { user: next } = castSpell(user, { spellId: "stealth" }, ctxAt());
    expect(next.stats.buffs.stealth).toBe(Math.ceil(diminishingReturns(20, 5 * 0.64, 55)));
  });
  it("heal restores health up to 50", () => {
    const { user } = castSpell(caster("healer", { hp: 20, con: 13 }), { spellId: "heal" }, ctxAt());
    expect(user.stats.hp).toBeCloseTo(20 + (20 + 7 + 5) * 0.075, 10);
    expectGameError(
      () => castSpell(caster("healer"), { spellId: "heal" }, ctxAt()),
      "NotAuthorized",
      "messageHealthAlreadyMax",
    );
  });
  it("brightness lightens every own task but rewards", () => {
    const { tasks } = castSpell(
      caster("healer", { int: 33 }),
      { spellId: "brightness", tasks: [makeTask("habit"), makeTask("reward", { value: 10 })] },
      ctxAt(),
    );
    expect(tasks?.[0].value).toBeCloseTo(4 * (40 / 80), 10);
    expect(tasks?.[1].value).toBe(10);
  });
  it("protectAura and healAll reach the party", () => {
    const friend = makeUser((u) =>
      Object.assign(u, { _id: "friend", id: "friend" }, { stats: { ...u.stats, hp: 10 } }),
    );
    const aura = castSpell(caster("healer", { con: 13 }), { spellId: "protectAura", party: [friend] }, ctxAt());
    expect(aura.party?.[0].stats.buffs.con).toBe(Math.ceil(diminishingReturns(20, 200, 200)));
    const blessing = castSpell(
      caster("healer", { con: 13, int: 13 }),
      { spellId: "healAll", party: [friend] },
      ctxAt(),
    );
    expect(blessing.party?.[0].stats.hp).toBeCloseTo(10 + (20 + 20 + 5) * 0.04, 10);
  });
  it.each([
    [() => castSpell(caster("warrior"), { spellId: "fireball" }, ctxAt()), "NotFound", "spellNotFound"],
    [
      () => castSpell(caster("wizard", { mp: 5 }), { spellId: "fireball", task: makeTask("habit") }, ctxAt()),
      "NotAuthorized",
      "notEnoughMana",
    ],
    [
      () => castSpell(caster("wizard", { lvl: 11 }), { spellId: "frost" }, ctxAt()),
      "NotAuthorized",
      "spellLevelTooHigh",
    ],
    [() => castSpell(caster("wizard"), { spellId: "fireball" }, ctxAt()), "BadRequest", "targetIdRequired"],
    [
      () =>
        castSpell(
          caster("wizard"),
          { spellId: "fireball", task: makeTask("habit", { challenge: { id: "c" } }) },
          ctxAt(),
        ),
      "BadRequest",
      "challengeTasksNoCast",
    ],
    [
      () =>
        castSpell(
          makeUser((u) => {
            u.stats.lvl = 14;
            u.preferences.disableClasses = true;
          }),
          { spellId: "smash", task: makeTask("habit") },
          ctxAt(),
        ),
      "NotAuthorized",
      "classNotSelected",
    ],
  ] as const)("refuses case %#", (op, name, key) => expectGameError(op, name, key));
});

describe("special spells and cards", () => {
  it("a snowball transforms the target and counts for it", () => {
    const user = makeUser((u) => (u.items.special.snowball = 1));
    const friend = makeUser((u) => Object.assign(u, { _id: "friend", id: "friend" }));
    const { user: next, target } = castSpell(user, { spellId: "snowball", target: friend }, ctxAt());
    expect(next.items.special.snowball).toBe(0);
    expect(target?.stats.buffs.snowball).toBe(true);
    // Only the one hit counts it (website/common/script/content/spells.js: target.achievements.snowball += 1).
    expect(target?.achievements.snowball).toBe(1);
    expect(next.achievements.snowball).toBeUndefined();
  });
  it("a seafoam replaces another transformation", () => {
    const user = makeUser((u) => {
      u.items.special.seafoam = 1;
      u.stats.buffs.snowball = true;
    });
    const { user: next } = castSpell(user, { spellId: "seafoam" }, ctxAt());
    expect(next.stats.buffs).toMatchObject({ snowball: false, seafoam: true });
  });
  it("salt ends the snowball for 5 gold", () => {
    const user = makeUser((u) => Object.assign(u.stats, { gp: 6 }, { buffs: { ...u.stats.buffs, snowball: true } }));
    const { user: next } = castSpell(user, { spellId: "salt" }, ctxAt());
    expect(next.stats.buffs.snowball).toBe(false);
    expect(next.stats.gp).toBe(1);
  });
  it("a card costs 10 gold and counts for both", () => {
    const user = makeUser((u) => (u.stats.gp = 12));
    const friend = makeUser((u) => Object.assign(u, { _id: "friend", id: "friend" }));
    const { user: next, target } = castSpell(user, { spellId: "greeting", target: friend }, ctxAt());
    expect(next.stats.gp).toBe(2);
    expect(next.achievements.greeting).toBe(1);
    expect(target?.achievements.greeting).toBe(1);
    expect(target?.items.special.greetingReceived).toEqual(["hero"]);
    expect(target?.flags.cardReceived).toBe(true);
  });
  it.each([
    [() => castSpell(makeUser(), { spellId: "snowball" }, ctxAt()), "NotAuthorized", "spellNotOwned"],
    [() => castSpell(makeUser(), { spellId: "greetingCard" }, ctxAt()), "NotAuthorized", "messageNotEnoughGold"],
    [() => castSpell(makeUser(), { spellId: "sand" }, ctxAt()), "NotAuthorized", "messageNotEnoughGold"],
  ] as const)("refuses case %#", (op, name, key) => expectGameError(op, name, key));
});
