import { achievementMessages } from "./achievements";
import { adminMessages } from "./admin";
import { apiMessages } from "./api";
import { appearanceMessages } from "./appearance";
import { backgroundMessages } from "./backgrounds";
import { bundleMessages } from "./bundles";
import { errorMessages } from "./errors";
import { faqMessages } from "./faq";
import { gearMessages, gearSetMessages } from "./gear";
import { mailMessages } from "./mail";
import { groupMessages } from "./groups";
import { questTexts } from "./quests";
import { challengeApiMessages, questApiMessages } from "./quests-api";
import { newsMessages } from "./news";
import { operationsMessages } from "./operations";
import { paymentMessages } from "./payments";
import { ruleMessages } from "./rules";
import { spellMessages } from "./spells";
import { paramMessages } from "./params";
import { stableMessages } from "./stable";
import { starterMessages } from "./starter";
import { taskMessages } from "./tasks";

/** Every English text by message key. New message families are spread in here. */
export const en: Record<string, string> = {
  ...errorMessages,
  ...apiMessages,
  ...groupMessages,
  ...ruleMessages,
  ...gearMessages,
  ...gearSetMessages,
  ...stableMessages,
  ...questTexts,
  ...questApiMessages,
  ...challengeApiMessages,
  ...spellMessages,
  ...bundleMessages,
  ...backgroundMessages,
  ...appearanceMessages,
  ...achievementMessages,
  ...taskMessages,
  ...faqMessages,
  ...newsMessages,
  ...adminMessages,
  ...paymentMessages,
  ...mailMessages,
  ...starterMessages,
  ...paramMessages,
  ...operationsMessages,
};
