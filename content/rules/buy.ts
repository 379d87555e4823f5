/** POST /user/buy/{key}: one entry point choosing the shop by type (spec §7). */
import { gear } from "../data/gear";
import { pets } from "../data/pets";
import { quests } from "../data/quests";
import { cards, specialSpells } from "../data/spells";
import { shopContextAt, type ShopContext } from "./availability";
import { buyArmoire } from "./buyArmoire";
import { buyGear } from "./buyGear";
import { buyGemsWithGold } from "./buyGems";
import { buyQuestWithGems, buyQuestWithGold } from "./buyQuest";
import { buySpecialSpell } from "./buySpecial";
import { payGems, validQuantity } from "./currency";
import { badRequest, notAuthorized, notFound } from "./errors";
import { buyHealthPotion } from "./health";
import { buyMysterySet } from "./hourglass";
import { purchaseWithGems } from "./purchase";
import type { RuleContext } from "./random";
import type { User } from "./types";
import { own } from "./lookup";

export interface BuyParams {
  key?: string;
  type?: string;
  quantity?: number;
}

export interface BuyOutcome {
  user: User;
  data: unknown;
  message?: string;
  messageVars?: Record<string, string | number>;
}

/** Special pets sold for gems during their event (the Jubilant Gryphatrice). */
export function buyPetWithGems(user: User, params: { key?: string; quantity?: number }, shop: ShopContext): BuyOutcome {
  if (validQuantity(params.quantity) > 1) throw notAuthorized("messageNotAbleToBuyInBulk");
  const key = params.key;
  if (!key) throw badRequest("missingKeyParam");
  const pet = own(pets, key);
  if (!pet || pet.value === undefined) throw notFound("petNotFound");
  if ((own(user.items.pets, key) ?? 0) > 0) throw notAuthorized("petsAlreadyOwned");
  if (pet.event && !shop.events.includes(pet.event)) throw notAuthorized("messageNotAvailable");
  const next = structuredClone(user);
  payGems(next, pet.value);
  next.items.pets = { ...next.items.pets, [key]: 5 };
  return { user: next, data: next.items, message: "messageBought", messageVars: { itemText: pet.text ?? key } };
}

export function buy(
  user: User,
  params: BuyParams,
  ctx: RuleContext,
  shop: ShopContext = shopContextAt(ctx.now),
): BuyOutcome {
  const { key, type, quantity } = params;
  if (!key) throw badRequest("missingKeyParam");
  if (key === "armoire" || type === "armoire") return buyArmoire(user, { quantity }, ctx);
  if (key === "potion" || type === "potion") return buyHealthPotion(user, { quantity });
  switch (type) {
    case "mystery":
      return buyMysterySet(user, { key, quantity }, ctx.now);
    case "gems":
      return buyGemsWithGold(user, { quantity });
    case "quests":
    case "quest":
      // Quests with a gold price are bought with gold; the others with gems.
      return own(quests, key)?.goldValue
        ? buyQuestWithGold(user, { key, quantity })
        : buyQuestWithGems(user, { key, quantity }, shop);
    case "special":
    case "debuffPotion":
    case "seasonalSpell":
      return buySpecialSpell(user, { key, quantity }, shop);
    case "pets":
      return buyPetWithGems(user, { key, quantity }, shop);
    case "eggs":
    case "hatchingPotions":
    case "premiumHatchingPotion":
    case "food":
    case "bundles":
      return purchaseWithGems(
        user,
        { type: type === "premiumHatchingPotion" ? "hatchingPotions" : type, key, quantity },
        shop,
      );
    case "backgrounds":
    case "background":
    case "customization":
      throw badRequest("useUnlockForCosmetics");
    case "gear":
    case "marketGear":
    case undefined:
      if (key === "gem") return buyGemsWithGold(user, { quantity });
      // Seasonal spells, their potions and cards are sold here by key alone, as the public API does.
      if (type === undefined && (own(specialSpells, key) || own(cards, key)))
        return buySpecialSpell(user, { key, quantity }, shop);
      if (!own(gear, key) && type === undefined) throw notFound("itemNotFound", { key });
      return buyGear(user, { key, quantity }, ctx, shop);
    default:
      throw badRequest("typeRequired");
  }
}
