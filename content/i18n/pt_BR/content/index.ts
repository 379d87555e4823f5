/** The game content in this language: gear, pets and items, quests, skills, bundles, backgrounds, appearance, achievements, FAQ, news. */
import { gearMessagesPt, gearSetMessagesPt } from "./gear";
import { questTextsPt } from "./quests";
import { stableMessagesPt } from "./stable";
import { spellMessagesPt } from "./spells";
import { bundleMessagesPt } from "./bundles";
import { backgroundMessagesPt } from "./backgrounds";
import { appearanceMessagesPt } from "./appearance";
import { newsMessagesPt } from "./news";
import { achievementMessagesPt } from "./achievements";
import { faqMessagesPt } from "./faq";

export const contentTexts: Readonly<Record<string, string>> = {
  ...gearMessagesPt,
  ...gearSetMessagesPt,
  ...stableMessagesPt,
  ...questTextsPt,
  ...spellMessagesPt,
  ...bundleMessagesPt,
  ...backgroundMessagesPt,
  ...appearanceMessagesPt,
  ...newsMessagesPt,
  ...achievementMessagesPt,
  ...faqMessagesPt,
};
