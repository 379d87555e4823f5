import type { GearBonusTable } from "../../../content/rules/stats";
import { useAfterReads } from "./useAfterReads";

let loaded: GearBonusTable | undefined;
let loading: Promise<GearBonusTable> | undefined;

/** The gear table is large: it loads after the first screen, and figures that need it update then. */
export function loadGearTable(): Promise<GearBonusTable> {
  loading ??= import("../../../content/rules/gearTable").then(({ defaultGear }) => (loaded = defaultGear()));
  return loading;
}

/** Until the table has loaded (or if it cannot): no bonuses. */
const NO_GEAR: GearBonusTable = {};

export function useGearTable(): GearBonusTable {
  // Figures that need the table are right without it for a moment; the first screen's reads and
  // their drawing come first.
  return useAfterReads(loadGearTable, loaded) ?? NO_GEAR;
}
