/** Subscribers may buy gems with gold (spec §9): 20 gold each, 24 a month plus their extra cap. */
import { GEMS_FOR_GOLD_BASE_CAP, GOLD_PER_GEM, BALANCE_PER_GEM } from "../data/constants";
import { validQuantity } from "./currency";
import { notAuthorized } from "./errors";
import type { User } from "./types";

export function gemCap(user: User): number {
  return GEMS_FOR_GOLD_BASE_CAP + (user.purchased.plan.consecutive.gemCapExtra ?? 0);
}

export function buyGemsWithGold(
  user: User,
  params: { quantity?: number } = {},
): { user: User; data: Pick<User, "stats" | "balance">; message: string; messageVars: { count: number } } {
  const quantity = validQuantity(params.quantity);
  if (!user.purchased?.plan?.customerId) throw notAuthorized("mustSubscribeToPurchaseGems");
  if (user.stats.gp < GOLD_PER_GEM * quantity) throw notAuthorized("messageNotEnoughGold");
  const cap = gemCap(user);
  const bought = user.purchased.plan.gemsBought ?? 0;
  if (bought >= cap) throw notAuthorized("maxBuyGems", { convCap: cap });
  if (bought + quantity > cap) throw notAuthorized("reachedGoldToGemCapQuantity", { convCap: cap, quantity });
  const next = structuredClone(user);
  next.balance += BALANCE_PER_GEM * quantity;
  next.purchased.plan.gemsBought = bought + quantity;
  next.stats.gp -= GOLD_PER_GEM * quantity;
  return {
    user: next,
    data: { stats: next.stats, balance: next.balance },
    message: "plusGem",
    messageVars: { count: quantity },
  };
}
