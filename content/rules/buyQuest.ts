/** Buying quest scrolls with gold or gems (spec §5 "Gold quests", "Gem quests"). */
import { quests, SEASONAL_QUESTS } from "../data/quests";
import type { Quest } from "../data/types";
import { buyRuleAllows, type ShopContext } from "./availability";
import { payGems, validQuantity } from "./currency";
import { badRequest, notAuthorized, notFound } from "./errors";
import type { User } from "./types";
import { own } from "./lookup";

/** The last parts of the four class chains open the Lost Masterclasser. */
export const LOST_MASTERCLASSER_UNLOCK = [
  "dilatoryDistress3",
  "mayhemMistiflying3",
  "stoikalmCalamity3",
  "taskwoodsTerror3",
];

function findQuest(key: string | undefined): Quest {
  if (!key) throw badRequest("missingKeyParam");
  const quest = own(quests, key);
  if (!quest) throw notFound("questNotFound", { key });
  return quest;
}

function addScrolls(user: User, key: string, quantity: number): void {
  const owned = own(user.items.quests, key) ?? 0;
  user.items.quests = { ...user.items.quests, [key]: Math.max(0, owned) + quantity };
}

export function buyQuestWithGold(
  user: User,
  params: { key?: string; quantity?: number },
): { user: User; data: User["items"]["quests"]; message: string; messageVars: { itemText: string } } {
  const quantity = validQuantity(params.quantity);
  const quest = findQuest(params.key);
  if (!quest.goldValue) throw notAuthorized("questNotGoldPurchasable", { key: quest.key });
  if (
    quest.key === "lostMasterclasser1" &&
    !LOST_MASTERCLASSER_UNLOCK.every((key) => (user.achievements.quests[key] ?? 0) > 0)
  ) {
    throw notAuthorized("questUnlockLostMasterclasser");
  }
  for (const prereq of quest.prereqQuests ?? []) {
    if (!((user.achievements.quests[prereq] ?? 0) > 0))
      throw notAuthorized("mustComplete", { itemText: quests[prereq]?.text ?? prereq });
  }
  if (user.stats.gp < quest.goldValue * quantity) throw notAuthorized("messageNotEnoughGold");
  const next = structuredClone(user);
  addScrolls(next, quest.key, quantity);
  next.stats.gp -= quest.goldValue * quantity;
  return { user: next, data: next.items.quests, message: "messageBought", messageVars: { itemText: quest.text } };
}

/**
 * Whether the player has reached this gold quest in its chain (the quests before it completed;
 * the four chains' ends for the Lost Masterclasser): what buyQuestWithGold asks besides the gold.
 */
export function goldQuestChainOpen(user: User, quest: Quest): boolean {
  const done = (key: string) => (user.achievements.quests[key] ?? 0) > 0;
  if (quest.key === "lostMasterclasser1" && !LOST_MASTERCLASSER_UNLOCK.every(done)) return false;
  return (quest.prereqQuests ?? []).every(done);
}

/** May this quest be bought with gems now (category, buy rule, rotation for pet/potion quests)? */
export function questBuyableWithGems(quest: Quest, user: User, shop: ShopContext): boolean {
  if (quest.category === "world" || quest.category === "timeTravelers") return false;
  if (!buyRuleAllows(quest.canBuy, user, shop)) return false;
  // Seasonal quests are the seasonal shop's, in their gala's season only.
  const seasonal = Object.entries(SEASONAL_QUESTS).find(([, keys]) => keys.includes(quest.key));
  if (seasonal) return seasonal[0] === shop.season;
  if (quest.category === "pet" || quest.category === "hatchingPotion") {
    const onSale = quest.category === "pet" ? shop.rotation?.petQuests : shop.rotation?.hatchingPotionQuests;
    // Event quests (with their own event) follow the event, not the rotation.
    if (quest.event) return shop.events.includes(quest.event);
    return onSale === undefined || onSale.includes(quest.key);
  }
  if (quest.lvl && user.stats.lvl < quest.lvl) return false;
  return true;
}

export function buyQuestWithGems(
  user: User,
  params: { key?: string; quantity?: number },
  shop: ShopContext,
): { user: User; data: User["items"]["quests"]; message: string; messageVars: { itemText: string } } {
  const quantity = validQuantity(params.quantity);
  const quest = findQuest(params.key);
  // Gold-chain quests, and quests with no gem price (the Basi-List), are never sold for gems.
  if (quest.category === "gold" || !quest.value) throw notAuthorized("questNotGemPurchasable", { key: quest.key });
  if (!questBuyableWithGems(quest, user, shop)) throw notAuthorized("messageNotAvailable");
  const next = structuredClone(user);
  payGems(next, quest.value * quantity);
  addScrolls(next, quest.key, quantity);
  return { user: next, data: next.items.quests, message: "messageBought", messageVars: { itemText: quest.text } };
}
