/**
 * Families of message keys that every language fills the same way from its own words: the task
 * templates, the guild categories, the skills, the gear. No texts here.
 */
import { gear } from "../data/gear";
import type { GearItem, GearType } from "../data/types";
import { allSpells } from "../data/spells";
import { guildCategories, taskTemplates } from "../data/taskTemplates";

/** Every task template's text and notes by message key, from a language's words (category -> [text, notes] per template). */
export function taskTemplateMessages(words: Record<string, [string, string][]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(taskTemplates).flatMap(([category, templates]) =>
      templates.flatMap((template, index) => [
        [template.text, words[category][index][0]],
        [template.notes, words[category][index][1]],
      ]),
    ),
  );
}

/** Guild category names by their message keys (guildCategoryAcademics, ...), from a language's names by category. */
export function guildCategoryMessagesOf(names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(guildCategories.map((category) => [category.text, names[category.key]]));
}

/** Every skill's name and notes by message key, from a language's words (skill key -> [name, notes]). */
export function spellMessagesOf(words: Record<string, [string, string]>): Record<string, string> {
  return Object.fromEntries(
    Object.values(allSpells).flatMap((spell) => {
      const [name, notes] = words[spell.key];
      return [
        [spell.text, name],
        [spell.notes, notes],
      ];
    }),
  );
}

/**
 * A class-line item's name from its line's names by tier, lowest first: weapons and the rogue's
 * off-hand start at tier 0, every other slot at tier 1.
 */
export function classLineName(
  lines: Partial<Record<string, Partial<Record<GearType, string[]>>>>,
  item: GearItem,
): string {
  const names = lines[item.klass]?.[item.type] ?? [];
  const first = item.type === "weapon" || (item.klass === "rogue" && item.type === "shield") ? 0 : 1;
  return names[Number(item.index) - first];
}

/** Every gear item's name and notes by message key, from a language's wording of one item. */
export function gearMessagesOf(
  nameOf: (item: GearItem) => string,
  notesOf: (item: GearItem) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.values(gear).flatMap((item) => [
      [item.text, nameOf(item)],
      [item.notes, notesOf(item)],
    ]),
  );
}
