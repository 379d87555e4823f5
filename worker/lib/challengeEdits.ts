/**
 * Creating (and cloning) a challenge, paid for by its creator, and editing and reporting one;
 * every change a privilege allows (not the challenge's leader) is audited in the same batch.
 */
import { eq, sql } from "drizzle-orm";
import { GEMS_PER_BALANCE } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import type { Task, User } from "../../content/rules/types";
import {
  CHALLENGE_FLAGS_TO_HIDE,
  emptyChallengeDoc,
  insertChallengeStatement,
  insertMasterTaskStatement,
  loadChallenge,
  loadMasterTasks,
  saveChallengeStatement,
  type Challenge,
} from "../../db/challenges";
import type { Database } from "../../db/client";
import { groupWriteStatements, loadGroup } from "../../db/groups";
import { challenges } from "../../db/schema";
import { loadUser, updateUser } from "../../db/users";
import { changedPaths, type AuditChange } from "../admin/audit";
import { assertNotOwnReports } from "../admin/staffLimits";
import { hasActiveGroupPlan } from "../payments/groupPlans";
import type { CreateChallengeInput, UpdateChallengeInput } from "../schemas/challenges";
import { challengeAudit, challengeFields, isChallengeAdmin } from "./challengeAccess";
import { isModerator, readableGroup } from "./groupAccess";

/** A challenge in the tavern is seen by everyone, so it must be worth at least a gem. */
const TAVERN_CHALLENGE_MIN_PRIZE = 1;

/**
 * Creates a challenge (optionally copying another's tasks); the creator pays the prize, or, as
 * the leader of a plan group, the group's balance pays first. Authorises too.
 */
export async function createChallenge(
  db: Database,
  me: User,
  input: CreateChallengeInput,
  source?: Challenge,
): Promise<{ challenge: Challenge; user: User }> {
  const access = await readableGroup(db, me, input.group);
  const group = access.group;
  if (group.type !== "tavern" && !access.role) throw new GameError("NotAuthorized", "mustBeGroupMember");
  const pastLeaderOnly = group.doc.leaderOnly.challenges && group.leaderId !== me._id;
  if (pastLeaderOnly && !isChallengeAdmin(me)) throw new GameError("NotAuthorized", "onlyGroupLeaderChal");
  const prizeGems = input.prize ?? 0;
  if (group.type === "tavern" && prizeGems < TAVERN_CHALLENGE_MIN_PRIZE)
    throw new GameError("NotAuthorized", "tavernChallengeNeedsPrize");
  if (input.official && !isChallengeAdmin(me)) throw new GameError("NotAuthorized", "onlyAdminsMakeOfficial");
  const now = new Date();
  const challenge: Challenge = {
    id: crypto.randomUUID(),
    groupId: group.id,
    leaderId: me._id,
    name: input.name.trim(),
    shortName: input.shortName.trim(),
    prize: prizeGems,
    memberCount: 0,
    flagCount: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    doc: {
      ...emptyChallengeDoc(),
      summary: input.summary ?? "",
      description: input.description ?? "",
      categories: [...new Set(input.categories ?? [])],
      official: Boolean(input.official),
    },
  };
  const copied: Task[] = [];
  if (source) {
    challenge.doc.clonedFrom = source.id;
    const idMap = new Map<string, string>();
    for (const task of await loadMasterTasks(db, { challengeId: source.id })) {
      const id = crypto.randomUUID();
      idMap.set(task._id, id);
      copied.push({
        ...structuredClone(task),
        _id: id,
        id,
        challenge: { id: challenge.id },
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      });
    }
    for (const [key, list] of Object.entries(source.doc.tasksOrder)) {
      challenge.doc.tasksOrder[key as keyof Challenge["doc"]["tasksOrder"]] = list
        .map((id) => idMap.get(id))
        .filter((id): id is string => id !== undefined);
    }
  }
  // A plan group's challenges are counted on the group, and its leader's prizes come from the
  // group's balance first (the rest from the leader's gems), in the same guarded batch.
  const planGroup = hasActiveGroupPlan(group, now);
  const { user } = await updateUser(
    db,
    me._id,
    async (fresh) => {
      const cost = prizeGems / GEMS_PER_BALANCE;
      const freshGroup = planGroup ? await loadGroup(db, group.id) : undefined;
      const groupFunds = freshGroup && freshGroup.leaderId === me._id ? Math.max(0, freshGroup.doc.balance ?? 0) : 0;
      const fromGroup = Math.min(groupFunds, cost);
      if (fresh.balance < cost - fromGroup) throw new GameError("NotAuthorized", "cantAffordPrize");
      fresh.balance -= cost - fromGroup;
      const written: Challenge =
        fromGroup > 0 ? { ...challenge, doc: { ...challenge.doc, prizeFromGroup: fromGroup } } : challenge;
      const groupWrite = [];
      if (freshGroup) {
        const readVersion = freshGroup.version;
        freshGroup.doc.challengeCount = (freshGroup.doc.challengeCount ?? 0) + 1;
        if (fromGroup > 0) freshGroup.doc.balance = groupFunds - fromGroup;
        groupWrite.push(...groupWriteStatements(db, freshGroup, readVersion));
      }
      // An official challenge, or one in a group where only the leader makes them, takes the privilege.
      const staffChanges: AuditChange[] = [
        ...(challenge.doc.official ? [{ path: "official", old: null, new: true }] : []),
        ...(pastLeaderOnly ? [{ path: "group", old: null, new: group.id }] : []),
      ];
      return {
        user: fresh,
        result: null,
        extra: [
          insertChallengeStatement(db, written),
          ...groupWrite,
          ...copied.map((task) => insertMasterTaskStatement(db, task)),
          ...(staffChanges.length ? [challengeAudit(db, me, challenge.id, "createChallenge", staffChanges)] : []),
        ],
        purchase: { transactionType: "create_challenge", reference: challenge.id, referenceText: challenge.name },
      };
    },
    me,
  );
  return { challenge, user };
}

/** Edits a challenge its leader or a challenge admin may edit; answers the fresh challenge. */
export async function updateChallenge(
  db: Database,
  me: User,
  challenge: Challenge,
  input: UpdateChallengeInput,
): Promise<Challenge> {
  const before = challengeFields(challenge);
  if (input.name !== undefined) challenge.name = input.name.trim();
  if (input.shortName !== undefined) challenge.shortName = input.shortName.trim();
  if (input.summary !== undefined) challenge.doc.summary = input.summary;
  if (input.description !== undefined) challenge.doc.description = input.description;
  if (input.categories !== undefined) challenge.doc.categories = [...new Set(input.categories)];
  if (input.leader !== undefined && input.leader !== challenge.leaderId) {
    if (!(await loadUser(db, input.leader)))
      throw new GameError("NotFound", "userWithIDNotFound", { userId: input.leader });
    challenge.leaderId = input.leader;
  }
  const changes = before.leader === me._id ? [] : changedPaths(before, challengeFields(challenge), Object.keys(before));
  await db.batch([
    saveChallengeStatement(db, challenge),
    ...(changes.length ? [challengeAudit(db, me, challenge.id, "updateChallenge", changes)] : []),
  ]);
  return (await loadChallenge(db, challenge.id)) ?? challenge;
}

/** Reports a challenge once; a moderator's report hides it at once (and is audited). */
export async function flagChallenge(
  db: Database,
  me: User,
  challenge: Challenge,
  comment: string | undefined,
): Promise<Challenge> {
  if (challenge.doc.flags[me._id]) throw new GameError("NotAuthorized", "challengeAlreadyFlagged");
  // Moderators' reports hide a challenge at once.
  const weight = isModerator(me) ? CHALLENGE_FLAGS_TO_HIDE : 1;
  const path = `$."${me._id.replace(/["\\]/g, "")}"`;
  await db.batch([
    db
      .update(challenges)
      .set({
        doc: sql`json_set(${challenges.doc}, ${"$.flags"}, json_set(coalesce(json_extract(${challenges.doc}, '$.flags'), json('{}')), ${path}, json(${JSON.stringify({ at: new Date().toISOString(), comment: comment ?? "" })})))`,
        flagCount: sql`${challenges.flagCount} + ${weight}`,
      })
      .where(eq(challenges.id, challenge.id)),
    ...(isModerator(me)
      ? [
          challengeAudit(db, me, challenge.id, "flagChallenge", [
            { path: "flagCount", old: challenge.flagCount, new: challenge.flagCount + weight },
          ]),
        ]
      : []),
  ]);
  return (await loadChallenge(db, challenge.id)) ?? challenge;
}

/** A moderator clears a challenge's reports (never on their own challenge), audited. */
export async function clearChallengeFlags(db: Database, me: User, challenge: Challenge): Promise<Challenge> {
  assertNotOwnReports(me, challenge.leaderId);
  const flagCount = challenge.flagCount;
  challenge.doc.flags = {};
  await db.batch([
    db.update(challenges).set({ flagCount: 0, doc: challenge.doc }).where(eq(challenges.id, challenge.id)),
    challengeAudit(db, me, challenge.id, "clearChallengeFlags", [{ path: "flagCount", old: flagCount, new: 0 }]),
  ]);
  return (await loadChallenge(db, challenge.id)) ?? challenge;
}
