/**
 * Importing a data export of the open-source game (its userdata.json): what fits our API is
 * planned here as plain data — tags to create, tasks to create, settings to set, the owned
 * items to bring in (POST /user/import-items, whose keys are the same as there) — and the rest
 * is listed as skipped with the reason. Pure, so it is tested with a realistic file.
 */
import { EMAIL_NOTIFICATION_KEYS, PUSH_NOTIFICATION_KEYS } from "../../../../content/data/constants";
import type { TaskInput } from "../../../../content/rules/taskEdit";
import type { TaskType } from "../../../../content/rules/types";
import text from "../../i18n/namespaces/siteData";
import { translate } from "../../i18n";

type Json = Record<string, unknown>;

export interface PlannedTask extends TaskInput {
  type: TaskType;
  text: string;
}

export interface ImportPlan {
  /** Tag names to create (ones the player does not have yet), with the export's ids. */
  tags: { oldId: string; name: string }[];
  /** Export tag id -> the name, to map task tags once the new ids are known. */
  tagNames: Record<string, string>;
  tasks: PlannedTask[];
  /** PUT /user paths and values. */
  settings: Record<string, unknown>;
  /** The export's items and purchases for POST /user/import-items, with what they hold. */
  items?: { payload: { items: Json; purchased: Json }; summary: string[] };
  skipped: string[];
}

const TASK_LISTS: [string, TaskType][] = [
  ["habits", "habit"],
  ["dailys", "daily"],
  ["todos", "todo"],
  ["rewards", "reward"],
];
const PRIORITIES = [0.1, 1, 1.5, 2];
const ATTRIBUTES = ["str", "int", "con", "per"];
const FREQUENCIES = ["daily", "weekly", "monthly", "yearly"];
const WEEKDAYS = ["su", "m", "t", "w", "th", "f", "s"];

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const num = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;
const bool = (value: unknown): boolean | undefined => (typeof value === "boolean" ? value : undefined);
type SiteDataText = keyof (typeof text)["en"];
const say = (key: SiteDataText, vars?: Record<string, string | number>) => translate(text, key, vars);

function validDate(value: unknown): string | undefined {
  const text = str(value);
  return text && !Number.isNaN(Date.parse(text)) ? new Date(text).toISOString() : undefined;
}

/** The task as it will be created, or the key of the reason it is left behind. */
function mapTask(raw: Json, type: TaskType): PlannedTask | SiteDataText {
  const taskText = str(raw.text)?.trim();
  if (!taskText) return "planNoText";
  const challenge = isObject(raw.challenge) ? raw.challenge : {};
  const group = isObject(raw.group) ? raw.group : {};
  if (str(challenge.id)) return "planChallengeTask";
  if (str(group.id)) return "planGroupTask";
  if (type === "todo" && raw.completed === true) return "planFinishedTodo";
  const task: PlannedTask = { type, text: taskText.slice(0, 2000) };
  const notes = str(raw.notes);
  if (notes) task.notes = notes.slice(0, 10_000);
  const priority = num(raw.priority);
  if (priority !== undefined && PRIORITIES.includes(priority)) task.priority = priority;
  const attribute = str(raw.attribute);
  if (attribute && ATTRIBUTES.includes(attribute)) task.attribute = attribute as PlannedTask["attribute"];
  if (Array.isArray(raw.tags)) task.tags = raw.tags.filter((tag): tag is string => typeof tag === "string");
  if (Array.isArray(raw.checklist)) {
    task.checklist = raw.checklist
      .filter(isObject)
      .map((item) => ({ text: str(item.text)?.slice(0, 2000) ?? "", completed: bool(item.completed) ?? false }))
      .filter((item) => item.text.trim() !== "")
      .slice(0, 200);
    if (task.checklist.length === 0) delete task.checklist;
  }
  const value = num(raw.value);
  if (type === "habit") {
    task.up = bool(raw.up) ?? true;
    task.down = bool(raw.down) ?? false;
  }
  if (type === "reward") task.value = value !== undefined && value >= 0 ? value : 10;
  if (type === "daily") {
    const frequency = str(raw.frequency);
    if (frequency && FREQUENCIES.includes(frequency)) task.frequency = frequency as PlannedTask["frequency"];
    const everyX = num(raw.everyX);
    if (everyX !== undefined && Number.isInteger(everyX) && everyX >= 0 && everyX <= 9999) task.everyX = everyX;
    if (isObject(raw.repeat))
      task.repeat = Object.fromEntries(
        WEEKDAYS.filter((day) => typeof raw.repeat === "object" && typeof (raw.repeat as Json)[day] === "boolean").map(
          (day) => [day, (raw.repeat as Json)[day] as boolean],
        ),
      );
    if (Array.isArray(raw.daysOfMonth))
      task.daysOfMonth = raw.daysOfMonth.filter((day): day is number => Number.isInteger(day) && day >= 1 && day <= 31);
    if (Array.isArray(raw.weeksOfMonth))
      task.weeksOfMonth = raw.weeksOfMonth.filter(
        (week): week is number => Number.isInteger(week) && week >= 0 && week <= 4,
      );
    const startDate = validDate(raw.startDate);
    if (startDate) task.startDate = startDate;
  }
  if (type === "todo") {
    const date = validDate(raw.date);
    if (date) task.date = date;
  }
  return task;
}

/** Free avatar options only: paid ones need an unlock, which an import does not buy. */
export type IsFreeOption = (kind: string, key: string) => boolean;

export function planImport(
  data: unknown,
  existingTagNames: string[] = [],
  isFree: IsFreeOption = () => false,
): ImportPlan {
  const plan: ImportPlan = { tags: [], tagNames: {}, tasks: [], settings: {}, skipped: [] };
  if (!isObject(data)) {
    plan.skipped.push(say("planNoAccount"));
    return plan;
  }

  const known = new Set(existingTagNames.map((name) => name.trim().toLowerCase()));
  const tags = Array.isArray(data.tags) ? data.tags.filter(isObject) : [];
  let challengeTags = 0;
  for (const tag of tags) {
    const id = str(tag.id);
    const name = str(tag.name)?.trim();
    if (!id || !name) continue;
    if (tag.challenge === true || tag.group) {
      challengeTags += 1;
      continue;
    }
    plan.tagNames[id] = name.slice(0, 100);
    if (!known.has(name.toLowerCase())) {
      known.add(name.toLowerCase());
      plan.tags.push({ oldId: id, name: name.slice(0, 100) });
    }
  }
  if (challengeTags) plan.skipped.push(say("planChallengeTags", { count: challengeTags }));

  const reasons = new Map<SiteDataText, number>();
  const lists = isObject(data.tasks) ? data.tasks : {};
  for (const [list, type] of TASK_LISTS) {
    const raw = Array.isArray(lists[list]) ? (lists[list] as unknown[]).filter(isObject) : [];
    for (const entry of raw) {
      const mapped = mapTask(entry, type);
      if (typeof mapped === "string") reasons.set(mapped, (reasons.get(mapped) ?? 0) + 1);
      else {
        if (mapped.tags) mapped.tags = mapped.tags.filter((id) => id in plan.tagNames);
        plan.tasks.push(mapped);
      }
    }
  }
  for (const [reason, count] of reasons) plan.skipped.push(say(reason, { count }));

  const preferences = isObject(data.preferences) ? data.preferences : {};
  const dayStart = num(preferences.dayStart);
  if (dayStart !== undefined && Number.isInteger(dayStart) && dayStart >= 0 && dayStart <= 24)
    plan.settings["preferences.dayStart"] = dayStart;
  const mode = str(preferences.allocationMode);
  if (mode && ["flat", "classbased", "taskbased"].includes(mode)) plan.settings["preferences.allocationMode"] = mode;
  for (const flag of [
    "automaticAllocation",
    "autoEquip",
    "costume",
    "dailyDueDefaultView",
    "stickyHeader",
    "reverseChatOrder",
  ]) {
    const value = bool(preferences[flag]);
    if (value !== undefined) plan.settings[`preferences.${flag}`] = value;
  }
  const size = str(preferences.size);
  if (size === "slim" || size === "broad") plan.settings["preferences.size"] = size;
  const paidLooks: string[] = [];
  for (const kind of ["skin", "shirt", "chair"]) {
    const key = str(preferences[kind]);
    if (!key) continue;
    if (isFree(kind, key)) plan.settings[`preferences.${kind}`] = key;
    else paidLooks.push(`${kind} "${key}"`);
  }
  if (isObject(preferences.hair)) {
    for (const kind of ["color", "base", "bangs", "beard", "mustache", "flower"]) {
      const value = preferences.hair[kind];
      if (value === undefined || value === null) continue;
      const key = String(value);
      if (isFree(kind, key)) plan.settings[`preferences.hair.${kind}`] = kind === "color" ? key : Number(key);
      else paidLooks.push(`hair ${kind} "${key}"`);
    }
  }
  if (paidLooks.length) plan.skipped.push(say("planLooks", { looks: paidLooks.join(", ") }));
  if (str(preferences.background)) plan.skipped.push(say("planBackground"));
  if (isObject(preferences.emailNotifications)) {
    for (const [key, value] of Object.entries(preferences.emailNotifications))
      if ((EMAIL_NOTIFICATION_KEYS as readonly string[]).includes(key) && typeof value === "boolean")
        plan.settings[`preferences.emailNotifications.${key}`] = value;
  }
  if (isObject(preferences.pushNotifications)) {
    for (const [key, value] of Object.entries(preferences.pushNotifications))
      if ((PUSH_NOTIFICATION_KEYS as readonly string[]).includes(key) && typeof value === "boolean")
        plan.settings[`preferences.pushNotifications.${key}`] = value;
  }
  const profile = isObject(data.profile) ? data.profile : {};
  const name = str(profile.name)?.trim();
  if (name) plan.settings["profile.name"] = name.slice(0, 30);
  const blurb = str(profile.blurb);
  if (blurb) plan.settings["profile.blurb"] = blurb.slice(0, 3000);

  const stats = isObject(data.stats) ? data.stats : undefined;
  if (stats) {
    const parts = [
      num(stats.lvl) !== undefined ? say("planLevel", { level: num(stats.lvl) ?? 0 }) : "",
      num(stats.gp) !== undefined ? say("planGold", { gold: Math.floor(num(stats.gp) ?? 0) }) : "",
      num(stats.exp) !== undefined ? say("planExperience", { exp: Math.floor(num(stats.exp) ?? 0) }) : "",
      str(stats.class) ? say("planClass", { class: str(stats.class) ?? "" }) : "",
    ].filter(Boolean);
    plan.skipped.push(say("planStats", { stats: parts.join(", ") }));
  }
  const items = isObject(data.items) ? data.items : undefined;
  if (items) {
    const count = (value: unknown) =>
      isObject(value)
        ? Object.values(value).filter((entry) => entry === true || (typeof entry === "number" && entry > 0)).length
        : 0;
    const purchased = isObject(data.purchased) ? data.purchased : {};
    const gear = isObject(items.gear) ? count(items.gear.owned) : 0;
    const summary = [
      gear ? say("planGear", { count: gear }) : "",
      count(items.pets) ? say("planPets", { count: count(items.pets) }) : "",
      count(items.mounts) ? say("planMounts", { count: count(items.mounts) }) : "",
      count(items.eggs) ? say("planEggs", { count: count(items.eggs) }) : "",
      count(items.hatchingPotions) ? say("planPotions", { count: count(items.hatchingPotions) }) : "",
      count(items.food) ? say("planFood", { count: count(items.food) }) : "",
      count(items.quests) ? say("planScrolls", { count: count(items.quests) }) : "",
      count(purchased.background) ? say("planBackgrounds", { count: count(purchased.background) }) : "",
    ].filter(Boolean);
    if (summary.length)
      plan.items = {
        payload: {
          items,
          purchased: {
            background: purchased.background ?? {},
            hair: purchased.hair ?? {},
            skin: purchased.skin ?? {},
            shirt: purchased.shirt ?? {},
          },
        },
        summary,
      };
  }
  const achievements = isObject(data.achievements) ? data.achievements : undefined;
  if (achievements) {
    const earned = Object.values(achievements).filter(
      (value) =>
        value === true ||
        (typeof value === "number" && value > 0) ||
        (isObject(value) && Object.keys(value).length > 0),
    ).length;
    if (earned) plan.skipped.push(say("planAchievements", { count: earned }));
  }
  const others = ["party", "guilds", "challenges", "inbox", "webhooks"].filter((key) =>
    Array.isArray(data[key])
      ? (data[key] as unknown[]).length > 0
      : isObject(data[key]) && Object.keys(data[key] as Json).length > 0,
  );
  if (others.length) plan.skipped.push(say("planOthers"));
  return plan;
}

/** The export's tag ids on a task, replaced with the new ids; unknown ones dropped. */
export function remapTags(
  tasks: PlannedTask[],
  tagNames: Record<string, string>,
  newIdsByName: Record<string, string>,
): PlannedTask[] {
  return tasks.map((task) => {
    if (!task.tags) return task;
    const tags = task.tags
      .map((oldId) => newIdsByName[(tagNames[oldId] ?? "").toLowerCase()])
      .filter((id): id is string => Boolean(id));
    return { ...task, tags };
  });
}

export function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < list.length; index += size) out.push(list.slice(index, index + size));
  return out;
}
