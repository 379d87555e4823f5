/**
 * A task's checklist and tags, changed one item at a time (spec §7 Tasks). Each function
 * changes the given copy of the task, or refuses with the game's error before changing anything.
 */
import { paramMessage } from "../i18n/params";
import { GameError } from "./errors";
import { cleanChecklist } from "./taskEdit";
import type { ChecklistItem, Task, User } from "./types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only dailies and to-dos have checklists: asked of any other task, every checklist change is refused first. */
export function assertHasChecklist(task: Task) {
  if (task.type !== "daily" && task.type !== "todo") throw new GameError("BadRequest", "checklistOnlyDailyTodo");
}

function checklistItem(task: Task, itemId: string): ChecklistItem {
  assertHasChecklist(task);
  const wanted = itemId.toLowerCase();
  const item = task.checklist?.find((entry) => entry.id.toLowerCase() === wanted);
  // An item id that is not a UUID is a bad request, as the original game checks it (unless an
  // item of this task has exactly that id: ids sent with a new checklist may have any shape).
  if (!item && !UUID.test(itemId))
    throw new GameError("BadRequest", "invalidRequestParameters", {}, [
      { param: "itemId", message: paramMessage("paramUuid"), value: itemId.slice(0, 100) },
    ]);
  if (!item) throw new GameError("NotFound", "checklistItemNotFound");
  return item;
}

/** Adds an item at the end of the checklist, within the list's limit. */
export function addChecklistItem(
  task: Task,
  input: { text: string; completed?: boolean },
  limit: number,
  newId: () => string,
): Task {
  assertHasChecklist(task);
  if ((task.checklist ?? []).length >= limit) throw new GameError("NotAuthorized", "checklistItemsMax", { max: limit });
  task.checklist = [...(task.checklist ?? []), ...cleanChecklist([input], newId)];
  return task;
}

/** Rewrites an item's text or completion; an item whose text becomes blank is dropped. */
export function editChecklistItem(task: Task, itemId: string, input: { text?: string; completed?: boolean }): Task {
  const item = checklistItem(task, itemId);
  if (input.text !== undefined) item.text = input.text;
  if (input.completed !== undefined) item.completed = input.completed;
  task.checklist = (task.checklist ?? []).filter((entry) => entry.text.trim() !== "");
  return task;
}

export function removeChecklistItem(task: Task, itemId: string): Task {
  const item = checklistItem(task, itemId);
  task.checklist = (task.checklist ?? []).filter((entry) => entry !== item);
  return task;
}

/** Ticks an unticked item, or unticks a ticked one. */
export function toggleChecklistItem(task: Task, itemId: string): Task {
  const item = checklistItem(task, itemId);
  item.completed = !item.completed;
  return task;
}

/** A tag the player does not have is a bad request, checked before the task is looked up. */
export function assertKnownTag(user: User, tagId: string) {
  if (!user.tags.some((tag) => tag.id === tagId))
    throw new GameError("BadRequest", "invalidRequestParameters", {}, [
      { param: "tagId", message: paramMessage("paramUnknownTag"), value: tagId.slice(0, 100) },
    ]);
}

/** Tags the task with one of the player's tags; a tag the player does not have is a bad request. */
export function addTaskTag(user: User, task: Task, tagId: string): Task {
  assertKnownTag(user, tagId);
  if (task.tags.includes(tagId)) throw new GameError("BadRequest", "alreadyTagged");
  task.tags = [...task.tags, tagId];
  return task;
}

export function removeTaskTag(task: Task, tagId: string): Task {
  if (!task.tags.includes(tagId) && !UUID.test(tagId))
    throw new GameError("BadRequest", "invalidRequestParameters", {}, [
      { param: "tagId", message: paramMessage("paramUuid"), value: tagId.slice(0, 100) },
    ]);
  if (!task.tags.includes(tagId)) throw new GameError("NotFound", "tagNotFound");
  task.tags = task.tags.filter((tag) => tag !== tagId);
  return task;
}
