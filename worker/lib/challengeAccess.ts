/**
 * Who may see and change a challenge: its group's readers, its leader and members; the
 * challenge admin privilege (audited) for the rest. Reported challenges hide from all but
 * moderators, their leader and members.
 */
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import { CHALLENGE_FLAGS_TO_HIDE, isChallengeMember, loadChallenge, type Challenge } from "../../db/challenges";
import type { Database } from "../../db/client";
import { loadGroup, type Group } from "../../db/groups";
import { actorOf, auditStatement, recordStaffView, type AuditChange } from "../admin/audit";
import { isModerator, readableGroup } from "./groupAccess";

export function isChallengeAdmin(user: User): boolean {
  return Boolean(user.permissions?.challengeAdmin || user.permissions?.fullAccess);
}

/** May this player see the challenge: its group is readable to them, or they lead or joined it. */
export async function viewableChallenge(
  db: Database,
  user: User,
  challengeId: string,
): Promise<{ challenge: Challenge; group?: Group; member: boolean }> {
  const challenge = await loadChallenge(db, challengeId);
  if (!challenge) throw new GameError("NotFound", "challengeNotFound");
  const member = await isChallengeMember(db, challenge.id, user._id);
  const hidden =
    challenge.flagCount >= CHALLENGE_FLAGS_TO_HIDE && !isModerator(user) && challenge.leaderId !== user._id;
  if (hidden && !member) throw new GameError("NotFound", "challengeNotFound");
  if (member || challenge.leaderId === user._id)
    return { challenge, group: await loadGroup(db, challenge.groupId), member };
  let group: Group | undefined;
  try {
    group = (await readableGroup(db, user, challenge.groupId)).group;
  } catch {
    if (!isChallengeAdmin(user)) throw new GameError("NotFound", "challengeNotFound");
    // Only the privilege shows this challenge: the reading is audited.
    await recordStaffView(db, actorOf(user), {
      targetType: "challenge",
      targetId: challenge.id,
      action: "viewChallenge",
    });
    group = await loadGroup(db, challenge.groupId);
  }
  return { challenge, group, member };
}

/** What a staff change of a challenge records: its fields before and after. */
export function challengeFields(challenge: Challenge) {
  return {
    name: challenge.name,
    shortName: challenge.shortName,
    summary: challenge.doc.summary,
    description: challenge.doc.description,
    categories: challenge.doc.categories,
    leader: challenge.leaderId,
  };
}

export function challengeAudit(db: Database, actor: User, challengeId: string, action: string, changes: AuditChange[]) {
  return auditStatement(db, { actor: actorOf(actor), targetType: "challenge", targetId: challengeId, action, changes });
}

export function assertCanEdit(challenge: Challenge, user: User) {
  if (challenge.leaderId !== user._id && !isChallengeAdmin(user))
    throw new GameError("NotAuthorized", "onlyChallengeLeaderCanEdit");
}
