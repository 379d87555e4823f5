import { errorMessages } from "./errors";
import { gearMessages, gearSetMessages } from "./gear";
import { questTexts } from "./quests";
import { spellMessages } from "./spells";
import { stableMessages } from "./stable";

/** Every English text by message key. New message families are spread in here. */
export const en: Record<string, string> = {
  ...errorMessages,
  ...gearMessages,
  ...gearSetMessages,
  ...stableMessages,
  ...questTexts,
  ...spellMessages,
};
