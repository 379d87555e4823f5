/** The game's messages in this language: errors, rules, groups, quests, challenges, payments, tasks, starter tasks (the families of content/i18n/en outside the game content). */
export const messages: Readonly<Record<string, string>> = {};
