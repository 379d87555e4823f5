/** Which finds deserve more than a toast: an egg from outside the standard drops, or the costliest drop potion. */
import { DROP_EGGS } from "../../../content/data/eggs";
import { DROP_POTION_VALUES } from "../../../content/data/hatchingPotions";

export function isRareDrop(drop: { type: string; key: string }): boolean {
  const values: Record<string, number> = DROP_POTION_VALUES;
  const top = Math.max(...Object.values(values));
  if (drop.type === "Egg") return !(DROP_EGGS as readonly string[]).includes(drop.key);
  if (drop.type === "HatchingPotion") return (values[drop.key] ?? top) >= top;
  return false;
}
