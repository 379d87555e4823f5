/** Check-in rewards: one count per day rollover; some counts carry a reward (content table). */
import { MAX_INCENTIVES } from "../data/constants";
import { addNotification, removeNotificationsOfType } from "./notifications";
import type { RuleContext } from "./random";
import type { User } from "./types";

export interface LoginIncentiveGrant {
  count: number;
  rewardKeys: string[];
  nextRewardAt: number;
}

/** Pure: the user after one more check-in, with the reward granted when that count has one. */
export function awardLoginIncentive(user: User, ctx: RuleContext): { user: User; grant?: LoginIncentiveGrant } {
  const next = structuredClone(user);
  next.loginIncentives = (next.loginIncentives ?? 0) + 1;
  if (next.loginIncentives > MAX_INCENTIVES) return { user: next };
  removeNotificationsOfType(next, "LOGIN_INCENTIVE");
  const grant: LoginIncentiveGrant = { count: next.loginIncentives, rewardKeys: [], nextRewardAt: 0 };
  addNotification(next, "LOGIN_INCENTIVE", { count: grant.count, rewardKey: grant.rewardKeys, nextRewardAt: grant.nextRewardAt }, ctx);
  return { user: next, grant };
}
