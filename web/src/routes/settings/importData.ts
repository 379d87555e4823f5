/**
 * A data export of the original game (its userdata.json), made ready to send to POST
 * /user/import/file: only the parts the import reads, each history preened as the day rollover
 * would, so a long-time player's file fits in one request. The server decides what comes across;
 * this only leaves out what it would never take. Pure, so it is tested with a realistic file.
 */
import { preenHistory } from "../../../../content/rules/history";
import type { HistoryEntry } from "../../../../content/rules/types";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What the file import reads; `items` and `purchased` only where the server takes items from files. */
const READ = ["_id", "id", "tags", "tasks", "tasksOrder", "preferences", "profile", "history"] as const;
const ITEMS = ["items", "purchased"] as const;
const TASK_LISTS = ["habits", "dailys", "todos", "rewards"] as const;

/** Entries that cannot be read are kept for the server to refuse; valid ones are preened (a subscriber's year kept). */
function preened(history: unknown, now: Date): unknown {
  if (!Array.isArray(history)) return history;
  const valid = history.filter(
    (entry): entry is HistoryEntry =>
      isObject(entry) && typeof entry.date === "number" && typeof entry.value === "number",
  );
  if (valid.length !== history.length) return history;
  return preenHistory(valid, now, true);
}

/** The export as sent, or undefined when it is not an account's export at all. */
export function prepareDataFile(data: unknown, options: { items: boolean; now?: Date }): Json | undefined {
  if (!isObject(data)) return undefined;
  const now = options.now ?? new Date();
  const out: Json = {};
  for (const key of [...READ, ...(options.items ? ITEMS : [])]) if (Object.hasOwn(data, key)) out[key] = data[key];
  if (isObject(out.tasks)) {
    const lists = out.tasks;
    out.tasks = Object.fromEntries(
      TASK_LISTS.filter((name) => Array.isArray(lists[name])).map((name) => [
        name,
        (lists[name] as unknown[]).map((task) =>
          isObject(task) && Array.isArray(task.history) ? { ...task, history: preened(task.history, now) } : task,
        ),
      ]),
    );
  }
  if (isObject(out.history)) {
    const charts = out.history;
    out.history = { exp: preened(charts.exp, now), todos: preened(charts.todos, now) };
  }
  return out;
}
