/**
 * Scoring a player's tasks: one score or a list in order on one copy of the player (offline
 * scores named by the client apply once), what a score tells the player (drops named in their
 * language, level changes), and what it tells others (webhooks, the party's waiting boss damage).
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { eggs } from "../../content/data/eggs";
import { food } from "../../content/data/food";
import { hatchingPotions } from "../../content/data/hatchingPotions";
import { t } from "../../content/i18n";
import type { Drop } from "../../content/rules/drops";
import { GameError } from "../../content/rules/errors";
import { seededRandom } from "../../content/rules/random";
import { scoreTask, type ScoreResult } from "../../content/rules/score";
import { dayKeyOf } from "../../content/rules/shouldDo";
import type { Task, User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import { recordActionsStatements, recordedActionIds } from "../../db/clientActions";
import { scoreMasterTaskStatement } from "../../db/masterTaskScores";
import { updateTaskStatement } from "../../db/tasks";
import { updateUser } from "../../db/users";
import type { AppEnv } from "../env";
import type { ScoreRequest } from "../schemas/scores";
import { announcePendingDamage } from "./partyQuest";
import { scorableTask } from "./sharedTaskAccess";
import { queueWebhooks } from "./webhooks";

export type ScoreOutcome =
  | { status: "scored"; score: ScoreRequest; task: Task; data: ScoreResult; lateDay: boolean }
  | { status: "alreadyScored"; score: ScoreRequest }
  | { status: "refused"; score: ScoreRequest; error: GameError };

const DROP_TABLES: Record<Drop["type"], Record<string, { text: string; notes: string; value: number }>> = {
  Food: food,
  Egg: eggs,
  HatchingPotion: hatchingPotions,
};

/** A found item as the public API tells of it: the item's own fields, its kind and a sentence to show. */
function dropView(drop: Drop | undefined, language: string) {
  if (!drop) return undefined;
  const table = DROP_TABLES[drop.type];
  const item = Object.hasOwn(table, drop.key) ? table[drop.key] : undefined;
  const text = item ? t(item.text, {}, language) : drop.key;
  return {
    ...item,
    key: drop.key,
    type: drop.type,
    text,
    notes: item ? t(item.notes, {}, language) : "",
    dialog: t(`dropFound${drop.type}`, { dropText: text }, language),
  };
}

/** What a score returns: the new stats, the value change and what happened along the way. */
export function scoreView(user: User, data: ScoreResult) {
  const language = user.preferences.language;
  return {
    ...user.stats,
    delta: data.delta,
    _tmp: {
      crit: data.crit,
      streakBonus: data.streakBonus,
      drop: dropView(data.drop, language),
      firstDrops: data.firstDrops && {
        ...data.firstDrops,
        eggText: dropView({ type: "Egg", key: data.firstDrops.egg }, language)?.text,
        hatchingPotionText: dropView({ type: "HatchingPotion", key: data.firstDrops.hatchingPotion }, language)?.text,
      },
      quest: { progressDelta: data.questProgressDelta, collection: data.collected ?? 0 },
      leveledUp: data.levels.leveledUp ? { from: data.levels.levelFrom, to: data.levels.levelTo } : undefined,
      died: data.levels.died || undefined,
      streakAchievement: data.streakAchievement || undefined,
      approvalRequested: data.approvalRequested || undefined,
    },
  };
}

/**
 * What a score of a member's copy does to the challenge's or group's own task (its value and
 * history, as the original game keeps them): nothing for a reward, a copy cut loose from its
 * challenge, or a completion that only asked for approval.
 */
function sharedTaskScore(copy: Task, data: ScoreResult, direction: "up" | "down", now: Date) {
  if (copy.type === "reward" || data.approvalRequested) return undefined;
  if (copy.challenge?.id && copy.challenge.taskId && !copy.challenge.broken)
    return { masterId: copy.challenge.taskId, type: copy.type, delta: data.delta, direction, shared: false, now };
  if (copy.group?.id && copy.group.taskId)
    return { masterId: copy.group.taskId, type: copy.type, delta: data.delta, direction, shared: true, now };
  return undefined;
}

/** Server dice: unpredictable per request; critical hits use the stats-seeded source inside the rule. */
function serverRandom() {
  return seededRandom(crypto.randomUUID());
}

/**
 * Scores a list in order on one copy of the user. `lenient`: each score is applied or refused
 * on its own (an offline queue's scores); otherwise the first refusal refuses them all. A score
 * made on a game day that has since ended is applied on today's day, except a daily's: that day
 * was already judged by its rollover, so it is refused rather than checked on the wrong day.
 */
async function scoreInOrder(db: Database, fresh: User, scores: readonly ScoreRequest[], now: Date, lenient: boolean) {
  const alreadyRecorded = await recordedActionIds(
    db,
    fresh._id,
    scores.flatMap((score) => (score.actionId ? [score.actionId] : [])),
  );
  const today = dayKeyOf(now, fresh.preferences);
  let current = fresh;
  const touched = new Map<string, Task>();
  const outcomes: ScoreOutcome[] = [];
  const recorded: string[] = [];
  const masterScores: BatchItem<"sqlite">[] = [];
  for (const score of scores) {
    if (score.actionId && alreadyRecorded.has(score.actionId)) {
      outcomes.push({ status: "alreadyScored", score });
      continue;
    }
    try {
      // A group's or challenge's task id names the player's own copy of it.
      const found = touched.get(score.id) ?? (await scorableTask(db, current, score.id));
      const task = touched.get(found._id) ?? found;
      const lateDay = score.scoredAt !== undefined && dayKeyOf(new Date(score.scoredAt), current.preferences) < today;
      if (lateDay && task.type === "daily") throw new GameError("NotAuthorized", "scoreDayEnded");
      const outcome = scoreTask(current, task, { direction: score.direction }, { now, random: serverRandom() });
      current = outcome.user;
      touched.set(task._id, outcome.task);
      touched.set(score.id, outcome.task);
      outcomes.push({ status: "scored", score, task: outcome.task, data: outcome.data, lateDay });
      const shared = sharedTaskScore(outcome.task, outcome.data, score.direction, now);
      if (shared) masterScores.push(scoreMasterTaskStatement(db, shared));
      if (score.actionId) {
        alreadyRecorded.add(score.actionId);
        recorded.push(score.actionId);
      }
    } catch (error) {
      if (!lenient || !(error instanceof GameError)) throw error;
      outcomes.push({ status: "refused", score, error });
    }
  }
  const tasks = new Map([...touched.values()].map((task) => [task._id, task]));
  return {
    user: current,
    result: outcomes,
    unchanged: recorded.length === 0 && tasks.size === 0,
    extra: [
      ...[...tasks.values()].map((task) => updateTaskStatement(db, { ...task, updatedAt: now.toISOString() })),
      ...recordActionsStatements(db, fresh._id, recorded, now.getTime()),
      ...masterScores,
    ],
  };
}

/** Scores the list as one guarded write of the player; answers the player and each score's outcome. */
export async function scoreAll(db: Database, me: User, scores: readonly ScoreRequest[], lenient: boolean) {
  const now = new Date();
  return updateUser(db, me._id, (fresh) => scoreInOrder(db, fresh, scores, now, lenient), me);
}

/** The scores that were applied, as announceScores takes them. */
export function appliedScores(outcomes: ScoreOutcome[]) {
  return outcomes.flatMap((outcome) =>
    outcome.status === "scored" ? [{ task: outcome.task, direction: outcome.score.direction, data: outcome.data }] : [],
  );
}

/** What POST /tasks/bulk-score answers: per score for a lenient batch, else the public API's shape. */
export function bulkScoreAnswer(user: User, result: ScoreOutcome[], lenient: boolean) {
  const scored = appliedScores(result);
  if (!lenient)
    return {
      ...user.stats,
      results: scored.map(({ data }) => scoreView(user, data)._tmp),
      deltas: scored.map(({ data }) => data.delta),
      // The original game's shape: one entry per score, in the order sent.
      tasks: scored.map(({ task, data }) => ({ id: task._id, delta: data.delta, _tmp: scoreView(user, data)._tmp })),
    };
  return {
    ...user.stats,
    scores: result.map((outcome) => {
      const named = { id: outcome.score.id, ...(outcome.score.actionId ? { actionId: outcome.score.actionId } : {}) };
      if (outcome.status === "scored")
        return {
          ...named,
          status: outcome.status,
          delta: outcome.data.delta,
          _tmp: scoreView(user, outcome.data)._tmp,
          ...(outcome.lateDay ? { lateDay: true } : {}),
        };
      if (outcome.status === "alreadyScored") return { ...named, status: outcome.status };
      return {
        ...named,
        status: outcome.status,
        error: outcome.error.name,
        message: t(outcome.error.messageKey, outcome.error.vars, user.preferences.language),
      };
    }),
  };
}

/** What scoring tells others: webhooks per score and level, and the party's pending boss damage. */
export function announceScores(
  c: Context<AppEnv>,
  user: User,
  scored: { task: Task; direction: "up" | "down"; data: ScoreResult }[],
) {
  let questProgress = false;
  for (const { task, direction, data } of scored) {
    queueWebhooks(c, user, {
      type: "taskActivity",
      event: "scored",
      task,
      tmp: scoreView(user, data)._tmp,
      extra: { direction, delta: data.delta },
    });
    if (data.levels.leveledUp)
      queueWebhooks(c, user, {
        type: "userActivity",
        event: "leveledUp",
        extra: { initialLvl: data.levels.levelFrom, finalLvl: data.levels.levelTo },
      });
    if (data.questProgressDelta) questProgress = true;
  }
  // The party watches the damage waiting for the boss grow as members score.
  if (questProgress && user.party.quest.key)
    c.executionCtx.waitUntil(announcePendingDamage(c.env, database(c.env.DB), user));
}
