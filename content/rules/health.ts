/** The health potion (spec §5): heals 15 per potion up to 50, costs 25 gold each. */
import { HEALTH_POTION_HEAL, HEALTH_POTION_PRICE, MAX_HEALTH } from "../data/constants";
import { validQuantity } from "./currency";
import { notAuthorized } from "./errors";
import type { User } from "./types";

export const HEALTH_POTION_KEY = "potion";

export function buyHealthPotion(
  user: User,
  params: { quantity?: number } = {},
): { user: User; data: User["stats"]; message: string; messageVars: { quantity: number } } {
  const quantity = validQuantity(params.quantity);
  if (user.stats.gp < HEALTH_POTION_PRICE * quantity) throw notAuthorized("messageNotEnoughGold");
  if (user.stats.hp >= MAX_HEALTH) throw notAuthorized("messageHealthAlreadyMax");
  if (user.stats.hp <= 0) throw notAuthorized("messageHealthAlreadyMin");
  const next = structuredClone(user);
  next.stats.hp = Math.min(MAX_HEALTH, next.stats.hp + HEALTH_POTION_HEAL * quantity);
  next.stats.gp -= HEALTH_POTION_PRICE * quantity;
  return {
    user: next,
    data: next.stats,
    message: quantity === 1 ? "healthPotionBought" : "healthPotionsBought",
    messageVars: { quantity },
  };
}
