/**
 * What changes a challenge's members: joining (the challenge's tasks copied to the member), leaving, closing (a winner chosen or the challenge
 * deleted) and copying new challenge tasks to every member. Closing is one guarded transition
 * that pays the prize (or refunds it) in the same batch, so exactly one request closes a
 * challenge; telling each member is recorded work (pendingWork.ts) that a retry finishes.
 */
import { type AuditActor, type AuditChange, auditStatement } from "../admin/audit";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { GEMS_PER_BALANCE } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { removeFromOrder } from "../../content/rules/taskEdit";
import type { Task, User } from "../../content/rules/types";
import {
  isChallengeMember,
  loadChallenge,
  loadCopies,
  loadMasterTasks,
  refreshChallengeMemberCount,
  type Challenge,
} from "../../db/challenges";
import { database, type Database } from "../../db/client";
import { updateDocuments } from "../../db/documents";
import { challengeMembers, challenges, tasks as tasksTable } from "../../db/schema";
import { deleteTasksStatement, insertTaskStatement, updateTaskStatement } from "../../db/tasks";
import { casGuard, updateUser } from "../../db/users";
import type { Env } from "../env";
import { newNotification } from "./groupAccess";
import { recordWorkStatement, startWork, workTargetsFromTable, type WorkKind } from "./pendingWork";
import { addToOrder, copyForUser, orderedBy } from "./sharedTasks";

/** Puts a player in a challenge with copies of its tasks; answers the player. */
export async function joinChallenge(db: Database, me: User, challenge: Challenge): Promise<User> {
  const now = new Date();
  const { user } = await updateUser(
    db,
    me._id,
    async (fresh) => {
      if (!(await loadChallenge(db, challenge.id))) throw new GameError("NotFound", "challengeNotFound");
      if (await isChallengeMember(db, challenge.id, fresh._id))
        throw new GameError("NotAuthorized", "userAlreadyInChallenge");
      const masters = orderedBy(await loadMasterTasks(db, { challengeId: challenge.id }), challenge.doc.tasksOrder);
      const copies = masters.map((master) => {
        const copy = copyForUser(
          master,
          fresh,
          { challenge: { id: challenge.id, taskId: master._id, shortName: challenge.shortName }, group: {} },
          now,
        );
        copy.tags = [challenge.id];
        return copy;
      });
      addToOrder(fresh, [...copies].reverse());
      if (!fresh.tags.some((tag) => tag.id === challenge.id))
        fresh.tags = [...fresh.tags, { id: challenge.id, name: challenge.shortName, challenge: true }];
      fresh.challenges = [...(fresh.challenges ?? []).filter((id) => id !== challenge.id), challenge.id];
      fresh.achievements = { ...fresh.achievements, joinedChallenge: true };
      return {
        user: fresh,
        result: null,
        extra: [
          db
            .insert(challengeMembers)
            .values({ challengeId: challenge.id, userId: fresh._id, joinedAt: now.toISOString() }),
          // The challenge must still be open as the member joins; a closing one takes nobody new.
          db
            .update(challenges)
            .set({ memberCount: sql`(SELECT count(*) FROM challenge_members WHERE challenge_id = ${challenge.id})` })
            .where(and(eq(challenges.id, challenge.id), isNull(challenges.closedAt))),
          casGuard(db),
          ...copies.map((task) => insertTaskStatement(db, task)),
        ],
      };
    },
    me,
  );
  return user;
}

/** Takes a player out of a challenge: their copies are kept as their own tasks or removed. */
export async function leaveChallenge(
  db: Database,
  userId: string,
  challengeId: string,
  keep: "keep-all" | "remove-all",
) {
  return updateUser(db, userId, async (fresh) => {
    const copies = await loadCopies(db, { challengeId }, [userId]);
    const extra: BatchItem<"sqlite">[] = [
      db
        .delete(challengeMembers)
        .where(and(eq(challengeMembers.challengeId, challengeId), eq(challengeMembers.userId, userId))),
      refreshChallengeMemberCount(db, challengeId),
    ];
    if (keep === "remove-all") {
      for (const task of copies) removeFromOrder(fresh, task);
      if (copies.length)
        extra.push(
          deleteTasksStatement(
            db,
            copies.map((task) => task._id),
          ),
        );
    } else {
      for (const task of copies)
        extra.push(
          updateTaskStatement(db, { ...task, challenge: {}, tags: task.tags.filter((tag) => tag !== challengeId) }),
        );
    }
    fresh.challenges = (fresh.challenges ?? []).filter((id) => id !== challengeId);
    fresh.tags = fresh.tags.filter((tag) => tag.id !== challengeId);
    return { user: fresh, result: null, extra };
  });
}

/** The player's challenges in a group (for leaving a group with keepChallenges = "leave-challenges"). */
export async function challengesOfGroupFor(db: Database, groupId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(
      and(
        eq(challenges.groupId, groupId),
        isNull(challenges.closedAt),
        sql`${challenges.id} IN (SELECT challenge_id FROM challenge_members WHERE user_id = ${userId})`,
      ),
    )
    .all();
  return rows.map((row) => row.id);
}

/** Open challenges this player leads. */
export async function challengesLedBy(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(and(eq(challenges.leaderId, userId), isNull(challenges.closedAt)))
    .all();
  return rows.map((row) => row.id);
}

type CloseReason = "CHALLENGE_CLOSED" | "CHALLENGE_DELETED";

interface CloseChallengePayload {
  challengeId: string;
  name: string;
  reason: CloseReason;
  winnerName?: string;
}

/** Each member of a closed challenge: copies marked broken, the challenge off their list, a notice. */
export const challengeCloseWork: WorkKind<CloseChallengePayload> = {
  kind: "challenge.close",
  async apply(db, user, payload) {
    const copies = await loadCopies(db, { challengeId: payload.challengeId }, [user._id]);
    const extra: BatchItem<"sqlite">[] = copies.map((task) =>
      updateTaskStatement(db, {
        ...task,
        challenge: {
          ...task.challenge,
          broken: payload.reason,
          // As the original: a deleted challenge's copies say that nobody won.
          winner: payload.winnerName ?? null,
        },
      }),
    );
    extra.push(
      db
        .delete(challengeMembers)
        .where(and(eq(challengeMembers.challengeId, payload.challengeId), eq(challengeMembers.userId, user._id))),
    );
    user.challenges = (user.challenges ?? []).filter((id) => id !== payload.challengeId);
    user.notifications = [
      ...(user.notifications ?? []),
      newNotification(payload.reason, {
        challengeId: payload.challengeId,
        name: payload.name,
        winner: payload.winnerName ?? null,
      }),
    ];
    return { user, extra };
  },
  finish(db, payload) {
    return [
      db.delete(tasksTable).where(and(eq(tasksTable.challengeId, payload.challengeId), isNull(tasksTable.userId))),
      db.delete(challengeMembers).where(eq(challengeMembers.challengeId, payload.challengeId)),
      db.delete(challenges).where(eq(challenges.id, payload.challengeId)),
    ];
  },
};

export type ChallengeClosing =
  | { reason: "CHALLENGE_CLOSED"; winner: User }
  /** `refund`: the prize goes back to whoever leads the challenge as it closes. */
  | { reason: "CHALLENGE_DELETED"; refund: boolean };

class LeaderChanged extends Error {}

/**
 * Closes an open challenge once: the transition (closed_at set only if still unset) is written
 * in the same batch as the winner's prize or the leader's refund and the record of the members
 * still to tell. A second request racing it finds the challenge gone: NotFound.
 */
export async function closeChallenge(
  env: Env,
  challengeId: string,
  closing: ChallengeClosing,
  waitUntil?: (work: Promise<unknown>) => void,
  /** A staff member closing a challenge they do not lead: recorded in the same batch. */
  staffAudit?: { actor: AuditActor; action: string; changes: AuditChange[] },
): Promise<Challenge> {
  const db = database(env.DB);
  for (let attempt = 0; attempt < 5; attempt++) {
    const seen = await loadChallenge(db, challengeId);
    if (!seen) throw new GameError("NotFound", "challengeNotFound");
    const payeeId =
      closing.reason === "CHALLENGE_CLOSED"
        ? closing.winner._id
        : closing.refund && seen.prize > 0
          ? seen.leaderId
          : undefined;
    const workId = crypto.randomUUID();
    const now = new Date();
    // A refund gives a plan group back the part of the prize it paid.
    const refundsGroup = closing.reason === "CHALLENGE_DELETED" && closing.refund && (seen.doc.prizeFromGroup ?? 0) > 0;
    try {
      const ids = { users: payeeId ? [payeeId] : [], groups: refundsGroup ? [seen.groupId] : [] };
      const { result } = await updateDocuments(db, ids, async (documents) => {
        const challenge = await loadChallenge(db, challengeId);
        if (!challenge) throw new GameError("NotFound", "challengeNotFound");
        if (closing.reason === "CHALLENGE_DELETED" && payeeId && challenge.leaderId !== payeeId)
          throw new LeaderChanged();
        if (closing.reason === "CHALLENGE_CLOSED" && !(await isChallengeMember(db, challengeId, closing.winner._id)))
          throw new GameError("NotFound", "winnerNotFound");
        const payload: CloseChallengePayload = {
          challengeId,
          name: challenge.name,
          reason: closing.reason,
          ...(closing.reason === "CHALLENGE_CLOSED" ? { winnerName: closing.winner.auth.local.username } : {}),
        };
        const changedUsers: User[] = [];
        const fromGroup = closing.reason === "CHALLENGE_DELETED" ? (challenge.doc.prizeFromGroup ?? 0) : 0;
        const fundingGroup = refundsGroup ? documents.groups.get(challenge.groupId) : undefined;
        if (fundingGroup) fundingGroup.doc.balance = (fundingGroup.doc.balance ?? 0) + fromGroup;
        const payee = payeeId ? documents.users.get(payeeId) : undefined;
        if (payee) {
          // What the group paid goes back to the group (or, when the group is gone, to the leader).
          payee.balance += challenge.prize / GEMS_PER_BALANCE - (fundingGroup ? fromGroup : 0);
          if (closing.reason === "CHALLENGE_CLOSED") {
            const won = Array.isArray(payee.achievements.challenges) ? (payee.achievements.challenges as string[]) : [];
            payee.achievements = { ...payee.achievements, challenges: [...won, challenge.name] };
            payee.notifications = [
              ...(payee.notifications ?? []),
              newNotification("WON_CHALLENGE", {
                challengeId: challenge.id,
                name: challenge.name,
                prize: challenge.prize,
              }),
            ];
          }
          changedUsers.push(payee);
        }
        return {
          users: changedUsers,
          groups: fundingGroup ? [fundingGroup] : [],
          purchases: payee
            ? {
                [payee._id]: {
                  transactionType: closing.reason === "CHALLENGE_CLOSED" ? "challenge_prize" : "challenge_refund",
                  reference: challenge.id,
                  referenceText: challenge.name,
                },
              }
            : undefined,
          extra: [
            db
              .update(challenges)
              .set({ closedAt: now.toISOString() })
              .where(
                and(
                  eq(challenges.id, challengeId),
                  isNull(challenges.closedAt),
                  ...(payeeId && closing.reason === "CHALLENGE_DELETED" ? [eq(challenges.leaderId, payeeId)] : []),
                ),
              ),
            casGuard(db),
            recordWorkStatement(db, challengeCloseWork, workId, payload, now.getTime()),
            workTargetsFromTable(
              db,
              workId,
              challengeMembers,
              challengeMembers.userId,
              eq(challengeMembers.challengeId, challengeId),
            ),
            ...(staffAudit
              ? [auditStatement(db, { ...staffAudit, targetType: "challenge", targetId: challengeId, at: now })]
              : []),
          ],
          result: challenge,
        };
      });
      await startWork(env, challengeCloseWork, workId, waitUntil);
      return result;
    } catch (error) {
      if (!(error instanceof LeaderChanged)) throw error;
    }
  }
  throw new GameError("NotFound", "challengeNotFound");
}

interface CopyChallengeTasksPayload {
  challengeId: string;
  shortName: string;
  taskIds: string[];
}

/** Each member of a challenge gets a copy of tasks the leader added (once: a copy already there is kept). */
export const challengeCopyWork: WorkKind<CopyChallengeTasksPayload> = {
  kind: "challenge.copyTasks",
  async apply(db, user, payload) {
    const challenge = await loadChallenge(db, payload.challengeId);
    if (!challenge || !(await isChallengeMember(db, challenge.id, user._id))) return undefined;
    const wanted = new Set(payload.taskIds);
    const masters = (await loadMasterTasks(db, { challengeId: challenge.id })).filter((task) => wanted.has(task._id));
    const existing = new Set(
      (await loadCopies(db, { challengeId: challenge.id }, [user._id])).map((task) => task.challenge.taskId),
    );
    const now = new Date();
    const copies: Task[] = masters
      .filter((master) => !existing.has(master._id))
      .map((master) => ({
        ...copyForUser(
          master,
          user,
          { challenge: { id: challenge.id, taskId: master._id, shortName: challenge.shortName }, group: {} },
          now,
        ),
        tags: [challenge.id],
      }));
    if (copies.length === 0) return undefined;
    addToOrder(user, copies);
    return { user, extra: copies.map((task) => insertTaskStatement(db, task)) };
  },
};

/** Records copying these new master tasks to every member, in the batch that creates them. */
export function copyToMembersStatements(
  db: Database,
  challenge: Challenge,
  taskIds: string[],
  workId: string,
): BatchItem<"sqlite">[] {
  return [
    recordWorkStatement(db, challengeCopyWork, workId, {
      challengeId: challenge.id,
      shortName: challenge.shortName,
      taskIds,
    }),
    workTargetsFromTable(
      db,
      workId,
      challengeMembers,
      challengeMembers.userId,
      eq(challengeMembers.challengeId, challenge.id),
    ),
  ];
}
