/**
 * What the queue tells the player, as pure functions: which actions go to the server together,
 * the one notification after sending, and the notice of a day that ended while offline.
 */
import type { ScoreAnswer } from "../api/tasks";
import type { NotificationInput } from "../notifications/store";
import type { StoredAction } from "./store";

/** Scores per bulk call (the server takes at most 100). */
export const SCORES_PER_CALL = 100;

export interface Refusal {
  action: StoredAction;
  message: string;
}

export interface SendReport {
  saved: number;
  refused: Refusal[];
  /** Scores made on a day that had ended, which counted on the day they arrived. */
  lateScores: StoredAction[];
  /** What the server decided for the scores (drops, level ups), announced once it is in. */
  results: ScoreAnswer["_tmp"][];
}

export const emptyReport = (): SendReport => ({ saved: 0, refused: [], lateScores: [], results: [] });

/** The scores at the head of the queue go in one call, in order; anything else goes alone. */
export function nextBatch<T extends { kind: string }>(waiting: readonly T[]): T[] {
  if (waiting.length === 0) return [];
  if (waiting[0].kind !== "score") return [waiting[0]];
  const end = waiting.findIndex((action) => action.kind !== "score");
  return waiting.slice(0, Math.min(end < 0 ? waiting.length : end, SCORES_PER_CALL));
}

export const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}…` : text}”`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const names = (actions: readonly { label: string }[]) => [...new Set(actions.map((action) => quote(action.label)))].join(", ");

/** What the player did, in a few words. */
export function describeAction(action: StoredAction): string {
  switch (action.kind) {
    case "score":
      if (action.taskType === "reward") return "bought";
      if (action.taskType === "habit") return action.direction === "up" ? "scored +" : "scored −";
      return action.direction === "up" ? "checked off" : "unchecked";
    case "create":
      return "added";
    case "edit":
      return "edited";
    case "delete":
      return "deleted";
    case "move":
      return "moved";
    case "checklist":
      return action.completed ? "checklist item checked" : "checklist item unchecked";
  }
}

/** The one notification after the actions kept offline were sent, or undefined when none were. */
export function explanation(report: SendReport): NotificationInput | undefined {
  if (report.saved + report.refused.length === 0) return undefined;
  const late = report.lateScores.length
    ? ` ${plural(report.lateScores.length, "score was", "scores were")} made on a day that had ended before reaching the server, so ${report.lateScores.length === 1 ? "it" : "they"} counted on today: ${names(report.lateScores)}.`
    : "";
  if (report.refused.length === 0) {
    const text = `Back online: ${plural(report.saved, "change", "changes")} made offline ${report.saved === 1 ? "was" : "were"} saved.${late}`;
    return report.lateScores.length ? { type: "info", persistent: true, text } : { type: "success", text };
  }
  // One line per task: a task refused once (deleted meanwhile) makes its later actions fail the same way.
  const byTask = new Map<string, Refusal>();
  for (const refusal of report.refused) if (!byTask.has(refusal.action.taskId)) byTask.set(refusal.action.taskId, refusal);
  const lines = [...byTask.values()].map(({ action, message }) => `${quote(action.label)} (${describeAction(action)}): ${message}`);
  const saved = report.saved ? ` ${plural(report.saved, "other change was", "other changes were")} saved.` : "";
  return {
    type: "error",
    persistent: true,
    title: `${plural(report.refused.length, "change", "changes")} made offline could not be saved`,
    text: `${lines.join(" ")}${saved}${late}`,
  };
}

/** Said when the player's day ends while offline. */
export function newDayNotice(hpChange: number, lateDailies: readonly { label: string }[]): NotificationInput {
  const health = hpChange < -0.005 ? ` Dailies left undone cost ${Math.round(-hpChange * 10) / 10} health.` : "";
  const late = lateDailies.length
    ? ` The server closed that day without what you did offline, so ${names(lateDailies)} ${lateDailies.length === 1 ? "does" : "do"} not count as done for it, and the check will be refused when you are back online.`
    : "";
  return { type: "info", persistent: true, title: "A new day has begun", text: `Your dailies start afresh.${health}${late}` };
}
