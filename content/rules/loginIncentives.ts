/** Check-in rewards: one count per day rollover; some counts carry rewards (content table). */
import { MAX_INCENTIVES } from "../data/constants";
import { loginIncentives } from "../data/loginIncentives";
import type { LoginIncentive } from "../data/types";
import { addNotification, removeNotificationsOfType } from "./notifications";
import type { RuleContext } from "./random";
import type { User } from "./types";

export interface LoginIncentiveGrant {
  count: number;
  rewards: LoginIncentive["rewards"];
  nextRewardAt: number;
}

/** Mutates a working copy: puts one check-in reward where it belongs. */
function grantReward(user: User, reward: LoginIncentive["rewards"][number]): void {
  switch (reward.type) {
    case "gear":
      user.items.gear.owned = { ...user.items.gear.owned, [reward.key]: true };
      break;
    case "backgrounds":
      user.purchased.background = { ...user.purchased.background, [reward.key]: true };
      break;
    case "achievement":
      user.achievements[reward.key] = true;
      break;
    default: {
      const bag = { ...user.items[reward.type] };
      bag[reward.key] = Math.max(0, bag[reward.key] ?? 0) + 1;
      user.items[reward.type] = bag;
    }
  }
}

/** Pure: the user after one more check-in, with that count's rewards and a notice. */
export function awardLoginIncentive(
  user: User,
  ctx: RuleContext,
  table: Readonly<Record<number, LoginIncentive>> = loginIncentives,
): { user: User; grant?: LoginIncentiveGrant } {
  const next = structuredClone(user);
  next.loginIncentives = (next.loginIncentives ?? 0) + 1;
  if (next.loginIncentives > MAX_INCENTIVES) return { user: next };
  const entry = table[next.loginIncentives];
  const rewards = entry?.rewards ?? [];
  for (const reward of rewards) grantReward(next, reward);
  removeNotificationsOfType(next, "LOGIN_INCENTIVE");
  const grant: LoginIncentiveGrant = { count: next.loginIncentives, rewards, nextRewardAt: entry?.nextRewardAt ?? 0 };
  addNotification(
    next,
    "LOGIN_INCENTIVE",
    {
      count: grant.count,
      rewardKey: rewards.map((reward) => reward.key),
      reward: rewards,
      nextRewardAt: grant.nextRewardAt,
    },
    ctx,
  );
  return { user: next, grant };
}
