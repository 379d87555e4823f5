/**
 * The frequently asked questions (web client spec §2), in reading order. Texts are message
 * keys of content/i18n (faqQuestion*, faqAnswer*).
 */
export interface FaqEntry {
  key: string;
  question: string;
  answer: string;
}

const TOPICS = [
  "overview",
  "taskTypes",
  "sampleTasks",
  "taskColors",
  "pausingDailies",
  "dayStart",
  "health",
  "dying",
  "gold",
  "experience",
  "attributes",
  "allocation",
  "classes",
  "classChange",
  "skills",
  "drops",
  "pets",
  "mounts",
  "specialPets",
  "stable",
  "release",
  "equipment",
  "armoire",
  "gems",
  "hourglasses",
  "subscriptions",
  "quests",
  "questScrolls",
  "bosses",
  "party",
  "partySearch",
  "invitations",
  "guilds",
  "tavern",
  "challenges",
  "groupPlans",
  "groupPlanTasks",
  "messages",
  "achievements",
  "customizations",
  "backgrounds",
  "seasonalEvents",
  "checkIns",
  "transformation",
  "dataExport",
  "api",
  "privacy",
  "reportBug",
  "tavernAndGuilds",
  "contentRelease",
  "subscriptionChanges",
] as const;

const pascal = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export const faq: FaqEntry[] = TOPICS.map((key) => ({
  key,
  question: `faqQuestion${pascal(key)}`,
  answer: `faqAnswer${pascal(key)}`,
}));

/** The FAQ pages of their own (spec §2: /static/faq/...), by route and topic. */
export const FAQ_PAGES: Record<string, string> = {
  "tavern-and-guilds": "tavernAndGuilds",
  "content-release-changes": "contentRelease",
  "subscription-benefits-adjustments": "subscriptionChanges",
};
