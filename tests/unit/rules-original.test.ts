/**
 * Figures pinned against the public game (HabitRPG/habitica): each test names the file of
 * website/common/script/ or website/server/ the figure comes from.
 */
import { describe, expect, it } from "vitest";
import { quests } from "../../content/data/quests";
import { loginIncentives } from "../../content/data/loginIncentives";
import { shopContextAt } from "../../content/rules/availability";
import { buyQuestWithGems, questBuyableWithGems } from "../../content/rules/buyQuest";
import { cron } from "../../content/rules/cron";
import { applyBossProgress, applyCollection, WORLD_BOSS_ROLLOVER_CAP } from "../../content/rules/quests";
import { predictableRandom, seededRandom, statsRandom, type Random } from "../../content/rules/random";
import { rebirth } from "../../content/rules/rebirth";
import { scoreTask } from "../../content/rules/score";
import { castSpell } from "../../content/rules/spells";
import { openYesterDailies, recordYesterdaysActivity } from "../../content/rules/yesterDailies";
import type { Task, User } from "../../content/rules/types";
import { expectGameError } from "./rules-errors-helper";
import { ctxAt, makeTask, makeUser } from "./rules-fixtures";

const everyDay = { su: true, m: true, t: true, w: true, th: true, f: true, s: true };
const NEXT_DAY = new Date("2026-03-11T12:00:00.000Z");
const dueDaily = (fields: Partial<Task> = {}) =>
  makeTask("daily", {
    startDate: "2026-01-01T00:00:00.000Z",
    frequency: "weekly",
    everyX: 1,
    repeat: everyDay,
    ...fields,
  });
const checklist = (done: number, total: number) =>
  Array.from({ length: total }, (_, i) => ({ id: `c${i}`, text: `item ${i}`, completed: i < done }));

describe("day rollover (server/libs/cron.js, common/script/ops/scoreTask.js)", () => {
  it("a to-do with 2 of 3 checklist items checked reddens by 1.0, not 3.0", () => {
    const todo = makeTask("todo", { value: 0, checklist: checklist(2, 3) });
    const { tasks } = cron(makeUser(), [todo], ctxAt(NEXT_DAY));
    expect(tasks[0].value).toBe(-1);
  });

  it("the checklist multiplier still applies when the player completes the to-do", () => {
    const { data } = scoreTask(
      makeUser(),
      makeTask("todo", { value: 0, checklist: checklist(2, 3) }),
      { direction: "up" },
      ctxAt(),
    );
    expect(data.delta).toBe(3);
  });

  it("after days away only yesterday counts: a daily due two days ago but not yesterday costs nothing", () => {
    // NOW is Tuesday 10 March; back on Friday the 13th. Due on Wednesdays only: missed on the 11th.
    const wednesdays = dueDaily({
      repeat: { ...everyDay, su: false, m: false, t: false, th: false, f: false, s: false },
    });
    const friday = new Date("2026-03-13T12:00:00.000Z");
    const { user, data } = cron(makeUser(), [wednesdays], ctxAt(friday));
    expect(data.daysMissed).toBe(3);
    expect(user.stats.hp).toBe(50);
    expect(data.dailiesMissed).toBe(0);
    // Due on Thursdays instead: missed yesterday, 2 health.
    const thursdays = dueDaily({
      repeat: { ...everyDay, su: false, m: false, t: false, w: false, f: false, s: false },
    });
    expect(cron(makeUser(), [thursdays], ctxAt(friday)).user.stats.hp).toBe(48);
  });

  it("resting in the inn spares only the daily damage, the boss's blow and the mana", () => {
    const sleeper = makeUser((u) => {
      u.preferences.sleep = true;
      u.stats.buffs.stealth = 1;
      u.party.quest.progress.up = 12;
    });
    const missed = dueDaily({ value: 0, streak: 6 });
    const evaded = dueDaily({ value: 0 });
    const todo = makeTask("todo", { value: 0 });
    const oneSided = makeTask("habit", { up: true, down: false, value: 4 });
    const { user, tasks, data } = cron(sleeper, [missed, evaded, todo, oneSided], ctxAt(NEXT_DAY));
    expect(data.sleeping).toBe(true);
    expect(user.stats.hp).toBe(50);
    expect(user.stats.mp).toBe(10);
    expect(tasks[0]).toMatchObject({ value: 0, streak: 6 });
    expect(tasks[2].value).toBe(-1);
    expect(tasks[3].value).toBe(2);
    expect(user.stats.buffs.stealth).toBe(0);
    expect(tasks[0].history?.at(-1)).toMatchObject({ isDue: true, completed: false });
    expect(user.history.todos.at(-1)?.value).toBe(-1);
    expect(data.perfect).toBe(false);
    // The quest progress waits for the day the player leaves the inn.
    expect(data.questProgress).toEqual({ up: 0, down: 0, collectedItems: 0 });
    expect(user.party.quest.progress.up).toBe(12);
  });

  it("a resting player who did every daily still has a perfect day", () => {
    const sleeper = makeUser((u) => {
      u.preferences.sleep = true;
      u.stats.lvl = 9;
    });
    const { user, data } = cron(sleeper, [dueDaily({ completed: true })], ctxAt(NEXT_DAY));
    expect(data.perfect).toBe(true);
    expect(user.achievements.perfect).toBe(1);
    expect(user.stats.buffs).toMatchObject({ str: 5, int: 5, con: 5, per: 5 });
  });

  it("an absent rollover deals no damage, no boss blow, no check-in and ages nothing", () => {
    const todo = makeTask("todo", { value: 0 });
    const daily = dueDaily({ value: 0, streak: 4 });
    const { user, tasks, data } = cron(makeUser(), [daily, todo], ctxAt(NEXT_DAY), { attended: false, absent: true });
    expect(user.stats.hp).toBe(50);
    expect(tasks[0]).toMatchObject({ value: 0, streak: 4 });
    expect(tasks[1].value).toBe(0);
    expect(user.history.todos).toEqual([]);
    expect(data.questProgress.down).toBe(0);
    expect(user.loginIncentives).toBe(0);
    expect(user.lastRollover).toMatchObject({ absent: true, seen: false, checkInOwed: true, open: true });
    expect(user.lastRollover?.missed).toEqual([expect.objectContaining({ id: daily._id, spared: true, hp: 0 })]);
  });

  it("a week away ages a to-do and a one-sided habit once and writes history once (server/libs/cron.js)", () => {
    // The sweep's seven rollovers: the first after the last visit, then six while still away.
    let user = makeUser();
    let tasks = [
      makeTask("todo", { value: 0 }),
      makeTask("habit", { up: true, down: false, value: 10 }),
      dueDaily({ value: 0 }),
    ];
    for (let day = 1; day <= 7; day++) {
      const at = new Date(Date.parse("2026-03-10T12:00:00.000Z") + day * 86_400_000);
      const outcome = cron(user, tasks, ctxAt(at), { attended: false, absent: day > 1 });
      user = outcome.user;
      tasks = outcome.tasks;
    }
    // The original's single catch-up: -1.0 for the to-do, 5.0 for the habit, one history entry.
    expect(tasks[0].value).toBe(-1);
    expect(tasks[1].value).toBe(5);
    expect(user.history.todos).toHaveLength(1);
    expect(user.history.exp).toHaveLength(1);
    expect(tasks[2].history).toHaveLength(1);
  });

  it("records what each missed daily cost, for the yesterday's-activity check-in", () => {
    const daily = dueDaily({ value: 0, streak: 3 });
    const { user } = cron(makeUser(), [daily], ctxAt(NEXT_DAY));
    expect(user.lastRollover).toMatchObject({
      absent: false,
      seen: true,
      checkInOwed: false,
      open: true,
      dailyDueUnchecked: 1,
      dailyChecked: 0,
    });
    expect(user.lastRollover?.missed).toEqual([
      { id: daily._id, value: 0, streak: 3, hp: -2, bossDown: -1, spared: false, checkedFraction: 0 },
    ]);
  });
});

describe("scoring (common/script/ops/scoreTask.js)", () => {
  it("a new habit-history entry records one score, whatever the times", () => {
    const { task } = scoreTask(makeUser(), makeTask("habit"), { direction: "up", times: 3 }, ctxAt());
    expect(task.history?.at(-1)).toMatchObject({ scoredUp: 1, scoredDown: 0 });
    expect(task.counterUp).toBe(3);
  });

  it("challenge and group dailies lose their streak despite Chilling Frost; group dailies cost no health", () => {
    const frosty = makeUser((u) => (u.stats.buffs.streaks = true));
    const own = scoreTask(frosty, dueDaily({ streak: 5 }), { direction: "down", cron: true }, ctxAt());
    expect(own.task.streak).toBe(5);
    const challenge = scoreTask(
      frosty,
      dueDaily({ streak: 5, challenge: { id: "c1" } }),
      { direction: "down", cron: true },
      ctxAt(),
    );
    expect(challenge.task.streak).toBe(0);
    expect(challenge.user.stats.hp).toBe(48);
    const group = scoreTask(
      frosty,
      dueDaily({ streak: 5, group: { id: "g1" } }),
      { direction: "down", cron: true },
      ctxAt(),
    );
    expect(group.task.streak).toBe(0);
    expect(group.user.stats.hp).toBe(50);
  });

  it("a reward costs its value in gold, is refused when short, and never costs health", () => {
    const user = makeUser((u) => (u.stats.gp = 25));
    const { user: after } = scoreTask(user, makeTask("reward", { value: 10 }), { direction: "up" }, ctxAt());
    expect(after.stats).toMatchObject({ gp: 15, hp: 50 });
    expectGameError(
      () => scoreTask(user, makeTask("reward", { value: 30 }), { direction: "up" }, ctxAt()),
      "NotAuthorized",
      "messageNotEnoughGold",
    );
  });
});

describe("the predictable random (common/script/fns/predictableRandom.js, fns/crit.js)", () => {
  it("is the fraction of sin(sum of the stat fields + 1) x 10 000", () => {
    // A new player: 50 + 10 + 1 = 61.
    expect(predictableRandom(makeUser().stats)).toBeCloseTo(0.19303350777045125, 12);
    const stats = { hp: 43.2, mp: 27.5, exp: 120, gp: 15.75, lvl: 7, points: 1, str: 3, int: 2, con: 1, per: 0 };
    expect(predictableRandom(stats)).toBeCloseTo(0.7897896751092048, 12);
    // Computed fields a client may send and non-numbers never count.
    expect(predictableRandom({ ...stats, maxMP: 40, maxHealth: 50, toNextLevel: 150, class: "rogue" })).toBeCloseTo(
      0.7897896751092048,
      12,
    );
    expect(statsRandom({ stats: stats as unknown as User["stats"] }).next()).toBe(predictableRandom(stats));
  });
});

describe("skills (common/script/content/spells.js, server/libs/spells.js)", () => {
  const caster = (klass: User["stats"]["class"], stats: Partial<User["stats"]> = {}) =>
    makeUser((u) => {
      Object.assign(u.stats, { lvl: 14, class: klass, mp: 60, ...stats });
      u.flags.classSelected = true;
    });
  const member = (id: string, klass: User["stats"]["class"]) =>
    makeUser((u) => Object.assign(u, { _id: id, id }, { stats: { ...u.stats, class: klass, mp: 0 } }));

  it("Ethereal Surge gives mana to every party member who is not a wizard", () => {
    // Level 14: 7 intelligence; ceil(25 * 7 / (7 + 125)) = 2.
    const { party } = castSpell(
      caster("wizard"),
      { spellId: "mpheal", party: [member("w", "wizard"), member("h", "healer")] },
      ctxAt(),
    );
    expect(party?.map((m) => [m._id, m.stats.mp])).toEqual([
      ["w", 0],
      ["h", 2],
    ]);
  });

  it("Stealth counts as cast once the buff reaches the dailies still open today", () => {
    const rogue = caster("rogue", { buffs: { ...makeUser().stats.buffs, stealth: 2 } });
    rogue.tasksOrder.dailys = ["a", "b", "c", "d", "e"];
    expectGameError(
      () => castSpell(rogue, { spellId: "stealth", unfinishedDueDailies: 2 }, ctxAt()),
      "NotAuthorized",
      "spellAlreadyCast",
    );
    // ceil(0.64·5 · 7 / (7 + 55)) = 1 more.
    expect(castSpell(rogue, { spellId: "stealth", unfinishedDueDailies: 3 }, ctxAt()).user.stats.buffs.stealth).toBe(3);
  });
});

describe("quests (common/script/content/quests/*.js)", () => {
  const figures = (key: string) => {
    const quest = quests[key];
    const rage = quest.boss?.rage;
    return {
      hp: quest.boss?.hp,
      str: quest.boss?.str,
      gp: quest.drop.gp,
      exp: quest.drop.exp,
      rage: rage ? { healing: rage.healing, mpDrain: rage.mpDrain } : undefined,
    };
  };
  it.each([
    ["chameleon", { hp: 400, str: 1.5, gp: 35, exp: 250, rage: undefined }],
    ["crab", { hp: 1200, str: 2.5, gp: 90, exp: 900, rage: { healing: undefined, mpDrain: 0.33 } }],
    ["dog", { hp: 600, str: 1.5, gp: 55, exp: 500, rage: { healing: undefined, mpDrain: 0.3 } }],
    ["giraffe", { hp: 700, str: 2, gp: 50, exp: 450, rage: undefined }],
    ["raccoon", { hp: 800, str: 2, gp: 70, exp: 600, rage: { healing: 0.3, mpDrain: undefined } }],
    ["otter", { hp: 1200, str: 2.5, gp: 90, exp: 900, rage: { healing: 0.3, mpDrain: undefined } }],
    ["platypus", { hp: 1000, str: 2, gp: 100, exp: 1000, rage: { healing: undefined, mpDrain: 0.33 } }],
    ["cat", { hp: 600, str: 1.5, gp: 55, exp: 500, rage: { healing: undefined, mpDrain: 0.33 } }],
    ["alpaca", { hp: 800, str: 2, gp: 90, exp: 900, rage: { healing: 0.3, mpDrain: undefined } }],
  ])("pet quest %s", (key, expected) => expect(figures(key)).toEqual(expected));

  const drops = (key: string) =>
    quests[key].drop.items.map((item) => `${item.type}:${item.key}${item.onlyOwner ? "!" : ""}`);
  it("story-chain drops", () => {
    expect(drops("mayhemMistiflying1")).toEqual([
      "hatchingPotions:Skeleton",
      "hatchingPotions:White",
      "gear:armor_special_roguishRainbowMessengerRobes",
    ]);
    expect(drops("mayhemMistiflying3")).toContain("gear:shield_special_roguishRainbowMessage");
    expect(drops("stoikalmCalamity1")).toEqual([
      "hatchingPotions:Skeleton",
      "hatchingPotions:Desert",
      "gear:armor_special_mammothRiderArmor",
    ]);
    expect(drops("stoikalmCalamity2")).toEqual(["gear:head_special_mammothRiderHelm"]);
    expect(drops("stoikalmCalamity3")).toEqual([
      ...Array(3).fill("food:CottonCandyBlue"),
      "gear:weapon_special_mammothRiderSpear",
      "gear:shield_special_mammothRiderHorn",
    ]);
  });
  it("the Lost Masterclasser drops food, potions and gear, never the next scroll", () => {
    expect(drops("lostMasterclasser1")).toEqual([
      ...Array(3).fill("food:Potatoe"),
      ...Array(3).fill("food:Meat"),
      ...Array(3).fill("food:Milk"),
    ]);
    expect(drops("lostMasterclasser2")).toEqual([
      ...Array(3).fill("food:Chocolate"),
      ...Array(3).fill("food:Honey"),
      ...Array(3).fill("food:RottenMeat"),
      "gear:eyewear_special_aetherMask",
    ]);
    expect(drops("lostMasterclasser3")).toEqual(
      ["Base", "CottonCandyPink", "Golden", "Shade", "Zombie"]
        .map((p) => `hatchingPotions:${p}`)
        .concat("gear:body_special_aetherAmulet"),
    );
    expect(drops("lostMasterclasser4")).toEqual([
      "mounts:Aether-Invisible",
      "gear:back_special_aetherCloak",
      "gear:weapon_special_aetherCrystals",
    ]);
    expect([1, 2, 3, 4].map((part) => quests[`lostMasterclasser${part}`].goldValue)).toEqual([400, 500, 600, 700]);
  });
  it("the Dysheartener's treats, the Basi-List's gold price, one-gem dust bunnies and egg hunt, the virtualpet key", () => {
    expect(drops("dysheartener")).toContain("food:Candy_CottonCandyBlue");
    expect(drops("dysheartener")).toContain("food:Cake_Golden");
    expect(quests.basilist).toMatchObject({ goldValue: 100, value: 0 });
    expect(quests.dustbunnies.value).toBe(1);
    expect(quests.egg.value).toBe(1);
    expect(quests.virtualpet).toMatchObject({ event: "aprilFoolsResale", category: "hatchingPotion" });
    expect(quests).not.toHaveProperty("virtualPet");
  });
  it("the wacky-potion quests are sold in April's resale (constants/events.js aprilFoolsResale: 3 April to 1 May)", () => {
    const buyer = makeUser((u) => (u.balance = 10));
    const april = shopContextAt(new Date("2026-04-10T12:00:00Z"));
    const march = shopContextAt(new Date("2026-03-20T12:00:00Z"));
    for (const key of ["virtualpet", "waffle", "fungi"]) {
      expect(questBuyableWithGems(quests[key], buyer, april), key).toBe(true);
      expect(questBuyableWithGems(quests[key], buyer, march), key).toBe(false);
    }
    expect(buyQuestWithGems(buyer, { key: "virtualpet" }, april).user.items.quests.virtualpet).toBe(1);
    expectGameError(
      () => buyQuestWithGems(buyer, { key: "basilist" }, april),
      "NotAuthorized",
      "questNotGemPurchasable",
    );
  });
});

describe("quest progress (server/models/group.js)", () => {
  const counting: Random = { next: () => 0.999 };
  it("a collection find follows the remaining counts: one chance per item still needed", () => {
    // Mistiflying part 2: 25 red, 15 blue, 10 green; with 24 red found, the next finds are mostly blue.
    const quest = quests.mayhemMistiflying2;
    const progress = { hp: 0, rage: 0, collect: { mistifly1: 24, mistifly2: 0, mistifly3: 0 } };
    // 26 items are still missing (1 + 15 + 10) in key order: the last draw lands on a mistifly3.
    expect(applyCollection(quest, progress, 1, counting).found).toEqual({ mistifly3: 1 });
    expect(applyCollection(quest, progress, 1, { next: () => 0 }).found).toEqual({ mistifly1: 1 });
    expect(applyCollection(quest, progress, 1, { next: () => 1 / 26 }).found).toEqual({ mistifly2: 1 });
    const all = applyCollection(quest, progress, 100, seededRandom("x"));
    expect(all.found).toEqual({ mistifly1: 1, mistifly2: 15, mistifly3: 10 });
    expect(all.complete).toBe(true);
  });
  it("a world boss takes at most 900 damage and 900 rage from one rollover; its healing rage is not held to its starting health", () => {
    const dysheartener = quests.dysheartener;
    const hit = applyBossProgress(
      dysheartener,
      { hp: 10_000_000, rage: 0, collect: {} },
      { up: 5000, down: -3000 },
      { worldBoss: true },
    );
    expect(WORLD_BOSS_ROLLOVER_CAP).toBe(900);
    expect(hit.damage).toBe(900);
    expect(hit.progress.rage).toBe(900 * 1.25);
    const stressbeast = quests.stressbeast;
    const rage = applyBossProgress(
      stressbeast,
      { hp: 2_700_000, rage: 1_449_999, collect: {} },
      { up: 0, down: -10 },
      { worldBoss: true },
    );
    expect(rage.rage?.healed).toBeCloseTo(2_700_000 * 0.3, 6);
    expect(rage.progress.hp).toBeCloseTo(2_700_000 * 1.3, 6);
  });
});

describe("check-in rewards (common/script/content/loginIncentives.js)", () => {
  const rewards = (day: number) => loginIncentives[day].rewards.map((reward) => `${reward.type}:${reward.key}`);
  it("day 2: the five colour backgrounds; Royal Purple potions on the way", () => {
    expect(rewards(2)).toEqual([
      "backgrounds:blue",
      "backgrounds:green",
      "backgrounds:purple",
      "backgrounds:red",
      "backgrounds:yellow",
    ]);
    expect([4, 10, 26, 35, 45, 55].every((day) => rewards(day).join() === "hatchingPotions:RoyalPurple")).toBe(true);
  });
  it("saddles on days 50, 100, 220 (then 2 on 360 and 3 on 425); royallyLoyal on day 500", () => {
    expect([50, 100, 220].map(rewards)).toEqual([["food:Saddle"], ["food:Saddle"], ["food:Saddle"]]);
    expect(rewards(360)).toEqual(["food:Saddle", "food:Saddle"]);
    expect(rewards(425)).toEqual(["food:Saddle", "food:Saddle", "food:Saddle"]);
    expect(rewards(500)).toEqual(["achievement:royallyLoyal"]);
    expect(rewards(90)).toEqual(["gear:shield_special_diamondStave"]);
    expect(loginIncentives[7].nextRewardAt).toBe(10);
  });
});

describe("rebirth (common/script/ops/rebirth.js)", () => {
  it("completed to-dos keep their value, habit counters reset, pet and mount come off; from level 50 only", () => {
    const hero = makeUser((u) => {
      Object.assign(u.stats, { lvl: 50 });
      u.flags.rebirthEnabled = true;
      u.balance = 2;
      u.items.currentPet = "Wolf-Base";
      u.items.currentMount = "Fox-Red";
    });
    const done = makeTask("todo", { completed: true, value: 7 });
    const open = makeTask("todo", { value: -4 });
    const habit = makeTask("habit", { value: 3, counterUp: 4, counterDown: 2 });
    const { user, tasks } = rebirth(hero, [done, open, habit], ctxAt());
    expect(tasks.map((task) => task.value)).toEqual([7, 0, 0]);
    expect(tasks[2]).toMatchObject({ counterUp: 0, counterDown: 0 });
    expect(user.items).toMatchObject({ currentPet: "", currentMount: "" });
    expectGameError(
      () =>
        rebirth(
          makeUser((u) => Object.assign(u.stats, { lvl: 49 })),
          [],
          ctxAt(),
        ),
      "NotAuthorized",
      "rebirthNotAvailable",
    );
  });
});

describe("the yesterday's-activity check-in window", () => {
  it("closes the yesterday's-activity check-in on the first score of the new day", () => {
    const { user } = cron(makeUser(), [dueDaily()], ctxAt(NEXT_DAY));
    expect(user.lastRollover?.open).toBe(true);
    const scored = scoreTask(user, makeTask("habit"), { direction: "up" }, ctxAt(NEXT_DAY));
    expect(scored.user.lastRollover?.open).toBe(false);
  });
});

describe("recording yesterday's activity (the public game's check-in before its cron)", () => {
  const hurtBy = (tasks: Task[], fields: (u: User) => void = () => {}) =>
    cron(makeUser(fields), tasks, ctxAt(NEXT_DAY));

  it("ticking every missed daily gives back the damage and makes the day perfect", () => {
    const first = dueDaily({ value: 0, streak: 4 });
    const second = dueDaily({ value: 0, streak: 0 });
    const rolled = hurtBy([first, second], (u) => {
      u.stats.lvl = 9;
      u.party.quest.key = "gryphon";
    });
    expect(rolled.user.stats.hp).toBe(46);
    expect(rolled.user.stats.mp).toBe(10);
    const { user, tasks, data } = recordYesterdaysActivity(
      rolled.user,
      rolled.tasks,
      [first._id, second._id],
      ctxAt(NEXT_DAY),
    );
    expect(data).toMatchObject({
      recorded: [first._id, second._id],
      hpRestored: 4,
      perfect: true,
      bossBlow: { questKey: "gryphon", down: 2 },
    });
    expect(user.stats.hp).toBe(50);
    // Back to 0, then checked: value 1, streak one more.
    expect(tasks.map((task) => [task.value, task.streak, task.completed])).toEqual([
      [1, 5, false],
      [1, 1, false],
    ]);
    expect(user.achievements.perfect).toBe(1);
    expect(user.stats.buffs).toMatchObject({ str: 5, int: 5, con: 5, per: 5 });
    expect(user.lastRollover?.open).toBe(false);
  });

  it("ticking one of two gives back its share only; mana follows the share of dailies done", () => {
    const first = dueDaily({ value: 0 });
    const second = dueDaily({ value: 0 });
    const rolled = hurtBy([first, second]);
    const { user, data } = recordYesterdaysActivity(rolled.user, rolled.tasks, [first._id], ctxAt(NEXT_DAY));
    expect(data.hpRestored).toBe(2);
    expect(data.perfect).toBe(false);
    // 10 mana at the rollover (none done) plus half of the 10 now, on top of checking the daily (+1).
    expect(user.stats.hp).toBe(48);
    expect(user.stats.mp).toBe(10 + 1 + 5);
  });

  it("a skip closes the check-in; afterwards ticks are refused and unknown dailies never accepted", () => {
    const daily = dueDaily();
    const rolled = hurtBy([daily]);
    expectGameError(
      () => recordYesterdaysActivity(rolled.user, rolled.tasks, ["nope"], ctxAt(NEXT_DAY)),
      "BadRequest",
      "yesterDailyUnknown",
    );
    const skipped = recordYesterdaysActivity(rolled.user, rolled.tasks, [], ctxAt(NEXT_DAY));
    expect(skipped.user.stats.hp).toBe(48);
    expect(skipped.user.lastRollover?.open).toBe(false);
    expectGameError(
      () => recordYesterdaysActivity(skipped.user, rolled.tasks, [daily._id], ctxAt(NEXT_DAY)),
      "NotAuthorized",
      "yesterDailiesClosed",
    );
    expect(recordYesterdaysActivity(skipped.user, rolled.tasks, [], ctxAt(NEXT_DAY)).user).toBe(skipped.user);
  });

  it("after an absent rollover nothing was taken: ticking only counts the daily as done", () => {
    const daily = dueDaily({ value: 0, streak: 2 });
    const rolled = cron(makeUser(), [daily], ctxAt(NEXT_DAY), { attended: false, absent: true });
    const { user, tasks, data } = recordYesterdaysActivity(rolled.user, rolled.tasks, [daily._id], ctxAt(NEXT_DAY));
    expect(data).toMatchObject({ hpRestored: 0, bossBlow: null });
    expect(user.stats.hp).toBe(50);
    expect(tasks[0]).toMatchObject({ value: 1, streak: 3 });
  });

  it("offers only the player's own dailies they have not opted out of", () => {
    const optedOut = dueDaily({ yesterDaily: false });
    const kept = dueDaily();
    const rolled = hurtBy([optedOut, kept]);
    expect(openYesterDailies(rolled.user, rolled.tasks)).toEqual([kept._id]);
    // GET /user lists them without the tasks at hand: the rollover remembered only those.
    expect(openYesterDailies(rolled.user)).toEqual([kept._id]);
    expect(cron(makeUser(), [dueDaily({ group: { id: "g1" } })], ctxAt(NEXT_DAY)).user.lastRollover).toMatchObject({
      open: false,
      missed: [],
    });
  });
});
