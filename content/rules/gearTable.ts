/** The gear attribute table the stat rules read, taken from the content data. */
import type { GearBonusTable } from "./stats";

const EMPTY: GearBonusTable = {};

export function defaultGear(): GearBonusTable {
  return EMPTY;
}
