/**
 * Every content key is the public game's: its key lists (HabitRPG/habitica,
 * website/common/script/content, November 2025) are in fixtures/original-content-keys.json.
 * Each list is compared both ways: everything there exists here, and nothing here is unknown
 * there unless ALLOWED_EXTRA says why it has no counterpart.
 */
import { describe, expect, it } from "vitest";
import * as data from "../../content/data";
import original from "./fixtures/original-content-keys.json";

/** Keys of ours the public game does not list, each with the reason it exists here (none today). */
const ALLOWED_EXTRA: Record<string, Record<string, string>> = {};

const appearanceKeys = (kind: keyof typeof data.appearance) => Object.keys(data.appearance[kind]);

const ours: Record<string, string[]> = {
  gear: Object.keys(data.gear),
  backgrounds: Object.keys(data.backgrounds),
  backgroundSets: data.backgroundSets.map((set) => set.key),
  mysterySets: Object.keys(data.mysterySets),
  armoireSets: data.armoireSets.map((set) => set.key),
  quests: Object.keys(data.quests),
  eggs: Object.keys(data.eggs),
  hatchingPotions: Object.keys(data.hatchingPotions),
  food: Object.keys(data.food),
  pets: Object.keys(data.pets),
  mounts: Object.keys(data.mounts),
  achievements: Object.keys(data.achievements),
  spells: Object.keys(data.allSpells),
  questBundles: Object.keys(data.questBundles),
  customizationSets: Object.keys(data.appearanceSets),
  ...Object.fromEntries(
    Object.keys(original.customizations).map((kind) => [
      `customizations.${kind}`,
      appearanceKeys(kind as keyof typeof data.appearance),
    ]),
  ),
};

const theirs: Record<string, string[]> = {
  ...Object.fromEntries(Object.entries(original).filter(([, value]) => Array.isArray(value)) as [string, string[]][]),
  ...Object.fromEntries(
    Object.entries(original.customizations).map(([kind, keys]) => [`customizations.${kind}`, keys]),
  ),
};

describe("content keys equal the public game's", () => {
  it.each(Object.keys(ours))("%s: every key of theirs exists here", (table) => {
    const here = new Set(ours[table]);
    expect(theirs[table].filter((key) => !here.has(key))).toEqual([]);
  });
  it.each(Object.keys(ours))("%s: no key here is unknown there, but for the allowed ones", (table) => {
    const there = new Set(theirs[table]);
    const allowed = ALLOWED_EXTRA[table] ?? {};
    expect(ours[table].filter((key) => !there.has(key) && !Object.hasOwn(allowed, key))).toEqual([]);
  });
});
