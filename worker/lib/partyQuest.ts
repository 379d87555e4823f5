/**
 * A group's quest as the worker keeps it (group doc `quest`), and everything that moves it:
 * starting, finishing with rewards, the day rollover of a member (boss damage, the boss's
 * strike, rage, desperation, collected items) and the world boss fought in the tavern.
 * Every change is written with the group's compare-and-set, announced in the group chat and
 * broadcast live to the group's room.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { t } from "../../content/i18n";
import { MAX_HEALTH, TAVERN_ID } from "../../content/data/constants";
import { quests, WORLD_BOSS_KEYS } from "../../content/data/quests";
import type { Quest } from "../../content/data/types";
import type { CronReport } from "../../content/rules/cron";
import {
  applyBossProgress,
  applyCollection,
  grantQuestRewards,
  startingProgress,
  type PartyQuestProgress,
} from "../../content/rules/quests";
import { seededRandom } from "../../content/rules/random";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { loadGroup, updateGroup, type Group } from "../../db/groups";
import { groupMembers, users } from "../../db/schema";
import { updateUser, UserGone } from "../../db/users";
import type { QuestProgressView } from "../../party/protocol";
import type { Env } from "../env";
import { broadcast } from "./groupAccess";
import { postSystemMessage } from "./systemChat";
import {
  recordWorkStatement,
  startWork,
  workTargetStatements,
  workTargetsFromTable,
  type WorkKind,
} from "./pendingWork";
import { sendWebhooks } from "./webhooks";
import { logError } from "./log";

function questRewardStatement(db: Database, workId: string, payload: QuestRewardPayload) {
  return recordWorkStatement(db, questRewardWork, workId, payload);
}

/** The quest part of a group's doc. */
export interface GroupQuestState {
  key: string | null;
  active: boolean;
  /** The quest's owner: who brought the scroll. */
  leader: string | null;
  /** Invited members: true accepted, false rejected, null not answered yet. Once active: participants. */
  members: Record<string, boolean | null>;
  progress: { hp?: number; rage?: number; collect: Record<string, number> };
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

export function emptyQuestState(completed?: string | null): GroupQuestState {
  return {
    key: null,
    active: false,
    leader: null,
    members: {},
    progress: { collect: {} },
    extra: {},
    ...(completed ? { completed, completedAt: new Date().toISOString() } : {}),
  };
}

export function questState(group: Group): GroupQuestState {
  const raw = (group.doc.quest ?? {}) as Partial<GroupQuestState>;
  return {
    ...emptyQuestState(),
    ...raw,
    members: { ...(raw.members ?? {}) },
    progress: { collect: {}, ...(raw.progress ?? {}) },
    extra: { ...(raw.extra ?? {}) },
  };
}

export function setQuestState(group: Group, state: GroupQuestState): Group {
  group.doc.quest = state as unknown as Record<string, unknown>;
  return group;
}

export function questText(quest: Quest | undefined, language?: string): string {
  return quest ? t(quest.text, {}, language) : "";
}

export function participantIds(state: GroupQuestState): string[] {
  return Object.entries(state.members)
    .filter(([, answer]) => answer === true)
    .map(([id]) => id);
}

export function progressView(state: GroupQuestState, pendingDamage?: number): QuestProgressView {
  const view: QuestProgressView = { key: state.key ?? "" };
  if (state.progress.hp !== undefined) view.hp = round(state.progress.hp);
  if (state.progress.rage !== undefined) view.rage = round(state.progress.rage);
  if (pendingDamage !== undefined) view.pendingDamage = round(pendingDamage);
  if (state.key && quests[state.key]?.collect) view.collect = { ...state.progress.collect };
  return view;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Damage the participants scored since their last rollover: dealt at their next one. */
export async function pendingDamage(db: Database, groupId: string, questKey: string): Promise<number> {
  const row = await db
    .select({ total: sql<number>`coalesce(sum(json_extract(${users.party}, '$.quest.progress.up')), 0)` })
    .from(users)
    .where(and(eq(users.partyId, groupId), sql`json_extract(${users.party}, '$.quest.key') = ${questKey}`))
    .get();
  return Number(row?.total ?? 0);
}

/**
 * For the scoring route: after a score changed the player's pending boss damage or found a
 * quest item, the party's room hears the new pending damage. Never throws.
 */
export async function announcePendingDamage(env: Env, db: Database, user: User): Promise<void> {
  try {
    const groupId = user.party._id;
    if (!groupId || !user.party.quest.key) return;
    const group = await loadGroup(db, groupId);
    if (!group) return;
    const state = questState(group);
    if (!state.active || state.key !== user.party.quest.key || !quests[state.key]?.boss) return;
    await broadcast(env, groupId, {
      type: "quest.progress",
      progress: progressView(state, await pendingDamage(db, groupId, state.key)),
    });
  } catch (error) {
    logError("could not announce pending quest damage", error);
  }
}

export async function memberIds(db: Database, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId))
    .all();
  return rows.map((row) => row.userId);
}

async function tolerateGone<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UserGone) return undefined;
    throw error;
  }
}

// The quest's effects on each member are recorded work (pendingWork.ts): written in the same
// batch as the group's quest change, done member by member, finished by a retry after a fault.

interface QuestInvitePayload {
  groupId: string;
  key: string;
}

/** Members invited to a quest are asked to answer. */
export const questInviteWork: WorkKind<QuestInvitePayload> = {
  kind: "quest.invite",
  apply(_db, user, payload) {
    if (user.party._id !== payload.groupId || user.party.quest.RSVPNeeded) return undefined;
    user.party.quest = { ...user.party.quest, RSVPNeeded: true };
    return { user };
  },
};

interface QuestEnrolPayload {
  groupId: string;
  key: string;
  participants: string[];
}

/**
 * The quest started: participants are put on it (their quest key set, yesterday's misses and
 * found items forgotten; damage already scored still counts); everyone else is released.
 */
export const questEnrolWork: WorkKind<QuestEnrolPayload> = {
  kind: "quest.enrol",
  apply(_db, user, payload) {
    if (user.party._id !== payload.groupId) return undefined;
    if (payload.participants.includes(user._id)) {
      user.party.quest = {
        ...user.party.quest,
        key: payload.key,
        RSVPNeeded: false,
        progress: { up: user.party.quest.progress?.up ?? 0, down: 0, collect: {}, collectedItems: 0 },
      };
    } else {
      user.party.quest = { ...user.party.quest, key: null, RSVPNeeded: false };
    }
    return { user };
  },
  async afterPart(env, user, payload) {
    if (!payload.participants.includes(user._id)) return;
    await sendWebhooks(env, user, {
      type: "questActivity",
      event: "questStarted",
      extra: { group: { id: payload.groupId }, quest: { key: payload.key } },
    });
  },
};

interface QuestReleasePayload {
  groupId: string;
  key: string | null;
}

/** The quest ended without a win (cancelled, aborted, or left): members are taken off it. */
export const questReleaseWork: WorkKind<QuestReleasePayload> = {
  kind: "quest.release",
  apply(_db, user, payload) {
    const quest = user.party.quest;
    if (user.party._id !== payload.groupId || (!quest.RSVPNeeded && quest.key !== payload.key)) return undefined;
    user.party.quest = {
      ...quest,
      key: null,
      RSVPNeeded: false,
      progress: { ...quest.progress, down: 0, collect: {}, collectedItems: 0 },
    };
    return { user };
  },
};

interface QuestRewardPayload {
  groupId: string;
  groupName: string;
  key: string;
  leader: string | null;
  startedAt?: string;
}

/** The quest was won: every participant still in the party gets the rewards (the owner the owner-only items too). */
export const questRewardWork: WorkKind<QuestRewardPayload> = {
  kind: "quest.reward",
  apply(_db, user, payload) {
    if (user.party._id !== payload.groupId) return undefined;
    const now = new Date();
    const rewarded = grantQuestRewards(user, payload.key, user._id === payload.leader, {
      now,
      random: seededRandom(`${user._id}:${payload.key}:${payload.startedAt ?? ""}`),
    });
    rewarded.notifications = [
      ...(rewarded.notifications ?? []),
      {
        id: crypto.randomUUID(),
        type: "QUEST_FINISHED",
        data: { quest: payload.key, groupId: payload.groupId },
        seen: false,
        createdAt: now.toISOString(),
      },
    ];
    return { user: rewarded };
  },
  async afterPart(env, user, payload) {
    await sendWebhooks(env, user, {
      type: "questActivity",
      event: "questFinished",
      extra: { group: { id: payload.groupId, name: payload.groupName }, quest: { key: payload.key } },
    });
  },
};

export const QUEST_WORK_KINDS = [questInviteWork, questEnrolWork, questReleaseWork, questRewardWork] as const;

/** Statements recording quest work over these members, for the batch of the quest's change. */
export function questWorkStatements<P>(
  db: Database,
  kind: WorkKind<P>,
  workId: string,
  payload: P,
  userIds: readonly string[],
): BatchItem<"sqlite">[] {
  return [recordWorkStatement(db, kind, workId, payload), ...workTargetStatements(db, workId, userIds)];
}

/** Everything a started quest announces once its enrolment is recorded and under way. */
export async function announceQuestStart(
  env: Env,
  db: Database,
  groupId: string,
  key: string,
  workId: string,
  waitUntil?: (work: Promise<unknown>) => void,
): Promise<void> {
  await startWork(env, questEnrolWork, workId, waitUntil);
  const quest = quests[key];
  const started = await loadGroup(db, groupId);
  const view = progressView(
    started ? questState(started) : { ...emptyQuestState(), key },
    quest?.boss ? await pendingDamage(db, groupId, key) : undefined,
  );
  await postSystemMessage(env, groupId, t("questStartedChat", { quest: questText(quest) }), {
    type: "quest_start",
    quest: key,
  });
  await broadcast(env, groupId, { type: "quest.started", progress: view });
}

/**
 * Called by the day rollover after each player's rollover committed (worker/cron/rollover.ts):
 * the player's damage, misses and found items move their party's quest and the world boss.
 * Never throws: a quest that cannot be moved must not undo a rollover.
 */
export async function applyRolloverToParty(
  env: Env,
  db: Database,
  user: User,
  report: CronReport | undefined,
  now = new Date(),
): Promise<void> {
  if (!report?.ran) return;
  try {
    await withGroupLock(TAVERN_ID, () => applyToWorldBoss(env, db, user, report, now));
  } catch (error) {
    logError("world boss progress failed", user._id, error);
  }
  try {
    const groupId = user.party._id;
    if (groupId) await withGroupLock(groupId, () => applyToPartyQuest(env, db, user, report, now));
  } catch (error) {
    logError("party quest progress failed", user._id, error);
  }
}

/**
 * The rollovers of a party's members often run together (the sweep hands them over in one
 * batch): inside an isolate they take turns on the group instead of colliding on its
 * compare-and-set. Writers in other isolates are still kept correct by the compare-and-set.
 */
const groupLocks = new Map<string, Promise<unknown>>();

async function withGroupLock<T>(groupId: string, work: () => Promise<T>): Promise<T> {
  const previous = groupLocks.get(groupId) ?? Promise.resolve();
  const run = previous.then(work, work);
  const settled = run.catch(() => undefined);
  groupLocks.set(groupId, settled);
  try {
    return await run;
  } finally {
    if (groupLocks.get(groupId) === settled) groupLocks.delete(groupId);
  }
}

interface RolloverEffect {
  state: GroupQuestState;
  outcome: "none" | "progress" | "finished";
  events: { key: string; vars: Record<string, string | number> }[];
}

async function applyToPartyQuest(env: Env, db: Database, user: User, report: CronReport, now: Date): Promise<void> {
  const groupId = user.party._id;
  const { up, down, collectedItems } = report.questProgress;
  if (!groupId || (!up && !down && !collectedItems)) return;
  const rewardWorkId = crypto.randomUUID();
  // A read first: most rollovers concern no running quest, and updateGroup always writes.
  const before = await loadGroup(db, groupId);
  const current = before && questState(before);
  if (!current?.active || current.members[user._id] !== true) return;
  const updated = await updateGroup<RolloverEffect>(db, groupId, (group) => {
    const state = questState(group);
    const key = state.key;
    const quest = key ? quests[key] : undefined;
    const none: RolloverEffect = { state, outcome: "none", events: [] };
    if (!key || !quest || !state.active || state.members[user._id] !== true || group.type !== "party")
      return { group, result: none };
    // Nothing this quest counts: no write at all.
    if (quest.boss ? !up && !down : !collectedItems) return { group, result: none };
    const progress: PartyQuestProgress = {
      hp: state.progress.hp ?? 0,
      rage: state.progress.rage ?? 0,
      collect: { ...state.progress.collect },
    };
    const events: RolloverEffect["events"] = [];
    const extra: BatchItem<"sqlite">[] = [];
    const name = user.profile?.name || user.auth.local.username;
    let finished = false;
    if (quest.boss) {
      const outcome = applyBossProgress(quest, progress, { up, down });
      state.progress.hp = outcome.progress.hp;
      state.progress.rage = outcome.progress.rage;
      const participants = sql`${users.partyId} = ${groupId} AND json_extract(${users.party}, '$.quest.key') = ${key}`;
      if (outcome.damage > 0)
        events.push({
          key: "questBossDamageChat",
          vars: { name, damage: round(outcome.damage), boss: t(quest.boss.name) },
        });
      if (outcome.memberHpChange < 0) {
        events.push({
          key: "questBossAttackChat",
          vars: { name, damage: round(-outcome.memberHpChange), boss: t(quest.boss.name) },
        });
        extra.push(
          db
            .update(users)
            .set({
              stats: sql`json_set(${users.stats}, '$.hp', max(0, round(json_extract(${users.stats}, '$.hp') + ${outcome.memberHpChange}, 2)))`,
              version: sql`${users.version} + 1`,
            })
            .where(participants),
        );
      }
      if (outcome.desperate && !state.extra.desperate && quest.boss.desperation) {
        state.extra.desperate = true;
        events.push({
          key: "questDesperationChat",
          vars: { boss: t(quest.boss.name), text: t(quest.boss.desperation.text) },
        });
      }
      if (outcome.rage) {
        const rage = quest.boss.rage;
        events.push({
          key: "questRageChat",
          vars: { boss: t(quest.boss.name), effect: rage ? t(rage.effect ?? rage.title) : "" },
        });
        if (outcome.rage.mpDrain) {
          extra.push(
            db
              .update(users)
              .set({
                stats: sql`json_set(${users.stats}, '$.mp', round(json_extract(${users.stats}, '$.mp') * ${1 - outcome.rage.mpDrain}, 2))`,
                version: sql`${users.version} + 1`,
              })
              .where(participants),
          );
        }
        if (outcome.rage.progressDrain) {
          extra.push(
            db
              .update(users)
              .set({
                party: sql`json_set(${users.party}, '$.quest.progress.up', round(coalesce(json_extract(${users.party}, '$.quest.progress.up'), 0) * ${1 - outcome.rage.progressDrain}, 2))`,
                version: sql`${users.version} + 1`,
              })
              .where(participants),
          );
        }
      }
      finished = outcome.defeated;
    } else if (quest.collect && collectedItems > 0) {
      const outcome = applyCollection(
        quest,
        progress,
        collectedItems,
        seededRandom(`${user._id}:${user.lastCron}:collect`),
      );
      state.progress.collect = outcome.progress.collect;
      const found = Object.entries(outcome.found)
        .map(([item, count]) => `${count} ${t(quest.collect?.[item]?.text ?? item)}`)
        .join(", ");
      if (found) events.push({ key: "questCollectChat", vars: { name, items: found } });
      finished = outcome.complete;
    }
    if (finished) {
      setQuestState(group, emptyQuestState(key));
      const rewards: QuestRewardPayload = {
        groupId,
        groupName: group.name,
        key,
        leader: state.leader,
        startedAt: state.extra.startedAt,
      };
      extra.push(
        questRewardStatement(db, rewardWorkId, rewards),
        workTargetsFromTable(
          db,
          rewardWorkId,
          groupMembers,
          groupMembers.userId,
          and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, participantIds(state))),
        ),
      );
      return { group, result: { state, outcome: "finished", events }, extra };
    }
    setQuestState(group, state);
    return { group, result: { state, outcome: "progress", events }, extra };
  });
  if (!updated || updated.result.outcome === "none") return;
  const { state, outcome, events } = updated.result;
  for (const event of events)
    await postSystemMessage(env, groupId, t(event.key, event.vars), { type: event.key, quest: state.key });
  if (outcome === "finished") {
    await startWork(env, questRewardWork, rewardWorkId);
    await postSystemMessage(
      env,
      groupId,
      t("questFinishedChat", {
        quest: questText(quests[state.key as string]),
        completion: quests[state.key as string] ? t(quests[state.key as string].completion) : "",
      }),
      { type: "quest_finished", quest: state.key },
    );
    await broadcast(env, groupId, { type: "quest.finished", key: state.key as string });
    return;
  }
  const key = state.key as string;
  await broadcast(env, groupId, {
    type: "quest.progress",
    progress: progressView(state, quests[key]?.boss ? await pendingDamage(db, groupId, key) : undefined),
  });
}

/**
 * A yesterday's-activity check-in took back missed dailies: the blow the boss dealt the party
 * for them is given back to every participant (and taken off its rage), provided the quest the
 * blow went to still runs and the player is still on it. `down` is the share of
 * party quest progress.down those dailies made (positive).
 */
export async function takeBackBossBlow(
  env: Env,
  db: Database,
  user: User,
  blow: { questKey: string; down: number },
): Promise<void> {
  const groupId = user.party._id;
  const quest = quests[blow.questKey];
  if (!groupId || !quest?.boss || blow.down <= 0) return;
  try {
    await withGroupLock(groupId, async () => {
      const before = await loadGroup(db, groupId);
      const current = before && questState(before);
      if (!current?.active || current.key !== blow.questKey || current.members[user._id] !== true) return;
      const updated = await updateGroup<GroupQuestState | null>(db, groupId, (group) => {
        const state = questState(group);
        if (!state.active || state.key !== blow.questKey || state.members[user._id] !== true || !quest.boss)
          return { group, result: null };
        const desperate =
          quest.boss.desperation !== undefined && (state.progress.hp ?? 0) <= quest.boss.desperation.threshold;
        const str = desperate ? (quest.boss.desperation?.str ?? quest.boss.str) : quest.boss.str;
        const amount = blow.down * str;
        if (quest.boss.rage) state.progress.rage = Math.max(0, (state.progress.rage ?? 0) - amount);
        setQuestState(group, state);
        const participants = sql`${users.partyId} = ${groupId} AND json_extract(${users.party}, '$.quest.key') = ${blow.questKey}`;
        const heal = db
          .update(users)
          .set({
            stats: sql`json_set(${users.stats}, '$.hp', min(${MAX_HEALTH}, round(json_extract(${users.stats}, '$.hp') + ${amount}, 2)))`,
            version: sql`${users.version} + 1`,
          })
          .where(participants);
        return { group, result: state, extra: [heal] };
      });
      const state = updated?.result;
      if (state?.key)
        await broadcast(env, groupId, {
          type: "quest.progress",
          progress: progressView(state, await pendingDamage(db, groupId, state.key)),
        });
    });
  } catch (error) {
    // The player's own answer is already saved; the party keeps the blow if this fails.
    logError("taking back the boss's blow failed", user._id, error);
  }
}

// ---------------------------------------------------------------- world bosses

/** What GET /world-state shows of the tavern's world boss. */
export interface WorldBossView {
  active: boolean;
  key: string | null;
  progress?: { hp: number; maxHp: number; rage: number; maxRage: number };
  /** World effects the boss's rage set off: shops, stables, tavern... closed or hurt. */
  extra: { worldDmg: Record<string, boolean> };
  desperate?: boolean;
  completed?: string | null;
}

/** For GET /world-state: `worldBoss` (the tavern's quest) and its world-effect flags. */
export async function worldBossState(db: Database): Promise<WorldBossView> {
  const tavern = await loadGroup(db, TAVERN_ID);
  const state = tavern ? questState(tavern) : emptyQuestState();
  const quest = state.key ? quests[state.key] : undefined;
  if (!state.active || !quest?.boss)
    return { active: false, key: null, extra: { worldDmg: {} }, completed: state.completed ?? null };
  return {
    active: true,
    key: state.key,
    progress: {
      hp: round(state.progress.hp ?? 0),
      maxHp: quest.boss.hp,
      rage: round(state.progress.rage ?? 0),
      maxRage: quest.boss.rage?.value ?? 0,
    },
    extra: { worldDmg: { ...(state.extra.worldDmg ?? {}) } },
    desperate: Boolean(state.extra.desperate),
  };
}

/** Starts a world boss in the tavern (staff and the debug route); refuses while one is underway. */
export async function startWorldBoss(
  env: Env,
  db: Database,
  key: string,
  now = new Date(),
): Promise<GroupQuestState | undefined> {
  const quest = quests[key];
  if (!quest?.boss || !WORLD_BOSS_KEYS.includes(key)) return undefined;
  await loadGroup(db, TAVERN_ID);
  const updated = await updateGroup(db, TAVERN_ID, (group) => {
    const current = questState(group);
    if (current.active) return { group, result: undefined };
    const progress = startingProgress(quest);
    const state: GroupQuestState = {
      ...emptyQuestState(),
      key,
      active: true,
      progress: { hp: progress.hp, rage: 0, collect: {} },
      extra: { worldDmg: {}, startedAt: now.toISOString() },
    };
    setQuestState(group, state);
    return { group, result: state };
  });
  const state = updated?.result;
  if (!state) return undefined;
  await postSystemMessage(env, TAVERN_ID, t("worldBossStartedChat", { boss: t(quest.boss.name) }), {
    type: "world_boss_start",
    quest: key,
  });
  await broadcast(env, TAVERN_ID, { type: "quest.started", progress: progressView(state) });
  return state;
}

async function applyToWorldBoss(env: Env, db: Database, user: User, report: CronReport, now: Date): Promise<void> {
  const { up, down } = report.questProgress;
  const tavern = await loadGroup(db, TAVERN_ID);
  if (!tavern) return;
  const current = questState(tavern);
  // A world boss beaten while the player was away: they share its spoils once.
  // (Only players who were around while it was fought: accounts older than its defeat.)
  if (
    !current.active &&
    current.completed &&
    WORLD_BOSS_KEYS.includes(current.completed) &&
    user.auth.timestamps.created < (current.completedAt ?? "")
  ) {
    await shareWorldBossSpoils(db, user._id, current.completed, now);
  }
  if (!current.active || (!up && !down)) return;
  const updated = await updateGroup<RolloverEffect>(db, TAVERN_ID, (group) => {
    const state = questState(group);
    const quest = state.key ? quests[state.key] : undefined;
    if (!state.active || !quest?.boss) return { group, result: { state, outcome: "none", events: [] } };
    const outcome = applyBossProgress(
      quest,
      { hp: state.progress.hp ?? 0, rage: state.progress.rage ?? 0, collect: {} },
      { up, down },
      { worldBoss: true },
    );
    state.progress.hp = outcome.progress.hp;
    state.progress.rage = outcome.progress.rage;
    const events: RolloverEffect["events"] = [];
    if (outcome.desperate && !state.extra.desperate && quest.boss.desperation) {
      state.extra.desperate = true;
      events.push({
        key: "questDesperationChat",
        vars: { boss: t(quest.boss.name), text: t(quest.boss.desperation.text) },
      });
    }
    if (outcome.rage) {
      // Each fit of rage strikes the next place on the boss's list.
      const list = quest.boss.rage?.worldEffect ?? [];
      const worldDmg = { ...(state.extra.worldDmg ?? {}) };
      const next = list.find((effect) => !worldDmg[effect]);
      if (next) worldDmg[next] = true;
      state.extra.worldDmg = worldDmg;
      events.push({
        key: "worldBossRageChat",
        vars: { boss: t(quest.boss.name), place: next ? t(`worldEffect_${next}`) : "" },
      });
    }
    if (outcome.defeated) {
      const done: GroupQuestState = { ...emptyQuestState(state.key), extra: { startedAt: state.extra.startedAt } };
      setQuestState(group, done);
      events.push({ key: "worldBossDefeatedChat", vars: { boss: t(quest.boss.name) } });
      return { group, result: { state, outcome: "finished", events } };
    }
    setQuestState(group, state);
    return { group, result: { state, outcome: "progress", events } };
  });
  if (!updated || updated.result.outcome === "none") return;
  const { state, outcome, events } = updated.result;
  for (const event of events)
    await postSystemMessage(env, TAVERN_ID, t(event.key, event.vars), { type: event.key, quest: state.key });
  if (outcome === "finished") {
    await broadcast(env, TAVERN_ID, { type: "quest.finished", key: state.key as string });
    await shareWorldBossSpoils(db, user._id, state.key as string, now);
    return;
  }
  await broadcast(env, TAVERN_ID, { type: "quest.progress", progress: progressView(state) });
}

/** The world boss's drops, once per player; their own party quest is left as it was. */
async function shareWorldBossSpoils(db: Database, userId: string, key: string, now: Date): Promise<void> {
  await tolerateGone(() =>
    updateUser(db, userId, (fresh) => {
      if ((fresh.achievements.quests[key] ?? 0) > 0) return { user: fresh, result: null, unchanged: true };
      const partyQuest = structuredClone(fresh.party.quest);
      const rewarded = grantQuestRewards(fresh, key, false, { now, random: seededRandom(`${userId}:${key}`) });
      rewarded.party.quest = partyQuest;
      return { user: rewarded, result: null };
    }),
  );
}

/** Participants' ids still in the party (a member who left is no longer fought for). */
export async function currentParticipants(db: Database, groupId: string, state: GroupQuestState): Promise<string[]> {
  const ids = participantIds(state);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, ids)))
    .all();
  return rows.map((row) => row.userId);
}
