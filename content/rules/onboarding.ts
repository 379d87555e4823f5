/** Onboarding: five first steps, then a one-time bonus (spec §4 "Other"). */
import { ONBOARDING_BONUS_GOLD } from "../data/constants";
import { addNotification } from "./notifications";
import type { RuleContext } from "./random";
import type { User } from "./types";

export const ONBOARDING_STEPS = ["createdTask", "completedTask", "hatchedPet", "fedPet", "purchasedEquipment"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The tasks-created counter stops at 2: only the first steps of the tour need it. */
export const TASKS_CREATED_COUNTER_MAX = 2;

export function hasCompletedOnboarding(user: User): boolean {
  return ONBOARDING_STEPS.every((step) => user.achievements[step] === true);
}

/**
 * Mutates `user` (a working copy): marks a step done and, when it completes the five, grants the
 * bonus once. Returns true when the bonus was granted now.
 */
export function completeOnboardingStep(user: User, step: OnboardingStep, ctx: RuleContext): boolean {
  if (user.achievements[step] === true) return false;
  user.achievements[step] = true;
  if (!hasCompletedOnboarding(user) || user.flags.onboardingComplete) return false;
  user.flags.onboardingComplete = true;
  user.stats.gp += ONBOARDING_BONUS_GOLD;
  addNotification(user, "ONBOARDING_COMPLETE", { gold: ONBOARDING_BONUS_GOLD }, ctx);
  return true;
}

/** Pure: a user after creating `count` tasks (counter capped; first one completes a step). */
export function recordTasksCreated(user: User, count: number, ctx: RuleContext): { user: User } {
  const next = structuredClone(user);
  if (count <= 0) return { user: next };
  next.flags.tasksCreatedCount = Math.min(TASKS_CREATED_COUNTER_MAX, (next.flags.tasksCreatedCount ?? 0) + count);
  completeOnboardingStep(next, "createdTask", ctx);
  return { user: next };
}
