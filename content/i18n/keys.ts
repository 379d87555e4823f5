/**
 * Families of message keys that every language fills the same way from its own words: the task
 * templates, the guild categories, the skills. No texts here.
 */
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
