/**
 * English, the source language: every namespace of content/i18n/en, bundled with the Worker
 * and the client's tests (other languages are loaded when first spoken). Each new English
 * namespace file gets its import here; tests/unit/i18n-catalogues.test.ts checks none is left out.
 */
import achievements from "./en/achievements.json";
import admin from "./en/admin.json";
import api from "./en/api.json";
import appearance from "./en/appearance.json";
import backgrounds from "./en/backgrounds.json";
import bundles from "./en/bundles.json";
import critical from "./en/critical.json";
import errors from "./en/errors.json";
import faq from "./en/faq.json";
import gear from "./en/gear.json";
import groups from "./en/groups.json";
import mail from "./en/mail.json";
import news from "./en/news.json";
import params from "./en/params.json";
import payments from "./en/payments.json";
import quests from "./en/quests.json";
import questsApi from "./en/quests-api.json";
import rules from "./en/rules.json";
import spells from "./en/spells.json";
import stable from "./en/stable.json";
import starter from "./en/starter.json";
import tasks from "./en/tasks.json";

export const englishNamespaces: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  achievements: achievements,
  admin: admin,
  api: api,
  appearance: appearance,
  backgrounds: backgrounds,
  bundles: bundles,
  critical: critical,
  errors: errors,
  faq: faq,
  gear: gear,
  groups: groups,
  mail: mail,
  news: news,
  params: params,
  payments: payments,
  quests: quests,
  "quests-api": questsApi,
  rules: rules,
  spells: spells,
  stable: stable,
  starter: starter,
  tasks: tasks,
};
