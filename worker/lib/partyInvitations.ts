/**
 * A party whose last member leaves takes its pending invitations with it (as the original): the
 * invitees' documents lose the invitation through recorded work (pendingWork.ts), chosen in the
 * batch that removes the last member.
 */
import { and, eq, sql } from "drizzle-orm";
import { withoutInvitation } from "../../content/rules/groups";
import type { Database } from "../../db/client";
import { groupInvites } from "../../db/schema";
import { isInvited } from "./groupAccess";
import { recordWorkStatement, workTargetsFromTable, type WorkKind } from "./pendingWork";

interface WithdrawInvitationsPayload {
  groupId: string;
}

/** Each player still invited to a group that has just lost its last member: the invitation goes. */
export const withdrawInvitationsWork: WorkKind<WithdrawInvitationsPayload> = {
  kind: "group.withdrawInvitations",
  apply(_db, user, payload) {
    if (!isInvited(user, payload.groupId)) return undefined;
    return { user: withoutInvitation(user, payload.groupId) };
  },
};

/**
 * Statements for the leave batch, placed after the member's row is deleted and before the
 * group's invitation rows are: when nobody is left, every invitee becomes a target of the
 * withdrawal (chosen inside the batch, so a member joining meanwhile keeps the invitations).
 */
export function withdrawInvitationsStatements(db: Database, groupId: string, workId: string) {
  const empty = sql`NOT EXISTS (SELECT 1 FROM group_members WHERE group_id = ${groupId})`;
  return [
    recordWorkStatement(db, withdrawInvitationsWork, workId, { groupId }),
    workTargetsFromTable(db, workId, groupInvites, groupInvites.userId, and(eq(groupInvites.groupId, groupId), empty)),
  ];
}
