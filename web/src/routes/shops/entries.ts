/** Shop entries built from the content and the rules: what each shop lists and how each is bought. */
import { createElement } from "react";
import type { GearItem } from "../../../../content/data/types";
import { QuestDetails } from "../../groups/QuestDetails";
import type { User } from "../../../../content/rules/types";
import * as shopsApi from "../../api/shops";
import { refusalKey, type Game } from "../common/game";
import type { ShopEntry } from "../common/ShopGrid";
import type { ShopContext } from "../common/rules";
import text from "../../i18n/namespaces/shops";
import words from "../../i18n/namespaces/words";
import why from "../../i18n/namespaces/shopWhy";
import { className } from "../../classes";
import { translate } from "../../i18n";

const noRandom = { next: () => 0.5 };

export function gearEntry(game: Game, shop: ShopContext, item: GearItem): ShopEntry {
  const { rules, user } = game;
  const gems = item.gearSet !== undefined;
  const owned = Boolean(user.items.gear.owned[item.key]);
  return {
    id: `gear:${item.key}`,
    itemKey: item.key,
    kind: "gear",
    name: item.text,
    notes: [item.notes, statLine(item)].filter(Boolean).join(" "),
    detail: statLine(item) || undefined,
    price: gems ? rules.gearGemPrice(item) : item.value,
    currency: gems ? "gems" : "gold",
    owned,
    local: (current) =>
      gems
        ? rules.purchaseWithGems(current, { type: "gear", key: item.key, quantity: 1 }, shop)
        : rules.buyGear(current, { key: item.key }, { now: shop.now, random: noRandom }, shop),
    send: () => (gems ? shopsApi.purchase("gear", item.key, 1) : shopsApi.buyGear(item.key)),
    pin: gems ? undefined : { type: "marketGear", path: `gear.flat.${item.key}` },
    why: (current) =>
      gearRefusal(
        game,
        item,
        refusalKey(rules, () => rules.buyGear(current, { key: item.key }, { now: shop.now, random: noRandom }, shop)),
      ),
  };
}

/** Why a piece of gear cannot be bought now, and what would open it; undefined to keep the rule's own words. */
export function gearRefusal(game: Game, item: GearItem, key: string | undefined): string | undefined {
  if (key === "cannotBuyItem") {
    const klassRule = item.canOwn?.find(
      (rule): rule is { klass: GearItem["specialClass"] & string } => "klass" in rule,
    );
    const klass = item.specialClass ?? klassRule?.klass;
    if (klass && klass !== game.user.stats.class) return translate(why, "forClass", { class: className(klass) });
    return translate(why, "notSold");
  }
  if (key === "previousGearNotOwned") {
    const previous = game.rules.previousGearRequired(item);
    const name = previous ? game.content.gear[previous]?.text : undefined;
    return name ? translate(why, "needsPrevious", { name }) : undefined;
  }
  if (key === "messageNotAvailable" && item.season) return translate(why, "inSeason", { season: item.season });
  return undefined;
}

export function statLine(item: Pick<GearItem, "str" | "int" | "con" | "per">): string {
  const parts = (["str", "int", "con", "per"] as const)
    .filter((stat) => (item[stat] ?? 0) !== 0)
    .map((stat) => `${translate(words, STAT_NAMES[stat])} +${item[stat]}`);
  return parts.join(", ");
}

/** Stat names as keys of the words namespace. */
export const STAT_NAMES = { str: "strength", int: "intelligence", con: "constitution", per: "perception" } as const;

type GemItemType = "eggs" | "hatchingPotions" | "food";

export function gemItemEntry(
  game: Game,
  shop: ShopContext,
  type: GemItemType,
  key: string,
  premium = false,
): ShopEntry {
  const { content, rules, user } = game;
  const item = content[type][key];
  return {
    id: `${type}:${key}`,
    itemKey: key,
    kind: type === "eggs" ? "egg" : type === "food" ? "food" : "potion",
    name: item.text,
    notes: item.notes,
    price: item.value,
    currency: "gems",
    bulk: true,
    owned: user.items[type][key] ?? 0,
    local: (current, quantity) => rules.purchaseWithGems(current, { type, key, quantity }, shop),
    send: (quantity) => shopsApi.purchase(type, key, quantity),
    pin: premium
      ? { type: "premiumHatchingPotion", path: `premiumHatchingPotions.${key}` }
      : { type, path: `${type}.${key}` },
  };
}

export function questEntry(
  game: Game,
  shop: ShopContext,
  key: string,
  currency: "gold" | "gems" | "hourglasses",
): ShopEntry {
  const { content, rules, user } = game;
  const quest = content.quests[key];
  const requirement = quest.lvl
    ? translate(text, "levelAndUp", { level: quest.lvl })
    : quest.prereqQuests?.length
      ? translate(text, "after", {
          quests: quest.prereqQuests.map((prereq) => content.quests[prereq]?.text ?? prereq).join(", "),
        })
      : undefined;
  return {
    id: `quests:${key}`,
    itemKey: key,
    kind: "quest",
    name: quest.text,
    notes: quest.notes,
    detail: requirement,
    price: currency === "gold" ? (quest.goldValue ?? 0) : currency === "gems" ? quest.value : 1,
    currency,
    bulk: true,
    owned: user.items.quests[key] ?? 0,
    local: (current, quantity) =>
      currency === "gold"
        ? rules.buyQuestWithGold(current, { key, quantity })
        : currency === "gems"
          ? rules.buyQuestWithGems(current, { key, quantity }, shop)
          : rules.purchaseWithHourglass(current, { type: "quests", key, quantity }),
    send: (quantity) =>
      currency === "gold"
        ? shopsApi.buyQuestWithGold(key, quantity)
        : currency === "gems"
          ? shopsApi.buy(key, "quests", quantity)
          : shopsApi.purchaseWithHourglass("quests", key, quantity),
    pin: currency === "hourglasses" ? undefined : { type: "quests", path: `quests.${key}` },
    details: createElement(QuestDetails, { quest }),
  };
}

export function bundleEntry(game: Game, shop: ShopContext, key: string): ShopEntry {
  const { content, rules } = game;
  const bundle = content.questBundles[key];
  return {
    id: `bundles:${key}`,
    itemKey: key,
    kind: "bundle",
    name: bundle.text,
    notes: translate(text, "holds", {
      notes: bundle.notes,
      items: bundle.bundleKeys.map((quest) => content.quests[quest]?.text ?? quest).join(", "),
    }),
    price: bundle.value,
    currency: "gems",
    local: (current) => rules.purchaseWithGems(current, { type: "bundles", key, quantity: 1 }, shop),
    send: () => shopsApi.purchase("bundles", key, 1),
    pin: { type: "bundles", path: `bundles.${key}` },
  };
}

export function spellEntry(game: Game, shop: ShopContext, key: string): ShopEntry {
  const { content, rules, user } = game;
  const spell = content.specialSpells[key];
  return {
    id: `spells:${key}`,
    itemKey: key,
    kind: "spell",
    name: spell.text,
    notes: spell.notes,
    price: spell.value ?? 0,
    currency: "gold",
    bulk: !spell.immediateUse,
    owned: Number(user.items.special[key] ?? 0) || undefined,
    local: (current, quantity) => rules.buySpecialSpell(current, { key, quantity }, shop),
    send: (quantity) => shopsApi.buySpecialSpell(key, quantity),
    pin: { type: spell.immediateUse ? "debuffPotion" : "seasonalSpell", path: `spells.special.${key}` },
  };
}

/** Sorts gear by slot, then class line tier. */
export function gearOrder(a: GearItem, b: GearItem): number {
  const slots = ["weapon", "shield", "head", "armor", "back", "body", "headAccessory", "eyewear"];
  return (
    slots.indexOf(a.type) - slots.indexOf(b.type) || Number(a.index) - Number(b.index) || a.key.localeCompare(b.key)
  );
}

export function ownedAll(user: User, keys: string[]): boolean {
  return keys.every((key) => user.items.gear.owned[key]);
}
