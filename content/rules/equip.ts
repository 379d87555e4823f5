/** Equip and unequip gear, pets, mounts and backgrounds (spec §4 "Other", §5). */
import { gear } from "../data/gear";
import type { GearType } from "../data/types";
import { badRequest, notFound } from "./errors";
import type { User } from "./types";
import { hasOwnKey, own } from "./lookup";
import { defaultOwnedGear } from "./defaultGear";

export const EQUIP_TYPES = ["equipped", "pet", "mount", "costume"] as const;
export type EquipType = (typeof EQUIP_TYPES)[number];
export const UNEQUIP_TYPES = ["pet", "background", "all", "costume", "equipped"] as const;
export type UnequipType = (typeof UNEQUIP_TYPES)[number];
const GEAR_SLOTS: GearType[] = ["weapon", "armor", "head", "shield", "back", "body", "headAccessory", "eyewear"];

export function baseItemKey(slot: string): string {
  return `${slot}_base_0`;
}

/**
 * Mutates a working copy: a two-handed weapon leaves no hand for a shield, and a shield takes
 * the place of a two-handed weapon. Returns the message key when something was taken off.
 */
export function handleTwoHanded(user: User, itemKey: string, set: "equipped" | "costume"): string | undefined {
  const item = own(gear, itemKey);
  if (!item) return undefined;
  const worn = user.items.gear[set];
  if (item.type === "shield") {
    const weapon = own(gear, worn.weapon);
    if (weapon?.twoHanded) {
      worn.weapon = baseItemKey("weapon");
      return "messageTwoHandedUnequip";
    }
  }
  if (item.type === "weapon" && item.twoHanded && worn.shield && worn.shield !== baseItemKey("shield")) {
    worn.shield = baseItemKey("shield");
    return "messageTwoHandedEquip";
  }
  return undefined;
}

export function equip(
  user: User,
  params: { type?: string; key?: string },
): { user: User; data: User["items"]; message?: string; messageVars?: { itemText: string } } {
  const type = params.type ?? "equipped";
  const key = params.key;
  if (!key) throw badRequest("missingKeyParam");
  if (!(EQUIP_TYPES as readonly string[]).includes(type)) throw badRequest("invalidEquipType");
  const next = structuredClone(user);
  let message: string | undefined;
  let messageVars: { itemText: string } | undefined;
  switch (type as EquipType) {
    case "mount":
      if (!own(next.items.mounts, key)) throw notFound("mountNotOwned");
      next.items.currentMount = next.items.currentMount === key ? "" : key;
      break;
    case "pet":
      if (!((own(next.items.pets, key) ?? 0) > 0)) throw notFound("petNotOwned");
      next.items.currentPet = next.items.currentPet === key ? "" : key;
      break;
    case "equipped":
    case "costume": {
      const set = type as "equipped" | "costume";
      const item = own(gear, key);
      // Gear every account owns counts as owned on accounts older than that rule.
      const owned = own(next.items.gear.owned, key) || hasOwnKey(defaultOwnedGear(), key);
      if (!owned || !item) throw notFound("gearNotOwned");
      // itemText is the item's own message key: translate it before filling the message.
      messageVars = { itemText: item.text };
      const worn = { ...next.items.gear[set] };
      next.items.gear[set] = worn;
      if (worn[item.type] === key) {
        worn[item.type] = baseItemKey(item.type);
        message = "messageUnEquipped";
      } else {
        worn[item.type] = key;
        message = handleTwoHanded(next, key, set);
      }
      break;
    }
  }
  return { user: next, data: next.items, message, messageVars };
}

export function unequip(user: User, params: { type?: string }): { user: User; data: User["items"]; message: string } {
  const type = params.type ?? "equipped";
  if (!(UNEQUIP_TYPES as readonly string[]).includes(type)) throw badRequest("invalidEquipType");
  const next = structuredClone(user);
  const strip = (set: "equipped" | "costume") => {
    next.items.gear[set] = {
      ...next.items.gear[set],
      ...Object.fromEntries(GEAR_SLOTS.map((slot) => [slot, baseItemKey(slot)])),
    };
  };
  let message: string;
  switch (type as UnequipType) {
    case "pet":
      next.items.currentPet = "";
      next.items.currentMount = "";
      message = "messagePetMountUnEquipped";
      break;
    case "background":
      next.preferences.background = "";
      message = "messageBackgroundUnEquipped";
      break;
    case "all":
      next.items.currentPet = "";
      next.items.currentMount = "";
      next.preferences.background = "";
      strip("costume");
      strip("equipped");
      message = "messageAllUnEquipped";
      break;
    case "costume":
      strip("costume");
      message = "messageCostumeUnEquipped";
      break;
    default:
      strip("equipped");
      message = "messageBattleGearUnEquipped";
  }
  return { user: next, data: next.items, message };
}
