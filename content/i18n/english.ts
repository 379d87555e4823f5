/**
 * English, the source language: every namespace of content/i18n/en, bundled with the Worker
 * and the client's tests (other languages are loaded when first spoken). Each new English
 * namespace file gets its import here; tests/unit/i18n-catalogues.test.ts checks none is left out.
 */
import accountImport from "./en/accountImport.json";
import accounts from "./en/accounts.json";
import achievements from "./en/achievements.json";
import admin from "./en/admin.json";
import api from "./en/api.json";
import appearance from "./en/appearance.json";
import backgrounds from "./en/backgrounds.json";
import bundles from "./en/bundles.json";
import contractAccount from "./en/contractAccount.json";
import contractGroups from "./en/contractGroups.json";
import contractLast from "./en/contractLast.json";
import contractSocial from "./en/contractSocial.json";
import contractStaff from "./en/contractStaff.json";
import contractTasks from "./en/contractTasks.json";
import critical from "./en/critical.json";
import errors from "./en/errors.json";
import faq from "./en/faq.json";
import gear from "./en/gear.json";
import groups from "./en/groups.json";
import live from "./en/live.json";
import mail from "./en/mail.json";
import news from "./en/news.json";
import operations from "./en/operations.json";
import params from "./en/params.json";
import paymentModes from "./en/paymentModes.json";
import payments from "./en/payments.json";
import quests from "./en/quests.json";
import questsApi from "./en/quests-api.json";
import rules from "./en/rules.json";
import sharing from "./en/sharing.json";
import spells from "./en/spells.json";
import stable from "./en/stable.json";
import staffPowers from "./en/staffPowers.json";
import starter from "./en/starter.json";
import contractUser from "./en/contractUser.json";
import tasks from "./en/tasks.json";

export const englishNamespaces: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  accountImport: accountImport,
  accounts: accounts,
  achievements: achievements,
  admin: admin,
  api: api,
  appearance: appearance,
  backgrounds: backgrounds,
  bundles: bundles,
  contractAccount: contractAccount,
  contractGroups: contractGroups,
  contractLast: contractLast,
  contractSocial: contractSocial,
  contractStaff: contractStaff,
  contractTasks: contractTasks,
  contractUser: contractUser,
  critical: critical,
  errors: errors,
  faq: faq,
  gear: gear,
  groups: groups,
  live: live,
  mail: mail,
  news: news,
  operations: operations,
  params: params,
  paymentModes: paymentModes,
  payments: payments,
  quests: quests,
  "quests-api": questsApi,
  rules: rules,
  sharing: sharing,
  spells: spells,
  stable: stable,
  staffPowers: staffPowers,
  starter: starter,
  tasks: tasks,
};
