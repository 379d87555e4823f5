/**
 * What each shop offers a player now, as lists of items with their prices: the public API's
 * shop routes and the in-app rewards column. Built from the same rules the purchases and the
 * shop screens use (availability, rotation, seasons, class lines), so a listed item is one the
 * purchase route would sell. Texts come from the caller's translator: rules stay language-free.
 */
import { backgrounds, backgroundSets } from "../data/backgrounds";
import { questBundles } from "../data/bundles";
import { ARMOIRE_PRICE, CARD_PRICE_GOLD, CLASSES, HEALTH_POTION_PRICE } from "../data/constants";
import { eggs } from "../data/eggs";
import { food } from "../data/food";
import { gear, gearTree, mysterySets } from "../data/gear";
import { hatchingPotions } from "../data/hatchingPotions";
import { mounts, pets, timeTravelStable } from "../data/pets";
import { quests, SEASONAL_QUESTS } from "../data/quests";
import { allSpells, specialSpells } from "../data/spells";
import type { GearItem, GearType, Quest } from "../data/types";
import { isReleased, type ShopContext } from "./availability";
import { canOwnGear, gearInSeason, previousGearRequired } from "./buyGear";
import { goldQuestChainOpen, questBuyableWithGems } from "./buyQuest";
import { specialSpellOnSale } from "./buySpecial";
import { mysterySetsForSale } from "./hourglass";
import { own } from "./lookup";
import { pinnedItemsInOrder } from "./pinned";
import { backgroundSetOffered } from "./rotation";
import { gearGemPrice, gemItemOnSale } from "./purchase";
import type { PinnedItem, User } from "./types";

/** A message key (with values) to text, in the reader's language. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export type Currency = "gold" | "gems" | "hourglasses";

export interface ShopItem {
  key: string;
  text: string;
  notes: string;
  value: number;
  currency: Currency;
  /** The `type` the purchase routes take for it. */
  purchaseType: string;
  /** The picture's name in the public API's sprite sheet. */
  class: string;
  /** Listed but not buyable by this player yet (a level, an earlier quest or tier). */
  locked: boolean;
  /** Pin type and path, for the pin routes. */
  pinType?: string;
  path?: string;
  type?: string;
  [extra: string]: unknown;
}

export interface ShopCategory {
  identifier: string;
  text: string;
  notes?: string;
  items: ShopItem[];
  /** A set bought as a whole. */
  purchaseAll?: boolean;
}

/** The equipment slots in the public API's order. */
export const SLOT_ORDER: GearType[] = ["weapon", "armor", "head", "shield", "body", "back", "headAccessory", "eyewear"];

function stats(item: GearItem) {
  return { str: item.str ?? 0, int: item.int ?? 0, con: item.con ?? 0, per: item.per ?? 0 };
}

/** A piece of gear as the market lists it. */
export function gearListing(item: GearItem, say: Translate, locked = false): ShopItem {
  const gems = item.gearSet !== undefined;
  return {
    key: item.key,
    text: say(item.text),
    notes: say(item.notes),
    value: gems ? gearGemPrice(item) : item.value,
    currency: gems ? "gems" : "gold",
    purchaseType: gems ? "gear" : "marketGear",
    pinType: gems ? "gear" : "marketGear",
    path: `gear.flat.${item.key}`,
    class: `shop_${item.key}`,
    type: item.type,
    set: item.set,
    klass: item.klass,
    specialClass: item.specialClass,
    index: item.index,
    locked,
    ...stats(item),
  };
}

/** Gear the player may buy for gold next: the next tier of each slot of their class line, and lost special gear. */
export function buyableGear(user: User, say: Translate, shop: ShopContext): ShopItem[] {
  const owned = user.items.gear.owned;
  const next = SLOT_ORDER.flatMap((slot) => {
    const line = gearTree[slot]?.[user.stats.class] ?? [];
    const item = line.find((candidate) => !own(owned, candidate.key));
    return item && item.canBuy ? [item] : [];
  });
  // Special gear once owned and lost is bought back at its price, as is gear earned by a standing
  // (backer, contributor) the player has and never took. Seasonal gear is the seasonal shop's.
  const earned = (item: GearItem) => (item.canOwn ?? []).some((rule) => !("klass" in rule));
  const special = Object.values(gear).filter(
    (item) =>
      ["special", "mystery", "armoire"].includes(item.klass) &&
      !own(owned, item.key) &&
      (own(owned, item.key) === false ||
        (item.canBuy &&
          !item.season &&
          item.gearSet === undefined &&
          earned(item) &&
          canOwnGear(user, item) &&
          gearInSeason(user, item, shop))),
  );
  return [...next, ...special]
    .sort((a, b) => SLOT_ORDER.indexOf(a.type) - SLOT_ORDER.indexOf(b.type))
    .map((item) => gearListing(item, say));
}

export function eggListing(key: string, say: Translate): ShopItem {
  const egg = eggs[key];
  return {
    key,
    text: say(egg.text),
    notes: say(egg.notes),
    value: egg.value,
    currency: "gems",
    purchaseType: "eggs",
    pinType: "eggs",
    path: `eggs.${key}`,
    class: `Pet_Egg_${key}`,
    locked: false,
  };
}

export function potionListing(key: string, say: Translate): ShopItem {
  const potion = hatchingPotions[key];
  const premium = potion.premium;
  return {
    key,
    text: say(potion.text),
    notes: say(potion.notes),
    value: potion.value,
    currency: "gems",
    purchaseType: "hatchingPotions",
    pinType: premium ? "premiumHatchingPotion" : "hatchingPotions",
    path: premium ? `premiumHatchingPotions.${key}` : `hatchingPotions.${key}`,
    class: `Pet_HatchingPotion_${key}`,
    locked: false,
  };
}

export function foodListing(key: string, say: Translate): ShopItem {
  const item = food[key];
  return {
    key,
    text: say(item.text),
    notes: say(item.notes),
    value: item.value,
    currency: "gems",
    purchaseType: "food",
    pinType: "food",
    path: `food.${key}`,
    class: `Pet_Food_${key}`,
    locked: false,
  };
}

export const byKey = (a: ShopItem, b: ShopItem) => a.key.localeCompare(b.key);

/** A player who has completed every quest: every item a quest unlocks is on sale to them. */
const EVERY_QUEST_DONE = {
  achievements: { quests: Object.fromEntries(Object.keys(quests).map((key) => [key, 1])) },
  items: { gear: { owned: {} }, quests: {} },
  stats: { lvl: Number.MAX_SAFE_INTEGER },
} as unknown as User;

/** The market's categories in order: the gem shop type each sells, its words and its candidates. */
const MARKET_SECTIONS: readonly {
  identifier: string;
  type: "eggs" | "hatchingPotions" | "food";
  text: string;
  notes?: string;
  keys: readonly string[];
  listing: (key: string, say: Translate) => ShopItem;
}[] = [
  {
    identifier: "eggs",
    type: "eggs",
    text: "shopEggs",
    notes: "shopEggsNotes",
    keys: Object.keys(eggs),
    listing: eggListing,
  },
  {
    identifier: "hatchingPotions",
    type: "hatchingPotions",
    text: "shopHatchingPotions",
    keys: Object.keys(hatchingPotions).filter((key) => !hatchingPotions[key].premium),
    listing: potionListing,
  },
  {
    identifier: "premiumHatchingPotions",
    type: "hatchingPotions",
    text: "shopPremiumHatchingPotions",
    keys: Object.keys(hatchingPotions).filter((key) => hatchingPotions[key].premium),
    listing: potionListing,
  },
  { identifier: "food", type: "food", text: "shopFood", keys: Object.keys(food), listing: foodListing },
];

/** The gem shop type a market category's items are bought as. */
function marketType(identifier: string): "eggs" | "hatchingPotions" | "food" {
  return MARKET_SECTIONS.find((section) => section.identifier === identifier)?.type ?? "hatchingPotions";
}

/**
 * The market on `shop`'s day for anyone (in one language): everything on sale to a player who
 * has completed every quest. marketForPlayer keeps what is on sale to the player asking (only
 * a completed quest opens more of the market, so nobody is sold more than this).
 */
export function marketShared(shop: ShopContext, say: Translate): ShopCategory[] {
  return MARKET_SECTIONS.map(({ identifier, type, text, notes, keys, listing }) => ({
    identifier,
    text: say(text),
    ...(notes ? { notes: say(notes) } : {}),
    items: keys
      .filter((key) => gemItemOnSale(EVERY_QUEST_DONE, type, key, shop))
      .map((key) => listing(key, say))
      .sort(byKey),
  }));
}

/** The market's shared listing as `user` sees it (marketShared): what is on sale to them. */
export function marketForPlayer(shared: readonly ShopCategory[], user: User, shop: ShopContext): ShopCategory[] {
  return shared.map((category) => {
    const type = marketType(category.identifier);
    return { ...category, items: category.items.filter((item) => gemItemOnSale(user, type, item.key, shop)) };
  });
}

/** Every class line's gold gear, locked where the player cannot buy it yet (another class, an earlier tier missing). */
export function marketGearCategories(user: User, say: Translate): ShopCategory[] {
  const owned = user.items.gear.owned;
  return CLASSES.map((klass) => ({
    identifier: klass,
    text: say(`class${klass.charAt(0).toUpperCase()}${klass.slice(1)}`),
    items: SLOT_ORDER.flatMap((slot) => gearTree[slot]?.[klass] ?? [])
      .filter((item) => item.canBuy && !item.season && item.gearSet === undefined && !own(owned, item.key))
      .map((item) => {
        const previous = previousGearRequired(item);
        return gearListing(item, say, klass !== user.stats.class || (previous !== undefined && !own(owned, previous)));
      }),
  }));
}

export function questListing(quest: Quest, say: Translate, currency: Currency, locked: boolean): ShopItem {
  const value = currency === "gold" ? (quest.goldValue ?? 0) : currency === "gems" ? quest.value : 1;
  return {
    key: quest.key,
    text: say(quest.text),
    notes: say(quest.notes),
    value,
    currency,
    purchaseType: "quests",
    pinType: "quests",
    path: `quests.${quest.key}`,
    class: locked ? `inventory_quest_scroll_${quest.key}_locked` : `inventory_quest_scroll_${quest.key}`,
    locked,
    category: quest.category,
    lvl: quest.lvl,
    boss: quest.boss,
    collect: quest.collect,
    drop: quest.drop,
  };
}

/** A quest's listing locked or unlocked (its scroll drawn to match). */
function questListingLocked(item: ShopItem, locked: boolean): ShopItem {
  return {
    ...item,
    locked,
    class: locked ? `inventory_quest_scroll_${item.key}_locked` : `inventory_quest_scroll_${item.key}`,
  };
}

/** A quest bundle as the quest shop lists it. */
export function bundleShopListing(bundle: (typeof questBundles)[string], say: Translate): ShopItem {
  return {
    key: bundle.key,
    text: say(bundle.text),
    notes: say(bundle.notes),
    value: bundle.value,
    currency: "gems",
    purchaseType: "bundles",
    pinType: "bundles",
    path: `bundles.${bundle.key}`,
    class: `quest_bundle_${bundle.key}`,
    locked: false,
    bundleKeys: bundle.bundleKeys,
  };
}

/**
 * The quest shop on `shop`'s day for anyone (in one language): every gold quest and every gem
 * quest of the shop's categories, unlocked, and the bundles on sale. questShopForPlayer locks
 * the gold quests whose chain the player has not reached and keeps the gem quests on sale to
 * them or already theirs, locked when not on sale.
 */
export function questShopShared(shop: ShopContext, say: Translate): ShopCategory[] {
  const all = Object.values(quests);
  const gemCategory = (identifier: string, category: string): ShopCategory => ({
    identifier,
    text: say(`questCategory${identifier.charAt(0).toUpperCase()}${identifier.slice(1)}`),
    items: all
      .filter((quest) => quest.category === category && !quest.goldValue)
      .map((quest) => questListing(quest, say, "gems", false)),
  });
  return [
    {
      identifier: "gold",
      text: say("questCategoryGold"),
      items: all.filter((quest) => quest.goldValue).map((quest) => questListing(quest, say, "gold", false)),
    },
    gemCategory("pet", "pet"),
    gemCategory("hatchingPotion", "hatchingPotion"),
    gemCategory("unlockable", "unlockable"),
    {
      identifier: "bundle",
      text: say("questCategoryBundle"),
      items: Object.values(questBundles)
        .filter((bundle) => gemItemOnSale(EVERY_QUEST_DONE, "bundles", bundle.key, shop))
        .map((bundle) => bundleShopListing(bundle, say)),
    },
  ];
}

/** The quest shop's shared listing as `user` sees it (questShopShared). */
export function questShopForPlayer(shared: readonly ShopCategory[], user: User, shop: ShopContext): ShopCategory[] {
  const lockedAs = (item: ShopItem, locked: boolean) =>
    locked === item.locked ? item : questListingLocked(item, locked);
  return shared.map((category) => {
    if (category.identifier === "gold") {
      return {
        ...category,
        items: category.items.map((item) => {
          const quest = own(quests, item.key);
          return lockedAs(item, !quest || !goldQuestChainOpen(user, quest));
        }),
      };
    }
    if (category.identifier === "bundle") {
      return { ...category, items: category.items.filter((item) => gemItemOnSale(user, "bundles", item.key, shop)) };
    }
    return {
      ...category,
      items: category.items.flatMap((item) => {
        const quest = own(quests, item.key);
        if (!quest) return [];
        const onSale = questBuyableWithGems(quest, user, shop);
        const owned = (own(user.items.quests, quest.key) ?? 0) > 0;
        return onSale || owned ? [lockedAs(item, !onSale)] : [];
      }),
    };
  });
}

function animalText(kind: "pets" | "mounts", key: string, say: Translate): string {
  const animal = kind === "pets" ? own(pets, key) : own(mounts, key);
  if (animal?.text) return say(animal.text);
  const [egg, potion] = key.split("-");
  const potionText = say(hatchingPotions[potion]?.text ?? potion);
  return kind === "pets"
    ? say("petName", { potion: potionText, egg: say(eggs[egg]?.text ?? egg) })
    : say("mountName", { potion: potionText, mount: say(eggs[egg]?.mountText ?? egg) });
}

/** The time travelers: past subscriber sets, their pets, mounts, backgrounds and quests, for hourglasses. */
export function timeTravelersCategories(user: User, now: Date, say: Translate): ShopCategory[] {
  return timeTravelersForPlayer(timeTravelersShared(now, say), user);
}

/**
 * What the time travelers offer on `now`'s day to anyone (in one language): every candidate,
 * owned or not. timeTravelersForPlayer takes out what a player already has.
 */
export function timeTravelersShared(now: Date, say: Translate): ShopCategory[] {
  const animals = (kind: "pets" | "mounts"): ShopCategory => ({
    identifier: kind,
    text: say(kind === "pets" ? "shopPets" : "shopMounts"),
    items: timeTravelStable[kind].map((key) => ({
      key,
      text: animalText(kind, key, say),
      notes: "",
      value: 1,
      currency: "hourglasses",
      purchaseType: kind,
      type: kind,
      class: `${kind === "pets" ? "Pet-" : "Mount_Head_"}${key}`,
      locked: false,
    })),
  });
  const categories: ShopCategory[] = [animals("pets"), animals("mounts")];
  categories.push({
    identifier: "backgrounds",
    text: say("shopBackgrounds"),
    items: Object.values(backgrounds)
      .filter((background) => background.currency === "hourglasses")
      .map((background) => ({
        key: background.key,
        text: say(background.text),
        notes: say(background.notes),
        value: background.price || 1,
        currency: "hourglasses",
        purchaseType: "backgrounds",
        class: `background_${background.key}`,
        locked: false,
      })),
  });
  categories.push({
    identifier: "quests",
    text: say("shopQuests"),
    items: Object.values(quests)
      .filter((quest) => quest.category === "timeTravelers")
      .map((quest) => ({ ...questListing(quest, say, "hourglasses", false), purchaseType: "quests" })),
  });
  // Every set on offer, whoever asks: the ones a player owns whole are taken out for them.
  const noGear = { items: { gear: { owned: {} } } } as unknown as User;
  for (const key of mysterySetsForSale(noGear, now).reverse()) {
    const set = mysterySets[key];
    categories.push({
      identifier: set.key,
      text: say(set.text),
      purchaseAll: true,
      items: set.items
        .map((item) => own(gear, item))
        .filter((item): item is GearItem => item !== undefined)
        .map((item) => ({
          ...gearListing(item, say),
          value: 1,
          currency: "hourglasses",
          purchaseType: "mystery_set",
          pinType: "mystery_set",
          path: `mystery.${set.key}`,
          set: set.key,
        })),
    });
  }
  return categories;
}

/** The time travelers' shared listing less what `user` already has (and the categories left empty). */
export function timeTravelersForPlayer(shared: readonly ShopCategory[], user: User): ShopCategory[] {
  const keep = (category: ShopCategory, item: ShopItem): boolean => {
    switch (category.identifier) {
      case "pets":
        return !((own(user.items.pets, item.key) ?? 0) > 0);
      case "mounts":
        return !own(user.items.mounts, item.key);
      case "backgrounds":
        return !own(user.purchased.background, item.key);
      default:
        return true;
    }
  };
  return shared
    .filter((category) => {
      const set = own(mysterySets, category.identifier);
      return !(category.purchaseAll && set && set.items.every((item) => own(user.items.gear.owned, item)));
    })
    .map((category) => ({ ...category, items: category.items.filter((item) => keep(category, item)) }))
    .filter((category) => category.items.length > 0);
}

/** The seasonal shop: the season's gear for the player's class, its spells and its quests. */
export function seasonalCategories(user: User, shop: ShopContext, say: Translate): ShopCategory[] {
  return seasonalForPlayer(seasonalShared(shop, say), user, shop);
}

/**
 * The seasonal shop on `shop`'s day for anyone (in one language): the season's spells, its
 * quests (unlocked) and every gear set of the season. seasonalForPlayer keeps the gear the
 * player may buy and locks the quests they may not.
 */
export function seasonalShared(shop: ShopContext, say: Translate): ShopCategory[] {
  const gearOfSeason = Object.values(gear).filter((item) => item.season === shop.season && item.canBuy);
  const sets = new Map<string, GearItem[]>();
  for (const item of gearOfSeason)
    sets.set(item.set ?? item.index, [...(sets.get(item.set ?? item.index) ?? []), item]);
  return [
    {
      identifier: "spells",
      text: say("shopSeasonalSpells"),
      items: Object.values(specialSpells)
        .filter((spell) => specialSpellOnSale(spell.key, shop))
        .map(
          (spell): ShopItem => ({
            key: spell.key,
            text: say(spell.text),
            notes: say(spell.notes),
            value: spell.value ?? 0,
            currency: "gold",
            purchaseType: "spells",
            pinType: spell.immediateUse ? "debuffPotion" : "seasonalSpell",
            path: `spells.special.${spell.key}`,
            class: `shop_${spell.key}`,
            type: "special",
            locked: false,
          }),
        ),
    },
    {
      identifier: "quests",
      text: say("shopQuests"),
      items: (SEASONAL_QUESTS[shop.season] ?? []).flatMap((key) => {
        const quest = own(quests, key);
        return quest ? [questListing(quest, say, "gems", false)] : [];
      }),
    },
    ...[...sets.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([set, items]) => ({
        identifier: set,
        text: say("shopSeasonalGear"),
        items: items.map((item) => gearListing(item, say)),
      })),
  ];
}

/** The seasonal shop's shared listing as `user` sees it (seasonalShared). */
export function seasonalForPlayer(shared: readonly ShopCategory[], user: User, shop: ShopContext): ShopCategory[] {
  const owned = user.items.gear.owned;
  return shared
    .map((category) => {
      if (category.identifier === "spells") return category;
      if (category.identifier === "quests") {
        return {
          ...category,
          items: category.items.map((item) => {
            const quest = own(quests, item.key);
            const locked = !quest || !questBuyableWithGems(quest, user, shop);
            return locked === item.locked ? item : questListingLocked(item, locked);
          }),
        };
      }
      return {
        ...category,
        items: category.items.filter((listed) => {
          const item = own(gear, listed.key);
          return (
            item !== undefined && !own(owned, item.key) && canOwnGear(user, item) && gearInSeason(user, item, shop)
          );
        }),
      };
    })
    .filter((category) => category.items.length > 0);
}

/** The background shop: the released sets of this month's rotation, sold for gems, by set. */
export function backgroundShopSets(user: User, now: Date, say: Translate): ShopCategory[] {
  return backgroundsForPlayer(backgroundShopShared(now, say), user);
}

/** The background shop on `now`'s day for anyone (in one language), nothing marked owned. */
export function backgroundShopShared(now: Date, say: Translate): ShopCategory[] {
  return backgroundSets
    .filter((set) => isReleased(set.released, now, 7) && backgroundSetOffered(set.key, now))
    .map((set) => ({
      identifier: set.key,
      text: say(set.text),
      items: set.backgrounds
        .map((key) => own(backgrounds, key))
        .filter(
          (background) =>
            background !== undefined &&
            (background.currency === undefined || background.currency === "gems") &&
            background.price > 0,
        )
        .map((background) => ({
          key: background!.key,
          text: say(background!.text),
          notes: say(background!.notes),
          value: background!.price,
          currency: "gems" as const,
          purchaseType: "backgrounds",
          pinType: "background",
          path: `backgrounds.${background!.key}`,
          class: `background_${background!.key}`,
          locked: false,
          owned: false,
        })),
    }))
    .filter((set) => set.items.length > 0)
    .reverse();
}

/** The background shop's shared listing with the backgrounds `user` owns marked. */
export function backgroundsForPlayer(shared: readonly ShopCategory[], user: User): ShopCategory[] {
  return shared.map((set) => ({
    ...set,
    items: set.items.map((item) => ({ ...item, owned: Boolean(own(user.purchased.background, item.key)) })),
  }));
}

/**
 * A pinned path's listing for anyone (in one language), the same for every player and day:
 * gear unlocked; undefined when its content is gone. pinnedItemForPlayer puts on the pin's
 * type and path and the player's lock.
 */
export function pinnedPathListing(path: string, say: Translate): ShopItem | undefined {
  const [head, second, third] = path.split(".");
  if (path === "potion") {
    return {
      key: "potion",
      text: say("potionText"),
      notes: say("potionNotes"),
      value: HEALTH_POTION_PRICE,
      currency: "gold",
      purchaseType: "potions",
      pinType: "potion",
      path: "potion",
      class: "shop_potion",
      locked: false,
    };
  }
  if (path === "armoire") {
    return {
      key: "armoire",
      text: say("armoireText"),
      notes: say("armoireNotes"),
      value: ARMOIRE_PRICE,
      currency: "gold",
      purchaseType: "armoire",
      pinType: "armoire",
      path: "armoire",
      class: "shop_armoire",
      locked: false,
    };
  }
  if (path === "gem")
    return {
      key: "gem",
      text: say("shopGem"),
      notes: say("shopGemNotes"),
      value: 20,
      currency: "gold",
      purchaseType: "gems",
      pinType: "gems",
      path: "gem",
      class: "gem",
      locked: false,
    };
  switch (head) {
    case "gear": {
      const item = second === "flat" ? own(gear, third) : undefined;
      return item && gearListing(item, say);
    }
    case "eggs":
      return own(eggs, second) && eggListing(second, say);
    case "hatchingPotions":
    case "premiumHatchingPotions":
      return own(hatchingPotions, second) && potionListing(second, say);
    case "food":
      return own(food, second) && foodListing(second, say);
    case "quests": {
      const quest = own(quests, second);
      if (!quest) return undefined;
      return questListing(quest, say, quest.goldValue ? "gold" : "gems", false);
    }
    case "bundles": {
      const bundle = own(questBundles, second);
      return (
        bundle && {
          key: bundle.key,
          text: say(bundle.text),
          notes: say(bundle.notes),
          value: bundle.value,
          currency: "gems",
          purchaseType: "bundles",
          class: `quest_bundle_${bundle.key}`,
          locked: false,
        }
      );
    }
    case "spells": {
      const spell = own(allSpells, third ?? second);
      return (
        spell && {
          key: spell.key,
          text: say(spell.text),
          notes: say(spell.notes),
          value: spell.value ?? CARD_PRICE_GOLD,
          currency: "gold",
          purchaseType: "spells",
          class: `shop_${spell.key}`,
          type: "special",
          locked: false,
        }
      );
    }
    case "mystery": {
      const set = own(mysterySets, second);
      return (
        set && {
          key: set.key,
          text: say(set.text),
          notes: "",
          value: 1,
          currency: "hourglasses",
          purchaseType: "mystery_set",
          class: `shop_set_mystery_${set.key}`,
          locked: false,
        }
      );
    }
    case "backgrounds": {
      const background = own(backgrounds, third ?? second);
      return (
        background && {
          key: background.key,
          text: say(background.text),
          notes: say(background.notes),
          value: background.price,
          currency: background.currency === "hourglasses" ? "hourglasses" : "gems",
          purchaseType: "backgrounds",
          class: `background_${background.key}`,
          locked: false,
        }
      );
    }
    default:
      return undefined;
  }
}

/** The listing of `pin` as `user` sees it, from its path's shared listing (pinnedPathListing). */
export function pinnedItemForPlayer(shared: ShopItem | undefined, user: User, pin: PinnedItem): ShopItem | undefined {
  if (!shared) return undefined;
  if (pin.path === "potion" || pin.path === "armoire" || pin.path === "gem") return shared;
  const listed: ShopItem = { ...shared, pinType: pin.type, path: pin.path };
  const [head, second, third] = pin.path.split(".");
  if (head === "gear" && second === "flat") {
    const item = own(gear, third);
    if (!item) return undefined;
    const previous = previousGearRequired(item);
    listed.locked = !canOwnGear(user, item) || (previous !== undefined && !own(user.items.gear.owned, previous));
  }
  return listed;
}

/** The rewards column's shop items: the pins every player has, then the player's own, in their order. */
export function inAppRewardsForPlayer(user: User, listingOf: (path: string) => ShopItem | undefined): ShopItem[] {
  return pinnedItemsInOrder(user)
    .map((pin) => pinnedItemForPlayer(listingOf(pin.path), user, pin))
    .filter((item): item is ShopItem => item !== undefined);
}
