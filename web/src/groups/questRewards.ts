import type { Quest } from "../../../content/data/types";

/** A quest's rewards as short phrases: experience, gold and each item (counted). */
export function questRewards(quest: Pick<Quest, "drop">): string[] {
  const rewards: string[] = [];
  if (quest.drop.exp) rewards.push(`${quest.drop.exp} experience`);
  if (quest.drop.gp) rewards.push(`${quest.drop.gp} gold`);
  const counts = new Map<string, number>();
  for (const item of quest.drop.items) counts.set(item.text, (counts.get(item.text) ?? 0) + 1);
  for (const [name, count] of counts) rewards.push(count > 1 ? `${count} × ${name}` : name);
  return rewards;
}
