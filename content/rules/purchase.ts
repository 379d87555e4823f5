/** The gem shop (spec §5): eggs, hatching potions, food, gear and quest bundles for gems. */
import { questBundles } from "../data/bundles";
import { eggs } from "../data/eggs";
import { food } from "../data/food";
import { gear } from "../data/gear";
import { hatchingPotions } from "../data/hatchingPotions";
import { EGG_RELEASE_DATES, isReleased, POTION_RELEASE_DATES } from "../data/releases";
import type { BuyRule, GearItem } from "../data/types";
import { buyRuleAllows, type ShopContext } from "./availability";
import { payGems, validQuantity } from "./currency";
import { badRequest, notAuthorized, notFound } from "./errors";
import type { User } from "./types";
import { own } from "./lookup";

export const GEM_SHOP_TYPES = ["eggs", "hatchingPotions", "food", "gear", "bundles"] as const;
export type GemShopType = (typeof GEM_SHOP_TYPES)[number];

/** A quest bundle: three quest scrolls for one price (content spec §3). */
export interface BundleLike {
  key: string;
  text: string;
  bundleKeys: readonly string[];
  value: number;
  event?: string;
}

/** Gear sold for gems costs one gem, two for two-handed pieces and animal accessories. */
export function gearGemPrice(item: GearItem): number {
  return item.twoHanded || item.gearSet === "animal" ? 2 : 1;
}

/** Only the accessory sets (animal ears and tails, headbands, glasses) are gear sold for gems. */
function gearOnSale(item: GearItem): boolean {
  return item.gearSet !== undefined && item.canBuy;
}

interface Priced {
  text: string;
  gems: number;
  available: boolean;
}

/** Whether the gem shop sells this item now (the price and the player's money aside). */
export function gemItemOnSale(
  user: User,
  type: Exclude<GemShopType, "gear">,
  key: string,
  shop: ShopContext,
  bundles: Readonly<Record<string, BundleLike>> = questBundles,
): boolean {
  return priceOf(user, type, key, shop, bundles).available;
}

function priceOf(
  user: User,
  type: GemShopType,
  key: string,
  shop: ShopContext,
  bundles: Readonly<Record<string, BundleLike>>,
): Priced {
  const missing = () => notFound("contentKeyNotFound", { type });
  switch (type) {
    case "gear": {
      const item = own(gear, key);
      if (!item) throw missing();
      if (own(user.items.gear.owned, key)) throw notAuthorized("alreadyHave");
      return { text: item.text, gems: gearGemPrice(item), available: gearOnSale(item) };
    }
    case "bundles": {
      const bundle = own(bundles, key);
      if (!bundle) throw missing();
      const inRotation = shop.rotation?.bundles?.includes(key) ?? false;
      return {
        text: bundle.text,
        gems: bundle.value,
        available: inRotation || (bundle.event !== undefined && shop.events.includes(bundle.event)),
      };
    }
    case "hatchingPotions": {
      const potion = own(hatchingPotions, key);
      if (!potion) throw missing();
      // Premium potions are sold in their month of the rotation or during their event, as are
      // the wacky potions no quest gives.
      const premiumOnSale =
        (potion.premium || potion.wacky) &&
        !potion.questPotion &&
        ((shop.rotation?.premiumHatchingPotions?.includes(key) ?? false) ||
          (potion.event !== undefined && shop.events.includes(potion.event)));
      // Limited potions are never sold before their release date.
      const release = own(POTION_RELEASE_DATES, key);
      const released = !release || isReleased(release, shop.now);
      return {
        text: potion.text,
        gems: potion.value,
        available: released && (premiumOnSale || buyRuleAllows(potion.canBuy as BuyRule, user, shop)),
      };
    }
    case "eggs": {
      const egg = own(eggs, key);
      if (!egg) throw missing();
      const release = own(EGG_RELEASE_DATES, key);
      const released = !release || isReleased(release, shop.now);
      return { text: egg.text, gems: egg.value, available: released && buyRuleAllows(egg.canBuy, user, shop) };
    }
    case "food": {
      const item = own(food, key);
      if (!item) throw missing();
      return { text: item.text, gems: item.value, available: buyRuleAllows(item.canBuy, user, shop) };
    }
  }
}

export function purchaseWithGems(
  user: User,
  params: { type?: string; key?: string; quantity?: number },
  shop: ShopContext,
  bundles: Readonly<Record<string, BundleLike>> = questBundles,
): { user: User; data: Pick<User, "items" | "balance">; message: string; messageVars: { itemText: string } } {
  const quantity = validQuantity(params.quantity);
  const { type, key } = params;
  if (!type) throw badRequest("typeRequired");
  if (!key) throw badRequest("missingKeyParam");
  if (!(GEM_SHOP_TYPES as readonly string[]).includes(type)) throw notFound("notAccteptedType");
  const shopType = type as GemShopType;
  if (shopType === "gear" && quantity > 1) throw notAuthorized("messageNotAbleToBuyInBulk");
  const priced = priceOf(user, shopType, key, shop, bundles);
  if (!priced.available) throw notAuthorized("messageNotAvailable");
  const next = structuredClone(user);
  payGems(next, priced.gems * quantity);
  if (shopType === "gear") {
    next.items.gear.owned = { ...next.items.gear.owned, [key]: true };
  } else if (shopType === "bundles") {
    const scrolls = { ...next.items.quests };
    for (const quest of own(bundles, key)?.bundleKeys ?? [])
      scrolls[quest] = Math.max(0, own(scrolls, quest) ?? 0) + quantity;
    next.items.quests = scrolls;
  } else {
    const bag = { ...next.items[shopType] };
    bag[key] = Math.max(0, own(bag, key) ?? 0) + quantity;
    next.items[shopType] = bag;
  }
  return {
    user: next,
    data: { items: next.items, balance: next.balance },
    message: "messageBought",
    messageVars: { itemText: priced.text },
  };
}
