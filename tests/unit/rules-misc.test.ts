import { describe, expect, it } from "vitest";
import { gear } from "../../content/data/gear";
import { pets, STANDARD_PET_KEYS } from "../../content/data/pets";
import { quests } from "../../content/data/quests";
import { awardCollectionAchievements } from "../../content/rules/achievements";
import { buyRuleAllows, isArmoireItemVisible, seasonAt, shopContextAt } from "../../content/rules/availability";
import { buy, buyPetWithGems } from "../../content/rules/buy";
import { transferGems } from "../../content/rules/currency";
import { scoreChecklistItem, taskValueColor } from "../../content/rules/tasks";
import { awardLoginIncentive } from "../../content/rules/loginIncentives";
import { completeOnboardingStep, recordTasksCreated } from "../../content/rules/onboarding";
import { movePinnedItem, pinnedItemsInOrder, togglePinnedItem } from "../../content/rules/pinned";
import { applyBossProgress, applyCollection, grantQuestRewards, startingProgress } from "../../content/rules/quests";
import { seededRandom } from "../../content/rules/random";
import { rotationEnds, rotationMonth } from "../../content/rules/rotation";
import { unlock } from "../../content/rules/unlock";
import { expectGameError } from "./rules-errors-helper";
import { ctxAt, makeTask, makeUser, NOW } from "./rules-fixtures";

describe("rotation and seasons", () => {
  it.each([
    ["2026-03-01T07:59:00Z", "timeTravelers", 1],
    ["2026-03-01T08:00:00Z", "timeTravelers", 2],
    ["2026-03-07T07:00:00Z", "backgrounds", 1],
    ["2026-03-07T09:00:00Z", "backgrounds", 2],
    ["2026-03-13T12:00:00Z", "petQuests", 1],
    ["2026-03-14T12:00:00Z", "petQuests", 2],
    ["2026-03-20T12:00:00Z", "premiumHatchingPotions", 1],
    ["2026-03-21T12:00:00Z", "premiumHatchingPotions", 2],
    ["2026-01-05T12:00:00Z", "bundles", 11],
  ] as const)("%s: %s shows month %i", (at, kind, month) =>
    expect(rotationMonth(kind, new Date(at)).month).toBe(month),
  );
  it("the list ends on its day next month at 08:00 UTC", () => {
    expect(rotationEnds("petQuests", new Date("2026-03-20T12:00:00Z")).toISOString()).toBe("2026-04-14T08:00:00.000Z");
  });
  it.each([
    ["2026-01-10T12:00:00Z", "winter"],
    ["2026-02-28T12:00:00Z", "winter"],
    ["2026-03-01T07:00:00Z", "winter"],
    ["2026-03-01T09:00:00Z", "spring"],
    ["2026-06-21T09:00:00Z", "summer"],
    ["2026-10-31T12:00:00Z", "fall"],
    ["2026-11-30T20:00:00Z", "fall"],
    ["2026-12-01T12:00:00Z", "winter"],
  ])("%s is %s", (at, season) => expect(seasonAt(new Date(at))).toBe(season));
  it("the shop context lists the month's rotating stock", () => {
    const shop = shopContextAt(new Date("2026-03-20T12:00:00Z"));
    expect(shop.rotation?.petQuests).toContain("frog");
    expect(shop.rotation?.premiumHatchingPotions).toContain("PolkaDot");
  });
  it("buy rules", () => {
    const user = makeUser((u) => (u.achievements.quests.gryphon = 1));
    const shop = { ...shopContextAt(NOW), events: ["birthday"], foodSeason: "Cake" as const };
    expect(buyRuleAllows({ always: true }, user, shop)).toBe(true);
    expect(buyRuleAllows({ never: true }, user, shop)).toBe(false);
    expect(buyRuleAllows({ questCompleted: ["gryphon"] }, user, shop)).toBe(true);
    expect(buyRuleAllows({ questCompleted: ["owl"] }, user, shop)).toBe(false);
    expect(buyRuleAllows({ event: "birthday" }, user, shop)).toBe(true);
    expect(buyRuleAllows({ foodSeason: "Pie" }, user, shop)).toBe(false);
  });
  // website/common/script/content/gear/sets/armoire.js: scheduled sets appear on day 7 (releaseDay), at midnight UTC (is_released.js).
  it("scheduled armoire sets appear on the 7th of their month, older pieces always", () => {
    const blacksmith = gear.weapon_armoire_blacksmithsHammer;
    expect(blacksmith.released).toEqual({ year: 2025, month: 11, day: 7 });
    expect(isArmoireItemVisible(blacksmith, new Date("2025-11-06T23:59:00Z"))).toBe(false);
    expect(isArmoireItemVisible(blacksmith, new Date("2025-11-07T00:01:00Z"))).toBe(true);
    expect(isArmoireItemVisible(gear.armor_armoire_gladiatorArmor, new Date("2014-01-01T00:00:00Z"))).toBe(true);
  });
});

describe("unlock", () => {
  const shop = shopContextAt(NOW);
  const gems = (balance = 5) => makeUser((u) => (u.balance = balance));
  it("one option for 2 gems, then worn", () => {
    const { user, message } = unlock(gems(), { path: "skin.rainbow" }, shop);
    expect(user.purchased.skin.rainbow).toBe(true);
    expect(user.preferences.skin).toBe("rainbow");
    expect(user.balance).toBe(4.5);
    expect(message).toBe("unlocked");
  });
  it("a whole set for 5 gems", () => {
    const path = ["eb052b", "f69922", "f5d70f", "0ff591", "2b43f6", "d7a9f7", "800ed0", "rainbow"]
      .map((k) => `skin.${k}`)
      .join(",");
    const { user } = unlock(gems(), { path }, shop);
    expect(user.balance).toBe(3.75);
    expect(Object.keys(user.purchased.skin)).toHaveLength(8);
  });
  it("hair and backgrounds", () => {
    expect(unlock(gems(), { path: "hair.base.9" }, shop).user.preferences.hair.base).toBe(9);
    const { user } = unlock(gems(), { path: "background.airship" }, shop);
    expect(user.purchased.background.airship).toBe(true);
    expect(user.balance).toBe(4.75);
  });
  it("free options are just worn", () => {
    expect(unlock(gems(0), { path: "size.broad" }, shop).user.preferences.size).toBe("broad");
  });
  it.each([
    [{}, "BadRequest", "pathRequired"],
    [{ path: "skin.nope" }, "BadRequest", "invalidUnlockSet"],
    [{ path: "skin.rainbow,skin.eb052b" }, "BadRequest", "invalidUnlockSet"],
    [{ path: "background.blue" }, "NotAuthorized", "incentiveBackgroundsUnlockedWithCheckins"],
    [{ path: "skin.ghost" }, "NotAuthorized", "messageNotAvailable"],
  ] as const)("refuses %o", (params, name, key) => expectGameError(() => unlock(gems(), params, shop), name, key));
  it("refuses what is owned, in full or in part, and the poor", () => {
    const owner = unlock(gems(), { path: "skin.rainbow" }, shop).user;
    expectGameError(() => unlock(owner, { path: "skin.rainbow" }, shop), "NotAuthorized", "alreadyUnlocked");
    const path = ["eb052b", "f69922", "f5d70f", "0ff591", "2b43f6", "d7a9f7", "800ed0", "rainbow"]
      .map((k) => `skin.${k}`)
      .join(",");
    expectGameError(() => unlock(owner, { path }, shop), "NotAuthorized", "alreadyUnlockedPart");
    expectGameError(() => unlock(gems(0), { path: "skin.rainbow" }, shop), "NotAuthorized", "notEnoughGems");
  });
});

describe("pinned items", () => {
  // A player who took down the starter pins.
  const bare = () =>
    makeUser((u) => {
      u.pinnedItems = [];
    });
  it("toggles a pin", () => {
    const on = togglePinnedItem(bare(), { type: "marketGear", path: "gear.flat.weapon_warrior_1" });
    expect(on.data.pinned).toBe(true);
    expect(on.user.pinnedItems).toEqual([{ type: "marketGear", path: "gear.flat.weapon_warrior_1" }]);
    const off = togglePinnedItem(on.user, { type: "marketGear", path: "gear.flat.weapon_warrior_1" });
    expect(off.data.pinned).toBe(false);
    expect(off.user.pinnedItems).toEqual([]);
  });
  it("a debuff potion is pinned while its buff lasts and cannot be unpinned", () => {
    const user = makeUser((u) => {
      u.stats.buffs.snowball = true;
      u.pinnedItems = [];
    });
    expect(pinnedItemsInOrder(user).map((pin) => pin.path)).toEqual(["armoire", "potion", "spells.special.salt"]);
    expectGameError(
      () => togglePinnedItem(user, { type: "debuffPotion", path: "spells.special.salt" }),
      "BadRequest",
      "cannotUnpinItem",
    );
    expectGameError(
      () => togglePinnedItem(user, { type: "armoire", path: "armoire" }),
      "BadRequest",
      "cannotUnpinItem",
    );
  });
  it.each([
    [{ type: "eggs" }, "pathRequired"],
    [{ path: "eggs.Wolf" }, "typeRequired"],
    [{ type: "rocks", path: "eggs.Wolf" }, "wrongItemType"],
    [{ type: "eggs", path: "eggs.Nope" }, "wrongItemPath"],
  ])("refuses %o", (params, key) => expectGameError(() => togglePinnedItem(makeUser(), params), "BadRequest", key));
  it("moves a pin", () => {
    const pinned = togglePinnedItem(bare(), { type: "eggs", path: "eggs.Wolf" }).user;
    const { data } = movePinnedItem(pinned, { path: "eggs.Wolf", position: 0 });
    expect(data).toEqual(["eggs.Wolf", "armoire", "potion"]);
    expect(movePinnedItem(pinned, { path: "armoire", position: -1 }).data).toEqual(["potion", "eggs.Wolf", "armoire"]);
    expectGameError(() => movePinnedItem(pinned, { path: "eggs.Fox", position: 0 }), "BadRequest", "wrongItemPath");
  });
});

describe("party quests", () => {
  it("boss damage, party damage and rage healing", () => {
    const quest = quests.waffle;
    const start = startingProgress(quest);
    expect(start.hp).toBe(500);
    const hit = applyBossProgress(quest, start, { up: 30, down: -2 });
    expect(hit.progress.hp).toBe(470);
    expect(hit.memberHpChange).toBe(-4);
    expect(hit.progress.rage).toBe(4);
    const rage = applyBossProgress(quest, { ...hit.progress, rage: 48 }, { up: 0, down: -1 });
    expect(rage.rage?.progressDrain).toBe(0.5);
    expect(rage.progress.rage).toBe(0);
    expect(applyBossProgress(quest, { ...start, hp: 10 }, { up: 20, down: 0 }).defeated).toBe(true);
  });
  it("collection items fill what is still needed", () => {
    const quest = quests.atom1;
    const { progress, complete } = applyCollection(quest, startingProgress(quest), 25, seededRandom(1));
    expect(Object.values(progress.collect).reduce((a, b) => a + b, 0)).toBe(20);
    expect(complete).toBe(true);
  });
  it("rewards: exp, gold, items and the completion count", () => {
    const user = makeUser();
    const next = grantQuestRewards(user, "atom1", true, ctxAt());
    expect(next.achievements.quests.atom1).toBe(1);
    expect(next.stats.gp).toBe(7);
    expect(next.party.quest.completed).toBe("atom1");
  });
});

describe("achievements, onboarding, check-ins", () => {
  it("beast master, mount master and triad bingo", () => {
    const user = makeUser((u) => {
      for (const key of STANDARD_PET_KEYS) {
        u.items.pets[key] = 5;
        u.items.mounts[key] = true;
      }
    });
    expect(awardCollectionAchievements(user, ctxAt())).toEqual(["beastMaster", "mountMaster", "triadBingo"]);
    expect(awardCollectionAchievements(user, ctxAt())).toEqual([]);
  });
  it("onboarding pays 100 gold once, the tasks counter stops at 2", () => {
    const user = makeUser();
    for (const step of ["completedTask", "hatchedPet", "fedPet", "purchasedEquipment"] as const)
      completeOnboardingStep(user, step, ctxAt());
    expect(user.stats.gp).toBe(0);
    const { user: next } = recordTasksCreated(user, 3, ctxAt());
    expect(next.stats.gp).toBe(100);
    expect(next.flags.tasksCreatedCount).toBe(2);
    expect(next.notifications.map((n) => n.type)).toContain("ONBOARDING_COMPLETE");
    expect(recordTasksCreated(next, 1, ctxAt()).user.stats.gp).toBe(100);
  });
  it("check-in rewards", () => {
    const { user, grant } = awardLoginIncentive(
      makeUser((u) => (u.loginIncentives = 1)),
      ctxAt(),
    );
    expect(grant?.count).toBe(2);
    // Day 2: the five colour backgrounds (website/common/script/content/loginIncentives.js).
    expect(user.purchased.background).toMatchObject({ blue: true, green: true, purple: true, red: true, yellow: true });
    expect(grant?.nextRewardAt).toBe(3);
  });
});

describe("buy dispatcher", () => {
  it("routes by type", () => {
    const user = makeUser((u) => {
      u.stats.gp = 500;
      u.stats.hp = 20;
      u.balance = 5;
      u.items.gear.owned.weapon_warrior_0 = true;
    });
    expect(buy(user, { key: "potion" }, ctxAt()).user.stats.hp).toBe(35);
    expect(buy(user, { key: "weapon_warrior_1" }, ctxAt()).user.items.gear.owned.weapon_warrior_1).toBe(true);
    expect(buy(user, { key: "dilatoryDistress1", type: "quests" }, ctxAt()).user.items.quests.dilatoryDistress1).toBe(
      1,
    );
    expect(buy(user, { key: "Wolf", type: "eggs" }, ctxAt()).user.items.eggs.Wolf).toBe(1);
    // February's pet quests are still on sale on 10 March (the list turns over on the 14th).
    const rooster = buy(user, { key: "rooster", type: "quests" }, ctxAt());
    expect(rooster.user.items.quests.rooster).toBe(1);
    expect(rooster.user.balance).toBe(4);
    expectGameError(() => buy(user, { key: "frog", type: "quests" }, ctxAt()), "NotAuthorized", "messageNotAvailable");
    expectGameError(
      () => buy(user, { key: "beach", type: "backgrounds" }, ctxAt()),
      "BadRequest",
      "useUnlockForCosmetics",
    );
    expectGameError(() => buy(user, {}, ctxAt()), "BadRequest", "missingKeyParam");
    expectGameError(() => buy(user, { key: "nothing" }, ctxAt()), "NotFound", "itemNotFound");
  });
});

describe("task helpers and gifts", () => {
  it.each([
    [-21, "worst"],
    [-20, "worse"],
    [-10.5, "worse"],
    [-10, "bad"],
    [-1, "neutral"],
    [0.99, "neutral"],
    [1, "good"],
    [5, "better"],
    [10, "best"],
  ] as const)("value %d is %s", (value, color) => expect(taskValueColor(value)).toBe(color));
  it("ticks checklist items", () => {
    const todo = makeTask("todo", { checklist: [{ id: "a", text: "a", completed: false }] });
    expect(scoreChecklistItem(todo, "a").task.checklist?.[0].completed).toBe(true);
    expectGameError(() => scoreChecklistItem(todo, "z"), "NotFound", "checklistItemNotFound");
    expectGameError(() => scoreChecklistItem(makeTask("habit"), "a"), "BadRequest", "checklistOnlyDailyTodo");
  });
  it("sends gems", () => {
    const sender = makeUser((u) => (u.balance = 2));
    const receiver = makeUser((u) => Object.assign(u, { _id: "r", id: "r" }));
    const result = transferGems(sender, receiver, 4);
    expect(result.sender.balance).toBe(1);
    expect(result.receiver.balance).toBe(1);
    expectGameError(() => transferGems(sender, receiver, 9), "NotAuthorized", "notEnoughGems");
    expectGameError(() => transferGems(sender, receiver, 0), "BadRequest", "badAmountOfGemsToSend");
    expectGameError(() => transferGems(sender, sender, 1), "BadRequest", "cannotSendGemsToYourself");
  });
});

describe("limited items", () => {
  it("the Jubilant Gryphatrice sells for 60 gems during its event only", () => {
    const user = makeUser((u) => (u.balance = 20));
    const event = pets["Gryphatrice-Jubilant"].event;
    const during = { ...shopContextAt(NOW), events: event ? [event] : [] };
    const { user: next } = buyPetWithGems(user, { key: "Gryphatrice-Jubilant" }, during);
    expect(next.balance).toBe(5);
    expect(next.items.pets["Gryphatrice-Jubilant"]).toBe(5);
    expectGameError(
      () => buyPetWithGems(next, { key: "Gryphatrice-Jubilant" }, during),
      "NotAuthorized",
      "petsAlreadyOwned",
    );
    if (event)
      expectGameError(
        () => buyPetWithGems(user, { key: "Gryphatrice-Jubilant" }, { ...during, events: [] }),
        "NotAuthorized",
        "messageNotAvailable",
      );
    expectGameError(() => buyPetWithGems(user, { key: "Wolf-Base" }, during), "NotFound", "petNotFound");
  });
  it("the Stressbeast grows desperate", () => {
    const quest = quests.stressbeast;
    const outcome = applyBossProgress(quest, { hp: 400_000, rage: 0, collect: {} }, { up: 100, down: -1 });
    expect(outcome.desperate).toBe(true);
    expect(outcome.damage).toBe(50);
    expect(outcome.memberHpChange).toBe(-3.5);
  });
  it("check-ins stop counting rewards past 500", () => {
    const { user, grant } = awardLoginIncentive(
      makeUser((u) => (u.loginIncentives = 500)),
      ctxAt(),
    );
    expect(user.loginIncentives).toBe(501);
    expect(grant).toBeUndefined();
  });
});
