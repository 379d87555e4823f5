/**
 * The game's messages the client also shows itself: a rule's refusal before the request is
 * sent, the error texts it words on its own. Item names come from GET /content instead.
 */
import { adminMessages } from "./admin";
import { apiMessages } from "./api";
import { errorMessages } from "./errors";
import { groupMessages } from "./groups";
import { paramMessages } from "./params";
import { paymentMessages } from "./payments";
import { challengeApiMessages, questApiMessages } from "./quests-api";
import { ruleMessages } from "./rules";
import { guildCategoryMessages } from "./tasks";

export const gameMessages: Readonly<Record<string, string>> = {
  ...errorMessages,
  ...apiMessages,
  ...groupMessages,
  ...ruleMessages,
  ...questApiMessages,
  ...challengeApiMessages,
  ...adminMessages,
  ...paymentMessages,
  ...paramMessages,
  ...guildCategoryMessages,
};
