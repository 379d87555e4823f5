/**
 * The shop calendar against the public game (HabitRPG/habitica): the gala switchover day and the
 * monthly schedule (website/common/script/content/constants/schedule.js), the repeating events
 * (website/common/script/content/constants/events.js, REPEATING_EVENTS), and a walk over every
 * day of a year listing what is never for sale.
 */
import { describe, expect, it } from "vitest";
import { questBundles } from "../../content/data/bundles";
import { eggs } from "../../content/data/eggs";
import { activeEvents, repeatingEventsForYear } from "../../content/data/events";
import { food } from "../../content/data/food";
import { hatchingPotions } from "../../content/data/hatchingPotions";
import { quests } from "../../content/data/quests";
import { GALA_SWITCHOVER_DAY, galas, rotation } from "../../content/data/rotation";
import { specialSpells } from "../../content/data/spells";
import { seasonAt, shopContextAt } from "../../content/rules/availability";
import { buyQuestWithGems, questBuyableWithGems } from "../../content/rules/buyQuest";
import { specialSpellOnSale } from "../../content/rules/buySpecial";
import { gemItemOnSale } from "../../content/rules/purchase";
import { buyMysterySet, mysterySetsForSale } from "../../content/rules/hourglass";
import { backgroundSetOffered, isAlwaysOfferedSet } from "../../content/rules/rotation";
import { backgroundShopSets, seasonalCategories } from "../../content/rules/shopListings";
import { unlock } from "../../content/rules/unlock";
import { expectGameError } from "./rules-errors-helper";
import { makeUser } from "./rules-fixtures";

const DAY = 86_400_000;
const say = (key: string) => key;

describe("the galas change on the 1st (constants/schedule.js GALA_SWITCHOVER_DAY = 1; spec: seasonal start day 1)", () => {
  it("the switchover day is 1", () => expect(GALA_SWITCHOVER_DAY).toBe(1));
  it.each([
    ["2026-11-30T12:00:00Z", "fall"],
    ["2026-12-01T07:59:00Z", "fall"],
    ["2026-12-01T08:00:00Z", "winter"],
    ["2026-12-20T12:00:00Z", "winter"],
    ["2027-02-28T12:00:00Z", "winter"],
    ["2027-03-01T09:00:00Z", "spring"],
    ["2026-05-31T12:00:00Z", "spring"],
    ["2026-06-01T09:00:00Z", "summer"],
    ["2026-08-31T12:00:00Z", "summer"],
    ["2026-09-01T09:00:00Z", "fall"],
  ])("%s is %s", (at, season) => expect(seasonAt(new Date(at))).toBe(season));
  it("the seasonal shop sells winter's spell from 1 December", () => {
    const shop = shopContextAt(new Date("2026-12-02T12:00:00Z"));
    expect(specialSpellOnSale("snowball", shop)).toBe(true);
    expect(specialSpellOnSale("spookySparkles", shop)).toBe(false);
  });
});

describe("seasonal and monthly quests (constants/schedule.js MONTHLY_SCHEDULE and GALA_SCHEDULE)", () => {
  it("the seasonal shop sells Trapper Santa and Find the Cub in winter, the Egg Hunt in spring", () => {
    const user = makeUser((u) => {
      u.balance = 10;
    });
    const winter = shopContextAt(new Date("2026-12-10T12:00:00Z"));
    const spring = shopContextAt(new Date("2026-04-10T12:00:00Z"));
    for (const key of ["evilsanta", "evilsanta2"]) {
      expect(questBuyableWithGems(quests[key], user, winter)).toBe(true);
      expect(questBuyableWithGems(quests[key], user, spring)).toBe(false);
    }
    expect(questBuyableWithGems(quests.egg, user, spring)).toBe(true);
    expect(questBuyableWithGems(quests.egg, user, winter)).toBe(false);
    const bought = buyQuestWithGems(user, { key: "evilsanta" }, winter);
    expect(bought.user.items.quests.evilsanta).toBe(1);
    expect(bought.user.balance).toBe(9);
    const listed = seasonalCategories(user, winter, say).find((category) => category.identifier === "quests");
    expect(listed?.items.map((item) => [item.key, item.locked])).toEqual([
      ["evilsanta", false],
      ["evilsanta2", false],
    ]);
  });

  it("the fifth pet quest of February to September", () => {
    const fifth = rotation.map((month) => month.petQuests[4]);
    expect(fifth).toEqual([
      "axolotl",
      "cat",
      "otter",
      "alpaca",
      "platypus",
      "giraffe",
      "chameleon",
      "crab",
      "raccoon",
      "dog",
      "badger",
      "dolphin",
    ]);
  });

  it("April's magic potions are Shimmer, Glass and Balloon", () => {
    expect(rotation[3].premiumHatchingPotions).toEqual(["Shimmer", "Glass", "Balloon"]);
  });

  it("a walk over every day of a year: only the Royal Purple potion (a check-in reward) is never for sale", () => {
    // A player who could buy anything: every quest completed, level 100.
    const user = makeUser((u) => {
      u.stats.lvl = 100;
      for (const key of Object.keys(quests)) u.achievements.quests[key] = 1;
    });
    const sold = new Set<string>();
    for (let day = 0; day < 365; day++) {
      const shop = shopContextAt(new Date(Date.UTC(2026, 0, 1, 12) + day * DAY));
      for (const key of Object.keys(eggs)) if (gemItemOnSale(user, "eggs", key, shop)) sold.add(`eggs.${key}`);
      for (const key of Object.keys(hatchingPotions))
        if (gemItemOnSale(user, "hatchingPotions", key, shop)) sold.add(`hatchingPotions.${key}`);
      for (const key of Object.keys(food)) if (gemItemOnSale(user, "food", key, shop)) sold.add(`food.${key}`);
      for (const key of Object.keys(questBundles))
        if (gemItemOnSale(user, "bundles", key, shop)) sold.add(`bundles.${key}`);
      for (const quest of Object.values(quests))
        if (quest.goldValue || questBuyableWithGems(quest, user, shop)) sold.add(`quests.${quest.key}`);
      for (const key of Object.keys(specialSpells)) if (specialSpellOnSale(key, shop)) sold.add(`spells.${key}`);
    }
    // World bosses have no price; the time travelers' quests are sold for hourglasses every day.
    const priced = [
      ...Object.keys(eggs).map((key) => `eggs.${key}`),
      ...Object.keys(hatchingPotions).map((key) => `hatchingPotions.${key}`),
      ...Object.keys(food).map((key) => `food.${key}`),
      ...Object.keys(questBundles).map((key) => `bundles.${key}`),
      ...Object.values(quests)
        .filter((quest) => quest.category !== "world" && quest.category !== "timeTravelers")
        .map((quest) => `quests.${quest.key}`),
      ...Object.keys(specialSpells).map((key) => `spells.${key}`),
    ];
    expect(priced.filter((key) => !sold.has(key))).toEqual(["hatchingPotions.RoyalPurple"]);
  });
});

describe("the repeating events (constants/events.js REPEATING_EVENTS)", () => {
  const windows = Object.fromEntries(
    repeatingEventsForYear(2026).map((event) => [event.key, [event.start, event.end, event.season, event.foodSeason]]),
  );
  it.each([
    ["nye", "2026-12-28T04:00-05:00", "2027-01-04T03:59-05:00", "nye", undefined],
    ["birthday", "2026-01-30T04:00-05:00", "2026-02-01T03:59-05:00", "birthday", "Cake"],
    ["valentines", "2026-02-10T04:00-05:00", "2026-02-17T03:59-05:00", "valentines", undefined],
    ["piDay", "2026-03-14T04:00-04:00", "2026-03-16T03:59-04:00", "normal", "Pie"],
    ["namingDay", "2026-07-31T04:00-04:00", "2026-08-02T03:59-04:00", "normal", "Cake"],
    ["fallGemSale", "2026-08-27T04:00-04:00", "2026-09-03T23:59-04:00", "normal", undefined],
    ["spookyGemSale", "2026-10-27T04:00-04:00", "2026-10-31T23:59-04:00", "normal", undefined],
    ["habitoween", "2026-10-30T04:00-04:00", "2026-11-01T23:59-04:00", "habitoween", "Candy"],
    ["harvestFeast", "2026-11-20T04:00-05:00", "2026-12-01T03:59-05:00", "thanksgiving", "Pie"],
    ["giftOneGetOne", "2026-12-18T04:00-05:00", "2027-01-05T23:59-05:00", "normal", undefined],
  ])("%s runs %s to %s", (key, start, end, season, foodSeason) =>
    expect(windows[key]).toEqual([start, end, season, foodSeason]),
  );
  it("New Year's party of the year before ends on 4 January at 03:59 Eastern", () => {
    const running = (at: string) => activeEvents(new Date(at)).map((event) => event.key);
    expect(running("2026-01-04T08:58:00Z")).toContain("nye");
    expect(running("2026-01-04T09:00:00Z")).not.toContain("nye");
    expect(running("2026-01-05T12:00:00Z")).toContain("giftOneGetOne");
    expect(running("2026-01-06T12:00:00Z")).not.toContain("giftOneGetOne");
  });
  it("Habitoween has its own season and the Candy food season; naming day sells Cake", () => {
    expect(shopContextAt(new Date("2026-10-31T12:00:00Z")).events).toContain("habitoween");
    expect(shopContextAt(new Date("2026-10-31T12:00:00Z")).foodSeason).toBe("Candy");
    expect(shopContextAt(new Date("2026-08-01T12:00:00Z")).foodSeason).toBe("Cake");
  });
});

describe("backgrounds and the time travelers rotate (constants/schedule.js backgroundMatcher, timeTravelersMatcher; spec §4: a two-month cycle)", () => {
  const offeredBackgrounds = (at: string) =>
    backgroundShopSets(makeUser(), new Date(at), say).map((set) => set.identifier);

  it("from 7 January: January and July sets of even years, and January sets of the new schedule", () => {
    const offered = offeredBackgrounds("2026-01-10T12:00:00Z");
    expect(offered.sort()).toEqual(
      [
        "backgrounds012016",
        "backgrounds012018",
        "backgrounds012020",
        "backgrounds012022",
        "backgrounds012024",
        "backgrounds012025",
        "backgrounds072014",
        "backgrounds072016",
        "backgrounds072018",
        "backgrounds072020",
        "backgrounds072022",
      ].sort(),
    );
    expect(backgroundSetOffered("backgrounds012015", new Date("2026-01-10T12:00:00Z"))).toBe(false);
    expect(backgroundSetOffered("backgrounds072024", new Date("2026-01-10T12:00:00Z"))).toBe(false);
  });

  it("before the 7th, December's list: December and June sets of odd years, and every December since July 2024", () => {
    const at = new Date("2026-01-03T12:00:00Z");
    expect(backgroundSetOffered("backgrounds122015", at)).toBe(true);
    expect(backgroundSetOffered("backgrounds062015", at)).toBe(true);
    expect(backgroundSetOffered("backgrounds122016", at)).toBe(false);
    expect(backgroundSetOffered("backgrounds122024", at)).toBe(true);
    expect(backgroundSetOffered("backgrounds122025", at)).toBe(true);
  });

  it("a set out of rotation cannot be unlocked", () => {
    const user = makeUser((u) => {
      u.balance = 10;
    });
    const january = shopContextAt(new Date("2026-01-10T12:00:00Z"));
    expect(unlock(user, { path: "background.winter_mountain_range" }, january).user.balance).toBeLessThan(10);
    expect(() => unlock(user, { path: "background.savanna" }, january)).toThrow();
  });

  it("the time travelers offer the sets of two months, about 24 of them, never this month's own, and the steampunk sets always", () => {
    const user = makeUser();
    const all = mysterySetsForSale(user, new Date("2026-01-10T12:00:00Z"));
    const steampunk = all.filter(isAlwaysOfferedSet);
    expect(steampunk).toContain("301404");
    expect(mysterySetsForSale(user, new Date("2025-06-10T12:00:00Z")).filter(isAlwaysOfferedSet)).toEqual(steampunk);
    const january = all.filter((key) => !isAlwaysOfferedSet(key));
    expect(january.length).toBeGreaterThanOrEqual(20);
    expect(january.length).toBeLessThanOrEqual(26);
    expect(january.every((key) => ["01", "07"].includes(key.slice(4)))).toBe(true);
    expect(january).toContain("202401");
    expect(january).toContain("201407");
    const july2025 = mysterySetsForSale(user, new Date("2025-07-10T12:00:00Z"));
    expect(july2025).not.toContain("202507");
    expect(july2025).toContain("202407");
    const traveller = makeUser((u) => {
      u.purchased.plan.consecutive.trinkets = 1;
    });
    expectGameError(
      () => buyMysterySet(traveller, { key: "202402" }, new Date("2026-01-10T12:00:00Z")),
      "NotFound",
      "mysterySetNotFound",
    );
  });
});

describe("the summer gala (constants/schedule.js GALA_SCHEDULE)", () => {
  it("offers the summer hair colours with the splashy skins", () => {
    expect(galas.find((gala) => gala.season === "summer")?.customizationSets).toEqual([
      "summerHairColors",
      "splashySkins",
    ]);
    const user = makeUser((u) => {
      u.balance = 5;
    });
    expect(
      unlock(user, { path: "hair.color.sunset" }, shopContextAt(new Date("2026-07-10T12:00:00Z"))).user.balance,
    ).toBe(4.5);
    expect(() =>
      unlock(user, { path: "hair.color.sunset" }, shopContextAt(new Date("2026-01-10T12:00:00Z"))),
    ).toThrow();
  });
});
