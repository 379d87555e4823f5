import * as v from "valibot";
import { describe, expect, it } from "vitest";
import * as data from "../../content/data";
import * as schemas from "../../content/data/schemas";
import { hasMessage } from "../../content/i18n";
import { englishNamespaces } from "../../content/i18n/english";

const {
  gear,
  eggs,
  hatchingPotions,
  pets,
  mounts,
  food,
  quests,
  questBundles,
  backgrounds,
  backgroundSets,
  appearance,
  appearanceSets,
  events,
  rotation,
  achievements,
  loginIncentives,
  spells,
  specialSpells,
  cards,
  taskTemplates,
  guildCategories,
  limitedReleases,
  mysterySets,
  armoireSets,
  galas,
} = data;

function expectValid<T>(schema: v.GenericSchema<T>, records: Record<string, unknown> | unknown[], name: string): void {
  for (const [key, record] of Object.entries(records)) {
    const result = v.safeParse(schema, record);
    expect(
      result.success,
      `${name}.${key}: ${result.issues?.map((issue) => `${issue.path?.map((p) => p.key).join(".")} ${issue.message}`).join("; ")}`,
    ).toBe(true);
  }
}

describe("valibot schemas validate every table", () => {
  it("item tables", () => {
    expectValid(schemas.gearItemSchema, gear, "gear");
    expectValid(schemas.eggSchema, eggs, "eggs");
    expectValid(schemas.hatchingPotionSchema, hatchingPotions, "hatchingPotions");
    expectValid(schemas.petSchema, pets, "pets");
    expectValid(schemas.mountSchema, mounts, "mounts");
    expectValid(schemas.foodSchema, food, "food");
    expectValid(schemas.questSchema, quests, "quests");
    expectValid(schemas.questBundleSchema, questBundles, "questBundles");
    expectValid(schemas.backgroundSchema, backgrounds, "backgrounds");
    expectValid(schemas.backgroundSetSchema, backgroundSets, "backgroundSets");
  });
  it("the other tables", () => {
    for (const options of Object.values(appearance)) expectValid(schemas.appearanceOptionSchema, options, "appearance");
    expectValid(schemas.appearanceSetSchema, appearanceSets, "appearanceSets");
    expectValid(schemas.gameEventSchema, events, "events");
    expectValid(schemas.monthRotationSchema, rotation, "rotation");
    expectValid(schemas.achievementSchema, achievements, "achievements");
    expectValid(schemas.loginIncentiveSchema, loginIncentives, "loginIncentives");
    for (const classSpells of Object.values(spells)) expectValid(schemas.spellSchema, classSpells, "spells");
    expectValid(schemas.spellSchema, specialSpells, "specialSpells");
    expectValid(schemas.spellSchema, cards, "cards");
    for (const templates of Object.values(taskTemplates))
      expectValid(schemas.taskTemplateSchema, templates, "taskTemplates");
    expectValid(schemas.limitedReleaseSchema, limitedReleases, "limitedReleases");
    expectValid(schemas.mysterySetSchema, mysterySets, "mysterySets");
    expectValid(schemas.armoireSetSchema, armoireSets, "armoireSets");
    expectValid(schemas.repeatingEventSchema, data.repeatingEvents, "repeatingEvents");
    expectValid(schemas.galaSchema, galas, "galas");
    expectValid(schemas.guildCategorySchema, guildCategories, "guildCategories");
    expectValid(schemas.timeTravelStableSchema, { stable: data.timeTravelStable }, "timeTravelStable");
  });
});

/** Every message key a table mentions. */
function textKeys(): string[] {
  const keys: string[] = [];
  const add = (...more: (string | undefined)[]) => keys.push(...(more.filter(Boolean) as string[]));
  for (const item of Object.values(gear)) add(item.text, item.notes);
  for (const egg of Object.values(eggs)) add(egg.text, egg.mountText, egg.adjective, egg.notes);
  for (const potion of Object.values(hatchingPotions)) add(potion.text, potion.notes);
  for (const animal of [...Object.values(pets), ...Object.values(mounts)]) add(animal.text);
  for (const item of Object.values(food)) add(item.text, item.textA, item.textThe, item.notes);
  for (const quest of Object.values(quests)) {
    add(
      quest.text,
      quest.notes,
      quest.completion,
      quest.completionChat,
      quest.group,
      quest.drop.unlock,
      quest.unlockCondition?.text,
    );
    add(
      quest.boss?.name,
      quest.boss?.rage?.title,
      quest.boss?.rage?.description,
      quest.boss?.rage?.effect,
      quest.boss?.desperation?.text,
    );
    for (const collected of Object.values(quest.collect ?? {})) add(collected.text);
    for (const item of quest.drop.items) add(item.text);
  }
  for (const bundle of Object.values(questBundles)) add(bundle.text, bundle.notes);
  for (const background of Object.values(backgrounds)) add(background.text, background.notes);
  for (const set of backgroundSets) add(set.text);
  for (const options of Object.values(appearance)) for (const option of Object.values(options)) add(option.text);
  for (const set of Object.values(appearanceSets)) add(set.text);
  for (const item of Object.values(achievements))
    add(
      item.titleKey,
      item.textKey,
      item.modalTextKey,
      item.singularTextKey,
      item.pluralTextKey,
      item.singularTitleKey,
      item.pluralTitleKey,
    );
  for (const spell of [
    ...Object.values(spells).flatMap((s) => Object.values(s)),
    ...Object.values(specialSpells),
    ...Object.values(cards),
  ])
    add(spell.text, spell.notes);
  for (const templates of Object.values(taskTemplates))
    for (const template of templates) add(template.text, template.notes);
  for (const category of guildCategories) add(category.text);
  for (const set of Object.values(mysterySets)) add(set.text);
  for (const set of armoireSets) add(set.text);
  add("petName", "mountName", "lostHealth", "gainedGold", "bossDamage");
  return keys;
}

describe("texts", () => {
  it("every message key of every table has English text", () => {
    const missing = [...new Set(textKeys())].filter((key) => !hasMessage(key));
    expect(missing).toEqual([]);
  });
});

describe("cross references", () => {
  const itemTables: Record<string, Record<string, unknown>> = {
    gear,
    eggs,
    hatchingPotions,
    food,
    quests,
    backgrounds,
    pets,
    mounts,
    achievements,
  };
  it("bundle members are quests", () => {
    expect(Object.keys(questBundles)).toHaveLength(16);
    for (const bundle of Object.values(questBundles)) {
      expect(bundle.value).toBe(7);
      for (const key of bundle.bundleKeys) expect(quests[key], `${bundle.key}: ${key}`).toBeDefined();
    }
  });
  it("rotation entries exist", () => {
    expect(rotation).toHaveLength(12);
    for (const month of rotation) {
      for (const key of [...month.petQuests, ...month.hatchingPotionQuests])
        expect(quests[key], `${month.month}: ${key}`).toBeDefined();
      for (const key of month.petQuests) expect(quests[key].category).toBe("pet");
      for (const key of month.hatchingPotionQuests) expect(quests[key].category).toBe("hatchingPotion");
      for (const key of month.bundles) expect(questBundles[key], `${month.month}: ${key}`).toBeDefined();
      for (const key of month.premiumHatchingPotions)
        expect(hatchingPotions[key]?.premium, `${month.month}: ${key}`).toBe(true);
    }
    for (const gala of galas) {
      for (const key of gala.seasonalQuests) expect(quests[key]).toBeDefined();
      for (const key of gala.seasonalSpells) expect(specialSpells[key]).toBeDefined();
      for (const key of gala.customizationSets) expect(appearanceSets[key], key).toBeDefined();
      for (const setKey of gala.seasonalGear)
        expect(
          Object.values(gear).some((item) => item.set === setKey),
          setKey,
        ).toBe(true);
    }
  });
  it("login rewards exist and day 500 grants an achievement", () => {
    expect(Object.keys(loginIncentives)).toHaveLength(500);
    for (const incentive of Object.values(loginIncentives)) {
      for (const reward of incentive.rewards) {
        const table = reward.type === "achievement" ? achievements : itemTables[reward.type];
        expect(table[reward.key], `day ${incentive.day}: ${reward.type} ${reward.key}`).toBeDefined();
      }
    }
    expect(loginIncentives[500].rewards).toEqual([{ type: "achievement", key: "royallyLoyal" }]);
    expect(loginIncentives[7].rewards).toContainEqual({ type: "quests", key: "moon1" });
    expect(loginIncentives[22].rewards).toContainEqual({ type: "quests", key: "moon2" });
    expect(loginIncentives[40].rewards).toContainEqual({ type: "quests", key: "moon3" });
  });
  it("achievements point at real colours, eggs and quests", () => {
    for (const item of Object.values(achievements)) {
      if (item.potion) expect(hatchingPotions[item.potion]).toBeDefined();
      for (const egg of item.eggs ?? []) expect(eggs[egg], `${item.key}: ${egg}`).toBeDefined();
      for (const quest of item.quests ?? []) expect(quests[quest], `${item.key}: ${quest}`).toBeDefined();
      if (item.spell) expect(specialSpells[item.spell]).toBeDefined();
    }
  });
  it("events referenced by items exist as yearly or dated events", () => {
    const yearly = new Set(data.repeatingEvents.map((event) => event.key));
    for (const item of [...Object.values(gear), ...Object.values(pets)]) {
      if (item.event) expect(yearly.has(item.event) || item.event in events, `${item.key}: ${item.event}`).toBe(true);
    }
  });
  it("the time travellers' stable holds real pets and mounts", () => {
    for (const key of data.timeTravelStable.pets) expect(pets[key], key).toBeDefined();
    for (const key of data.timeTravelStable.mounts) expect(mounts[key], key).toBeDefined();
  });
  it("mystery and armoire sets list real gear", () => {
    for (const set of Object.values(mysterySets)) for (const key of set.items) expect(gear[key]).toBeDefined();
    for (const release of limitedReleases) {
      if (release.kind === "pet") expect(eggs[release.key]).toBeDefined();
      if (release.kind === "potion") expect(hatchingPotions[release.key]).toBeDefined();
      if (release.kind === "gearSet") expect(armoireSets.some((set) => set.key === release.key)).toBe(true);
    }
  });
});

describe("numbers the spec pins", () => {
  it("skills: 16 class skills at levels 11-14 with the spec's mana", () => {
    const mana = Object.fromEntries(
      Object.values(spells)
        .flatMap((s) => Object.values(s))
        .map((spell) => [spell.key, spell.mana]),
    );
    expect(mana).toEqual({
      fireball: 10,
      mpheal: 30,
      earth: 35,
      frost: 40,
      smash: 10,
      defensiveStance: 25,
      valorousPresence: 20,
      intimidate: 15,
      pickPocket: 10,
      backStab: 15,
      toolsOfTrade: 25,
      stealth: 45,
      heal: 15,
      brightness: 15,
      protectAura: 30,
      healAll: 25,
    });
    for (const classSpells of Object.values(spells))
      expect(Object.values(classSpells).map((spell) => spell.lvl)).toEqual([11, 12, 13, 14]);
    expect(spells.healer.protectAura.target).toBe("party");
    expect(data.HEAL_CAP).toBe(50);
  });
  it("special spells 15, debuff potions 5, cards 10 gold", () => {
    // The spec gives the seasonal spells 15 mana; the public game charges 15 gold and no mana.
    for (const key of ["snowball", "spookySparkles", "shinySeed", "seafoam"])
      expect([specialSpells[key].value, specialSpells[key].mana]).toEqual([15, 0]);
    for (const key of ["salt", "opaquePotion", "petalFreePotion", "sand"]) expect(specialSpells[key].value).toBe(5);
    expect(Object.keys(cards)).toHaveLength(8);
    for (const card of Object.values(cards)) expect(card).toMatchObject({ value: 10, target: "user" });
  });
  it("backgrounds 7 gems, sets 15, time travel 1 hourglass, events 0", () => {
    expect(data.BACKGROUND_PRICE).toBe(7);
    expect(data.BACKGROUND_SET_PRICE).toBe(15);
    const byCurrency = Object.values(backgrounds);
    expect(byCurrency.filter((b) => b.currency === "hourglasses").every((b) => b.price === 1)).toBe(true);
    expect(byCurrency.filter((b) => b.set === "eventBackgrounds").every((b) => b.price === 0)).toBe(true);
    expect(byCurrency.filter((b) => b.set.startsWith("backgrounds")).every((b) => b.price === 7)).toBe(true);
  });
  it("customisations: 2 gems each, 5 a set; bangs 0-4, hair base 0-20, beard 0-3, mustache 0-2, flower 0-16", () => {
    expect(appearance.skin.eb052b.price).toBe(2);
    expect(appearance.skin.ddc994.price).toBe(0);
    expect(appearanceSets.rainbowSkins.price).toBe(5);
    const numbers = (kind: keyof typeof appearance) =>
      Object.keys(appearance[kind])
        .map(Number)
        .sort((a, b) => a - b);
    expect(numbers("bangs")).toEqual([0, 1, 2, 3, 4]);
    expect(numbers("base")).toEqual(Array.from({ length: 21 }, (_, i) => i));
    expect(numbers("beard")).toEqual([0, 1, 2, 3]);
    expect(numbers("mustache")).toEqual([0, 1, 2]);
    expect(numbers("flower")).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(Object.keys(appearance.size)).toEqual(["slim", "broad"]);
    expect(Object.keys(appearance.chair)).toEqual(
      expect.arrayContaining(["none", "black", "blue", "green", "pink", "red", "yellow", "handleless_red"]),
    );
  });
  it("events: yearly re-dating across the new year and gem promotions", () => {
    const nye = data.redateEvent(data.repeatingEvents.find((event) => event.key === "nye")!, 2024);
    expect(nye.start).toBe("2024-12-28T04:00-05:00");
    expect(nye.end).toBe("2025-01-04T03:59-05:00");
    const birthday = data.repeatingEventsForYear(2025).find((event) => event.key === "birthday")!;
    expect([birthday.start, birthday.foodSeason]).toEqual(["2025-01-30T04:00-05:00", "Cake"]);
    expect(events.winter2015.start).toBe("2014-12-19T08:00-05:00");
    expect(events.nye2013.start).toBe("2013-12-31T04:00-05:00");
    expect(events.fallGemSale2024.gemsPromo).toEqual({ "4gems": 5, "21gems": 30, "42gems": 60, "84gems": 125 });
    expect(data.currentFoodSeason(new Date("2025-10-31T20:00:00Z"))).toBe("Candy");
    expect(data.currentFoodSeason(new Date("2025-11-25T20:00:00Z"))).toBe("Pie");
    expect(data.activeEvents(new Date("2026-01-02T12:00:00Z")).map((event) => event.key)).toEqual(
      expect.arrayContaining(["nye", "giftOneGetOne"]),
    );
    const years = Object.values(events).map((event) => Number(event.start.slice(0, 4)));
    expect([Math.min(...years), Math.max(...years)]).toEqual([2013, 2025]);
  });
  it("rotation release days and two-month cycles", () => {
    expect(data.ROTATION_RELEASE_DAYS).toEqual({
      timeTravelers: 1,
      backgrounds: 7,
      petQuests: 14,
      hatchingPotionQuests: 14,
      bundles: 14,
      premiumHatchingPotions: 21,
    });
    expect(rotation[0].timeTravelerMonths).toEqual([1, 7]);
    expect(rotation[6].backgroundMonths).toEqual([7, 1]);
  });
  it("limited releases span the spec's windows", () => {
    const span = (kind: string) => {
      const dates = limitedReleases.filter((r) => r.kind === kind).map((r) => r.released.year * 100 + r.released.month);
      return [Math.min(...dates), Math.max(...dates)];
    };
    expect(span("gearSet")).toEqual([202310, 202511]);
    expect(span("pet")).toEqual([202406, 202505]);
    expect(span("potion")).toEqual([202406, 202505]);
    expect(data.isReleased({ year: 2024, month: 6, day: 1 }, new Date("2024-06-01T00:00:00Z"))).toBe(true);
    expect(data.isReleased({ year: 2024, month: 6, day: 1 }, new Date("2024-05-31T23:59:59Z"))).toBe(false);
  });
  it("achievements the spec lists", () => {
    const keys = [
      "legendaryBestiary",
      "birdsOfAFeather",
      "bonelessBoss",
      "cats",
      "dinosaurDynasty",
      "domesticated",
      "duneBuddy",
      "plantParent",
      "polarPro",
      "reptacularRumble",
      "rodentRuler",
      "woodlandWizard",
      "zodiacZookeeper",
      "roughRider",
      "lostMasterclasser",
      "bareNecessities",
      "bugBonanza",
      "freshwaterFriends",
      "justAddWater",
      "mindOverMatter",
      "seasonalSpecialist",
      "beastMaster",
      "mountMaster",
      "triadBingo",
      "partyUp",
      "partyOn",
      "streak",
      "perfect",
      "royallyLoyal",
      "joinedGuild",
      "joinedChallenge",
      "invitedFriend",
      "createdTask",
      "completedTask",
      "hatchedPet",
      "fedPet",
      "purchasedEquipment",
      "warriorUltimateGear",
      "rogueUltimateGear",
      "mageUltimateGear",
      "healerUltimateGear",
      "contributor",
      "greetingCards",
      "boneToPick",
    ];
    for (const key of keys) expect(achievements[key], key).toBeDefined();
    expect(Object.values(achievements).filter((a) => a.kind === "animalColor")).toHaveLength(21);
    expect(
      Object.values(achievements)
        .filter((a) => a.kind === "seasonalSpell")
        .map((a) => a.spell)
        .sort(),
    ).toEqual(["seafoam", "shinySeed", "snowball", "spookySparkles"]);
    expect(Object.values(achievements).filter((a) => a.kind === "worldBoss")).toHaveLength(5);
  });
  it("task templates and guild categories", () => {
    expect(Object.keys(taskTemplates).sort()).toEqual([
      "chores",
      "creativity",
      "defaults",
      "exercise",
      "health_wellness",
      "school",
      "self_care",
      "work",
    ]);
    const reward = taskTemplates.defaults.find((template) => template.type === "reward");
    expect(reward?.value).toBe(10);
    expect(taskTemplates.defaults.find((template) => template.type === "todo")?.byHabitica).toBe(true);
    expect(guildCategories).toHaveLength(15);
  });
});

describe("message families", () => {
  it("no key is in two English namespaces", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [namespace, texts] of Object.entries(englishNamespaces)) {
      for (const key of Object.keys(texts)) {
        if (seen.has(key)) clashes.push(`${key} (${seen.get(key)}, ${namespace})`);
        seen.set(key, namespace);
      }
    }
    expect(clashes).toEqual([]);
  });
});
