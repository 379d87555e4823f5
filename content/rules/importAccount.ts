/**
 * Bringing a player's account from the original game: its tasks (with checklists, schedules,
 * reminders and history), tags, settings, appearance and the history of experience and to-dos,
 * and — when the source is the original's own API, or an uploaded file on a server that trusts
 * files — the owned items (see importItems.ts).
 *
 * What is added, never replaced: the player's tasks and tags stay; imported tasks go on top of
 * each list in the original's order; a tag whose name the player already has is reused. Gold,
 * gems, hourglasses, stats and levels, class, achievements, subscriptions and purchases never
 * come across, whatever the source says.
 *
 * The source is `{ user, tasks }`: the original's GET /user document and its GET /tasks/user
 * list, or a data export's document and its `tasks` (lists by type). Only what a field of this
 * game can hold is taken, checked field by field; keys are looked up as own properties.
 */
import {
  ALLOCATION_MODES,
  ATTRIBUTES,
  CHECKLIST_ITEMS_MAX,
  DAY_START_MAX,
  DAY_START_MIN,
  EMAIL_NOTIFICATION_KEYS,
  EVERY_X_MAX,
  IMPROVEMENT_CATEGORIES,
  MAX_FIELD_HARD_CAP,
  PUSH_NOTIFICATION_KEYS,
  TAG_NAME_MAX,
  TAGS_MAX,
  TASK_NOTES_MAX,
  TASK_TEXT_MAX,
  TASKS_PER_PLAYER_MAX,
} from "../data/constants";
import { displayNameIssues } from "./accountNames";
import { badRequest } from "./errors";
import { preenHistory } from "./history";
import { type ItemsImportSummary, type ItemsSource, mergeOwnedItems } from "./importItems";
import { newTask } from "./newUser";
import { isSubscribed } from "./subscription";
import { ORDER_KEY } from "./taskEdit";
import type { Frequency, HistoryEntry, Repeat, Task, TaskType, User } from "./types";
import { mayWear } from "./unlock";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const finite = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;
const whole = (value: unknown, max: number): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? Math.min(value, max) : undefined;
const bool = (value: unknown): boolean | undefined => (typeof value === "boolean" ? value : undefined);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** History entries kept per task and per chart before they are preened as the day rollover does. */
export const IMPORT_HISTORY_MAX = 2000;
/** A habit's counters, as far as an import carries them. */
const COUNTER_MAX = 9999;
const REMINDERS_MAX = 20;
const PRIORITIES = [0.1, 1, 1.5, 2];
const FREQUENCIES: Frequency[] = ["daily", "weekly", "monthly", "yearly"];
const WEEKDAYS = ["su", "m", "t", "w", "th", "f", "s"] as const;
const TASK_LISTS: [string, TaskType][] = [
  ["habits", "habit"],
  ["dailys", "daily"],
  ["todos", "todo"],
  ["rewards", "reward"],
];
const TASK_TYPES = new Set<string>(["habit", "daily", "todo", "reward"]);
const HAIR_PARTS = ["color", "base", "bangs", "beard", "mustache", "flower"] as const;
const PREFERENCE_SWITCHES = [
  "automaticAllocation",
  "autoEquip",
  "costume",
  "dailyDueDefaultView",
  "stickyHeader",
  "reverseChatOrder",
  "displayInviteToPartyWhenPartyIs1",
  "newTaskEdit",
] as const;
const SUPPRESSED_MODALS = ["levelUp", "hatchPet", "raisePet", "streak"] as const;

export interface AccountSource {
  /** The original's user document (GET /user's `data`, or a data export). */
  user: unknown;
  /** GET /tasks/user's list, or an export's `tasks` ({ habits, dailys, todos, rewards }). */
  tasks: unknown;
}

export interface AccountImportOptions {
  /** "original": our server read it from the original's API; "file": a player's upload. */
  source: ItemsSource;
  /** Whether owned items come across (always from the original; from files only when trusted). */
  items: boolean;
  /** How many tasks the player keeps now (the limit counts them). */
  activeTasks: number;
  now: Date;
  newId: () => string;
}

export interface AccountImportSummary {
  tasks: number;
  tags: number;
  checklistItems: number;
  historyEntries: number;
  settings: number;
  /** Left behind, with how many of each. */
  skipped: {
    challengeTasks: number;
    groupTasks: number;
    finishedTodos: number;
    withoutText: number;
    challengeTags: number;
    overTaskLimit: number;
    overTagLimit: number;
  };
  /** Present when items were looked at. */
  items?: ItemsImportSummary;
  /** Items of the source that do not exist here (e.g. "gear weapon_special_x"). */
  leftOut: string[];
  /** Items of a file were already brought into this account once. */
  itemsAlreadyImported?: boolean;
}

/** The original's id of the account a source describes (its `_id`, else `id`), if it names one. */
export function sourceAccountId(source: AccountSource): string | undefined {
  if (!isObject(source.user)) return undefined;
  return str(source.user._id) ?? str(source.user.id);
}

function instant(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== "string" || value.length > 40) return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}
const isoDate = (value: unknown): string | undefined => {
  const at = instant(value);
  return at === undefined || at > 8.64e15 ? undefined : new Date(at).toISOString();
};

/** A history as this game keeps it: valid entries only, oldest first, then preened. */
function cleanHistory(raw: unknown, now: Date, subscribed: boolean): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const item of list(raw).slice(-IMPORT_HISTORY_MAX)) {
    if (!isObject(item)) continue;
    const date = instant(item.date);
    const value = finite(item.value);
    if (date === undefined || date > now.getTime() || value === undefined) continue;
    const entry: HistoryEntry = { date, value: Math.max(-MAX_FIELD_HARD_CAP, Math.min(MAX_FIELD_HARD_CAP, value)) };
    const up = whole(item.scoredUp, COUNTER_MAX);
    const down = whole(item.scoredDown, COUNTER_MAX);
    if (up !== undefined) entry.scoredUp = up;
    if (down !== undefined) entry.scoredDown = down;
    if (typeof item.isDue === "boolean") entry.isDue = item.isDue;
    if (typeof item.completed === "boolean") entry.completed = item.completed;
    entries.push(entry);
  }
  return preenHistory(entries, now, subscribed);
}

/**
 * The days in a row a daily's own history shows it done (the days it was not due pass over),
 * plus today when it is checked now. The original lets its players type any streak into a
 * daily, so an imported streak is never longer than this.
 */
export function streakShownByHistory(history: readonly HistoryEntry[], checkedToday: boolean): number {
  let streak = checkedToday ? 1 : 0;
  for (let index = history.length - 1; index >= 0; index--) {
    const entry = history[index];
    if (entry.completed === true) streak += 1;
    else if (entry.isDue === false) continue;
    else break;
  }
  return streak;
}

/** The distinct whole numbers from `min` to `max` of a list, sorted. */
function wholeNumbers(value: unknown, min: number, max: number): number[] {
  const found = list(value).filter(
    (entry): entry is number => typeof entry === "number" && Number.isInteger(entry) && entry >= min && entry <= max,
  );
  return [...new Set(found)].sort((a, b) => a - b);
}

type SkipReason = keyof AccountImportSummary["skipped"];

/** One task of the source as it will be created here, or why it stays behind. */
function mapTask(
  raw: Json,
  type: TaskType,
  tagIds: Map<string, string>,
  options: AccountImportOptions,
  subscribed: boolean,
  userId: string,
): Task | SkipReason {
  const text = str(raw.text)?.trim();
  if (!text) return "withoutText";
  if (isObject(raw.challenge) && str(raw.challenge.id)) return "challengeTasks";
  if (isObject(raw.group) && str(raw.group.id)) return "groupTasks";
  if (type === "todo" && raw.completed === true) return "finishedTodos";

  const { now, newId } = options;
  const createdAt = instant(raw.createdAt);
  const task = newTask({ _id: newId(), type, text: text.slice(0, TASK_TEXT_MAX), userId }, now);
  if (createdAt !== undefined && createdAt <= now.getTime()) task.createdAt = new Date(createdAt).toISOString();
  const notes = str(raw.notes);
  if (notes) task.notes = notes.slice(0, TASK_NOTES_MAX);
  const priority = finite(raw.priority);
  if (priority !== undefined && PRIORITIES.includes(priority)) task.priority = priority;
  const attribute = str(raw.attribute);
  if (attribute && (ATTRIBUTES as readonly string[]).includes(attribute))
    task.attribute = attribute as Task["attribute"];
  task.tags = [
    ...new Set(
      list(raw.tags)
        .map((tag) => (typeof tag === "string" && tagIds.has(tag) ? tagIds.get(tag) : undefined))
        .filter((tag): tag is string => tag !== undefined),
    ),
  ];
  task.reminders = list(raw.reminders)
    .filter(isObject)
    .slice(0, REMINDERS_MAX)
    .flatMap((reminder) => {
      const time = isoDate(reminder.time);
      if (!time) return [];
      const startDate = isoDate(reminder.startDate);
      return [{ id: newId(), time, ...(startDate ? { startDate } : {}) }];
    });
  // A task's value is its colour (how well it has gone) and, for a reward, its price. The
  // original computes the colour from play and lets no one set it; a file could say anything.
  const value = finite(raw.value);
  if (type === "reward") task.value = value !== undefined && value >= 0 ? Math.min(value, MAX_FIELD_HARD_CAP) : 10;
  else if (options.source === "original" && value !== undefined)
    task.value = Math.max(-MAX_FIELD_HARD_CAP, Math.min(MAX_FIELD_HARD_CAP, value));

  if (type === "habit" || type === "daily") task.history = cleanHistory(raw.history, now, subscribed);
  if (type === "daily" || type === "todo") {
    task.checklist = list(raw.checklist)
      .filter(isObject)
      .map((item) => ({
        id: newId(),
        text: (str(item.text) ?? "").slice(0, TASK_TEXT_MAX),
        completed: item.completed === true,
      }))
      .filter((item) => item.text.trim() !== "")
      .slice(0, CHECKLIST_ITEMS_MAX);
    task.collapseChecklist = bool(raw.collapseChecklist) ?? false;
  }
  const frequency = str(raw.frequency) as Frequency | undefined;
  switch (type) {
    case "habit":
      task.up = bool(raw.up) ?? true;
      task.down = bool(raw.down) ?? true;
      task.counterUp = whole(raw.counterUp, COUNTER_MAX) ?? 0;
      task.counterDown = whole(raw.counterDown, COUNTER_MAX) ?? 0;
      if (frequency && frequency !== "yearly" && FREQUENCIES.includes(frequency)) task.frequency = frequency;
      break;
    case "daily": {
      if (frequency && FREQUENCIES.includes(frequency)) task.frequency = frequency;
      const everyX = whole(raw.everyX, EVERY_X_MAX);
      if (everyX !== undefined) task.everyX = everyX;
      if (isObject(raw.repeat)) {
        const repeat = raw.repeat;
        task.repeat = Object.fromEntries(WEEKDAYS.map((day) => [day, repeat[day] !== false])) as Repeat;
      }
      task.daysOfMonth = wholeNumbers(raw.daysOfMonth, 1, 31);
      task.weeksOfMonth = wholeNumbers(raw.weeksOfMonth, 0, 4);
      const startDate = isoDate(raw.startDate);
      if (startDate) task.startDate = startDate;
      task.yesterDaily = bool(raw.yesterDaily) ?? true;
      task.completed = raw.completed === true;
      const reported = whole(raw.streak, MAX_FIELD_HARD_CAP) ?? 0;
      task.streak =
        options.source === "original"
          ? Math.min(reported, streakShownByHistory(task.history ?? [], task.completed))
          : 0;
      break;
    }
    case "todo":
      task.date = isoDate(raw.date) ?? null;
      break;
    case "reward":
      break;
  }
  return task;
}

/** The source's tasks by type, in the original's order (its tasksOrder first, then as listed). */
function sourceTasks(source: AccountSource): [Json, TaskType][] {
  const found: [Json, TaskType][] = [];
  if (Array.isArray(source.tasks)) {
    for (const raw of source.tasks)
      if (isObject(raw) && typeof raw.type === "string" && TASK_TYPES.has(raw.type))
        found.push([raw, raw.type as TaskType]);
  } else if (isObject(source.tasks)) {
    const lists = source.tasks;
    for (const [name, type] of TASK_LISTS)
      for (const raw of list(Object.hasOwn(lists, name) ? lists[name] : undefined))
        if (isObject(raw)) found.push([raw, type]);
  }
  const order = isObject(source.user) && isObject(source.user.tasksOrder) ? source.user.tasksOrder : {};
  const position = new Map<string, number>();
  for (const [name] of TASK_LISTS)
    list(Object.hasOwn(order, name) ? order[name] : undefined).forEach((id, index) => {
      if (typeof id === "string" && !position.has(id)) position.set(id, index);
    });
  const rank = (raw: Json) => position.get(str(raw._id) ?? str(raw.id) ?? "") ?? Number.MAX_SAFE_INTEGER;
  return found
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** Settings, profile and looks (working copy `next`, after its items are merged). Answers how many were set. */
function applySettings(next: User, account: Json): number {
  let count = 0;
  const set = <K extends keyof User["preferences"]>(key: K, value: User["preferences"][K] | undefined) => {
    if (value === undefined) return;
    next.preferences[key] = value;
    count += 1;
  };
  const preferences = isObject(account.preferences) ? account.preferences : {};
  const dayStart = whole(preferences.dayStart, Number.MAX_SAFE_INTEGER);
  if (dayStart !== undefined && dayStart >= DAY_START_MIN && dayStart <= DAY_START_MAX) set("dayStart", dayStart);
  const mode = str(preferences.allocationMode);
  if (mode && (ALLOCATION_MODES as readonly string[]).includes(mode))
    set("allocationMode", mode as User["preferences"]["allocationMode"]);
  for (const key of PREFERENCE_SWITCHES) set(key, bool(preferences[key]));
  if (isObject(preferences.suppressModals)) {
    for (const key of SUPPRESSED_MODALS) {
      const value = bool(preferences.suppressModals[key]);
      if (value === undefined) continue;
      next.preferences.suppressModals = { ...next.preferences.suppressModals, [key]: value };
      count += 1;
    }
  }
  for (const [group, keys] of [
    ["emailNotifications", EMAIL_NOTIFICATION_KEYS],
    ["pushNotifications", PUSH_NOTIFICATION_KEYS],
  ] as const) {
    const switches = preferences[group];
    if (!isObject(switches)) continue;
    for (const key of keys) {
      const value = Object.hasOwn(switches, key) ? bool(switches[key]) : undefined;
      if (value === undefined) continue;
      next.preferences[group] = { ...next.preferences[group], [key]: value };
      count += 1;
    }
  }
  if (Array.isArray(preferences.improvementCategories)) {
    const categories = preferences.improvementCategories.filter(
      (entry): entry is string =>
        typeof entry === "string" && (IMPROVEMENT_CATEGORIES as readonly string[]).includes(entry),
    );
    set("improvementCategories", [...new Set(categories)]);
  }

  // Looks: each one only when the player may wear it here (free, or owned after the import).
  const size = str(preferences.size);
  if (size === "slim" || size === "broad") set("size", size);
  for (const kind of ["skin", "shirt", "chair"] as const) {
    const key = str(preferences[kind]);
    if (key !== undefined && key.length <= 64 && mayWear(next, `${kind}.${key}`) === true) set(kind, key);
  }
  const background = str(preferences.background);
  if (background !== undefined && background.length <= 64 && mayWear(next, `background.${background}`) === true)
    set("background", background);
  if (isObject(preferences.hair)) {
    for (const part of HAIR_PARTS) {
      const raw = preferences.hair[part];
      if (typeof raw !== "string" && typeof raw !== "number") continue;
      const key = String(raw);
      if (key.length > 64 || mayWear(next, `hair.${part}.${key}`) !== true) continue;
      if (part === "color") next.preferences.hair = { ...next.preferences.hair, color: key };
      else if (Number.isInteger(Number(key))) next.preferences.hair = { ...next.preferences.hair, [part]: Number(key) };
      else continue;
      count += 1;
    }
  }

  const profile = isObject(account.profile) ? account.profile : {};
  const name = str(profile.name)?.trim();
  if (name && displayNameIssues(name).length === 0) {
    next.profile = { ...next.profile, name };
    count += 1;
  }
  const blurb = str(profile.blurb);
  if (blurb !== undefined && blurb.length <= 3000) {
    next.profile = { ...next.profile, blurb };
    count += 1;
  }
  const imageUrl = str(profile.imageUrl);
  if (imageUrl !== undefined && imageUrl.length <= 500 && /^https?:\/\/[^\s]+$/.test(imageUrl)) {
    next.profile = { ...next.profile, imageUrl };
    count += 1;
  }
  return count;
}

/**
 * Pure. The player after the import, the tasks to create, and a summary. Throws BadRequest
 * when the source holds no account at all.
 */
export function importAccount(
  user: User,
  source: AccountSource,
  options: AccountImportOptions,
): { user: User; tasks: Task[]; data: AccountImportSummary; message: string } {
  if (!isObject(source.user)) throw badRequest("importNotAnAccount");
  const account = source.user;
  const next = structuredClone(user);
  const subscribed = isSubscribed(next, options.now);
  const data: AccountImportSummary = {
    tasks: 0,
    tags: 0,
    checklistItems: 0,
    historyEntries: 0,
    settings: 0,
    skipped: {
      challengeTasks: 0,
      groupTasks: 0,
      finishedTodos: 0,
      withoutText: 0,
      challengeTags: 0,
      overTaskLimit: 0,
      overTagLimit: 0,
    },
    leftOut: [],
  };

  if (options.items) {
    if (options.source === "file" && next.flags.itemsImported) data.itemsAlreadyImported = true;
    else {
      const items = isObject(account.items) ? account.items : {};
      const purchased = isObject(account.purchased) ? account.purchased : {};
      const merged = mergeOwnedItems(next, items, purchased, options.source);
      data.items = merged.imported;
      data.leftOut = merged.leftOut;
      if (options.source === "file") next.flags.itemsImported = true;
    }
  }

  // Tags: the player's own of the same name are reused; challenge and group tags stay behind.
  const tagIds = new Map<string, string>();
  const byName = new Map(next.tags.map((tag) => [tag.name.trim().toLowerCase(), tag.id]));
  for (const raw of list(account.tags)) {
    if (!isObject(raw)) continue;
    const id = str(raw.id);
    const name = str(raw.name)?.trim().slice(0, TAG_NAME_MAX);
    if (!id || !name) continue;
    if (raw.challenge || raw.group) {
      data.skipped.challengeTags += 1;
      continue;
    }
    const known = byName.get(name.toLowerCase());
    if (known !== undefined) {
      tagIds.set(id, known);
      continue;
    }
    if (next.tags.length >= TAGS_MAX) {
      data.skipped.overTagLimit += 1;
      continue;
    }
    const tag = { id: options.newId(), name };
    next.tags = [...next.tags, tag];
    byName.set(name.toLowerCase(), tag.id);
    tagIds.set(id, tag.id);
    data.tags += 1;
  }

  const tasks: Task[] = [];
  let room = Math.max(0, TASKS_PER_PLAYER_MAX - options.activeTasks);
  for (const [raw, type] of sourceTasks(source)) {
    const mapped = mapTask(raw, type, tagIds, options, subscribed, next._id);
    if (typeof mapped === "string") {
      data.skipped[mapped] += 1;
      continue;
    }
    if (room === 0) {
      data.skipped.overTaskLimit += 1;
      continue;
    }
    room -= 1;
    tasks.push(mapped);
    data.checklistItems += mapped.checklist?.length ?? 0;
    data.historyEntries += mapped.history?.length ?? 0;
  }
  data.tasks = tasks.length;
  // On top of each list, in the original's order.
  for (const key of Object.values(ORDER_KEY)) {
    const imported = tasks.filter((task) => ORDER_KEY[task.type] === key).map((task) => task._id);
    if (imported.length) next.tasksOrder[key] = [...imported, ...next.tasksOrder[key]];
  }

  const history = isObject(account.history) ? account.history : {};
  for (const chart of ["exp", "todos"] as const) {
    const entries = cleanHistory(Object.hasOwn(history, chart) ? history[chart] : undefined, options.now, subscribed);
    if (entries.length === 0) continue;
    next.history[chart] = preenHistory([...(next.history[chart] ?? []), ...entries], options.now, subscribed);
    data.historyEntries += entries.length;
  }

  data.settings = applySettings(next, account);
  next.auth.timestamps.updated = options.now.toISOString();
  return {
    user: next,
    tasks,
    data,
    message: options.source === "original" ? "originalAccountImported" : "dataFileImported",
  };
}
