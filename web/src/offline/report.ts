/**
 * What the queue tells the player, as pure functions: which actions go to the server together,
 * the one notification after sending, and the notice of a day that ended while offline.
 */
import type { ScoreAnswer } from "../api/tasks";
import type { NotificationInput } from "../notifications/store";
import type { StoredAction } from "./store";
import text from "../i18n/namespaces/offlineReport";
import { translate } from "../i18n";

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

export const quote = (label: string) =>
  translate(text, "quoted", { text: label.length > 60 ? `${label.slice(0, 57)}…` : label });
const names = (actions: readonly { label: string }[]) =>
  [...new Set(actions.map((action) => quote(action.label)))].join(", ");

/** What the player did, in a few words. */
export function describeAction(action: StoredAction): string {
  switch (action.kind) {
    case "score":
      if (action.taskType === "reward") return translate(text, "actionBought");
      if (action.taskType === "habit")
        return translate(text, action.direction === "up" ? "actionScoredUp" : "actionScoredDown");
      return translate(text, action.direction === "up" ? "actionChecked" : "actionUnchecked");
    case "create":
      return translate(text, "actionAdded");
    case "edit":
      return translate(text, "actionEdited");
    case "delete":
      return translate(text, "actionDeleted");
    case "move":
      return translate(text, "actionMoved");
    case "checklist":
      return translate(text, action.completed ? "actionChecklistChecked" : "actionChecklistUnchecked");
  }
}

/** The one notification after the actions kept offline were sent, or undefined when none were. */
export function explanation(report: SendReport): NotificationInput | undefined {
  if (report.saved + report.refused.length === 0) return undefined;
  const late = report.lateScores.length
    ? ` ${translate(text, "lateScores", { count: report.lateScores.length, names: names(report.lateScores) })}`
    : "";
  if (report.refused.length === 0) {
    const said = `${translate(text, "backOnline", { count: report.saved })}${late}`;
    return report.lateScores.length ? { type: "info", persistent: true, text: said } : { type: "success", text: said };
  }
  // One line per task: a task refused once (deleted meanwhile) makes its later actions fail the same way.
  const byTask = new Map<string, Refusal>();
  for (const refusal of report.refused)
    if (!byTask.has(refusal.action.taskId)) byTask.set(refusal.action.taskId, refusal);
  const lines = [...byTask.values()].map(({ action, message }) =>
    translate(text, "refusedLine", { task: quote(action.label), action: describeAction(action), message }),
  );
  const saved = report.saved ? ` ${translate(text, "othersSaved", { count: report.saved })}` : "";
  return {
    type: "error",
    persistent: true,
    title: translate(text, "refusedTitle", { count: report.refused.length }),
    text: `${lines.join(" ")}${saved}${late}`,
  };
}

/** Said when the player's day ends while offline. */
export function newDayNotice(hpChange: number, lateDailies: readonly { label: string }[]): NotificationInput {
  const health =
    hpChange < -0.005 ? ` ${translate(text, "dailiesCost", { health: Math.round(-hpChange * 10) / 10 })}` : "";
  const late = lateDailies.length
    ? ` ${translate(text, "lateDailies", { names: names(lateDailies), count: lateDailies.length })}`
    : "";
  return {
    type: "info",
    persistent: true,
    title: translate(text, "newDayTitle"),
    text: `${translate(text, "newDayText")}${health}${late}`,
  };
}
