/**
 * valibot schemas of every content table: the tests validate the tables with them, and the
 * client may validate the `/content` payload it receives.
 */
import * as v from "valibot";
import { CLASSES } from "./constants";

const stats = { str: v.number(), int: v.number(), per: v.number(), con: v.number() };
const klass = v.picklist(CLASSES);
const season = v.picklist(["winter", "spring", "summer", "fall"]);
const gearType = v.picklist(["weapon", "armor", "head", "shield", "back", "body", "headAccessory", "eyewear"]);
const gearClass = v.picklist(["base", "warrior", "rogue", "wizard", "healer", "special", "mystery", "armoire"]);
const releaseDate = v.strictObject({
  year: v.number(),
  month: v.pipe(v.number(), v.integer(), v.minValue(1)),
  day: v.optional(v.number()),
});
const key = v.pipe(v.string(), v.minLength(1));
const gems = v.pipe(v.number(), v.minValue(0));

export const ownRuleSchema = v.union([
  v.strictObject({ backerTier: v.number() }),
  v.strictObject({ contributorLevel: v.number() }),
  v.strictObject({ flag: v.picklist(["contributorCritical", "ownsItem"]) }),
  v.strictObject({ klass }),
]);

export const buyRuleSchema = v.union([
  v.strictObject({ always: v.literal(true) }),
  v.strictObject({ never: v.literal(true) }),
  v.strictObject({ questCompleted: v.array(key) }),
  v.strictObject({ event: key }),
  v.strictObject({ foodSeason: v.picklist(["Cake", "Candy", "Pie"]) }),
  v.strictObject({ outsideFoodSeason: v.literal(true) }),
]);

export const gearItemSchema = v.strictObject({
  key,
  type: gearType,
  klass: gearClass,
  index: key,
  set: v.optional(key),
  text: key,
  notes: key,
  value: gems,
  ...stats,
  twoHanded: v.optional(v.boolean()),
  last: v.optional(v.boolean()),
  specialClass: v.optional(klass),
  season: v.optional(season),
  event: v.optional(key),
  mystery: v.optional(key),
  gearSet: v.optional(v.picklist(["animal", "glasses", "headband"])),
  canBuy: v.boolean(),
  canOwn: v.optional(v.array(ownRuleSchema)),
  released: v.optional(releaseDate),
});

export const eggSchema = v.strictObject({
  key,
  text: key,
  mountText: key,
  adjective: key,
  notes: key,
  value: gems,
  type: v.picklist(["drop", "quest"]),
  canBuy: buyRuleSchema,
});

export const hatchingPotionSchema = v.strictObject({
  key,
  text: key,
  notes: key,
  value: gems,
  premium: v.boolean(),
  limited: v.boolean(),
  wacky: v.boolean(),
  questPotion: v.boolean(),
  canBuy: buyRuleSchema,
  color: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i)),
  event: v.optional(key),
});

const canFind = v.picklist(["event", "worldBoss", "veteran", "gems", "contributor", "achievement"]);

export const petSchema = v.strictObject({
  key: v.pipe(v.string(), v.regex(/^[A-Za-z]+-[A-Za-z]+$/)),
  type: v.picklist(["drop", "premium", "quest", "wacky", "special"]),
  egg: key,
  potion: key,
  text: v.optional(key),
  canFind: v.optional(canFind),
  value: v.optional(gems),
  event: v.optional(key),
});

export const mountSchema = v.strictObject({
  key: v.pipe(v.string(), v.regex(/^[A-Za-z]+-[A-Za-z]+$/)),
  type: v.picklist(["drop", "premium", "quest", "special"]),
  egg: key,
  potion: key,
  text: v.optional(key),
  canFind: v.optional(canFind),
});

export const foodSchema = v.strictObject({
  key,
  text: key,
  textA: key,
  textThe: key,
  notes: key,
  target: v.optional(key),
  value: gems,
  canBuy: buyRuleSchema,
  canDrop: v.boolean(),
  season: v.optional(v.picklist(["Cake", "Candy", "Pie"])),
});

const rageSchema = v.strictObject({
  title: key,
  description: key,
  value: v.pipe(v.number(), v.minValue(1)),
  healing: v.optional(v.number()),
  mpDrain: v.optional(v.number()),
  progressDrain: v.optional(v.number()),
  worldEffect: v.optional(
    v.array(v.picklist(["bailey", "stables", "market", "tavern", "quests", "seasonalShop", "guide"])),
  ),
  effect: key,
});

export const questSchema = v.strictObject({
  key,
  text: key,
  notes: key,
  completion: key,
  completionChat: v.optional(key),
  group: v.optional(key),
  previous: v.optional(key),
  prereqQuests: v.optional(v.array(key)),
  value: gems,
  goldValue: v.optional(gems),
  category: v.picklist(["gold", "unlockable", "pet", "hatchingPotion", "timeTravelers", "world"]),
  canBuy: v.optional(buyRuleSchema),
  unlockCondition: v.optional(
    v.strictObject({
      condition: v.picklist(["party invite", "login reward"]),
      incentiveThreshold: v.optional(v.number()),
      text: key,
    }),
  ),
  addlNotes: v.optional(key),
  colors: v.optional(
    v.strictObject({ dark: v.string(), medium: v.string(), light: v.string(), extralight: v.string() }),
  ),
  lvl: v.optional(v.number()),
  boss: v.optional(
    v.strictObject({
      name: key,
      hp: v.pipe(v.number(), v.minValue(1)),
      str: v.number(),
      def: v.optional(v.number()),
      rage: v.optional(rageSchema),
      desperation: v.optional(v.strictObject({ threshold: v.number(), str: v.number(), def: v.number(), text: key })),
    }),
  ),
  collect: v.optional(
    v.record(v.string(), v.strictObject({ text: key, count: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  ),
  drop: v.strictObject({
    items: v.array(
      v.strictObject({
        type: v.picklist(["gear", "food", "hatchingPotions", "eggs", "pets", "mounts", "quests"]),
        key,
        text: key,
        onlyOwner: v.optional(v.boolean()),
      }),
    ),
    gp: gems,
    exp: gems,
    unlock: v.optional(key),
  }),
  event: v.optional(key),
});

export const questBundleSchema = v.strictObject({
  key,
  text: key,
  notes: key,
  bundleKeys: v.tuple([key, key, key]),
  type: v.literal("quests"),
  value: gems,
  event: v.optional(key),
});

export const spellSchema = v.strictObject({
  key,
  text: key,
  notes: key,
  klass: v.union([klass, v.literal("special")]),
  mana: gems,
  lvl: v.pipe(v.number(), v.integer(), v.minValue(1)),
  target: v.picklist(["self", "party", "task", "tasks", "user"]),
  value: v.optional(gems),
  immediateUse: v.optional(v.boolean()),
  purchaseType: v.optional(v.picklist(["spells", "cards", "debuffPotion"])),
  buff: v.optional(v.picklist(["snowball", "spookySparkles", "shinySeed", "seafoam"])),
  season: v.optional(season),
});

export const backgroundSchema = v.strictObject({
  key,
  set: key,
  price: gems,
  text: key,
  notes: key,
  currency: v.optional(v.picklist(["gems", "hourglasses", "loginIncentive"])),
});

export const backgroundSetSchema = v.strictObject({
  key,
  text: key,
  released: v.optional(releaseDate),
  price: gems,
  backgrounds: v.array(key),
});

const appearanceKind = v.picklist([
  "color",
  "base",
  "bangs",
  "beard",
  "mustache",
  "flower",
  "skin",
  "shirt",
  "size",
  "chair",
]);

export const appearanceOptionSchema = v.strictObject({
  key,
  kind: appearanceKind,
  price: gems,
  set: v.optional(key),
  text: key,
  swatch: v.optional(v.string()),
});
export const appearanceSetSchema = v.strictObject({
  key,
  text: key,
  price: gems,
  season: v.optional(season),
  retired: v.optional(v.literal(true)),
  kind: appearanceKind,
});

/** "2024-12-19T08:00-05:00": local time with its offset (seconds optional). */
const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/),
  v.check((text) => !Number.isNaN(Date.parse(text)), "invalid date"),
);

export const gameEventSchema = v.strictObject({
  key,
  kind: v.picklist([
    "nye",
    "birthday",
    "valentines",
    "piDay",
    "aprilFools",
    "aprilFoolsResale",
    "namingDay",
    "fallGemSale",
    "spookyGemSale",
    "habitoween",
    "harvestFeast",
    "giftOneGetOne",
    "gala",
    "potions",
    "bundles",
    "worldBoss",
  ]),
  season: v.picklist([
    "normal",
    "winter",
    "spring",
    "summer",
    "fall",
    "valentines",
    "thanksgiving",
    "habitoween",
    "nye",
    "birthday",
  ]),
  start: isoDate,
  end: isoDate,
  npcImageSuffix: v.optional(v.string()),
  foodSeason: v.optional(v.picklist(["Cake", "Candy", "Pie"])),
  aprilFools: v.optional(key),
  promo: v.optional(v.literal("g1g1")),
  gemsPromo: v.optional(v.record(v.string(), v.number())),
  seasonalGear: v.optional(v.boolean()),
});

export const monthRotationSchema = v.strictObject({
  month: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(11)),
  petQuests: v.pipe(v.array(key), v.length(5)),
  hatchingPotionQuests: v.pipe(v.array(key), v.length(1)),
  bundles: v.array(key),
  premiumHatchingPotions: v.pipe(v.array(key), v.length(3)),
  timeTravelerMonths: v.tuple([v.number(), v.number()]),
  backgroundMonths: v.tuple([v.number(), v.number()]),
  backgroundOddYear: v.boolean(),
});

export const achievementSchema = v.strictObject({
  key,
  icon: key,
  titleKey: key,
  textKey: key,
  text2Key: v.optional(key),
  notificationText: v.optional(key),
  singularTitleKey: v.optional(key),
  singularTextKey: v.optional(key),
  pluralTitleKey: v.optional(key),
  pluralTextKey: v.optional(key),
  modalTextKey: v.optional(key),
  releaseDate: v.optional(v.string()),
  kind: v.picklist([
    "basic",
    "onboarding",
    "animalColor",
    "animalSet",
    "questSeries",
    "stable",
    "seasonalSpell",
    "social",
    "worldBoss",
    "ultimateGear",
    "card",
    "special",
    "event",
  ]),
  potion: v.optional(key),
  mountOrPet: v.optional(v.picklist(["pet", "mount", "petMount"])),
  eggs: v.optional(v.array(key)),
  quests: v.optional(v.array(key)),
  spell: v.optional(key),
  klass: v.optional(klass),
  card: v.optional(key),
});

export const loginIncentiveSchema = v.strictObject({
  day: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)),
  rewards: v.array(
    v.strictObject({
      type: v.picklist(["gear", "hatchingPotions", "food", "eggs", "quests", "backgrounds", "achievement"]),
      key,
    }),
  ),
  nextRewardAt: v.optional(v.number()),
  prevRewardAt: v.optional(v.number()),
});

export const taskTemplateSchema = v.strictObject({
  type: v.picklist(["habit", "daily", "todo", "reward"]),
  text: key,
  notes: key,
  up: v.optional(v.boolean()),
  down: v.optional(v.boolean()),
  value: v.optional(v.number()),
  byHabitica: v.optional(v.boolean()),
});

export const limitedReleaseSchema = v.strictObject({
  kind: v.picklist(["gearSet", "pet", "potion", "armoireSet"]),
  key,
  released: releaseDate,
});

/** Table name -> schema of one record, for the tables keyed by item key. */
export const recordSchemas = {
  gear: gearItemSchema,
  eggs: eggSchema,
  hatchingPotions: hatchingPotionSchema,
  pets: petSchema,
  mounts: mountSchema,
  food: foodSchema,
  quests: questSchema,
  questBundles: questBundleSchema,
  backgrounds: backgroundSchema,
  achievements: achievementSchema,
  specialSpells: spellSchema,
  cards: spellSchema,
} as const;

export const mysterySetSchema = v.strictObject({
  key: v.pipe(v.string(), v.regex(/^(\d{6}|wondercon)$/)),
  text: key,
  start: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  end: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  items: v.pipe(v.array(key), v.minLength(1)),
});

export const armoireSetSchema = v.strictObject({
  key,
  text: key,
  released: v.optional(releaseDate),
  pieces: v.array(
    v.union([
      v.tuple([gearType, key, v.record(v.string(), v.number())]),
      v.tuple([gearType, key, v.record(v.string(), v.number()), v.literal(true)]),
    ]),
  ),
});

export const repeatingEventSchema = v.strictObject({
  key,
  kind: gameEventSchema.entries.kind,
  season: gameEventSchema.entries.season,
  start: v.pipe(v.string(), v.regex(/^\d{2}-\d{2}T\d{2}:\d{2}$/)),
  end: v.pipe(v.string(), v.regex(/^\d{2}-\d{2}T\d{2}:\d{2}$/)),
  offset: v.pipe(v.string(), v.regex(/^[+-]\d{2}:\d{2}$/)),
  npcImageSuffix: v.optional(v.string()),
  foodSeason: v.optional(v.picklist(["Cake", "Candy", "Pie"])),
  gemsPromo: v.optional(v.record(v.string(), v.number())),
  promo: v.optional(v.literal("g1g1")),
});

export const galaSchema = v.strictObject({
  season,
  startMonth: v.number(),
  endMonth: v.number(),
  seasonalGear: v.array(key),
  seasonalSpells: v.array(key),
  seasonalQuests: v.array(key),
  customizationSets: v.array(key),
});

export const guildCategorySchema = v.strictObject({ key, text: key });

export const timeTravelStableSchema = v.strictObject({ pets: v.array(key), mounts: v.array(key) });
