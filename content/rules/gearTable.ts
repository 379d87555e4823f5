/** The gear attribute table the stat rules read, taken from the content data. */
import { gear } from "../data/gear";
import type { GearBonusTable } from "./stats";

export function defaultGear(): GearBonusTable {
  return gear;
}
