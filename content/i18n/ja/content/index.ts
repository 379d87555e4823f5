/** The game content in this language: gear, pets and items, quests, skills, bundles, backgrounds, appearance, achievements, FAQ, news. */
import { gearMessages, gearSetMessages } from "./gear";
import { questTexts } from "./quests";
import { stableMessages } from "./stable";

export const contentTexts: Readonly<Record<string, string>> = {
  ...gearMessages,
  ...gearSetMessages,
  ...stableMessages,
  ...questTexts,
};
