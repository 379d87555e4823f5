/**
 * The challenge routes' work past reading and authorising the request: join, leave, delete,
 * pick a winner, clone and flag, each answering what its route sends back. Codes as the
 * original game's API: a path id that is not a UUID is a 400 before any lookup (the route
 * checks it), a challenge one does not lead cannot be deleted or closed (401), leaving one that
 * one is not in is a 404.
 */
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import { isChallengeMember, loadChallenge, loadMasterTasks, type Challenge } from "../../db/challenges";
import type { Database } from "../../db/client";
import { loadRole } from "../../db/groups";
import { loadUser } from "../../db/users";
import { actorOf } from "../admin/audit";
import { assertNotChoosingThemselves } from "../admin/staffLimits";
import type { Env } from "../env";
import type { CreateChallengeInput } from "../schemas/challenges";
import { isChallengeAdmin, viewableChallenge } from "./challengeAccess";
import { createChallenge, flagChallenge } from "./challengeEdits";
import { closeChallenge, joinChallenge, leaveChallenge } from "./challenges";
import { challengeView } from "./challengeViews";

type WaitUntil = (work: Promise<unknown>) => void;

/** Joins a challenge the player can see; a private group's challenge needs its membership. */
export async function joinChallengeAs(db: Database, me: User, challengeId: string) {
  const { challenge, group } = await viewableChallenge(db, me, challengeId);
  if (
    group &&
    group.type !== "tavern" &&
    !(group.type === "guild" && group.privacy === "public") &&
    !(await loadRole(db, group.id, me._id))
  ) {
    throw new GameError("NotAuthorized", "mustBeGroupMember");
  }
  const user = await joinChallenge(db, me, challenge);
  const fresh = (await loadChallenge(db, challenge.id)) ?? challenge;
  return { user, view: await challengeView(db, fresh, user) };
}

/**
 * Leaves a challenge. As the original, only `keep: "remove-all"` removes the copies of its
 * tasks: any other value (or none) keeps them as the player's own.
 */
export async function leaveChallengeAs(db: Database, me: User, challengeId: string, keep: unknown): Promise<User> {
  const challenge = await loadChallenge(db, challengeId);
  if (!challenge) throw new GameError("NotFound", "challengeNotFound");
  if (!(await isChallengeMember(db, challenge.id, me._id))) throw new GameError("NotFound", "challengeMemberNotFound");
  const { user } = await leaveChallenge(db, me._id, challenge.id, keep === "remove-all" ? "remove-all" : "keep-all");
  return user;
}

/**
 * The challenge a leader (or a challenge admin, whose reading is audited) may close. Anyone else
 * is refused as the original refuses them, whether or not they can see the challenge.
 */
async function closableChallenge(db: Database, me: User, challengeId: string, refusal: string): Promise<Challenge> {
  const challenge = await loadChallenge(db, challengeId);
  if (!challenge) throw new GameError("NotFound", "challengeNotFound");
  if (challenge.leaderId === me._id) return challenge;
  if (!isChallengeAdmin(me)) throw new GameError("NotAuthorized", refusal);
  return (await viewableChallenge(db, me, challengeId)).challenge;
}

/** Deletes a challenge: nobody won, the prize goes back to whoever leads it as it closes. */
export async function deleteChallengeAs(env: Env, db: Database, me: User, challengeId: string, waitUntil: WaitUntil) {
  const challenge = await closableChallenge(db, me, challengeId, "onlyChallengeLeaderCanDelete");
  const staffAudit =
    challenge.leaderId === me._id
      ? undefined
      : {
          actor: actorOf(me),
          action: "deleteChallenge",
          changes: [{ path: "challenge", old: challenge.name, new: null }],
        };
  await closeChallenge(env, challenge.id, { reason: "CHALLENGE_DELETED", refund: true }, waitUntil, staffAudit);
  return (await loadUser(db, me._id)) ?? me;
}

/** Closes a challenge with a winner among its members, who gets the prize. */
export async function selectWinnerAs(
  env: Env,
  db: Database,
  me: User,
  challengeId: string,
  winnerId: string,
  waitUntil: WaitUntil,
) {
  const challenge = await closableChallenge(db, me, challengeId, "onlyChallengeLeaderCanSelectWinner");
  if (challenge.leaderId !== me._id) assertNotChoosingThemselves(me, winnerId);
  if (!(await isChallengeMember(db, challenge.id, winnerId))) throw new GameError("NotFound", "winnerNotFound");
  const winner = await loadUser(db, winnerId);
  if (!winner) throw new GameError("NotFound", "winnerNotFound");
  const staffAudit =
    challenge.leaderId === me._id
      ? undefined
      : {
          actor: actorOf(me),
          action: "selectChallengeWinner",
          changes: [{ path: "winner", old: null, new: winner._id }],
        };
  await closeChallenge(env, challenge.id, { reason: "CHALLENGE_CLOSED", winner }, waitUntil, staffAudit);
  return (await loadUser(db, me._id)) ?? me;
}

/** What a clone starts from: the source's own fields, then whatever the request changes. */
export async function cloneSource(db: Database, me: User, challengeId: string, given: Record<string, unknown>) {
  const { challenge: source } = await viewableChallenge(db, me, challengeId);
  return {
    source,
    draft: {
      group: source.groupId,
      name: source.name,
      shortName: source.shortName,
      summary: source.doc.summary,
      description: source.doc.description,
      categories: source.doc.categories,
      ...given,
    },
  };
}

/** Creates the clone with copies of the source's tasks. */
export async function cloneChallengeAs(db: Database, me: User, source: Challenge, input: CreateChallengeInput) {
  const { challenge, user } = await createChallenge(db, me, input, source);
  return {
    user,
    answer: {
      clonedTasks: (await loadMasterTasks(db, { challengeId: challenge.id })).length,
      challenge: await challengeView(db, challenge, user),
    },
  };
}

/** Reports a challenge to the moderators; an official challenge cannot be reported (as the original). */
export async function flagChallengeAs(db: Database, me: User, challengeId: string, comment: string | undefined) {
  const { challenge } = await viewableChallenge(db, me, challengeId);
  if (challenge.doc.official) throw new GameError("NotAuthorized", "officialChallengeCannotBeFlagged");
  const fresh = await flagChallenge(db, me, challenge, comment);
  return challengeView(db, fresh, me, false);
}
