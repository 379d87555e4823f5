import type { User } from "../../../content/rules/types";
import taskText from "../i18n/namespaces/taskList";
import { translate } from "../i18n";
import type { SpellTables } from "../api/content";

export type SkillTarget = "task" | "tasks" | "party" | "self" | "user";

export interface SkillEntry {
  key: string;
  name: string;
  notes: string;
  target: SkillTarget;
  /** Mana for class skills; gold for debuff potions. */
  cost: number;
  currency: "mana" | "gold" | "item";
  /** How many the player carries (special items). */
  count?: number;
  /** Why it cannot be cast now, or undefined. */
  locked?: string;
  unlockLevel?: number;
}

export function hasClassSkills(user: Pick<User, "stats" | "flags" | "preferences">): boolean {
  return Boolean(user.flags?.classSelected) && !user.preferences?.disableClasses && Boolean(user.stats.class);
}

export function skillEntries(
  user: Pick<User, "stats" | "flags" | "preferences" | "items">,
  tables: SpellTables,
): SkillEntry[] {
  const entries: SkillEntry[] = [];
  if (hasClassSkills(user)) {
    for (const spell of Object.values(tables.spells[user.stats.class] ?? {})) {
      const locked =
        user.stats.lvl < spell.lvl
          ? translate(taskText, "unlocksAt", { level: spell.lvl })
          : user.stats.mp < spell.mana
            ? translate(taskText, "notEnoughMana")
            : undefined;
      entries.push({
        key: spell.key,
        name: spell.text,
        notes: spell.notes,
        target: spell.target as SkillTarget,
        cost: spell.mana,
        currency: "mana",
        locked,
        unlockLevel: spell.lvl,
      });
    }
  }
  for (const spell of Object.values(tables.specialSpells)) {
    if (spell.purchaseType === "spells") {
      const count = Number(user.items.special?.[spell.key] ?? 0);
      if (count > 0)
        entries.push({
          key: spell.key,
          name: spell.text,
          notes: spell.notes,
          target: "user",
          cost: 0,
          currency: "item",
          count,
        });
    } else if (
      spell.purchaseType === "debuffPotion" &&
      spell.buff &&
      (user.stats.buffs as unknown as Record<string, unknown>)[spell.buff]
    ) {
      const price = spell.value ?? 0;
      entries.push({
        key: spell.key,
        name: spell.text,
        notes: spell.notes,
        target: "self",
        cost: price,
        currency: "gold",
        locked: user.stats.gp < price ? translate(taskText, "notEnoughGold") : undefined,
      });
    }
  }
  return entries;
}

/** Rewards, challenge tasks and group tasks cannot be the target of a skill. */
export function canTargetTask(task: { type: string; challenge?: { id?: string }; group?: { id?: string } }): boolean {
  return task.type !== "reward" && !task.challenge?.id && !task.group?.id;
}
