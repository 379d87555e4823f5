/**
 * Shapes of the static game content (content spec §3).
 * Every `text`, `notes`, ... field holds a message key of content/i18n, never wording.
 */
import type { PlayerClass } from "./constants";

export type GearType = "weapon" | "armor" | "head" | "shield" | "back" | "body" | "headAccessory" | "eyewear";
export type GearClass = "base" | "warrior" | "rogue" | "wizard" | "healer" | "special" | "mystery" | "armoire";
export type Season = "winter" | "spring" | "summer" | "fall";
export type StatBonus = { str: number; int: number; per: number; con: number };

/**
 * Who may own an item. A gear item lists alternatives; owning is allowed when ANY matches.
 * - backerTier: user.backer.tier >= n
 * - contributorLevel: user.contributor.level >= n
 * - flag "contributorCritical": user.contributor.critical is set
 * - flag "ownsItem": the item's key is present in user.items.gear.owned (granted by a drop, event or gift)
 * - klass: the user's class (class gear lines)
 */
export type OwnRule =
  | { backerTier: number }
  | { contributorLevel: number }
  | { flag: "contributorCritical" | "ownsItem" }
  | { klass: PlayerClass };

/** A release moment: the item becomes available at 00:00 of that day (day 1 when absent). */
export interface ReleaseDate {
  year: number;
  month: number;
  day?: number;
}

export interface GearItem extends StatBonus {
  key: string;
  type: GearType;
  klass: GearClass;
  /** Position inside its class line (a number for class tiers, a name for other sets). */
  index: string;
  set?: string;
  text: string;
  notes: string;
  /** Gold for class and base gear and armoire; gems for animal accessories (gearSet). */
  value: number;
  twoHanded?: boolean;
  /** The last tier of a class line (for the ultimate gear achievement). */
  last?: boolean;
  specialClass?: PlayerClass;
  season?: Season;
  event?: string;
  /** Subscriber set id (yyyymm) for mystery items. */
  mystery?: string;
  gearSet?: "animal" | "glasses" | "headband";
  canBuy: boolean;
  /** Absent: anyone may own it. */
  canOwn?: OwnRule[];
  /** Armoire and limited gear: first moment it may appear. */
  released?: ReleaseDate;
}

export type PetType = "drop" | "premium" | "quest" | "wacky" | "special";
export type MountType = "drop" | "premium" | "quest" | "special";

/** Who may buy an egg or potion in the market. */
export type BuyRule =
  | { always: true }
  | { never: true }
  /** achievements.quests[key] > 0 for any of the listed quests */
  | { questCompleted: string[] }
  /** only while this event (key of `events`) runs */
  | { event: string }
  /** only while a running event sets this food season (Cake, Candy, Pie) */
  | { foodSeason: FoodSeason }
  /** only while no event sets a food season (everyday food) */
  | { outsideFoodSeason: true };

export interface Egg {
  key: string;
  text: string;
  mountText: string;
  adjective: string;
  notes: string;
  value: number;
  type: "drop" | "quest";
  canBuy: BuyRule;
}

export interface HatchingPotion {
  key: string;
  text: string;
  notes: string;
  value: number;
  premium: boolean;
  limited: boolean;
  wacky: boolean;
  questPotion: boolean;
  canBuy: BuyRule;
  /** Display colour used to tint pictures. */
  color: string;
  event?: string;
}

export interface Pet {
  key: string;
  type: PetType;
  egg: string;
  potion: string;
  /** Message key of a special pet's own name; derived pets use `petName` with egg and potion. */
  text?: string;
  /** Special pets: how one is found. */
  canFind?: "event" | "worldBoss" | "veteran" | "gems" | "contributor" | "achievement";
  /** Gem price when a special pet is sold (the Jubilant Gryphatrice). */
  value?: number;
  event?: string;
}

export interface Mount {
  key: string;
  type: MountType;
  egg: string;
  potion: string;
  text?: string;
  canFind?: Pet["canFind"];
}

export type FoodSeason = "Cake" | "Candy" | "Pie";

export interface Food {
  key: string;
  text: string;
  textA: string;
  textThe: string;
  notes: string;
  /** The potion colour whose pets like this food. */
  target?: string;
  value: number;
  canBuy: BuyRule;
  /** Seasonal food is not a normal drop; it drops only while its food season runs. */
  canDrop: boolean;
  season?: FoodSeason;
}

export type QuestCategory = "gold" | "unlockable" | "pet" | "hatchingPotion" | "timeTravelers" | "world";
export type QuestItemType = "gear" | "food" | "hatchingPotions" | "eggs" | "pets" | "mounts" | "quests";
export type WorldRageEffect = "bailey" | "stables" | "market" | "tavern" | "quests" | "seasonalShop" | "guide";

export interface QuestRage {
  title: string;
  description: string;
  value: number;
  /** Exactly one of the effects applies. */
  healing?: number;
  mpDrain?: number;
  progressDrain?: number;
  worldEffect?: WorldRageEffect[];
  effect: string;
}

export interface QuestBoss {
  name: string;
  hp: number;
  str: number;
  def?: number;
  rage?: QuestRage;
  desperation?: { threshold: number; str: number; def: number; text: string };
}

export interface QuestDropItem {
  type: QuestItemType;
  key: string;
  text: string;
  onlyOwner?: boolean;
}

export interface Quest {
  key: string;
  text: string;
  notes: string;
  completion: string;
  completionChat?: string;
  group?: string;
  previous?: string;
  prereqQuests?: string[];
  /** Gem price. */
  value: number;
  goldValue?: number;
  category: QuestCategory;
  /** Absent: buyable with the currency of its category. */
  canBuy?: BuyRule;
  unlockCondition?: { condition: "party invite" | "login reward"; incentiveThreshold?: number; text: string };
  addlNotes?: string;
  colors?: { dark: string; medium: string; light: string; extralight: string };
  lvl?: number;
  boss?: QuestBoss;
  collect?: Record<string, { text: string; count: number }>;
  drop: { items: QuestDropItem[]; gp: number; exp: number; unlock?: string };
  event?: string;
}

export interface QuestBundle {
  key: string;
  text: string;
  notes: string;
  bundleKeys: [string, string, string];
  type: "quests";
  value: number;
  event?: string;
}

export type SpellTarget = "self" | "party" | "task" | "tasks" | "user";

export interface Spell {
  key: string;
  text: string;
  notes: string;
  klass: PlayerClass | "special";
  mana: number;
  lvl: number;
  target: SpellTarget;
  /** Gold price of special items (cards, debuff potions). */
  value?: number;
  /** Used the moment it is bought (debuff potions) instead of going to the inventory. */
  immediateUse?: boolean;
  purchaseType?: "spells" | "cards" | "debuffPotion";
  /** Special spells: the buff this item adds; debuff potions: the buff they remove. */
  buff?: "snowball" | "spookySparkles" | "shinySeed" | "seafoam";
  /** Season in which the seasonal shop sells it. */
  season?: Season;
}

export interface Background {
  key: string;
  set: string;
  price: number;
  text: string;
  notes: string;
  currency?: "gems" | "hourglasses" | "loginIncentive";
}

export interface BackgroundSet {
  key: string;
  text: string;
  /** yyyymm of the set's release, absent for timeless sets. */
  released?: ReleaseDate;
  price: number;
  backgrounds: string[];
}

export type AppearanceKind =
  | "color"
  | "base"
  | "bangs"
  | "beard"
  | "mustache"
  | "flower"
  | "skin"
  | "shirt"
  | "size"
  | "chair";

export interface AppearanceOption {
  key: string;
  kind: AppearanceKind;
  /** Gems; 0 is free. */
  price: number;
  set?: string;
  text: string;
  /** Display colour or a short shape name for the avatar drawing. */
  swatch?: string;
}

export interface AppearanceSet {
  key: string;
  text: string;
  price: number;
  /** A seasonal set is sold during its season only. */
  season?: Season;
  /** No longer sold; those who own it keep it. */
  retired?: true;
  kind: AppearanceKind;
}

export type EventSeason =
  | "normal"
  | "winter"
  | "spring"
  | "summer"
  | "fall"
  | "valentines"
  | "thanksgiving"
  | "habitoween"
  | "nye"
  | "birthday";
export type EventKind =
  | "nye"
  | "birthday"
  | "valentines"
  | "piDay"
  | "aprilFools"
  | "aprilFoolsResale"
  | "namingDay"
  | "fallGemSale"
  | "spookyGemSale"
  | "habitoween"
  | "harvestFeast"
  | "giftOneGetOne"
  | "gala"
  | "potions"
  | "bundles"
  | "worldBoss";

export interface GameEvent {
  key: string;
  kind: EventKind;
  season: EventSeason;
  /** ISO date-time with offset. */
  start: string;
  end: string;
  npcImageSuffix?: string;
  foodSeason?: FoodSeason;
  aprilFools?: string;
  promo?: "g1g1";
  gemsPromo?: Record<string, number>;
  seasonalGear?: boolean;
}

/** A yearly event whose dates are moved to the current year by `eventsForYear`. */
export interface RepeatingEvent {
  key: string;
  kind: EventKind;
  season: EventSeason;
  /** "MM-DDTHH:mm" local time with the offset below; end may fall in the next year. */
  start: string;
  end: string;
  offset: string;
  npcImageSuffix?: string;
  foodSeason?: FoodSeason;
  gemsPromo?: Record<string, number>;
  promo?: "g1g1";
}

export interface MonthRotation {
  month: number;
  petQuests: string[];
  hatchingPotionQuests: string[];
  bundles: string[];
  premiumHatchingPotions: string[];
  /** Two-month cycle: mystery months (1-12) offered by the time travelers. */
  timeTravelerMonths: [number, number];
  /** Two-month cycle: background release months (1-12) offered again. */
  backgroundMonths: [number, number];
  /** Years of the cycle, even or odd, for backgrounds released before the new schedule. */
  backgroundOddYear: boolean;
}

export interface Achievement {
  key: string;
  icon: string;
  titleKey: string;
  textKey: string;
  text2Key?: string;
  notificationText?: string;
  singularTitleKey?: string;
  singularTextKey?: string;
  pluralTitleKey?: string;
  pluralTextKey?: string;
  modalTextKey?: string;
  releaseDate?: string;
  kind:
    | "basic"
    | "onboarding"
    | "animalColor"
    | "animalSet"
    | "questSeries"
    | "stable"
    | "seasonalSpell"
    | "social"
    | "worldBoss"
    | "ultimateGear"
    | "card"
    | "special"
    | "event";
  /** Details the rules use to award it: the colour, pet set or quests it counts. */
  potion?: string;
  mountOrPet?: "pet" | "mount" | "petMount";
  eggs?: string[];
  quests?: string[];
  spell?: string;
  klass?: PlayerClass;
  card?: string;
}

export type LoginRewardType = "gear" | "hatchingPotions" | "food" | "eggs" | "quests" | "backgrounds" | "achievement";

export interface LoginIncentive {
  day: number;
  rewards: { type: LoginRewardType; key: string }[];
  /** Day of the next reward, for the progress bar. */
  nextRewardAt?: number;
  prevRewardAt?: number;
}

export type TaskTemplateCategory =
  | "work"
  | "exercise"
  | "health_wellness"
  | "school"
  | "self_care"
  | "chores"
  | "creativity"
  | "defaults";

export interface TaskTemplate {
  type: "habit" | "daily" | "todo" | "reward";
  text: string;
  notes: string;
  up?: boolean;
  down?: boolean;
  value?: number;
  byHabitica?: boolean;
}

export interface LimitedRelease {
  kind: "gearSet" | "pet" | "potion" | "armoireSet";
  key: string;
  released: ReleaseDate;
}
