/**
 * Scoring with instant feedback: the shared rule (content/rules/score) runs on the cached user
 * and task at once, the stat notifications show, then the server's answer is applied: its
 * stats replace the guess, and what only the server knows (drops, level ups, boss damage)
 * is announced. The rules module pulls in content tables, so it loads after the first screen.
 */
import type { QueryClient } from "@tanstack/react-query";
import { seededRandom } from "../../../content/rules/random";
import type { Stats, Task, User } from "../../../content/rules/types";
import * as tasksApi from "../api/tasks";
import type { Direction, ScoreAnswer } from "../api/tasks";
import { notify } from "../notifications/store";
import { critMessage, dropMessage, formatFigure, levelUpMessage, statNotification } from "../notifications/messages";
import text from "../i18n/namespaces/taskList";
import { translate } from "../i18n";
import { celebrate } from "../notifications/celebrations";
import { addPendingQuestDamage, getUser, refetchUserAndTasks, replaceTask, setUser } from "./cache";
import { loadGearTable } from "../hooks/useGearTable";
import { isOfflineError } from "../api/errors";
import { newClientId, onQueuedScoreResults, shouldKeepForLater } from "../offline";
import { taskKeys } from "../queries/tasks";

const offlineTasks = () => import("../offline/keep");

type ScoreRules = typeof import("../../../content/rules/score");
let rules: Promise<ScoreRules> | undefined;

export function loadScoreRules(): Promise<ScoreRules> {
  rules ??= import("../../../content/rules/score");
  return rules;
}

/** Which way a click scores: a finished daily or to-do is unchecked, anything else goes up. */
export function directionFor(task: Pick<Task, "type" | "completed">): Direction {
  return (task.type === "daily" || task.type === "todo") && task.completed ? "down" : "up";
}

export interface StatDelta {
  hp: number;
  mp: number;
  exp: number;
  gp: number;
}

/** The notifications of a change in stats, largest first as the game shows them. */
export function statNotifications(change: StatDelta): ReturnType<typeof statNotification>[] {
  const list: ReturnType<typeof statNotification>[] = [];
  const shown = (value: number) => formatFigure(Math.abs(value)) !== "0";
  if (shown(change.hp)) list.push(statNotification("hp", change.hp));
  if (shown(change.exp)) list.push(statNotification("xp", change.exp));
  if (shown(change.gp)) list.push(statNotification("gp", change.gp));
  if (shown(change.mp)) list.push(statNotification("mp", change.mp));
  return list;
}

/** The stats part of a score answer. */
export function statsFromAnswer(answer: ScoreAnswer, previous: Stats): Stats {
  const { delta: _delta, _tmp, ...stats } = answer;
  return { ...previous, ...(stats as Partial<Stats>) };
}

let pendingScores = 0;

/** What only the server decides: announced once its answer is in. */
export function announceServerResults(answer: ScoreAnswer, user: User, optimisticCrit: number | undefined): void {
  const tmp = answer._tmp ?? {};
  if (tmp.crit && !optimisticCrit)
    notify({ type: "crit", text: formatFigure(tmp.crit), flavorMessage: critMessage(tmp.crit) });
  if (tmp.quest && tmp.quest.progressDelta > 0 && user.party?.quest?.key)
    notify({ type: "damage", text: formatFigure(tmp.quest.progressDelta), sign: "+" });
  if (tmp.quest && tmp.quest.collection > 0) notify({ type: "info", text: translate(text, "questItemFound") });
  if (tmp.drop) {
    notify({
      type: "drop",
      text: dropMessage(tmp.drop),
      icon: `Pet_${tmp.drop.type}_${tmp.drop.key}`,
    });
  }
  if (tmp.firstDrops) {
    const { egg, eggText, hatchingPotion, hatchingPotionText } = tmp.firstDrops;
    notify({
      type: "drop",
      text: dropMessage({ type: "Egg", key: egg, text: eggText }),
      icon: `Pet_Egg_${egg}`,
      flavorMessage: translate(text, "itemsUnlocked", { egg: eggText ?? egg }),
    });
    notify({
      type: "drop",
      text: dropMessage({ type: "HatchingPotion", key: hatchingPotion, text: hatchingPotionText }),
      icon: `Pet_HatchingPotion_${hatchingPotion}`,
    });
  } else if (tmp.drop && (tmp.drop.type === "Egg" || tmp.drop.type === "HatchingPotion")) {
    const drop = tmp.drop;
    // The drop tables load after the first screen; they say whether this find is a rare one.
    void import("./rareDrops").then(({ isRareDrop }) => {
      // A find comes in the middle of ticking tasks off: its dialog does not stop the player.
      if (isRareDrop(drop))
        celebrate({
          kind: "drop",
          quiet: true,
          title: translate(text, "rareFind"),
          text: translate(text, "rareFindText", { drop: dropMessage(drop) }),
          art: { kind: drop.type === "Egg" ? "egg" : "potion", key: drop.key },
        });
    });
  }
  if (tmp.streakAchievement) notify({ type: "streak", text: "", flavorMessage: translate(text, "streakAchievement") });
  if (tmp.approvalRequested) notify({ type: "info", text: translate(text, "approvalRequested") });
  if (tmp.leveledUp) {
    notify({ type: "lvl", text: String(tmp.leveledUp.to), flavorMessage: levelUpMessage(tmp.leveledUp.to) });
    if (!user.preferences?.suppressModals?.levelUp) {
      celebrate({
        kind: "levelUp",
        title: translate(text, "levelUpTitle", { level: tmp.leveledUp.to }),
        text: translate(text, "levelUpText", { level: tmp.leveledUp.to }),
        levels: tmp.leveledUp,
        art: { hero: true },
      });
    }
  }
}

// Scores made offline were shown when made; once sent, what only the server decides is announced.
onQueuedScoreResults((results, user) => {
  for (const tmp of results as ScoreAnswer["_tmp"][])
    announceServerResults({ _tmp: tmp } as ScoreAnswer, user as User, tmp.crit);
});

/** Scores a task up or down: instantly from the shared rules, then as the server says. */
export async function scoreWithFeedback(client: QueryClient, task: Task, direction: Direction): Promise<void> {
  const before = getUser(client);
  if (!before) return;
  let optimisticCrit: number | undefined;
  let guessed = false;
  let refusal: unknown;
  try {
    const [{ scoreTask }, gear] = await Promise.all([loadScoreRules(), loadGearTable()]);
    const current = getUser(client) ?? before;
    // Drops are the server's dice; the guess leaves them out.
    const outcome = scoreTask(
      current,
      task,
      { direction, drops: false, gear },
      { now: new Date(), random: seededRandom(`${task._id}:${Date.now()}`) },
    );
    setUser(client, (user) => ({ ...user, stats: outcome.user.stats }));
    replaceTask(client, outcome.task);
    guessed = true;
    optimisticCrit = outcome.data.crit;
    if (outcome.data.crit)
      notify({ type: "crit", text: formatFigure(outcome.data.crit), flavorMessage: critMessage(outcome.data.crit) });
    for (const entry of statNotifications(outcome.data.statsChange)) notify(entry);
    if (outcome.data.streakBonus) notify(statNotification("streak", outcome.data.streakBonus));
  } catch (error) {
    // The rule refused (not enough gold, stale task): the server answers with the reason.
    refusal = error;
  }

  // Named once: if the answer is lost, the score kept for later is applied once all the same.
  const actionId = newClientId();
  // No connection, or earlier actions still waiting: the guess stands and the score waits its turn.
  if (shouldKeepForLater()) {
    const offline = await offlineTasks();
    return guessed ? offline.keepScore(task, direction, actionId) : offline.explainRefusal(refusal);
  }
  pendingScores += 1;
  try {
    const answer = await tasksApi.scoreTask(task._id, direction, { actionId, keepOffline: true });
    pendingScores -= 1;
    const latest = getUser(client) ?? before;
    if (!guessed) {
      const stats = statsFromAnswer(answer, before.stats);
      for (const entry of statNotifications({
        hp: stats.hp - before.stats.hp,
        mp: stats.mp - before.stats.mp,
        exp: stats.lvl === before.stats.lvl ? stats.exp - before.stats.exp : stats.exp,
        gp: stats.gp - before.stats.gp,
      }))
        notify(entry);
      refetchUserAndTasks(client);
    } else if (pendingScores === 0) {
      // Later scores still in flight carry their own guesses; the last answer settles the figures.
      setUser(client, (user) => ({ ...user, stats: statsFromAnswer(answer, user.stats) }));
    }
    announceServerResults(answer, latest, optimisticCrit);
    // The damage waiting for the boss grows with each score; the party panel reads it from here.
    const questDelta = answer._tmp?.quest?.progressDelta ?? 0;
    if (questDelta > 0) addPendingQuestDamage(client, questDelta);
    // A to-do moves between the open list and the completed list, which load separately.
    if (task.type === "todo") void client.invalidateQueries({ queryKey: taskKeys.completedTodos });
    if (task.type === "todo" && direction === "down") void client.invalidateQueries({ queryKey: taskKeys.user });
  } catch (error) {
    pendingScores -= 1;
    if (isOfflineError(error) && guessed) return (await offlineTasks()).keepScore(task, direction, actionId);
    // The error handler has shown the reason; the cached guess is thrown away.
    refetchUserAndTasks(client);
  }
}
