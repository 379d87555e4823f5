import { describe, expect, it } from "vitest";
import { spells, specialSpells } from "../../content/data/spells";
import { castResultText } from "../../web/src/tasks/castSkill";
import { canTargetTask, hasClassSkills, skillEntries } from "../../web/src/tasks/skills";
import { makeUser } from "./rules-fixtures";

const tables = { spells, specialSpells };

describe("the skills drawer's entries", () => {
  it("lists the class's four skills, locked below their level or without the mana", () => {
    const user = makeUser();
    user.flags.classSelected = true;
    user.stats.class = "healer";
    user.stats.lvl = 12;
    user.stats.mp = 20;
    const entries = skillEntries(user, tables);
    expect(entries.map((entry) => [entry.key, entry.cost, entry.target, entry.locked])).toEqual([
      ["heal", 15, "self", undefined],
      ["brightness", 15, "tasks", undefined],
      ["protectAura", 30, "party", "Unlocks at level 13"],
      ["healAll", 25, "party", "Unlocks at level 14"],
    ]);
    user.stats.mp = 10;
    expect(skillEntries(user, tables)[0].locked).toBe("Not enough mana");
  });

  it("shows no class skills without a class, but special items carried and the cure for one cast on the player", () => {
    const user = makeUser();
    user.preferences.disableClasses = true;
    expect(hasClassSkills(user)).toBe(false);
    expect(skillEntries(user, tables)).toEqual([]);
    user.items.special.snowball = 2;
    user.stats.buffs.shinySeed = true;
    user.stats.gp = 1;
    const entries = skillEntries(user, tables);
    expect(entries.map((entry) => [entry.key, entry.target, entry.currency, entry.count ?? entry.cost])).toEqual([
      ["snowball", "user", "item", 2],
      ["petalFreePotion", "self", "gold", specialSpells.petalFreePotion.value],
    ]);
    expect(entries[1].locked).toBe("Not enough gold");
  });

  it("aims at own habits, dailies and to-dos only", () => {
    expect(canTargetTask({ type: "habit" })).toBe(true);
    expect(canTargetTask({ type: "reward" })).toBe(false);
    expect(canTargetTask({ type: "todo", challenge: { id: "c1" } })).toBe(false);
    expect(canTargetTask({ type: "daily", group: { id: "g1" } })).toBe(false);
  });

  it("tells what was cast on what", () => {
    expect(castResultText({ name: "Burst of Flame", target: "task" }, { id: "t1", label: "Dishes" })).toBe(
      "You cast Burst of Flame on Dishes.",
    );
    expect(castResultText({ name: "Blessing", target: "party" })).toBe("You cast Blessing for your party.");
    expect(castResultText({ name: "Snowball", target: "user" }, { id: "u1", label: "Sam" })).toBe(
      "You cast Snowball on Sam.",
    );
    expect(castResultText({ name: "Snowball", target: "user" }, { id: "me", label: "yourself", self: true })).toBe(
      "You cast Snowball.",
    );
  });
});
