/**
 * The market, the quest shop and the rewards column worked out for one player at once, straight
 * from the purchase rules: the reference the shared listings and the player's marks on them
 * (content/rules/shopListings.ts) must equal, item for item.
 */
import { questBundles } from "../../../content/data/bundles";
import { eggs } from "../../../content/data/eggs";
import { food } from "../../../content/data/food";
import { gear } from "../../../content/data/gear";
import { hatchingPotions } from "../../../content/data/hatchingPotions";
import { quests } from "../../../content/data/quests";
import type { Quest } from "../../../content/data/types";
import type { ShopContext } from "../../../content/rules/availability";
import { canOwnGear, previousGearRequired } from "../../../content/rules/buyGear";
import { buyQuestWithGold, questBuyableWithGems } from "../../../content/rules/buyQuest";
import { own } from "../../../content/rules/lookup";
import { pinnedItemsInOrder } from "../../../content/rules/pinned";
import { gemItemOnSale } from "../../../content/rules/purchase";
import {
  bundleShopListing,
  byKey,
  eggListing,
  foodListing,
  pinnedPathListing,
  potionListing,
  questListing,
  type ShopCategory,
  type ShopItem,
  type Translate,
} from "../../../content/rules/shopListings";
import type { PinnedItem, User } from "../../../content/rules/types";

/** The market: eggs, hatching potions (everyday and magic) and food on sale for gems to `user` now. */
export function marketCategories(user: User, shop: ShopContext, say: Translate): ShopCategory[] {
  const sold = (type: "eggs" | "hatchingPotions" | "food", keys: string[], listing: typeof eggListing) =>
    keys
      .filter((key) => gemItemOnSale(user, type, key, shop))
      .map((key) => listing(key, say))
      .sort(byKey);
  const potions = Object.keys(hatchingPotions);
  return [
    {
      identifier: "eggs",
      text: say("shopEggs"),
      notes: say("shopEggsNotes"),
      items: sold("eggs", Object.keys(eggs), eggListing),
    },
    {
      identifier: "hatchingPotions",
      text: say("shopHatchingPotions"),
      items: sold(
        "hatchingPotions",
        potions.filter((key) => !hatchingPotions[key].premium),
        potionListing,
      ),
    },
    {
      identifier: "premiumHatchingPotions",
      text: say("shopPremiumHatchingPotions"),
      items: sold(
        "hatchingPotions",
        potions.filter((key) => hatchingPotions[key].premium),
        potionListing,
      ),
    },
    { identifier: "food", text: say("shopFood"), items: sold("food", Object.keys(food), foodListing) },
  ];
}

/** Whether buying a gold quest with money enough for anything is still refused (its chain or level). */
function goldQuestLocked(user: User, quest: Quest): boolean {
  const rich = structuredClone(user);
  rich.balance = 1e6;
  rich.stats.gp = 1e9;
  rich.purchased.plan.consecutive.trinkets = 1e6;
  try {
    buyQuestWithGold(rich, { key: quest.key });
    return false;
  } catch {
    return true;
  }
}

/** The quest shop: gold chains (locked until their turn), gem quests on sale now or already owned, bundles. */
export function questShopCategories(user: User, shop: ShopContext, say: Translate): ShopCategory[] {
  const titled = (identifier: string, items: ShopItem[]): ShopCategory => ({
    identifier,
    text: say(`questCategory${identifier.charAt(0).toUpperCase()}${identifier.slice(1)}`),
    items,
  });
  const all = Object.values(quests);
  const gemQuests = (category: string) =>
    all.flatMap((quest) => {
      if (quest.category !== category || quest.goldValue) return [];
      const onSale = questBuyableWithGems(quest, user, shop);
      const held = (own(user.items.quests, quest.key) ?? 0) > 0;
      return onSale || held ? [questListing(quest, say, "gems", !onSale)] : [];
    });
  const bundles = Object.values(questBundles).filter((bundle) => gemItemOnSale(user, "bundles", bundle.key, shop));
  return [
    titled(
      "gold",
      all
        .filter((quest) => quest.goldValue)
        .map((quest) => questListing(quest, say, "gold", goldQuestLocked(user, quest))),
    ),
    ...["pet", "hatchingPotion", "unlockable"].map((category) => titled(category, gemQuests(category))),
    titled(
      "bundle",
      bundles.map((bundle) => bundleShopListing(bundle, say)),
    ),
  ];
}

/** One pin as `user`'s rewards column shows it: gear locked where they cannot buy it yet. */
function pinListing(user: User, pin: PinnedItem, say: Translate): ShopItem | undefined {
  const listing = pinnedPathListing(pin.path, say);
  if (!listing) return undefined;
  // The column's fixed rewards keep their own pin names.
  if (["potion", "armoire", "gem"].includes(pin.path)) return listing;
  const piece = pin.path.startsWith("gear.flat.") ? own(gear, pin.path.slice("gear.flat.".length)) : undefined;
  const previous = piece && previousGearRequired(piece);
  const locked = piece
    ? !canOwnGear(user, piece) || (previous !== undefined && !own(user.items.gear.owned, previous))
    : listing.locked;
  return { ...listing, pinType: pin.type, path: pin.path, locked };
}

/** The rewards column's shop items: the pins every player has, then the player's own, in their order. */
export function inAppRewards(user: User, say: Translate): ShopItem[] {
  return pinnedItemsInOrder(user).flatMap((pin) => pinListing(user, pin, say) ?? []);
}
