/** Small task rules: value colours and checklist ticking (spec §4). Creating and editing tasks is in taskEdit.ts. */
import { badRequest, notFound } from "./errors";
import type { ChecklistItem, Task } from "./types";

export type TaskColor = "worst" | "worse" | "bad" | "neutral" | "good" | "better" | "best";

/** Spec §4 "Task colour by value". */
export function taskValueColor(value: number): TaskColor {
  if (value < -20) return "worst";
  if (value < -10) return "worse";
  if (value < -1) return "bad";
  if (value < 1) return "neutral";
  if (value < 5) return "good";
  if (value < 10) return "better";
  return "best";
}

/** Tick or untick one checklist item (it does not score the task itself). */
export function scoreChecklistItem(task: Task, itemId: string): { task: Task } {
  if (task.type !== "daily" && task.type !== "todo") throw badRequest("checklistOnlyDailyTodo");
  const index = (task.checklist ?? []).findIndex((item) => item.id === itemId);
  if (index === -1) throw notFound("checklistItemNotFound");
  const next = structuredClone(task);
  const checklist = next.checklist as ChecklistItem[];
  checklist[index] = { ...checklist[index], completed: !checklist[index].completed };
  return { task: next };
}
