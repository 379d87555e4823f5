/** The gear every account owns from the start (server/libs/items/utils.js getDefaultOwnedGear). */
import { gear } from "../data/gear";

/** The base armour, helm and shield, and every free headband and pair of glasses. */
export function defaultOwnedGear(): Record<string, true> {
  const keys = [
    "armor_base_0",
    "head_base_0",
    "shield_base_0",
    ...Object.values(gear)
      .filter((item) => item.gearSet === "headband" || item.gearSet === "glasses")
      .map((item) => item.key),
  ];
  return Object.fromEntries(keys.map((key) => [key, true as const]));
}
