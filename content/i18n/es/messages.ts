/** The game's messages in this language: errors, rules, groups, quests, challenges, payments, tasks, starter tasks (the families of content/i18n/en outside the game content). */
import { adminMessages } from "./messages/admin";
import { apiMessages } from "./messages/api";
import { errorMessages } from "./messages/errors";
import { groupMessages } from "./messages/groups";
import { mailMessages } from "./messages/mail";
import { paramMessages } from "./messages/params";
import { paymentMessages } from "./messages/payments";
import { challengeApiMessages, questApiMessages } from "./messages/quests-api";
import { ruleMessages } from "./messages/rules";
import { starterMessages } from "./messages/starter";
import { taskMessages } from "./messages/tasks";
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
