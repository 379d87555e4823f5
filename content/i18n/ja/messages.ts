/** The game's messages in this language: errors, rules, groups, quests, challenges, payments, tasks, starter tasks (the families of content/i18n/en outside the game content). */
import { adminMessages, paramMessages, paymentMessages } from "./messages/admin";
import { apiMessages, errorMessages } from "./messages/errors";
import { groupMessages, ruleMessages } from "./messages/groups";
import { mailMessages } from "./messages/mail";
import { challengeApiMessages, questApiMessages } from "./messages/quests-api";
import { starterMessages, taskMessages } from "./messages/tasks";
import { operationsMessages } from "./messages/operations";

export const messages: Readonly<Record<string, string>> = {
  ...errorMessages,
  ...apiMessages,
  ...groupMessages,
  ...ruleMessages,
  ...questApiMessages,
  ...challengeApiMessages,
  ...taskMessages,
  ...adminMessages,
  ...paymentMessages,
  ...starterMessages,
  ...paramMessages,
  ...mailMessages,
  ...operationsMessages,
};
