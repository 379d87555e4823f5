/**
 * Recording yesterday's activity: after a rollover the player did not see, they may tick the
 * dailies they really did the day before (the public game's "record yesterday's activity"
 * check-in). Ticking undoes what the rollover did to those dailies — the damage, the streak
 * reset, the value change and the boss's blow — and counts them as done yesterday. It is
 * allowed once, for the latest rollover only, before the player's first score of the new day.
 */
import { capByLevel } from "./levels";
import { MAX_HEALTH } from "../data/constants";
import { badRequest, notAuthorized } from "./errors";
import { clearedBuffs, isYesterDaily, manaRegen, type MissedDaily } from "./cron";
import type { RuleContext } from "./random";
import { scoreTask, type ScoreResult } from "./score";
import { computeStats, type GearBonusTable } from "./stats";
import { defaultGear } from "./gearTable";
import type { Task, User } from "./types";

/** Ids of the dailies the player may still record as done yesterday (empty once closed). */
export function openYesterDailies(user: User, tasks?: readonly Task[]): string[] {
  const record = user.lastRollover;
  if (!record?.open) return [];
  const ids = record.missed.map((entry) => entry.id);
  if (!tasks) return ids;
  return ids.filter((id) => isYesterDaily(tasks.find((task) => task._id === id)));
}

/**
 * Health the open check-in's dailies took at the rollover (positive, 0 once closed): what the
 * player risks by leaving them unticked, shown as not yet taken while the check-in asks.
 */
export function openYesterDamage(user: User): number {
  const record = user.lastRollover;
  if (!record?.open) return 0;
  const taken = record.missed.reduce((sum, entry) => sum + (entry.spared ? 0 : -entry.hp), 0);
  return Math.round(Math.max(0, taken) * 100) / 100;
}

export interface YesterDailiesResult {
  user: User;
  /** The dailies changed (to be written). */
  tasks: Task[];
  data: {
    recorded: string[];
    /** Health given back for damage that should not have been dealt. */
    hpRestored: number;
    /** The boss's blow to take back from the party (a positive amount of party quest progress.down). */
    bossBlow: { questKey: string; down: number } | null;
    perfect: boolean;
    scores: ScoreResult[];
  };
}

/**
 * Pure. `ticked` are the dailies the player did yesterday; an empty list is a skip. A second
 * answer (or one after the first score of the day) is refused, except a skip, which changes
 * nothing.
 */
export function recordYesterdaysActivity(
  user: User,
  tasks: readonly Task[],
  ticked: readonly string[],
  ctx: RuleContext,
  gear: GearBonusTable = defaultGear(),
): YesterDailiesResult {
  const record = user.lastRollover;
  const unchanged: YesterDailiesResult = {
    user,
    tasks: [],
    data: { recorded: [], hpRestored: 0, bossBlow: null, perfect: false, scores: [] },
  };
  if (!record?.open) {
    if (ticked.length === 0) return unchanged;
    throw notAuthorized("yesterDailiesClosed");
  }
  const offered = new Set(openYesterDailies(user, tasks));
  const unique = [...new Set(ticked)];
  for (const id of unique) if (!offered.has(id)) throw badRequest("yesterDailyUnknown");

  let next = structuredClone(user);
  const changed: Task[] = [];
  const scores: ScoreResult[] = [];
  let hpRestored = 0;
  let bossDown = 0;
  let checked = record.dailyChecked;
  let unchecked = record.dailyDueUnchecked;
  const byId = new Map(record.missed.map((entry): [string, MissedDaily] => [entry.id, entry]));

  for (const id of unique) {
    const entry = byId.get(id) as MissedDaily;
    let task = structuredClone(tasks.find((candidate) => candidate._id === id) as Task);
    if (!entry.spared) {
      task.value = entry.value;
      task.streak = entry.streak;
      hpRestored -= entry.hp;
      bossDown -= entry.bossDown;
      checked += 1 - entry.checkedFraction;
      unchecked -= 1 - entry.checkedFraction;
    } else if (!record.sleeping && !record.absent) {
      // Dodged by stealth: it never counted as missed, now it counts as done.
      checked += 1;
    }
    next.stats.hp = Math.min(MAX_HEALTH, next.stats.hp - entry.hp * (entry.spared ? 0 : 1));
    // Done yesterday: scored as the player would have, then reset for the new day.
    const earlier = task.history ?? [];
    const scored = scoreTask(next, task, { direction: "up", gear }, ctx);
    next = scored.user;
    // The rollover's entry for yesterday becomes the record of it done (not a new entry today).
    task = { ...scored.task, completed: false, history: earlier };
    const history = [...earlier];
    const last = history[history.length - 1];
    if (last && last.date === Date.parse(record.at))
      history[history.length - 1] = { ...last, value: task.value, isDue: true, completed: true };
    task.history = history;
    changed.push(task);
    scores.push(scored.data);
  }

  let perfect = false;
  if (!record.perfect && record.atLeastOneDue && unchecked <= 1e-9 && unique.length > 0) {
    perfect = true;
    next.achievements.perfect = (next.achievements.perfect ?? 0) + 1;
    const half = Math.ceil(capByLevel(next.stats.lvl) / 2);
    const buffs = next.stats.buffs;
    next.stats.buffs = {
      ...clearedBuffs(),
      ...buffs,
      str: Math.max(buffs.str, half),
      int: Math.max(buffs.int, half),
      con: Math.max(buffs.con, half),
      per: Math.max(buffs.per, half),
    };
  }
  if (!record.sleeping && !record.absent) {
    const extra = manaRegen(next, Math.max(0, checked), Math.max(0, unchecked), gear) - record.mpRegen;
    if (extra > 0) next.stats.mp = Math.min(computeStats(next, gear).maxMP, next.stats.mp + extra);
  }
  next.lastRollover = { ...record, open: false, perfect: record.perfect || perfect };
  const bossBlow = bossDown > 0 && record.questKey ? { questKey: record.questKey, down: bossDown } : null;
  return { user: next, tasks: changed, data: { recorded: unique, hpRestored, bossBlow, perfect, scores } };
}
