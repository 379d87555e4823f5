import type { Quest } from "../../../content/data/types";
import celebrationText from "../i18n/namespaces/celebrations";
import { translate } from "../i18n";

/** A quest's rewards as short phrases: experience, gold and each item (counted). */
export function questRewards(quest: Pick<Quest, "drop">): string[] {
  const rewards: string[] = [];
  if (quest.drop.exp) rewards.push(translate(celebrationText, "experienceReward", { exp: quest.drop.exp }));
  if (quest.drop.gp) rewards.push(translate(celebrationText, "goldReward", { gold: quest.drop.gp }));
  const counts = new Map<string, number>();
  for (const item of quest.drop.items) counts.set(item.text, (counts.get(item.text) ?? 0) + 1);
  for (const [name, count] of counts)
    rewards.push(count > 1 ? translate(celebrationText, "itemCount", { count, name }) : name);
  return rewards;
}
