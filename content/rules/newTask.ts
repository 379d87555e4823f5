/**
 * A task with every field at its default for its type. Its own small module: the task editor and
 * the offline actions need it without the new player's starter texts and gear.
 */
import { DEFAULT_REWARD_VALUE } from "../data/constants";
import type { Task, TaskType } from "./types";

export function defaultRepeat() {
  return { su: true, m: true, t: true, w: true, th: true, f: true, s: true };
}

export function newTask(
  fields: Partial<Task> & { _id: string; type: TaskType; text: string; userId: string },
  now: Date,
): Task {
  const iso = now.toISOString();
  const base: Task = {
    id: fields._id,
    notes: "",
    value: fields.type === "reward" ? DEFAULT_REWARD_VALUE : 0,
    priority: 1,
    attribute: "str",
    tags: [],
    createdAt: iso,
    updatedAt: iso,
    byHabitforge: false,
    challenge: {},
    group: {
      assignedUsers: [],
      assignedUsersDetail: {},
      approval: { required: false, requested: false, approved: false },
    },
    reminders: [],
    ...fields,
  };
  base.id = base._id;
  base.byHabitica = base.byHabitforge;
  switch (base.type) {
    case "habit":
      base.up ??= true;
      base.down ??= true;
      base.counterUp ??= 0;
      base.counterDown ??= 0;
      base.frequency ??= "daily";
      base.history ??= [];
      break;
    case "daily":
      base.completed ??= false;
      base.frequency ??= "weekly";
      base.everyX ??= 1;
      base.repeat ??= defaultRepeat();
      base.daysOfMonth ??= [];
      base.weeksOfMonth ??= [];
      base.startDate ??= startOfDayIso(now);
      base.streak ??= 0;
      base.checklist ??= [];
      base.collapseChecklist ??= false;
      base.history ??= [];
      base.isDue ??= true;
      base.yesterDaily ??= true;
      base.nextDue ??= [];
      break;
    case "todo":
      base.completed ??= false;
      base.checklist ??= [];
      base.collapseChecklist ??= false;
      base.date ??= null;
      base.dateCompleted ??= null;
      break;
    case "reward":
      break;
  }
  return base;
}

function startOfDayIso(now: Date): string {
  const d = new Date(now);
  d.setUTCHours(0, 0, 0, 0);
  return d.toISOString();
}
