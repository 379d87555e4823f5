/**
 * A player's achievements as the game's API lists them on a profile
 * (GET /members/{id}/achievements): four categories, each `{ label, achievements }`, every
 * achievement `{ title, text, icon, earned, value, index, optionalCount? }` in words of the
 * reader's language. Built from content/data/achievements.ts.
 */
import { achievements as catalogue } from "../data/achievements";
import type { Achievement } from "../data/types";
import type { User } from "./types";

export interface ProfileAchievement {
  title: string;
  text: string;
  icon: string;
  earned: boolean;
  value: unknown;
  index: number;
  optionalCount?: number;
}

export interface ProfileAchievementCategory {
  label: string;
  achievements: Record<string, ProfileAchievement>;
}

export type ProfileAchievements = Record<"basic" | "onboarding" | "seasonal" | "special", ProfileAchievementCategory>;

type Translate = (key: string, vars?: Record<string, string | number>) => string;
type Category = keyof ProfileAchievements;

/** Which list each kind of achievement is shown in, as the game groups them. */
const CATEGORY_OF_KIND: Record<Achievement["kind"], Category> = {
  basic: "basic",
  social: "basic",
  animalColor: "basic",
  animalSet: "basic",
  questSeries: "basic",
  stable: "basic",
  ultimateGear: "basic",
  card: "basic",
  onboarding: "onboarding",
  seasonalSpell: "seasonal",
  worldBoss: "seasonal",
  event: "seasonal",
  special: "special",
};

/** The singular or plural key of a counted achievement, or its plain key when it has no count. */
function countedKey(count: number | undefined, plain: string, singular?: string, plural?: string): string {
  if (count === undefined || !singular || !plural) return plain;
  return count === 1 ? singular : plural;
}

/** What the player holds of one achievement: a flag, a count, or a value from elsewhere on them. */
function heldValue(user: User, entry: Achievement): unknown {
  const own = user.achievements as Record<string, unknown>;
  switch (entry.kind) {
    case "ultimateGear": {
      const sets: Partial<Record<string, boolean>> = user.achievements.ultimateGearSets ?? {};
      return Boolean(entry.klass && sets[entry.klass]);
    }
    case "worldBoss": {
      const quest = entry.key.replace(/Quest$/, "");
      return user.achievements.quests?.[quest] ?? 0;
    }
    case "stable":
      return own[`${entry.key}Count`] ?? 0;
    default:
      break;
  }
  if (entry.key === "contributor") return user.contributor?.level ?? 0;
  if (entry.key === "kickstarter") return user.backer?.tier ?? 0;
  if (entry.key === "npc") return user.backer?.npc ?? "";
  return Object.hasOwn(own, entry.key) ? own[entry.key] : undefined;
}

function isEarned(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

export function profileAchievements(
  user: User,
  translate: Translate,
  labels: Record<Category, string>,
): ProfileAchievements {
  const result: ProfileAchievements = {
    basic: { label: labels.basic, achievements: {} },
    onboarding: { label: labels.onboarding, achievements: {} },
    seasonal: { label: labels.seasonal, achievements: {} },
    special: { label: labels.special, achievements: {} },
  };
  let index = 0;
  for (const entry of Object.values(catalogue)) {
    const category = CATEGORY_OF_KIND[entry.kind] ?? "basic";
    const value = heldValue(user, entry);
    const earned =
      entry.kind === "stable" ? Boolean((user.achievements as Record<string, unknown>)[entry.key]) : isEarned(value);
    // Special honours are listed only for those who hold them, as the game lists them.
    if (category === "special" && !earned && entry.key !== "contributor") continue;
    const count = typeof value === "number" ? value : undefined;
    const titleKey = countedKey(count, entry.titleKey, entry.singularTitleKey, entry.pluralTitleKey);
    const textKey = countedKey(count, entry.textKey, entry.singularTextKey, entry.pluralTextKey);
    index += 1;
    result[category].achievements[entry.key] = {
      title: translate(titleKey, { count: count ?? 0 }),
      text: translate(textKey, { count: count ?? 0 }),
      icon: entry.icon,
      earned,
      value: value ?? false,
      index,
      ...(count !== undefined ? { optionalCount: count } : {}),
    };
  }
  return result;
}
