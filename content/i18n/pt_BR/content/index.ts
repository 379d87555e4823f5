/** The game content in this language: gear, pets and items, quests, skills, bundles, backgrounds, appearance, achievements, FAQ, news. */
import { gearMessagesPt, gearSetMessagesPt } from "./gear";
import { questTextsPt } from "./quests";
import { stableMessagesPt } from "./stable";

export const contentTexts: Readonly<Record<string, string>> = {
  ...gearMessagesPt,
  ...gearSetMessagesPt,
  ...stableMessagesPt,
  ...questTextsPt,
};
