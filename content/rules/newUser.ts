/** A new player's document and starter tasks (spec §3 defaults). Pure: ids and time are inputs. */
import { DEFAULT_REWARD_VALUE, MAX_HEALTH, TOUR_KEYS } from "../data/constants";
import { defaultOwnedGear } from "./defaultGear";
import { newTask } from "./newTask";
import type { Task, TaskType, User } from "./types";

export { defaultRepeat, newTask } from "./newTask";
import starterMessages from "../i18n/en/starter.json";

type StarterKey = keyof typeof starterMessages;

export interface NewUserInput {
  id: string;
  username: string;
  email: string;
  now: Date;
  timezoneOffset: number;
  /** Ids for the starter tags and tasks, in order; the caller supplies fresh UUIDs. */
  newId: () => string;
  /** The player's language (a code of content/i18n); English when absent. */
  language?: string;
  /** The starter texts in that language; English when absent. */
  text?: (key: StarterKey) => string;
  /**
   * Who made the account: our web client gets the full starter board; any other client (a
   * script, a tool, another app) gets one to-do and the starter tags, and its tour is skipped,
   * as the public API has it. The web set when absent.
   */
  starter?: StarterSet;
}

export type StarterSet = "web" | "api";

const STARTER_TAGS: StarterKey[] = [
  "starterTagWork",
  "starterTagExercise",
  "starterTagHealth",
  "starterTagSchool",
  "starterTagTeams",
  "starterTagChores",
  "starterTagCreativity",
];

interface StarterTask {
  type: TaskType;
  text: StarterKey;
  notes: StarterKey;
  up?: boolean;
  down?: boolean;
  value?: number;
}

const STARTER_TASKS: StarterTask[] = [
  { type: "habit", text: "starterHabitWaterText", notes: "starterHabitWaterNotes", up: true, down: false },
  { type: "habit", text: "starterHabitScrollText", notes: "starterHabitScrollNotes", up: false, down: true },
  { type: "habit", text: "starterHabitStairsText", notes: "starterHabitStairsNotes", up: true, down: true },
  { type: "daily", text: "starterDailyPlanText", notes: "starterDailyPlanNotes" },
  { type: "todo", text: "starterTodoHabitText", notes: "starterTodoHabitNotes" },
  { type: "todo", text: "starterTodoDailyText", notes: "starterTodoDailyNotes" },
  { type: "reward", text: "starterRewardText", notes: "starterRewardNotes", value: DEFAULT_REWARD_VALUE },
];

/** What an account made by an API client starts with beside the tags. */
const API_STARTER_TASKS: StarterTask[] = [{ type: "todo", text: "starterTodoApiText", notes: "starterTodoApiNotes" }];

/** The class gear a new player finds pinned to their rewards (server/models/user/hooks.js). */
export const STARTER_PINS = [
  "gear.flat.weapon_warrior_0",
  "gear.flat.armor_warrior_1",
  "gear.flat.shield_warrior_1",
  "gear.flat.head_warrior_1",
];

export function createNewUser(input: NewUserInput): { user: User; tasks: Task[] } {
  const { id, username, email, now, timezoneOffset, newId } = input;
  const text = input.text ?? ((key: StarterKey) => starterMessages[key]);
  const iso = now.toISOString();
  const tags = STARTER_TAGS.map((key) => ({ id: newId(), name: text(key) }));
  const starterSet = input.starter ?? "web";
  const tasks = (starterSet === "api" ? API_STARTER_TASKS : STARTER_TASKS).map((starter) =>
    newTask(
      {
        ...starter,
        text: text(starter.text),
        notes: text(starter.notes),
        _id: newId(),
        userId: id,
        byHabitforge: true,
      },
      now,
    ),
  );
  const order = (type: TaskType) => tasks.filter((task) => task.type === type).map((task) => task._id);
  const user: User = {
    _id: id,
    id,
    _v: 1,
    balance: 0,
    auth: {
      local: { username, lowerCaseUsername: username.toLowerCase(), email: email.toLowerCase() },
      timestamps: { created: iso, loggedin: iso, updated: iso },
    },
    profile: { name: username },
    stats: {
      hp: MAX_HEALTH,
      mp: 10,
      exp: 0,
      gp: 0,
      lvl: 1,
      class: "warrior",
      points: 0,
      str: 0,
      int: 0,
      con: 0,
      per: 0,
      buffs: {
        str: 0,
        int: 0,
        con: 0,
        per: 0,
        stealth: 0,
        streaks: false,
        snowball: false,
        spookySparkles: false,
        shinySeed: false,
        seafoam: false,
      },
      training: { str: 0, int: 0, con: 0, per: 0 },
    },
    items: {
      gear: {
        owned: defaultOwnedGear(),
        equipped: {
          armor: "armor_base_0",
          head: "head_base_0",
          shield: "shield_base_0",
          weapon: "weapon_base_0",
          back: "back_base_0",
          body: "body_base_0",
          headAccessory: "headAccessory_base_0",
          eyewear: "eyewear_base_0",
        },
        costume: {
          armor: "armor_base_0",
          head: "head_base_0",
          shield: "shield_base_0",
          weapon: "weapon_base_0",
          back: "back_base_0",
          body: "body_base_0",
          headAccessory: "headAccessory_base_0",
          eyewear: "eyewear_base_0",
        },
      },
      pets: {},
      mounts: {},
      eggs: {},
      hatchingPotions: {},
      food: {},
      quests: { dustbunnies: 1 },
      special: {
        snowball: 0,
        spookySparkles: 0,
        shinySeed: 0,
        seafoam: 0,
        valentine: 0,
        nye: 0,
        greeting: 0,
        thankyou: 0,
        birthday: 0,
        congrats: 0,
        getwell: 0,
        goodluck: 0,
      },
      currentPet: "",
      currentMount: "",
      lastDrop: { date: iso, count: 0 },
    },
    achievements: {
      quests: {},
      ultimateGearSets: { warrior: false, rogue: false, wizard: false, healer: false },
      streak: 0,
      perfect: 0,
      challenges: [],
    },
    flags: {
      classSelected: false,
      itemsEnabled: false,
      rebirthEnabled: false,
      levelDrops: {},
      cardReceived: false,
      customizationsNotification: false,
      armoireEnabled: true,
      armoireOpened: false,
      armoireEmpty: false,
      newStuff: false,
      dropsEnabled: false,
      welcomed: false,
      // An API client's account skips the tour, every step marked -2.
      tour: starterSet === "api" ? Object.fromEntries(TOUR_KEYS.map((key) => [key, -2])) : {},
      ...(starterSet === "api" ? { showTour: false } : {}),
      tutorial: { common: {}, ios: {} },
      communityGuidelinesAccepted: false,
      warnedLowHealth: false,
      tasksCreatedCount: 0,
      verifiedUsername: true,
    },
    preferences: {
      dayStart: 0,
      timezoneOffset,
      timezoneOffsetAtLastCron: timezoneOffset,
      allocationMode: "flat",
      automaticAllocation: false,
      disableClasses: false,
      autoEquip: true,
      sleep: false,
      background: "violet",
      hair: { color: "red", base: 3, bangs: 1, beard: 0, mustache: 0, flower: 1 },
      skin: "915533",
      shirt: "blue",
      size: "slim",
      chair: "none",
      costume: false,
      language: input.language ?? "en",
      sound: "rosstavoTheme",
      stickyHeader: true,
      newTaskEdit: false,
      dailyDueDefaultView: false,
      displayInviteToPartyWhenPartyIs1: true,
      reverseChatOrder: false,
      suppressModals: { levelUp: false, hatchPet: false, raisePet: false, streak: false },
      tasks: {
        groupByChallenge: false,
        confirmScoreNotes: false,
        mirrorGroupTasks: [],
        activeFilter: { habit: "all", daily: "all", todo: "remaining", reward: "all" },
      },
      emailNotifications: {
        unsubscribeFromAll: false,
        newPM: true,
        wonChallenge: true,
        giftedGems: true,
        giftedSubscription: true,
        invitedParty: true,
        invitedGuild: true,
        questStarted: true,
        invitedQuest: true,
        importantAnnouncements: true,
        weeklyRecaps: true,
        onboarding: true,
        majorUpdates: true,
        subscriptionReminders: true,
        contentRelease: true,
      },
      pushNotifications: {
        unsubscribeFromAll: false,
        newPM: true,
        wonChallenge: true,
        giftedGems: true,
        giftedSubscription: true,
        invitedParty: true,
        invitedGuild: true,
        questStarted: true,
        invitedQuest: true,
        majorUpdates: true,
        mentionParty: true,
        mentionJoinedGuild: true,
        mentionUnjoinedGuild: true,
        partyActivity: true,
        contentRelease: true,
        taskReminders: true,
      },
      improvementCategories: [],
    },
    purchased: {
      plan: { mysteryItems: [], consecutive: { count: 0, offset: 0, trinkets: 0, gemCapExtra: 0 }, gemsBought: 0 },
      // The other colours are the second check-in's reward.
      background: { violet: true },
      hair: {},
      skin: {},
      shirt: {},
      txnCount: 0,
    },
    loginIncentives: 0,
    tasksOrder: { habits: order("habit"), dailys: order("daily"), todos: order("todo"), rewards: order("reward") },
    pinnedItems: STARTER_PINS.map((path) => ({ type: "marketGear", path })),
    unpinnedItems: [],
    pinnedItemsOrder: [],
    inbox: { newMessages: 0, optOut: false, blocks: [] },
    notifications: [],
    invitations: { guilds: [], party: {}, parties: [] },
    guilds: [],
    party: {
      order: "level",
      orderAscending: "ascending",
      quest: {
        key: null,
        progress: { up: 0, down: 0, collect: {}, collectedItems: 0 },
        completed: null,
        RSVPNeeded: false,
      },
    },
    tags,
    webhooks: [],
    permissions: {},
    history: { exp: [], todos: [], gold: [] },
    challenges: [],
    lastCron: iso,
  };
  return { user, tasks };
}
