/**
 * The content the client needs, with every message key replaced by its text in `language`
 * (English where a translation is missing). Pure and deterministic: the same language gives
 * the same JSON, so the worker can hash it for an ETag and cache it for long.
 */
import * as data from "./data";
import type { GearClass, GearType, Mount, Pet } from "./data/types";
import { t } from "./i18n";

/** Fields that hold message keys in the content tables. */
const TEXT_FIELDS = new Set([
  "text",
  "notes",
  "mountText",
  "adjective",
  "textA",
  "textThe",
  "completion",
  "completionChat",
  "name",
  "title",
  "description",
  "effect",
  "unlock",
  "addlNotes",
  "titleKey",
  "textKey",
  "text2Key",
  "modalTextKey",
  "singularTitleKey",
  "singularTextKey",
  "pluralTitleKey",
  "pluralTextKey",
  "notificationText",
]);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function resolveTexts(value: unknown, language: string, field?: string): Json {
  if (typeof value === "string") return field !== undefined && TEXT_FIELDS.has(field) ? t(value, {}, language) : value;
  if (typeof value === "number" || typeof value === "boolean" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => resolveTexts(item, language, field));
  if (typeof value === "object" && value !== undefined) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, resolveTexts(inner, language, key)]),
    );
  }
  return null;
}

function animalName(animal: Pet | Mount, template: "petName" | "mountName", language: string): string {
  if (animal.text) return t(animal.text, {}, language);
  const egg = data.eggs[animal.egg];
  const potion = t(data.hatchingPotions[animal.potion].text, {}, language);
  return template === "petName"
    ? t("petName", { potion, egg: t(egg.text, {}, language) }, language)
    : t("mountName", { potion, mount: t(egg.mountText, {}, language) }, language);
}

/** gearTree as keys only: the items themselves are in `gear`. */
function gearTreeKeys(): Record<GearType, Record<GearClass, string[]>> {
  return Object.fromEntries(
    Object.entries(data.gearTree).map(([type, classes]) => [
      type,
      Object.fromEntries(Object.entries(classes).map(([klass, items]) => [klass, items.map((item) => item.key)])),
    ]),
  ) as Record<GearType, Record<GearClass, string[]>>;
}

/** The parts of the content a client may ask for one at a time. */
export const CONTENT_SECTIONS = [
  "gear",
  "gearTree",
  "eggs",
  "hatchingPotions",
  "pets",
  "mounts",
  "food",
  "quests",
  "questGroups",
  "questBundles",
  "spells",
  "specialSpells",
  "cards",
  "backgrounds",
  "backgroundSets",
  "appearance",
  "appearanceSets",
  "mysterySets",
  "armoireSets",
  "achievements",
  "loginIncentives",
  "taskTemplates",
  "guildCategories",
  "repeatingEvents",
  "events",
  "rotation",
  "galas",
  "limitedReleases",
  "timeTravelStable",
  "constants",
] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/** Built once per language per isolate: the tables never change while the code runs. Callers must not mutate them. */
const builtContent = new Map<string, Record<string, unknown>>();
const builtDocument = new Map<string, Record<string, unknown>>();

function leanContent(language: string): Record<string, unknown> {
  const lean = builtContent.get(language) ?? buildContent(language);
  builtContent.set(language, lean);
  return lean;
}

/**
 * The content in `language`. With `sections`, only those of the client's lean tables (plus
 * `language`), so a screen loads just what it shows. Without, the whole document as the
 * public API has always served it to tools (see toolDocument), the lean tables included.
 */
export function publicContent(language: string, sections?: readonly ContentSection[]): object {
  const lean = leanContent(language);
  if (sections)
    return Object.fromEntries(
      Object.entries(lean).filter(([key]) => key === "language" || (sections as readonly string[]).includes(key)),
    );
  const whole = builtDocument.get(language) ?? toolDocument(lean, language);
  builtDocument.set(language, whole);
  return whole;
}

/** The public API's order of equipment slots. */
export const GEAR_TYPE_ORDER = [
  "weapon",
  "armor",
  "head",
  "shield",
  "body",
  "back",
  "headAccessory",
  "eyewear",
] as const;

/**
 * Where tools read the content, it has the public API's structure: gear as `flat` and `tree`
 * (slot, then class, then tier), the health potion and the Armoire as items, every class's
 * skills with the special ones under `spells.special` (also `special`), the classes and slots,
 * pets and mounts by key in `petInfo` and `mountInfo`, eggs split into `dropEggs` and `questEggs`,
 * backgrounds by set with the flat table as `backgroundsFlat`.
 */
function toolDocument(lean: Record<string, unknown>, language: string): Record<string, unknown> {
  const flat = lean.gear as Record<string, { index: string }>;
  const tree = Object.fromEntries(
    Object.entries(data.gearTree).map(([type, classes]) => [
      type,
      Object.fromEntries(
        Object.entries(classes).map(([klass, items]) => [
          klass,
          Object.fromEntries(items.map((item) => [item.index, flat[item.key]])),
        ]),
      ),
    ]),
  );
  const special = { ...(lean.specialSpells as object), ...(lean.cards as object) };
  const item = (key: "potion" | "armoire", value: number) => ({
    key,
    type: key,
    text: t(`${key}Text`, {}, language),
    notes: t(`${key}Notes`, {}, language),
    value,
  });
  const eggTable = lean.eggs as Record<string, unknown>;
  const pick = (keys: readonly string[]) =>
    Object.fromEntries(keys.filter((key) => Object.hasOwn(eggTable, key)).map((key) => [key, eggTable[key]]));
  return {
    ...lean,
    gear: { flat, tree },
    spells: { ...(lean.spells as object), special },
    special,
    potion: item("potion", data.HEALTH_POTION_PRICE),
    armoire: item("armoire", data.ARMOIRE_PRICE),
    classes: [...data.CLASSES],
    gearTypes: [...GEAR_TYPE_ORDER],
    petInfo: lean.pets,
    mountInfo: lean.mounts,
    dropEggs: pick(Object.keys(data.dropEggs)),
    questEggs: pick(Object.keys(data.questEggs)),
    ...groupedBackgrounds(lean.backgrounds as Record<string, { set: string }>),
  };
}

/** Backgrounds as the public API has them: by set (`backgrounds.backgrounds062014.beach`), and flat in `backgroundsFlat`. */
function groupedBackgrounds<B extends { set: string }>(flat: Record<string, B>) {
  const grouped: Record<string, Record<string, B>> = {};
  for (const [key, background] of Object.entries(flat)) {
    grouped[background.set] ??= {};
    grouped[background.set][key] = background;
  }
  return { backgrounds: grouped, backgroundsFlat: flat };
}

function buildContent(language: string): Record<string, unknown> {
  const named = <T extends Pet | Mount>(animals: Record<string, T>, template: "petName" | "mountName") =>
    Object.fromEntries(
      Object.entries(animals).map(([key, animal]) => [
        key,
        { ...(resolveTexts(animal, language) as object), text: animalName(animal, template, language) },
      ]),
    );

  const tables = {
    gear: data.gear,
    eggs: data.eggs,
    hatchingPotions: data.hatchingPotions,
    food: data.food,
    quests: data.quests,
    questGroups: Object.fromEntries(data.QUEST_GROUPS.map((group) => [group, { key: group, text: group }])),
    questBundles: data.questBundles,
    spells: data.spells,
    specialSpells: data.specialSpells,
    cards: data.cards,
    backgrounds: data.backgrounds,
    backgroundSets: data.backgroundSets,
    appearance: data.appearance,
    appearanceSets: data.appearanceSets,
    mysterySets: data.mysterySets,
    armoireSets: data.armoireSets.map((set) => ({ key: set.key, text: set.text, released: set.released })),
    achievements: data.achievements,
    loginIncentives: data.loginIncentives,
    taskTemplates: data.taskTemplates,
    guildCategories: data.guildCategories,
    repeatingEvents: data.repeatingEvents,
    events: data.events,
    rotation: data.rotation,
    galas: data.galas,
    limitedReleases: data.limitedReleases,
    timeTravelStable: data.timeTravelStable,
  };

  return {
    language,
    ...(resolveTexts(tables, language) as object),
    gearTree: gearTreeKeys(),
    pets: named(data.pets, "petName"),
    mounts: named(data.mounts, "mountName"),
    constants: {
      releaseDays: data.ROTATION_RELEASE_DAYS,
      galaSwitchoverDay: data.GALA_SWITCHOVER_DAY,
      questBundleValue: data.QUEST_BUNDLE_VALUE,
      backgroundPrice: data.BACKGROUND_PRICE,
      backgroundSetPrice: data.BACKGROUND_SET_PRICE,
      customizationPrice: data.CUSTOMIZATION_PRICE,
      customizationSetPrice: data.CUSTOMIZATION_SET_PRICE,
      animalAccessoryPrice: data.ANIMAL_ACCESSORY_PRICE,
      animalGearSetPrice: data.ANIMAL_GEAR_SET_PRICE,
      eggValue: data.EGG_VALUE,
      healCap: data.HEAL_CAP,
      maxIncentives: data.MAX_INCENTIVES,
    },
  };
}
