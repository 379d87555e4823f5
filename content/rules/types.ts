/**
 * The documents the rules work on: the user and their tasks (spec §3).
 * The worker stores them, the client mirrors them; rules receive and return them.
 */
import type { Attribute, PlayerClass } from "../data/constants";

export type TaskType = "habit" | "daily" | "todo" | "reward";
export type Frequency = "daily" | "weekly" | "monthly" | "yearly";
export type WeekdayKey = "su" | "m" | "t" | "w" | "th" | "f" | "s";
export type Repeat = Record<WeekdayKey, boolean>;

export interface ChecklistItem {
  id: string;
  text: string;
  completed: boolean;
}

export interface HistoryEntry {
  date: number;
  value: number;
  scoredUp?: number;
  scoredDown?: number;
  isDue?: boolean;
  completed?: boolean;
}

export interface Task {
  _id: string;
  id: string;
  userId: string;
  type: TaskType;
  text: string;
  notes: string;
  alias?: string;
  value: number;
  priority: number;
  attribute: Attribute;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  /** Tasks the product itself created for a new player. */
  byHabitforge: boolean;
  /** The same flag under the name the public API's tools read. */
  byHabitica?: boolean;
  challenge: { id?: string; taskId?: string; shortName?: string; broken?: string; winner?: string | null };
  group: {
    id?: string;
    taskId?: string;
    assignedUsers?: string[];
    assignedUsersDetail?: Record<
      string,
      { completed: boolean; completedDate?: string; assignedDate?: string; assignedUsername?: string }
    >;
    approval?: { required?: boolean; requested?: boolean; approved?: boolean };
    sharedCompletion?: string;
  };
  reminders: { id: string; time: string; startDate?: string }[];
  // habit
  up?: boolean;
  down?: boolean;
  counterUp?: number;
  counterDown?: number;
  frequency?: Frequency;
  history?: HistoryEntry[];
  // daily
  completed?: boolean;
  isDue?: boolean;
  nextDue?: string[];
  streak?: number;
  everyX?: number;
  repeat?: Repeat;
  daysOfMonth?: number[];
  weeksOfMonth?: number[];
  startDate?: string;
  yesterDaily?: boolean;
  checklist?: ChecklistItem[];
  collapseChecklist?: boolean;
  /** A to-do's own choice of when its reminders ring; absent or null: the player's setting. */
  reminderMode?: import("./reminders").ReminderTodoMode | null;
  // todo
  date?: string | null;
  dateCompleted?: string | null;
}

export interface Stats {
  hp: number;
  mp: number;
  exp: number;
  gp: number;
  lvl: number;
  class: PlayerClass;
  points: number;
  str: number;
  int: number;
  con: number;
  per: number;
  buffs: {
    str: number;
    int: number;
    con: number;
    per: number;
    stealth: number;
    streaks: boolean;
    snowball: boolean;
    spookySparkles: boolean;
    shinySeed: boolean;
    seafoam: boolean;
  };
  training: { str: number; int: number; con: number; per: number };
}

export interface PinnedItem {
  path: string;
  type: string;
}

export interface ServerNotification {
  id: string;
  type: string;
  data: Record<string, unknown>;
  seen: boolean;
  createdAt?: string;
}

export interface Webhook {
  id: string;
  url: string;
  label: string;
  enabled: boolean;
  type: "taskActivity" | "userActivity" | "questActivity" | "groupChatReceived";
  options: Record<string, boolean | string>;
  failures: number;
  lastFailureAt?: string;
}

/** One entry of the player's purchase history (a row of purchase_history). */
export interface Transaction {
  id: string;
  createdAt: string;
  /** Gems and hourglasses count themselves; a subscription entry counts months. */
  currency: "gems" | "hourglasses" | "subscription";
  /** Positive when received, negative when spent or taken back. */
  amount: number;
  transactionType: string;
  reference?: string;
  referenceText?: string;
  /** The balance in that currency afterwards (not for subscriptions). */
  currentAmount?: number;
}

/** A sign-in provider's account linked to the player: its stable id and the address it gave. */
export interface SocialAuth {
  id: string;
  emails: { value: string; type?: string }[];
}

export interface User {
  _id: string;
  id: string;
  /** Version of the document: bumped by every write (userV). */
  _v: number;
  balance: number;
  auth: {
    /** `has_password` is false for an account made through a sign-in provider until it sets one. */
    local: { username: string; lowerCaseUsername: string; email: string; has_password?: boolean };
    timestamps: { created: string; loggedin: string; updated: string };
    google?: SocialAuth;
    apple?: SocialAuth;
  };
  profile: { name: string; blurb?: string; imageUrl?: string };
  stats: Stats;
  items: {
    gear: { owned: Record<string, boolean>; equipped: Record<string, string>; costume: Record<string, string> };
    pets: Record<string, number>;
    mounts: Record<string, boolean | null>;
    eggs: Record<string, number>;
    hatchingPotions: Record<string, number>;
    food: Record<string, number>;
    quests: Record<string, number>;
    special: Record<string, number | boolean | string[]>;
    currentPet: string;
    currentMount: string;
    lastDrop: { date: string; count: number };
  };
  achievements: Record<string, unknown> & {
    quests: Record<string, number>;
    ultimateGearSets: Record<PlayerClass, boolean>;
    streak: number;
    perfect: number;
    createdTask?: boolean;
    completedTask?: boolean;
    hatchedPet?: boolean;
    fedPet?: boolean;
    purchasedEquipment?: boolean;
    beastMasterCount?: number;
    mountMasterCount?: number;
    triadBingoCount?: number;
    beastMaster?: boolean;
    mountMaster?: boolean;
    triadBingo?: boolean;
  };
  flags: {
    classSelected: boolean;
    itemsEnabled: boolean;
    rebirthEnabled: boolean;
    lastFreeRebirth?: string;
    levelDrops: Record<string, boolean>;
    cardReceived: boolean;
    customizationsNotification: boolean;
    armoireEnabled: boolean;
    armoireOpened: boolean;
    armoireEmpty: boolean;
    newStuff: boolean;
    dropsEnabled: boolean;
    welcomed: boolean;
    tour: Record<string, number>;
    /** False for an account made by an API client: its tour is skipped (every step at -2). */
    showTour?: boolean;
    tutorial: Record<string, Record<string, boolean>>;
    communityGuidelinesAccepted: boolean;
    warnedLowHealth: boolean;
    onboardingComplete?: boolean;
    tasksCreatedCount?: number;
    lastNewStuffRead?: string;
    chatRevoked?: boolean;
    chatShadowMuted?: boolean;
    verifiedUsername: boolean;
    thirdPartyTools?: string;
    /** The items of a data export of the public game were brought in (once per account). */
    itemsImported?: boolean;
  };
  preferences: {
    dayStart: number;
    timezoneOffset: number;
    timezoneOffsetAtLastCron: number;
    allocationMode: "flat" | "classbased" | "taskbased";
    automaticAllocation: boolean;
    autoAllocate?: boolean;
    disableClasses: boolean;
    autoEquip: boolean;
    sleep: boolean;
    background: string;
    hair: { color: string; base: number; bangs: number; beard: number; mustache: number; flower: number };
    skin: string;
    shirt: string;
    size: string;
    chair: string;
    costume: boolean;
    language: string;
    sound: string;
    stickyHeader: boolean;
    newTaskEdit: boolean;
    dailyDueDefaultView: boolean;
    displayInviteToPartyWhenPartyIs1: boolean;
    reverseChatOrder: boolean;
    suppressModals: { levelUp: boolean; hatchPet: boolean; raisePet: boolean; streak: boolean };
    tasks: {
      groupByChallenge: boolean;
      confirmScoreNotes: boolean;
      mirrorGroupTasks: string[];
      activeFilter: Record<string, string>;
    };
    emailNotifications: Record<string, boolean>;
    pushNotifications: Record<string, boolean>;
    /** Quiet hours and how to-dos' reminders ring (content/rules/reminders.ts). */
    reminders?: import("./reminders").ReminderPreferences;
    improvementCategories: string[];
  };
  purchased: {
    plan: {
      planId?: string;
      customerId?: string;
      dateCreated?: string;
      dateTerminated?: string | null;
      dateUpdated?: string;
      dateCurrentTypeCreated?: string;
      mysteryItems: string[];
      consecutive: { count: number; offset: number; trinkets: number; gemCapExtra: number };
      gemsBought: number;
      perkMonthCount?: number;
      quantity?: number;
      /** Months given on top of a running paid plan; they lengthen it when it is cancelled. */
      extraMonths?: number;
      /** "Stripe", "Simulator", "Gift" or "Group Plan". */
      paymentMethod?: string;
      /** The provider's subscription the plan renews through. */
      subscriptionId?: string;
      /** The player who pays for the plan. */
      owner?: string;
      /** When the provider last charged a renewal. */
      lastBillingDate?: string;
    };
    background: Record<string, boolean>;
    hair: Record<string, Record<string, boolean>>;
    skin: Record<string, boolean>;
    shirt: Record<string, boolean>;
    txnCount: number;
  };
  loginIncentives: number;
  tasksOrder: { habits: string[]; dailys: string[]; todos: string[]; rewards: string[] };
  pinnedItems: PinnedItem[];
  unpinnedItems: PinnedItem[];
  pinnedItemsOrder: string[];
  inbox: { newMessages: number; optOut: boolean; blocks: string[] };
  notifications: ServerNotification[];
  invitations: {
    guilds: { id: string; name: string; inviter?: string }[];
    party: { id?: string; name?: string; inviter?: string };
    parties: { id: string; name: string; inviter?: string }[];
  };
  guilds: string[];
  party: {
    _id?: string;
    order: string;
    orderAscending: string;
    quest: {
      key?: string | null;
      progress: { up: number; down: number; collect: Record<string, number>; collectedItems: number };
      completed?: string | null;
      RSVPNeeded: boolean;
    };
  };
  tags: { id: string; name: string; challenge?: boolean; group?: string }[];
  webhooks: Webhook[];
  permissions: Partial<
    Record<
      | "fullAccess"
      | "challengeAdmin"
      | "userSupport"
      | "accessControl"
      | "groupSupport"
      | "news"
      | "coupons"
      | "moderator",
      boolean
    >
  >;
  /**
   * One entry a day at the rollover, preened like a task's: total experience, the open to-dos'
   * values, and gold (which the public game does not keep; older documents lack it).
   */
  history: { exp: HistoryEntry[]; todos: HistoryEntry[]; gold?: HistoryEntry[] };
  challenges: string[];
  lastCron: string;
  needsCron?: boolean;
  /** The latest day rollover and what a yesterday's-activity check-in may still undo. */
  lastRollover?: import("./cron").RolloverRecord;
  extra?: Record<string, unknown>;
  backer?: { tier?: number; npc?: string };
  contributor?: { level?: number; admin?: boolean; critical?: string; text?: string };
  newMessages?: Record<string, { name: string; value: boolean }>;
}
