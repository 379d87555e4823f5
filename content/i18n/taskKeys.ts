/** The message keys of the task templates and guild categories, filled from one language's words (no texts here). */
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
