/**
 * Putting an invitation on a player: the invitee's document (invitations and the bell) and the
 * group's invitation row change in one guarded write, whether the invitation came from a
 * member's request or from a signed link the new player registered with.
 */
import { PARTY_MEMBER_LIMIT } from "../../content/data/constants";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { addInviteStatements, countSeats, loadRole, type Group } from "../../db/groups";
import { loadUser, updateUser, WriteConflict } from "../../db/users";
import { displayName, isInvited, newNotification } from "./groupAccess";
import { invitationUsable, spendStatements, type RedeemedInvitation } from "./invitations";

/** Mutates a working copy: the invitation and its notification. */
export function withInvitation(
  user: User,
  group: Pick<Group, "id" | "name" | "type">,
  inviter: Pick<User, "_id"> & Partial<User>,
): User {
  const invitation = { id: group.id, name: group.name, inviter: inviter._id };
  if (group.type === "party") {
    user.invitations.parties = [...(user.invitations.parties ?? []), invitation];
    user.invitations.party = invitation;
  } else {
    user.invitations.guilds = [...(user.invitations.guilds ?? []), invitation];
  }
  user.notifications = [
    ...(user.notifications ?? []),
    newNotification(group.type === "party" ? "GROUP_INVITE_PARTY" : "GROUP_INVITE_GUILD", {
      groupId: group.id,
      name: group.name,
      inviter: { id: inviter._id, name: inviter.auth ? displayName(inviter as User) : "" },
    }),
  ];
  return user;
}

/**
 * A newly registered player arrived through a genuine invitation link: they are invited as the
 * link's inviter would have invited them, and the link is spent (a one-address link for good,
 * a reusable link by one use) in the same batch. A party that filled up meanwhile, or a link
 * another registration spent first, simply does not invite; the account stays as it is.
 */
export async function acceptInvitationLink(db: Database, userId: string, redeemed: RedeemedInvitation): Promise<User> {
  const { group, inviterId, spend } = redeemed;
  const inviter = await loadUser(db, inviterId);
  const current = await loadUser(db, userId);
  if (!inviter || !current) return current as User;
  if (group.type === "party" && (await countSeats(db, group.id)) >= PARTY_MEMBER_LIMIT) return current;
  try {
    const { user } = await updateUser(db, userId, async (fresh) => {
      const now = new Date();
      // Asked again on every try: after a guard failure, the link may be the reason.
      if (
        isInvited(fresh, group.id) ||
        (await loadRole(db, group.id, fresh._id)) ||
        !(await invitationUsable(db, spend, group.id, now.getTime()))
      )
        return { user: fresh, result: null, unchanged: true };
      return {
        user: withInvitation(fresh, group, inviter),
        result: null,
        extra: [
          ...addInviteStatements(db, group, fresh._id, inviter._id, now.toISOString()),
          ...spendStatements(db, spend, group.id, fresh._id, now),
        ],
      };
    });
    return user;
  } catch (error) {
    // The party's last seat went to someone else between the count and the write.
    if (error instanceof WriteConflict) return (await loadUser(db, userId)) ?? current;
    throw error;
  }
}
