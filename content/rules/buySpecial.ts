/** Buying seasonal special spells and their debuff potions for gold (spec §5 "Special spells"). */
import { DEBUFF_MAP } from "../data/constants";
import { cards, specialSpells } from "../data/spells";
import type { ShopContext } from "./availability";
import { validQuantity } from "./currency";
import { badRequest, notAuthorized, notFound } from "./errors";
import type { User } from "./types";
import { own } from "./lookup";

const DEBUFF_TO_SPELL: Record<string, keyof typeof DEBUFF_MAP> = Object.fromEntries(
  (Object.keys(DEBUFF_MAP) as (keyof typeof DEBUFF_MAP)[]).map((spell) => [DEBUFF_MAP[spell], spell]),
);

/** Seasonal spells sell in their season; debuff potions and greeting cards always. */
export function specialSpellOnSale(key: string, shop: ShopContext): boolean {
  if (own(cards, key)) return true;
  const spell = own(specialSpells, key);
  if (!spell) return false;
  if (own(DEBUFF_TO_SPELL, key)) return true;
  return spell.season === shop.season;
}

export function buySpecialSpell(
  user: User,
  params: { key?: string; quantity?: number },
  shop: ShopContext,
): { user: User; data: Pick<User, "items" | "stats">; message: string; messageVars: { itemText: string } } {
  const quantity = validQuantity(params.quantity);
  const key = params.key;
  if (!key) throw badRequest("missingKeyParam");
  // A card bought ahead is kept among the special items, as the public API sells them.
  const spell = own(specialSpells, key) ?? own(cards, key);
  if (!spell) throw notFound("spellNotFound", { spellId: key });
  if (!specialSpellOnSale(key, shop)) throw notAuthorized("messageNotAvailable");
  const price = (spell.value ?? 0) * quantity;
  if (user.stats.gp < price) throw notAuthorized("messageNotEnoughGold");
  const next = structuredClone(user);
  next.stats.gp -= price;
  const removes = own(DEBUFF_TO_SPELL, key);
  if (removes) {
    // A debuff potion is drunk at once: it ends its transformation.
    next.stats.buffs[removes] = false;
  } else {
    next.items.special = { ...next.items.special, [key]: Number(own(next.items.special, key) ?? 0) + quantity };
  }
  return {
    user: next,
    data: { items: next.items, stats: next.stats },
    message: "messageBought",
    messageVars: { itemText: spell.text },
  };
}
