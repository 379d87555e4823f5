/**
 * The last rule differences with the public game (HabitRPG/habitica): each test names the file
 * of website/common/script/ or website/server/ its figure comes from.
 */
import { describe, expect, it } from "vitest";
import { specialSpells, spells } from "../../content/data/spells";
import { diminishingReturns } from "../../content/rules/levels";
import { statsRandom } from "../../content/rules/random";
import { changeClass } from "../../content/rules/classes";
import { castSpell } from "../../content/rules/spells";
import type { User } from "../../content/rules/types";
import { ctxAt, makeTask, makeUser } from "./rules-fixtures";

/** A level-14 player of a class with 100 mana; `crit` picks a gold amount whose stats-seeded roll does (not) crit. */
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
