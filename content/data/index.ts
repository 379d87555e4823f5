/** The static game content tables, one import for rules, worker and client. */
export * from "./types";
export * from "./constants";
export * from "./gear";
export * from "./eggs";
export * from "./hatchingPotions";
export * from "./pets";
export * from "./food";
export * from "./quests";
export * from "./spells";
