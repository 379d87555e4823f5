import { describe, expect, it } from "vitest";
import { quests, LOST_MASTERCLASSER_PREREQS, PET_QUEST_KEYS } from "../../content/data/quests";
import { eggs } from "../../content/data/eggs";
import { hatchingPotions } from "../../content/data/hatchingPotions";
import { food } from "../../content/data/food";
import { gear } from "../../content/data/gear";
import { pets, mounts } from "../../content/data/pets";
import type { Quest } from "../../content/data/types";

const bossOf = (key: string) => ({ hp: quests[key].boss?.hp, str: quests[key].boss?.str });
const reward = (key: string) => ({ gp: quests[key].drop.gp, exp: quests[key].drop.exp });
const count = (quest: Quest, type: string, key: string) =>
  quest.drop.items.filter((item) => item.type === type && item.key === key).length;
const collectCounts = (key: string) =>
  Object.fromEntries(Object.entries(quests[key].collect ?? {}).map(([name, c]) => [name, c.count]));

describe("level- and login-gated chains (content spec §9)", () => {
  it("atom", () => {
    expect(quests.atom1.lvl).toBe(15);
    expect(collectCounts("atom1")).toEqual({ soapBars: 20 });
    expect(reward("atom1")).toEqual({ gp: 7, exp: 50 });
    expect(bossOf("atom2")).toEqual({ hp: 300, str: 1 });
    expect(reward("atom2")).toEqual({ gp: 20, exp: 100 });
    expect(bossOf("atom3")).toEqual({ hp: 800, str: 1.5 });
    expect(reward("atom3")).toEqual({ gp: 25, exp: 125 });
    expect(count(quests.atom3, "gear", "head_special_2")).toBe(1);
    expect(count(quests.atom3, "hatchingPotions", "Base")).toBe(2);
  });
  it("goldenknight", () => {
    expect(quests.goldenknight1.lvl).toBe(40);
    expect(collectCounts("goldenknight1")).toEqual({ testimony: 60 });
    expect(reward("goldenknight1")).toEqual({ gp: 15, exp: 120 });
    expect(bossOf("goldenknight2")).toEqual({ hp: 1000, str: 3 });
    expect(reward("goldenknight2")).toEqual({ gp: 75, exp: 750 });
    expect(bossOf("goldenknight3")).toEqual({ hp: 1700, str: 3.5 });
    expect(reward("goldenknight3")).toEqual({ gp: 900, exp: 1500 });
    expect(count(quests.goldenknight3, "food", "Honey")).toBe(3);
    expect(count(quests.goldenknight3, "hatchingPotions", "Golden")).toBe(2);
    expect(count(quests.goldenknight3, "gear", "shield_special_goldenknight")).toBe(1);
  });
  it("moon, unlocked by check-ins 7, 22, 40", () => {
    expect(quests.moon1.unlockCondition?.incentiveThreshold).toBe(7);
    expect(quests.moon2.unlockCondition?.incentiveThreshold).toBe(22);
    expect(quests.moon3.unlockCondition?.incentiveThreshold).toBe(40);
    expect(collectCounts("moon1")).toEqual({ shard: 20 });
    expect(reward("moon1")).toEqual({ gp: 7, exp: 50 });
    expect(bossOf("moon2")).toEqual({ hp: 100, str: 1.5 });
    expect(reward("moon2")).toEqual({ gp: 37, exp: 275 });
    expect(bossOf("moon3")).toEqual({ hp: 1000, str: 2 });
    expect(reward("moon3")).toEqual({ gp: 67, exp: 650 });
  });
  it("moonstone", () => {
    expect(quests.moonstone1.lvl).toBe(60);
    expect(collectCounts("moonstone1")).toEqual({ moonstone: 100 });
    expect(reward("moonstone1")).toEqual({ gp: 50, exp: 100 });
    expect(bossOf("moonstone2")).toEqual({ hp: 1500, str: 3 });
    expect(reward("moonstone2")).toEqual({ gp: 500, exp: 1000 });
    expect(bossOf("moonstone3")).toEqual({ hp: 2000, str: 3.5 });
    expect(reward("moonstone3")).toEqual({ gp: 900, exp: 1500 });
    expect(count(quests.moonstone3, "gear", "armor_special_2")).toBe(1);
    expect(count(quests.moonstone3, "food", "RottenMeat")).toBe(5);
    expect(count(quests.moonstone3, "hatchingPotions", "Zombie")).toBe(3);
  });
  it("vice", () => {
    expect(quests.vice1.lvl).toBe(30);
    expect(bossOf("vice1")).toEqual({ hp: 750, str: 1.5 });
    expect(reward("vice1")).toEqual({ gp: 20, exp: 100 });
    expect(collectCounts("vice2")).toEqual({ lightCrystal: 30 });
    expect(reward("vice2")).toEqual({ gp: 20, exp: 75 });
    expect(bossOf("vice3")).toEqual({ hp: 1500, str: 3 });
    expect(reward("vice3")).toEqual({ gp: 100, exp: 1000 });
    expect(count(quests.vice3, "eggs", "Dragon")).toBe(2);
    expect(count(quests.vice3, "hatchingPotions", "Shade")).toBe(2);
    expect(
      quests.vice3.drop.items.filter((item) => item.type === "gear" && gear[item.key].type === "weapon"),
    ).toHaveLength(1);
  });
  it("finishing a part drops the next to the owner only, and later parts need all earlier ones", () => {
    expect(quests.atom1.drop.items).toEqual([
      expect.objectContaining({ type: "quests", key: "atom2", onlyOwner: true }),
    ]);
    expect(quests.atom3.prereqQuests).toEqual(["atom1", "atom2"]);
    expect(quests.atom3.previous).toBe("atom2");
  });
});

describe("other normal quests", () => {
  it("basilist and dustbunnies", () => {
    for (const key of ["basilist", "dustbunnies"]) {
      expect(bossOf(key)).toEqual({ hp: 100, str: 0.5 });
      expect(reward(key)).toEqual({ gp: 8, exp: 42 });
    }
    expect(quests.basilist.unlockCondition?.condition).toBe("party invite");
  });
  it("evilsanta, evilsanta2 and the egg hunt", () => {
    expect(bossOf("evilsanta")).toEqual({ hp: 300, str: 1 });
    expect(reward("evilsanta")).toEqual({ gp: 20, exp: 100 });
    expect(collectCounts("evilsanta2")).toEqual({ tracks: 20, branches: 10 });
    expect(collectCounts("egg")).toEqual({ plainEgg: 40 });
    expect(count(quests.egg, "eggs", "Egg")).toBe(10);
  });
  it("waffle, virtualpet and fungi", () => {
    for (const [key, potion] of [
      ["waffle", "Dessert"],
      ["virtualpet", "VirtualPet"],
      ["fungi", "Fungi"],
    ]) {
      expect(bossOf(key)).toEqual({ hp: 500, str: 2 });
      expect(quests[key].boss?.rage?.value).toBe(50);
      expect(reward(key)).toEqual({ gp: 40, exp: 500 });
      expect(count(quests[key], "hatchingPotions", potion)).toBe(3);
    }
    expect(quests.waffle.boss?.rage?.progressDrain).toBe(0.5);
    expect(quests.virtualpet.boss?.rage?.progressDrain).toBe(0.5);
    expect(quests.fungi.boss?.rage?.mpDrain).toBe(0.33);
  });
  it("pet quests drop 3 eggs and stay within the spec's ranges", () => {
    for (const key of PET_QUEST_KEYS) {
      const quest = quests[key];
      expect(
        quest.drop.items.filter((item) => item.type === "eggs"),
        key,
      ).toHaveLength(3);
      expect(quest.boss!.hp).toBeGreaterThanOrEqual(300);
      expect(quest.boss!.hp).toBeLessThanOrEqual(1200);
      if (quest.boss?.rage) {
        expect(quest.boss.rage.value).toBe(50);
        expect(
          [quest.boss.rage.healing, quest.boss.rage.mpDrain].some((v) => v === 0.3 || v === 0.33),
          key,
        ).toBe(true);
      }
    }
    expect(bossOf("platypus").hp).toBe(1000);
    expect(reward("platypus")).toEqual({ gp: 100, exp: 1000 });
    expect(quests.dog.boss?.rage?.mpDrain).toBe(0.3);
    expect(bossOf("dolphin")).toEqual({ hp: 300, str: 1.25 });
    expect(reward("dolphin")).toEqual({ gp: 22, exp: 110 });
  });
  it("potion quests", () => {
    expect(bossOf("amber").hp).toBe(300);
    expect(bossOf("blackPearl").hp).toBe(725);
    expect(bossOf("bronze").hp).toBe(800);
    expect(bossOf("fluorite").hp).toBe(1200);
    expect(bossOf("jade").hp).toBe(400);
    expect(bossOf("pinkMarble").hp).toBe(1200);
    // figures the spec leaves out, from the public game
    expect(reward("amber")).toEqual({ gp: 50, exp: 100 });
    expect(reward("bronze")).toEqual({ gp: 63, exp: 575 });
    expect(reward("pinkMarble")).toEqual({ gp: 75, exp: 800 });
    expect(reward("ruby")).toEqual({ gp: 50, exp: 100 });
    expect(quests.pinkMarble.boss?.rage).toMatchObject({ value: 50, progressDrain: 0.5 });
    for (const key of ["onyx", "ruby", "stone", "turquoise", "opal"]) {
      expect(
        Object.values(collectCounts(key)).sort((a, b) => b - a),
        key,
      ).toEqual([25, 10, 10]);
    }
    expect(Object.values(collectCounts("silver")).sort((a, b) => b - a)).toEqual([20, 15, 15]);
  });
  it("time travellers cost 1 and are not buyable", () => {
    for (const key of ["robot", "solarSystem", "windup"]) {
      expect(quests[key]).toMatchObject({ value: 1, category: "timeTravelers", canBuy: { never: true } });
    }
    expect(collectCounts("robot")).toEqual({ bolt: 15, gear: 10, spring: 10 });
    expect(bossOf("solarSystem")).toEqual({ hp: 1500, str: 2.5 });
    expect(bossOf("windup")).toEqual({ hp: 1000, str: 1 });
  });
});

describe("three-part story chains", () => {
  it("cost 4 gems and 200/300/400 gold", () => {
    for (const chain of ["dilatoryDistress", "mayhemMistiflying", "stoikalmCalamity", "taskwoodsTerror"]) {
      expect([1, 2, 3].map((part) => quests[`${chain}${part}`].goldValue)).toEqual([200, 300, 400]);
      expect([1, 2, 3].map((part) => quests[`${chain}${part}`].value)).toEqual([4, 4, 4]);
      expect(bossOf(`${chain}3`)).toEqual({ hp: 1000, str: 2 });
      expect(quests[`${chain}3`].drop.exp).toBe(650);
    }
    expect(collectCounts("dilatoryDistress1")).toEqual({ fireCoral: 20, blueFins: 20 });
    expect(quests.dilatoryDistress1.drop.exp).toBe(75);
    // Collection keys: website/common/script/content/quests/series.js.
    expect(collectCounts("mayhemMistiflying2")).toEqual({ mistifly1: 25, mistifly2: 15, mistifly3: 10 });
    expect(collectCounts("stoikalmCalamity2")).toEqual({ icicleCoin: 40 });
    expect(collectCounts("taskwoodsTerror2")).toEqual({ pixie: 25, brownie: 15, dryad: 10 });
    expect(quests.mayhemMistiflying1.boss).toMatchObject({ hp: 500, rage: { value: 50, healing: 0.3 } });
    expect(quests.mayhemMistiflying1.drop.exp).toBe(500);
  });
});

describe("the Lost Masterclasser", () => {
  it("matches the table", () => {
    expect(LOST_MASTERCLASSER_PREREQS).toHaveLength(12);
    expect(quests.lostMasterclasser1.prereqQuests).toEqual(LOST_MASTERCLASSER_PREREQS);
    expect(Object.values(collectCounts("lostMasterclasser1"))).toEqual([40, 40, 40]);
    expect([1, 2, 3, 4].map((part) => quests[`lostMasterclasser${part}`].goldValue)).toEqual([400, 500, 600, 700]);
    expect([1, 2, 3, 4].map((part) => quests[`lostMasterclasser${part}`].drop.exp)).toEqual([200, 1500, 2000, 3500]);
    expect(bossOf("lostMasterclasser2")).toEqual({ hp: 1500, str: 2.5 });
    expect(bossOf("lostMasterclasser3")).toEqual({ hp: 2000, str: 3 });
    expect(quests.lostMasterclasser3.boss?.rage).toMatchObject({ value: 25, healing: 0.3 });
    expect(bossOf("lostMasterclasser4")).toEqual({ hp: 3000, str: 4 });
    expect(quests.lostMasterclasser4.boss?.rage).toMatchObject({ value: 15, mpDrain: 1 });
  });
});

describe("world bosses", () => {
  it("matches the table", () => {
    const table = {
      bewilder: [20_000_000, 1, 1, 800_000],
      burnout: [11_000_000, 2.5, 1, 1_000_000],
      dilatory: [5_000_000, 1, 1, 4_000_000],
      dysheartener: [17_000_000, 1.25, 1, 500_000],
      stressbeast: [2_750_000, 1, 1, 1_450_000],
    };
    for (const [key, [hp, str, def, rage]] of Object.entries(table)) {
      const quest = quests[key];
      expect([quest.boss?.hp, quest.boss?.str, quest.boss?.def, quest.boss?.rage?.value], key).toEqual([
        hp,
        str,
        def,
        rage,
      ]);
      expect(quest.value).toBe(0);
      expect(quest.canBuy).toEqual({ never: true });
      expect(quest.drop.items.filter((item) => item.type === "pets")).toHaveLength(1);
      expect(quest.drop.items.filter((item) => item.type === "mounts")).toHaveLength(1);
      expect(quest.drop.items.filter((item) => item.type === "food")).toHaveLength(10);
    }
    expect(quests.stressbeast.boss?.rage?.healing).toBe(0.3);
    expect(quests.stressbeast.boss?.desperation).toMatchObject({ threshold: 500_000, str: 3.5, def: 2 });
  });
});

describe("consistency", () => {
  const tables: Record<string, Record<string, unknown>> = { eggs, hatchingPotions, food, gear, pets, mounts, quests };
  it("every drop and prerequisite resolves", () => {
    for (const quest of Object.values(quests)) {
      for (const item of quest.drop.items)
        expect(tables[item.type][item.key], `${quest.key} drops ${item.type} ${item.key}`).toBeDefined();
      for (const key of quest.prereqQuests ?? []) expect(quests[key], `${quest.key} needs ${key}`).toBeDefined();
      if (quest.previous) expect(quests[quest.previous]).toBeDefined();
    }
  });
  it("default quest value is 4 gems", () => {
    expect(quests.gryphon.value).toBe(4);
  });
});
