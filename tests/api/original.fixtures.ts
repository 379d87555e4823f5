/**
 * A long-time player of the original game as its API shows them: the `data` of GET
 * /api/v3/user and of GET /api/v3/tasks/user, with the original's field names (its user model,
 * website/server/models/user/schema.js, and task model). Written for these tests; the values
 * are made up. Each call makes a fresh account with its own ids.
 */
import { expect } from "vitest";

type Json = Record<string, any>;
const DAY = 86_400_000;

export interface OriginalAccount {
  id: string;
  apiToken: string;
  user: Json;
  tasks: Json[];
}

export function originalAccount(now = Date.now()): OriginalAccount {
  const id = crypto.randomUUID();
  const apiToken = crypto.randomUUID();
  const morning = crypto.randomUUID();
  const work = crypto.randomUUID();
  const challengeTag = crypto.randomUUID();
  const ids = Array.from({ length: 8 }, () => crypto.randomUUID());
  const [water, scroll, stretch, read, review, library, boss, coffee] = ids;
  const challengeId = crypto.randomUUID();
  const stamp = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const base = (type: string, _id: string, text: string, extra: Json): Json => ({
    _id,
    id: _id,
    userId: id,
    type,
    text,
    notes: "",
    tags: [],
    value: 0,
    priority: 1,
    attribute: "str",
    challenge: {},
    group: { approval: { required: false, approved: false, requested: false }, assignedUsers: [], completedBy: {} },
    reminders: [],
    byHabitica: false,
    createdAt: stamp(400),
    updatedAt: stamp(1),
    ...extra,
  });
  // A daily checked on each of the last 12 due days (two rest days in between), then missed.
  const readHistory = [
    { date: now - 30 * DAY, value: -1.2, isDue: true, completed: false },
    ...Array.from({ length: 14 }, (_, index) => ({
      date: now - (14 - index) * DAY,
      value: 1 + index * 0.5,
      isDue: index % 7 !== 3,
      completed: index % 7 !== 3,
    })),
  ];

  const tasks: Json[] = [
    base("habit", water, "Drink a glass of water", {
      value: 12.4,
      priority: 1,
      up: true,
      down: false,
      counterUp: 3,
      counterDown: 0,
      frequency: "daily",
      tags: [morning],
      history: [
        { date: now - 3 * DAY, value: 11.1, scoredUp: 4, scoredDown: 0 },
        { date: now - 2 * DAY, value: 11.8, scoredUp: 3, scoredDown: 0 },
        { date: now - DAY, value: 12.4, scoredUp: 2, scoredDown: 0 },
      ],
    }),
    base("habit", scroll, "Doomscrolling", {
      value: -8.5,
      priority: 1.5,
      notes: "Put the phone in the other room.",
      up: false,
      down: true,
      counterUp: 0,
      counterDown: 2,
      frequency: "weekly",
      history: [{ date: now - DAY, value: -8.5, scoredUp: 0, scoredDown: 2 }],
    }),
    base("daily", read, "Read 20 pages", {
      value: 7.9,
      priority: 2,
      attribute: "int",
      tags: [morning, work, "not-a-tag-of-this-account"],
      frequency: "weekly",
      everyX: 1,
      repeat: { m: true, t: true, w: true, th: true, f: true, s: false, su: true },
      daysOfMonth: [],
      weeksOfMonth: [],
      startDate: "2024-01-01T05:00:00.000Z",
      // Typed in by the player on the original: far longer than the history shows.
      streak: 400,
      completed: false,
      isDue: true,
      nextDue: [stamp(-1), stamp(-2)],
      yesterDaily: true,
      collapseChecklist: false,
      checklist: [
        { id: crypto.randomUUID(), text: "Pick a book", completed: true },
        { id: crypto.randomUUID(), text: "Find a quiet corner", completed: false },
      ],
      reminders: [{ id: crypto.randomUUID(), startDate: stamp(10), time: "2024-01-01T07:30:00.000Z" }],
      history: readHistory,
    }),
    base("daily", stretch, "Stretch", {
      value: 0.5,
      frequency: "daily",
      everyX: 2,
      repeat: { m: true, t: true, w: true, th: true, f: true, s: true, su: true },
      daysOfMonth: [],
      weeksOfMonth: [],
      startDate: stamp(100),
      streak: 0,
      completed: true,
      isDue: true,
      yesterDaily: false,
      checklist: [],
      history: [],
    }),
    base("todo", review, "Renew library card", {
      tags: [work],
      date: "2026-12-01T00:00:00.000Z",
      completed: false,
      collapseChecklist: true,
      checklist: [{ id: crypto.randomUUID(), text: "Find the old card", completed: false }],
    }),
    base("todo", library, "Challenge to-do", {
      challenge: { id: challengeId, taskId: crypto.randomUUID(), shortName: "Read more" },
      tags: [challengeTag],
      completed: false,
    }),
    base("reward", coffee, "Fancy coffee", { value: 25 }),
    base("todo", boss, "", { completed: false }),
  ];

  const user: Json = {
    _id: id,
    id,
    _v: 412,
    auth: {
      local: { username: "wandering_owl", lowerCaseUsername: "wandering_owl", email: "owl@mail.example" },
      timestamps: { created: stamp(900), loggedin: stamp(0), updated: stamp(0) },
      facebook: {},
      google: {},
      apple: {},
    },
    achievements: {
      originalUser: false,
      ultimateGearSets: { healer: false, wizard: false, rogue: false, warrior: true },
      streak: 14,
      perfect: 52,
      quests: { gryphon: 2, atom1: 1 },
      beastMaster: true,
      beastMasterCount: 1,
      createdTask: true,
      completedTask: true,
      hatchedPet: true,
      fedPet: true,
      purchasedEquipment: true,
      challenges: ["Read more"],
    },
    backer: {},
    contributor: { level: 2, text: "Blacksmith", contributions: "Fixed a bug", critical: "yes" },
    permissions: {},
    balance: 42.5,
    purchased: {
      ads: false,
      txnCount: 7,
      skin: { bear: true, zombie: false },
      hair: { color: { rainbow: true }, base: { "7": true } },
      shirt: { convict: true },
      background: { fairy_ring: true, castle_keep_with_banners: true, no_such_background_here: true },
      plan: {
        planId: "basic_earned",
        customerId: "cus_original_123",
        dateCreated: stamp(300),
        dateTerminated: null,
        mysteryItems: ["back_mystery_201402"],
        consecutive: { count: 9, offset: 0, trinkets: 12, gemCapExtra: 20 },
        gemsBought: 10,
      },
    },
    flags: {
      classSelected: true,
      itemsEnabled: true,
      rebirthEnabled: true,
      armoireEnabled: true,
      communityGuidelinesAccepted: true,
      verifiedUsername: true,
      cronCount: 800,
      welcomed: true,
      tour: { intro: -2, classes: -2 },
      tutorial: { common: { habits: true, dailies: true } },
    },
    history: {
      exp: [
        { date: now - 3 * DAY, value: 10_400 },
        { date: now - 2 * DAY, value: 10_520 },
        { date: now - DAY, value: 10_610 },
      ],
      todos: [{ date: now - DAY, value: -14.2 }],
    },
    items: {
      gear: {
        owned: {
          weapon_warrior_0: true,
          weapon_warrior_1: true,
          weapon_warrior_2: true,
          weapon_warrior_3: true,
          armor_warrior_1: true,
          armor_warrior_2: false,
          head_warrior_1: true,
          shield_warrior_1: true,
          weapon_armoire_basicCrossbow: true,
          headAccessory_special_bearEars: true,
          eyewear_special_blackTopFrame: true,
          // Earned on the original as a contributor and a bug reporter: proven by its API.
          armor_special_2: true,
          weapon_special_critical: true,
          // Keys this game does not have.
          weapon_special_spring2099Rogue: true,
          shield_special_ghostlyGadget: true,
        },
        equipped: {
          weapon: "weapon_warrior_3",
          armor: "armor_warrior_1",
          head: "head_warrior_1",
          shield: "shield_warrior_1",
          headAccessory: "headAccessory_special_bearEars",
          eyewear: "eyewear_special_blackTopFrame",
          back: "back_mystery_201402",
          body: "body_base_0",
        },
        costume: {
          weapon: "weapon_armoire_basicCrossbow",
          armor: "armor_base_0",
          head: "head_base_0",
          shield: "shield_base_0",
        },
      },
      special: {
        snowball: 3,
        spookySparkles: 0,
        shinySeed: 1,
        seafoam: 0,
        valentine: 2,
        valentineReceived: ["A friend"],
        nye: 0,
        nyeReceived: [],
        greeting: 0,
        greetingReceived: [],
        thankyou: 0,
        thankyouReceived: [],
        birthday: 0,
        birthdayReceived: [],
        congrats: 0,
        congratsReceived: [],
        getwell: 0,
        getwellReceived: [],
        goodluck: 0,
        goodluckReceived: [],
      },
      pets: { "Wolf-Base": 25, "Dragon-Red": -1, "Fox-Golden": 5, "Gryphon-Base": 5, "Unicorn-Purple": 10 },
      currentPet: "Wolf-Base",
      // Own keys named like members of every object, as JSON.parse makes them.
      eggs: { Wolf: 2, Dragon: 0, Fox: 3, constructor: 9, ["__proto__"]: 50, Phoenix: 4 },
      hatchingPotions: { Base: 4, Golden: 1.5, Red: -3, Shimmer: 2 },
      food: { Meat: 12, Milk: 3, Saddle: 1, Honey: 20_000 },
      mounts: { "Dragon-Red": true, "Wolf-Base": null, "Gryphon-Base": true },
      currentMount: "Gryphon-Base",
      quests: { gryphon: 1, dilatory_derby: 2, atom1: 0, "no-such-quest": 3 },
      lastDrop: { date: stamp(0), count: 2 },
    },
    lastCron: stamp(0),
    party: {
      _id: crypto.randomUUID(),
      order: "level",
      orderAscending: "ascending",
      quest: { key: "gryphon", progress: { up: 12.5, down: 0, collect: {}, collectedItems: 0 }, RSVPNeeded: false },
    },
    preferences: {
      dayStart: 4,
      size: "broad",
      hair: { color: "rainbow", base: 7, bangs: 2, beard: 0, mustache: 0, flower: 12 },
      hideHeader: false,
      skin: "bear",
      shirt: "convict",
      timezoneOffset: -120,
      sound: "rosstavoTheme",
      chair: "none",
      language: "en",
      automaticAllocation: true,
      allocationMode: "taskbased",
      autoEquip: false,
      costume: true,
      dateFormat: "dd/MM/yyyy",
      sleep: true,
      stickyHeader: false,
      disableClasses: false,
      newTaskEdit: false,
      dailyDueDefaultView: true,
      reverseChatOrder: true,
      background: "fairy_ring",
      displayInviteToPartyWhenPartyIs1: false,
      webhooks: {},
      emailNotifications: { unsubscribeFromAll: false, newPM: false, weeklyRecaps: false, someFutureSwitch: true },
      pushNotifications: { unsubscribeFromAll: true, partyActivity: false },
      suppressModals: { levelUp: true, hatchPet: false, raisePet: false, streak: true },
      tasks: { groupByChallenge: false, confirmScoreNotes: false, mirrorGroupTasks: [], activeFilter: {} },
      improvementCategories: ["school", "exercise", "notACategory"],
    },
    profile: {
      name: "Wandering Owl",
      blurb: "Trying to read one book a month.",
      imageUrl: "https://images.example/owl.png",
    },
    stats: {
      hp: 43.2,
      mp: 61,
      exp: 812,
      gp: 1432.77,
      lvl: 57,
      class: "warrior",
      points: 0,
      str: 30,
      con: 20,
      int: 5,
      per: 2,
      buffs: { str: 0, int: 0, per: 0, con: 0, stealth: 0, streaks: false },
      training: { int: 0, per: 0, str: 3, con: 0 },
      toNextLevel: 1490,
      maxHealth: 50,
      maxMP: 93,
    },
    notifications: [],
    tags: [
      { id: morning, name: "Morning" },
      { id: work, name: "work" },
      { id: challengeTag, name: "Read more", challenge: challengeId },
    ],
    inbox: { newMessages: 3, optOut: false, blocks: [] },
    tasksOrder: {
      habits: [scroll, water],
      dailys: [read, stretch],
      todos: [review, library, boss],
      rewards: [coffee],
    },
    extra: {},
    webhooks: [],
    loginIncentives: 410,
    invitesSent: 2,
    pinnedItems: [],
    unpinnedItems: [],
    pinnedItemsOrder: [],
    guilds: [crypto.randomUUID()],
    challenges: [challengeId],
    invitations: { guilds: [], party: {}, parties: [] },
    needsCron: false,
  };
  return { id, apiToken, user, tasks };
}

/** Puts an account into the fake original (tests/api/fakeOriginal.ts). */
export async function publishOriginal(
  account: OriginalAccount,
  options: { mode?: "down" | "error" | "malformed" | "busy" | "redirect" | "huge"; hold?: number } = {},
): Promise<OriginalAccount> {
  const response = await fetch("https://habitica.com/__test/accounts", {
    method: "POST",
    body: JSON.stringify({ ...account, ...options }),
  });
  expect(response.status).toBe(200);
  return account;
}

/** What the fake original was asked for an account, with the headers it got. */
export async function originalRequests(
  id: string,
): Promise<{ path: string; user: string | null; key: string | null; client: string | null }[]> {
  return (await fetch(`https://habitica.com/__test/requests?user=${id}`)).json();
}
