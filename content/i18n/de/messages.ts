/** The game's messages in this language: errors, rules, groups, quests, challenges, payments, tasks, starter tasks (the families of content/i18n/en outside the game content). */
import { errorMessages } from "./messages/errors";
import { challengeApiMessages, groupMessages, questApiMessages, ruleMessages } from "./messages/groups";
import { mailMessages } from "./messages/mail";
import { adminMessages, paramMessages, paymentMessages } from "./messages/payments";
import { starterMessages, taskMessages } from "./messages/tasks";
import { operationsMessages } from "./messages/operations";

export const messages: Readonly<Record<string, string>> = {
  ...errorMessages,
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
