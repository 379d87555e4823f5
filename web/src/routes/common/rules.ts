/**
 * The game rules the shop, inventory and profile screens run in the browser: loaded on demand
 * (this module and the content tables it pulls in stay out of the first screen's bundle).
 */
export {
  shopContextAt,
  seasonAt,
  buyRuleAllows,
  isArmoireItemVisible,
  type ShopContext,
} from "../../../../content/rules/availability";
export { buyGear, canOwnGear, previousGearRequired, gearInSeason } from "../../../../content/rules/buyGear";
export { purchaseWithGems, gearGemPrice } from "../../../../content/rules/purchase";
export { buyQuestWithGold, buyQuestWithGems, questBuyableWithGems } from "../../../../content/rules/buyQuest";
export { buySpecialSpell, specialSpellOnSale } from "../../../../content/rules/buySpecial";
export { buyGemsWithGold, gemCap } from "../../../../content/rules/buyGems";
export { buyArmoire, armoireGearLeft } from "../../../../content/rules/buyArmoire";
export { buyHealthPotion } from "../../../../content/rules/health";
export {
  purchaseWithHourglass,
  buyMysterySet,
  mysterySetsForSale,
  TIME_TRAVEL_STABLE,
} from "../../../../content/rules/hourglass";
export { unlock, INCENTIVE_BACKGROUNDS } from "../../../../content/rules/unlock";
export { equip, unequip } from "../../../../content/rules/equip";
export { hatch } from "../../../../content/rules/hatch";
export { feed, feedStrength, SADDLE_KEY } from "../../../../content/rules/feed";
export { sell } from "../../../../content/rules/sell";
export {
  releasePets,
  releaseMounts,
  releaseBoth,
  beastMasterProgress,
  mountMasterProgress,
} from "../../../../content/rules/release";
export { togglePinnedItem, isPinned } from "../../../../content/rules/pinned";
export { computeStats } from "../../../../content/rules/stats";
export { toNextLevel } from "../../../../content/rules/levels";
export { rotationEnds } from "../../../../content/rules/rotation";
export { seededRandom } from "../../../../content/rules/random";
export { GameError } from "../../../../content/rules/errors";
export { default as gameMessages } from "../../i18n/namespaces/gameMessages";
export { SEASONAL_QUESTS, quests } from "../../../../content/data/quests";
export { STANDARD_PET_KEYS, pets, mounts } from "../../../../content/data/pets";
export { gear } from "../../../../content/data/gear";
export { eggs } from "../../../../content/data/eggs";
export { hatchingPotions } from "../../../../content/data/hatchingPotions";
export { food } from "../../../../content/data/food";
export { allSpells } from "../../../../content/data/spells";
