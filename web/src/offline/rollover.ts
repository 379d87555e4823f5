/**
 * A day that ends while the player is offline (DESIGN "The client offline"), rolled over on the
 * device the way the server rolls it over: the same rule with the same seed. The server's
 * rollover never sees what was done offline on the day that ended; a daily checked then is
 * refused when it arrives. So those checks are undone here before the rollover, and the dailies
 * count as the server will count them. Loaded only when offline.
 */
import { cron, needsCron } from "../../../content/rules/cron";
import { startOfGameDay } from "../../../content/rules/dayBoundary";
import { seededRandom } from "../../../content/rules/random";
import { scoreTask } from "../../../content/rules/score";
import type { Task, User } from "../../../content/rules/types";
import type { OfflineAction } from "./store";

export interface OfflineRollover {
  user: User;
  tasks: Task[];
  hpChange: number;
  /** Daily scores made on the day that ended, which the server will refuse. */
  lateDailies: OfflineAction[];
}

/** The user and tasks after the day's rollover, or undefined while the player's day goes on. */
export function rollOverOffline(
  user: User,
  tasks: readonly Task[],
  waiting: readonly OfflineAction[],
  now: Date,
): OfflineRollover | undefined {
  if (!needsCron(user, now)) return undefined;
  const today = startOfGameDay(now.getTime(), user.preferences.timezoneOffset, user.preferences.dayStart);
  const byId = new Map(tasks.map((task) => [task._id, task]));
  const lateDailies = waiting.filter(
    (action) => action.kind === "score" && byId.get(action.taskId)?.type === "daily" && Date.parse(action.at) < today,
  );
  let current = user;
  // Undone last first, each by the opposite score, as if it had never been made.
  for (const action of [...lateDailies].reverse()) {
    const task = byId.get(action.taskId);
    if (!task || action.kind !== "score") continue;
    try {
      const undone = scoreTask(
        current,
        task,
        { direction: action.direction === "up" ? "down" : "up", drops: false },
        { now: new Date(action.at), random: seededRandom(action.actionId) },
      );
      current = undone.user;
      byId.set(task._id, undone.task);
    } catch {
      // The task no longer matches (changed again since): the server's answer will settle it.
    }
  }
  const outcome = cron(current, [...byId.values()], { now, random: seededRandom(`${user._id}:${user.lastCron}`) });
  if (!outcome.data.ran) return undefined;
  const doomed = new Set(outcome.data.todoIdsToDelete);
  return {
    user: outcome.user,
    tasks: outcome.tasks.filter((task) => !doomed.has(task._id)),
    hpChange: outcome.data.hpChange,
    lateDailies,
  };
}
