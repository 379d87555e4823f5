/**
 * Shop calls of spec §7 User. Gold purchases use the buy routes, gem purchases
 * /user/purchase, hourglass purchases /user/purchase-hourglass, cosmetics /user/unlock.
 */
import type { ArmoireResult } from "../../../content/rules/buyArmoire";
import { api, requestEnvelope } from "./client";

const part = encodeURIComponent;

/** POST /user/buy/{key}: the general entry point (type picks the shop; quantity for bulk items). */
export function buy(key: string, type?: string, quantity = 1): Promise<unknown> {
  return api.post(`/user/buy/${part(key)}`, { ...(type ? { type } : {}), quantity });
}

export function buyGear(key: string): Promise<unknown> {
  return api.post(`/user/buy-gear/${part(key)}`);
}

export function buyHealthPotion(quantity = 1): Promise<unknown> {
  return api.post("/user/buy-health-potion", { quantity });
}

/** What opening the Armoire answers (POST /user/buy-armoire, or /user/buy/armoire): the shared rule's roll. */
export interface ArmoireAnswer {
  armoire?: ArmoireResult;
}

/** The Armoire's roll, with the server's sentence about it (its `dropText` is a message key). */
export async function buyArmoire(): Promise<ArmoireAnswer & { message?: string }> {
  const envelope = await requestEnvelope<ArmoireAnswer>("POST", "/user/buy-armoire", {
    body: { quantity: 1 },
  });
  return { ...envelope.data, message: envelope.message };
}

export function buyQuestWithGold(key: string, quantity = 1): Promise<unknown> {
  return api.post(`/user/buy-quest/${part(key)}`, { quantity });
}

export function buySpecialSpell(key: string, quantity = 1): Promise<unknown> {
  return api.post(`/user/buy-special-spell/${part(key)}`, { quantity });
}

/** Gem purchases: eggs, hatching potions, food, gear, bundles, quests (spec §7). */
export function purchase(type: string, key: string, quantity = 1): Promise<unknown> {
  return api.post(`/user/purchase/${part(type)}/${part(key)}`, { quantity });
}

export function purchaseWithHourglass(type: string, key: string, quantity = 1): Promise<unknown> {
  return api.post(`/user/purchase-hourglass/${part(type)}/${part(key)}`, { quantity });
}

/** One option or a whole set (comma-separated paths). */
export function unlock(path: string): Promise<unknown> {
  return api.post("/user/unlock", undefined, { query: { path } });
}
