/** Scoring tasks (spec §7 Tasks): what a score answers, alone or in a batch. */
import type { Stats } from "../../content/rules/types";

/** A drop found while scoring: the item's own fields, its name and notes, and the sentence that tells of it. */
export interface ScoreDrop {
  key: string;
  type: string;
  /** The item's name in the player's language. */
  text: string;
  notes: string;
  dialog: string;
  [field: string]: unknown;
}

/** What happened along the way of a score. */
export interface ScoreEvents {
  crit?: number;
  streakBonus?: number;
  drop?: ScoreDrop;
  /** The first egg and potion a new player is given, with their names. */
  firstDrops?: { egg: string; hatchingPotion: string; eggText?: string; hatchingPotionText?: string };
  quest?: { progressDelta: number; collection: number };
  leveledUp?: { from: number; to: number };
  died?: true;
  streakAchievement?: true;
  approvalRequested?: true;
  /** The same score again (its idempotency key seen before): nothing more happened. */
  alreadyScored?: true;
}

/** POST /tasks/{id}/score/{direction}: the new stats, the task's value change, and what happened. */
export type ScoreAnswer = Stats & { delta: number; _tmp: ScoreEvents };

/** One score of a batch sent from the offline queue: applied, already applied before, or refused. */
export type QueuedScoreAnswer =
  | { id: string; actionId?: string; status: "scored"; delta: number; _tmp: ScoreEvents; lateDay?: true }
  | { id: string; actionId?: string; status: "alreadyScored" }
  | { id: string; actionId?: string; status: "refused"; error: string; message: string };

/** POST /tasks/bulk-score with `{ scores }`: each score applied or refused on its own. */
export type QueuedScoresAnswer = Stats & { scores: QueuedScoreAnswer[] };

/** POST /tasks/bulk-score with a list: all applied, or none. */
export type BulkScoreAnswer = Stats & {
  results: ScoreEvents[];
  deltas: number[];
  /** Each score in the order sent, as the original game answers: the task, its value change and its events. */
  tasks: { id: string; delta: number; _tmp: ScoreEvents }[];
};
