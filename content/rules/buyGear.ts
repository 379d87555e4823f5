/** Buying class and special gear for gold in the market (spec §5 "Gear"). */
import { gear } from "../data/gear";
import type { GearItem, OwnRule } from "../data/types";
import { awardUltimateGear } from "./achievements";
import { shopContextAt, type ShopContext } from "./availability";
import { validQuantity } from "./currency";
import { handleTwoHanded } from "./equip";
import { badRequest, notAuthorized, notFound } from "./errors";
import { completeOnboardingStep } from "./onboarding";
import type { RuleContext } from "./random";
import type { User } from "./types";
import { own } from "./lookup";

const CLASS_KLASSES = ["warrior", "rogue", "wizard", "healer"];

function ownRuleAllows(rule: OwnRule, user: User, key: string): boolean {
  if ("backerTier" in rule) return (user.backer?.tier ?? 0) >= rule.backerTier;
  if ("contributorLevel" in rule) return (user.contributor?.level ?? 0) >= rule.contributorLevel;
  if ("klass" in rule) return user.stats.class === rule.klass;
  if (rule.flag === "contributorCritical") return Boolean(user.contributor?.critical);
  return Object.hasOwn(user.items.gear.owned, key);
}

/** May this user own the item at all (class, backer, contributor, granted flag)? */
export function canOwnGear(user: User, item: GearItem): boolean {
  // Gear once owned and lost (owned === false) may always be bought back.
  if (own(user.items.gear.owned, item.key) === false) return true;
  if (item.specialClass && item.specialClass !== user.stats.class) return false;
  if (!item.canOwn || item.canOwn.length === 0) return true;
  return item.canOwn.some((rule) => ownRuleAllows(rule, user, item.key));
}

/** Class lines are bought in order: tier n needs tier n-1 (weapons and the rogue's off-hand start at 0). */
export function previousGearRequired(item: GearItem): string | undefined {
  const index = Number(item.index);
  if (!Number.isInteger(index) || !CLASS_KLASSES.includes(item.klass)) return undefined;
  const firstIndex = item.type === "weapon" || (item.type === "shield" && item.klass === "rogue") ? 0 : 1;
  if (index <= firstIndex) return undefined;
  return `${item.type}_${item.klass}_${index - 1}`;
}

/** Seasonal gear is sold in its season only (gear once owned and lost may be bought back any time). */
export function gearInSeason(user: User, item: GearItem, shop: ShopContext): boolean {
  if (!item.season || own(user.items.gear.owned, item.key) === false) return true;
  return shop.season === item.season;
}

export function buyGear(
  user: User,
  params: { key?: string; quantity?: number },
  ctx: RuleContext,
  shop: ShopContext = shopContextAt(ctx.now),
): {
  user: User;
  data: Pick<User, "items" | "achievements" | "stats" | "flags">;
  message: string;
  messageVars: { itemText: string };
} {
  if (validQuantity(params.quantity) > 1) throw notAuthorized("messageNotAbleToBuyInBulk");
  const key = params.key;
  if (!key) throw badRequest("missingKeyParam");
  const item = own(gear, key);
  if (!item) throw notFound("itemNotFound", { key });
  if (user.stats.gp < item.value) throw notAuthorized("messageNotEnoughGold");
  const buyable = item.canBuy || own(user.items.gear.owned, key) === false;
  if (!buyable || !canOwnGear(user, item)) throw notAuthorized("cannotBuyItem");
  if (own(user.items.gear.owned, key)) throw notAuthorized("equipmentAlreadyOwned");
  if (!gearInSeason(user, item, shop)) throw notAuthorized("messageNotAvailable");
  const previous = previousGearRequired(item);
  if (previous && !own(user.items.gear.owned, previous)) throw notAuthorized("previousGearNotOwned");

  const next = structuredClone(user);
  next.items.gear.owned = { ...next.items.gear.owned, [key]: true };
  let message = "messageBought";
  if (next.preferences.autoEquip) {
    next.items.gear.equipped = { ...next.items.gear.equipped, [item.type]: key };
    message = handleTwoHanded(next, key, "equipped") ?? message;
  }
  next.stats.gp -= item.value;
  completeOnboardingStep(next, "purchasedEquipment", ctx);
  if (item.last) awardUltimateGear(next, ctx);
  // itemText is the item's own message key: translate it before filling the message.
  return {
    user: next,
    data: { items: next.items, achievements: next.achievements, stats: next.stats, flags: next.flags },
    message,
    messageVars: { itemText: item.text },
  };
}
