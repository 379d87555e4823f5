/** The player's data for download: everything as JSON, and the task and experience history as CSV. */
import type { Task, User } from "../../../../content/rules/types";

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? "" : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row per history entry: task name, task id, task type, date, value; experience history as "Experience". */
export function historyCsv(
  tasks: Pick<Task, "_id" | "text" | "type" | "history">[],
  user: Pick<User, "history">,
): string {
  const rows: unknown[][] = [["Task Name", "Task ID", "Task Type", "Date", "Value"]];
  for (const task of tasks) {
    if (task.type !== "habit" && task.type !== "daily") continue;
    for (const entry of task.history ?? [])
      rows.push([task.text, task._id, task.type, new Date(entry.date).toISOString(), entry.value]);
  }
  for (const entry of user.history?.exp ?? [])
    rows.push(["Experience", "", "experience", new Date(entry.date).toISOString(), entry.value]);
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** The export: the user document without the secrets the browser does not need to keep, plus the tasks by type. */
export function userDataJson(user: User, tasks: Task[]): string {
  const byType = { habits: [] as Task[], dailys: [] as Task[], todos: [] as Task[], rewards: [] as Task[] };
  const listOf = { habit: "habits", daily: "dailys", todo: "todos", reward: "rewards" } as const;
  for (const task of tasks) byType[listOf[task.type]].push(task);
  return JSON.stringify({ ...user, tasks: byType }, null, 2);
}

export function download(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
