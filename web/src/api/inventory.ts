/** Inventory and stable calls of spec §7 User: equip, hatch, feed, sell, release, pins. */
import type { User } from "../../../content/rules/types";
import { api } from "./client";

const part = encodeURIComponent;

export type EquipType = "equipped" | "pet" | "mount" | "costume";
export type UnequipType = "pet" | "background" | "all" | "costume" | "equipped";

export function equip(type: EquipType, key: string): Promise<User["items"]> {
  return api.post(`/user/equip/${part(type)}/${part(key)}`);
}

export function unequip(type: UnequipType): Promise<User["items"]> {
  return api.post(`/user/unequip/${part(type)}`);
}

export function hatch(egg: string, hatchingPotion: string): Promise<User["items"]> {
  return api.post(`/user/hatch/${part(egg)}/${part(hatchingPotion)}`);
}

export function feed(pet: string, food: string, amount = 1): Promise<number> {
  return api.post(`/user/feed/${part(pet)}/${part(food)}`, undefined, { query: { amount } });
}

export function sell(type: "eggs" | "hatchingPotions" | "food", key: string, amount = 1): Promise<unknown> {
  return api.post(`/user/sell/${part(type)}/${part(key)}`, undefined, { query: { amount } });
}

export type ReleaseKind = "pets" | "mounts" | "both";

export function release(kind: ReleaseKind): Promise<User["items"]> {
  return api.post(`/user/release-${kind}`);
}

export function togglePinnedItem(type: string, path: string): Promise<{ pinned: boolean }> {
  return api.get(`/user/toggle-pinned-item/${part(type)}/${part(path)}`);
}

export function openMysteryItem(): Promise<unknown> {
  return api.post("/user/open-mystery-item");
}
