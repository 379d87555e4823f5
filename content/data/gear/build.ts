/** Small helpers that turn compact gear descriptions into full GearItem records. */
import type { GearClass, GearItem, GearType } from "../types";

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** "headAccessory_special_bearEars" -> "headAccessorySpecialBearEars": the stem of its message keys. */
export function gearMessageStem(key: string): string {
  const [type, klass, ...rest] = key.split("_");
  const index = rest.map(capitalise).join("");
  return `${type}${capitalise(klass)}${capitalise(index)}`;
}

export type GearSpec = Partial<Omit<GearItem, "key" | "type" | "klass" | "index" | "text" | "notes">>;

export function makeGear(type: GearType, klass: GearClass, index: string, spec: GearSpec = {}): GearItem {
  const key = `${type}_${klass}_${index}`;
  const stem = gearMessageStem(key);
  return {
    key,
    type,
    klass,
    index,
    text: `${stem}Text`,
    notes: `${stem}Notes`,
    str: 0,
    int: 0,
    per: 0,
    con: 0,
    value: 0,
    canBuy: false,
    ...spec,
  };
}
