/** The game's messages in this language: errors, rules, groups, quests, challenges, payments, tasks, starter tasks (the families of content/i18n/en outside the game content). */
import { adminMessagesPt } from "./messages/admin";
import { apiMessagesPt } from "./messages/api";
import { errorMessagesPt } from "./messages/errors";
import { groupMessagesPt } from "./messages/groups";
import { mailMessagesPt } from "./messages/mail";
import { paramMessagesPt } from "./messages/params";
import { paymentMessagesPt } from "./messages/payments";
import { challengeApiMessagesPt, questApiMessagesPt } from "./messages/quests-api";
import { ruleMessagesPt } from "./messages/rules";
import { starterMessagesPt } from "./messages/starter";
import { taskMessagesPt } from "./messages/tasks";
import { operationsMessages } from "./messages/operations";

export const messages: Readonly<Record<string, string>> = {
  ...errorMessagesPt,
  ...apiMessagesPt,
  ...groupMessagesPt,
  ...ruleMessagesPt,
  ...questApiMessagesPt,
  ...challengeApiMessagesPt,
  ...taskMessagesPt,
  ...adminMessagesPt,
  ...paymentMessagesPt,
  ...starterMessagesPt,
  ...paramMessagesPt,
  ...mailMessagesPt,
  ...operationsMessages,
};
