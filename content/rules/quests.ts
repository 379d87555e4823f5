/**
 * A party's quest progressing from its members' day rollovers (content spec §4 "Boss rage and
 * desperation"): boss damage, members hurt by missed dailies, rage, collection items, rewards;
 * and the quest as a group keeps it, from invitation to start.
 */
import { quests } from "../data/quests";
import type { Quest } from "../data/types";
import { applyStatChanges } from "./levelUp";
import { awardAnimalAchievements, awardQuestSeriesAchievements } from "./achievements";
import { pick, type Random, type RuleContext } from "./random";
import type { User } from "./types";

export interface PartyQuestProgress {
  hp: number;
  rage: number;
  collect: Record<string, number>;
}

export interface BossOutcome {
  progress: PartyQuestProgress;
  /** Damage the boss took. */
  damage: number;
  /** Health change for every party member (negative: the boss struck). */
  memberHpChange: number;
  /** The rage effect that fired, with its figures. */
  rage?: { healed?: number; mpDrain?: number; progressDrain?: number; worldEffect?: string[] };
  desperate: boolean;
  defeated: boolean;
}

export function startingProgress(quest: Quest): PartyQuestProgress {
  return {
    hp: quest.boss?.hp ?? 0,
    rage: 0,
    collect: Object.fromEntries(Object.keys(quest.collect ?? {}).map((key) => [key, 0])),
  };
}

/** A world boss takes at most this much damage, and this much rage, from one player's rollover. */
export const WORLD_BOSS_ROLLOVER_CAP = 900;

/**
 * One member's rollover report against the boss: their damage (up) lowers its health (divided by
 * its defence, higher once desperate); their missed dailies (down) times its strength hurt the
 * whole party and feed its rage. A world boss (server/models/group.js tavernBoss) takes at most
 * 900 of each per rollover, and its healing rage is not held to its starting health.
 */
export function applyBossProgress(
  quest: Quest,
  current: PartyQuestProgress,
  member: { up: number; down: number },
  options: { worldBoss?: boolean } = {},
): BossOutcome {
  const boss = quest.boss;
  const progress: PartyQuestProgress = { ...current, collect: { ...current.collect } };
  if (!boss) return { progress, damage: 0, memberHpChange: 0, desperate: false, defeated: false };
  if (options.worldBoss) {
    member = {
      up: Math.min(WORLD_BOSS_ROLLOVER_CAP, Math.abs(member.up)),
      down: -Math.min(WORLD_BOSS_ROLLOVER_CAP, Math.abs(member.down)),
    };
  }
  const desperate = boss.desperation !== undefined && progress.hp <= boss.desperation.threshold;
  const def = desperate ? (boss.desperation?.def ?? 1) : (boss.def ?? 1);
  const str = desperate ? (boss.desperation?.str ?? boss.str) : boss.str;
  const damage = Math.max(0, member.up) / def;
  progress.hp -= damage;
  const down = member.down * str;
  const outcome: BossOutcome = { progress, damage, memberHpChange: down, desperate, defeated: false };
  if (boss.rage) {
    progress.rage += Math.abs(down);
    if (progress.rage >= boss.rage.value) {
      outcome.rage = {};
      if (boss.rage.healing) {
        const healed = options.worldBoss
          ? progress.hp * boss.rage.healing
          : Math.min(boss.hp - progress.hp, progress.hp * boss.rage.healing);
        progress.hp += healed;
        outcome.rage.healed = healed;
      }
      if (boss.rage.mpDrain) outcome.rage.mpDrain = boss.rage.mpDrain;
      if (boss.rage.progressDrain) outcome.rage.progressDrain = boss.rage.progressDrain;
      if (boss.rage.worldEffect) outcome.rage.worldEffect = [...boss.rage.worldEffect];
      progress.rage = 0;
    }
  }
  outcome.defeated = progress.hp <= 0;
  if (outcome.defeated) progress.hp = 0;
  return outcome;
}

/**
 * Each collected item is one of the items still needed, drawn with one chance per item still
 * missing (server/models/group.js shuffles the remaining items and takes the first ones).
 */
export function applyCollection(
  quest: Quest,
  current: PartyQuestProgress,
  collectedItems: number,
  random: Random,
): { progress: PartyQuestProgress; found: Record<string, number>; complete: boolean } {
  const progress: PartyQuestProgress = { ...current, collect: { ...current.collect } };
  const found: Record<string, number> = {};
  const needs = quest.collect ?? {};
  for (let i = 0; i < collectedItems; i++) {
    const remaining = Object.keys(needs)
      .sort()
      .flatMap((key) =>
        Array.from({ length: Math.max(0, needs[key].count - (progress.collect[key] ?? 0)) }, () => key),
      );
    const key = pick(remaining, random);
    if (!key) break;
    progress.collect[key] = (progress.collect[key] ?? 0) + 1;
    found[key] = (found[key] ?? 0) + 1;
  }
  const complete =
    Object.keys(needs).length > 0 &&
    Object.entries(needs).every(([key, need]) => (progress.collect[key] ?? 0) >= need.count);
  return { progress, found, complete };
}

/** Pure: a member's rewards for a finished quest (items marked onlyOwner go to its owner only). */
export function grantQuestRewards(user: User, questKey: string, isOwner: boolean, ctx: RuleContext): User {
  const quest = quests[questKey];
  const next = structuredClone(user);
  if (!quest) return next;
  next.achievements.quests = { ...next.achievements.quests, [questKey]: (next.achievements.quests[questKey] ?? 0) + 1 };
  for (const item of quest.drop.items) {
    if (item.onlyOwner && !isOwner) continue;
    switch (item.type) {
      case "gear":
        next.items.gear.owned = { ...next.items.gear.owned, [item.key]: true };
        break;
      case "pets":
        next.items.pets = { ...next.items.pets, [item.key]: Math.max(5, next.items.pets[item.key] ?? 0) };
        break;
      case "mounts":
        next.items.mounts = { ...next.items.mounts, [item.key]: true };
        break;
      default: {
        const bag = { ...next.items[item.type] };
        bag[item.key] = (bag[item.key] ?? 0) + 1;
        next.items[item.type] = bag;
      }
    }
  }
  applyStatChanges(next, {
    hp: next.stats.hp,
    gp: next.stats.gp + quest.drop.gp,
    exp: next.stats.exp + quest.drop.exp,
  });
  next.party.quest = {
    ...next.party.quest,
    key: null,
    completed: questKey,
    progress: { up: 0, down: 0, collect: {}, collectedItems: 0 },
  };
  awardQuestSeriesAchievements(next, ctx);
  awardAnimalAchievements(next, ctx);
  return next;
}

/** The quest part of a group's doc. */
export interface GroupQuestState {
  key: string | null;
  active: boolean;
  /** The quest's owner: who brought the scroll. */
  leader: string | null;
  /** Invited members: true accepted, false rejected, null not answered yet. Once active: participants. */
  members: Record<string, boolean | null>;
  progress: {
    hp?: number;
    rage?: number;
    collect: Record<string, number>;
    /** A party's boss fight: the damage each participant dealt so far, by member id. */
    damage?: Record<string, number>;
  };
  extra: {
    /** World bosses: which world effects the boss's rage has set off. */
    worldDmg?: Record<string, boolean>;
    desperate?: boolean;
    startedAt?: string;
  };
  /** The last quest this group finished. */
  completed?: string | null;
  completedAt?: string;
}

/** Has every invited member who is still in the party answered? */
export function everyoneAnswered(state: GroupQuestState, members: string[]): boolean {
  const current = new Set(members);
  return Object.entries(state.members).every(([id, answer]) => answer !== null || !current.has(id));
}

/** Turns an invitation into a running quest: only those who accepted (and are still members) fight. */
export function questStartState(state: GroupQuestState, members: string[], now: Date): GroupQuestState {
  const quest = quests[state.key as string];
  const current = new Set(members);
  const accepted = Object.fromEntries(
    Object.entries(state.members)
      .filter(([id, answer]) => answer === true && current.has(id))
      .map(([id]) => [id, true]),
  );
  const progress = startingProgress(quest);
  return {
    ...state,
    active: true,
    members: accepted,
    progress: quest.boss ? { hp: progress.hp, rage: 0, collect: {} } : { collect: progress.collect },
    extra: { startedAt: now.toISOString() },
  };
}
