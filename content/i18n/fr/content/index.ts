/** The game content in this language: gear, pets and items, quests, skills, bundles, backgrounds, appearance, achievements, FAQ, news. */
import { achievementMessages } from "./achievements";
import { appearanceMessages } from "./appearance";
import { backgroundMessages } from "./backgrounds";
import { bundleMessages } from "./bundles";
import { spellMessages } from "./spells";
import { faqMessages } from "./faq";
import { gearMessages, gearSetMessages } from "./gear";
import { newsMessages } from "./news";
import { questTexts } from "./quests";
import { stableMessages } from "./stable";

export const contentTexts: Readonly<Record<string, string>> = {
  ...gearMessages,
  ...gearSetMessages,
  ...stableMessages,
  ...questTexts,
  ...spellMessages,
  ...bundleMessages,
  ...backgroundMessages,
  ...appearanceMessages,
  ...achievementMessages,
  ...faqMessages,
  ...newsMessages,
};
