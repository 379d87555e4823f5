/**
 * Inviting players to a group (by id, username or address; a signed registration link for an
 * address with no account yet) and putting an invitation on a player: the invitee's document
 * (invitations and the bell) and the group's invitation row change in one guarded write,
 * whether the invitation came from a member's request or from a signed link the new player
 * registered with.
 */
import { eq } from "drizzle-orm";
import { PARTY_MEMBER_LIMIT } from "../../content/data/constants";
import { normaliseEmail } from "../../content/rules/accountNames";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { findUserRowByEmail } from "../../db/emails";
import { addInviteStatements, countSeats, loadGroup, loadRole, type Group } from "../../db/groups";
import { users } from "../../db/schema";
import { loadUser, updateUser, userFromRow, WriteConflict } from "../../db/users";
import type { Env } from "../env";
import { canSendMail, sendMail } from "../mail/mailer";
import { groupInvitationMail, siteOrigin, wantsMail } from "../mail/messages";
import { INVITES_PER_REQUEST_MAX, type InviteInput } from "../schemas/groups";
import { loadLanguage } from "./catalogues";
import { displayName, isInvited, newNotification } from "./groupAccess";
import {
  invitationLink,
  invitationUsable,
  issueInvitationToken,
  spendStatements,
  type RedeemedInvitation,
} from "./invitations";

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

/** Resolves an invite target by id, username or email; answers the user or throws. */
export async function findInvitee(
  db: Database,
  kind: "uuid" | "username" | "email",
  value: string,
): Promise<User | undefined> {
  if (kind === "uuid") {
    const user = await loadUser(db, value);
    if (!user) throw new GameError("NotFound", "userWithIDNotFound", { userId: value });
    return user;
  }
  if (kind === "username") {
    const row = await db
      .select()
      .from(users)
      .where(eq(users.usernameLower, value.replace(/^@/, "").toLowerCase()))
      .get();
    if (!row) throw new GameError("NotFound", "userWithUsernameNotFound", { username: value });
    return userFromRow(row);
  }
  const row = await findUserRowByEmail(db, value);
  return row && userFromRow(row);
}

/** Why this invitation cannot be made, judged on the invitee's freshest document. */
export async function inviteRefusal(
  db: Database,
  group: Group,
  inviter: User,
  invitee: User,
): Promise<GameError | undefined> {
  const username = invitee.auth.local.username;
  if (invitee._id === inviter._id) return new GameError("BadRequest", "cannotInviteSelfToGroup");
  if (await loadRole(db, group.id, invitee._id))
    return new GameError("NotAuthorized", "userAlreadyInGroup", { username });
  if (isInvited(invitee, group.id)) return new GameError("NotAuthorized", "userAlreadyInvitedToGroup", { username });
  if (group.type === "party") {
    // A player alone in a party may be invited: joining will close their solo party.
    if (invitee.party._id) {
      const current = await loadGroup(db, invitee.party._id);
      if (current && current.memberCount > 1)
        return new GameError("NotAuthorized", "userAlreadyInAParty", { username });
    }
    if ((await countSeats(db, group.id)) >= PARTY_MEMBER_LIMIT)
      return new GameError("BadRequest", "partyMemberLimitReached", { limit: PARTY_MEMBER_LIMIT });
  }
  return undefined;
}

/**
 * Invites players to the group on behalf of a member. Every target is checked before anyone is
 * invited; invitees by address hear of it by mail, unknown addresses get a signed link (mailed
 * when this server can send mail, and in the answer). `background` keeps the mails going after the answer.
 */
export async function inviteToGroup(
  env: Env,
  db: Database,
  me: User,
  group: Group,
  input: InviteInput,
  requestUrl: string,
  background: (work: Promise<unknown>) => void,
) {
  const targets: ["uuid" | "username" | "email", string][] = [
    ...(input.uuids ?? []).map((value) => ["uuid", value] as ["uuid", string]),
    ...(input.usernames ?? []).map((value) => ["username", value] as ["username", string]),
    ...(input.emails ?? []).map((value) => ["email", value] as ["email", string]),
  ];
  if (targets.length === 0) throw new GameError("BadRequest", "inviteMissingTargets");
  if (targets.length > INVITES_PER_REQUEST_MAX)
    throw new GameError("BadRequest", "inviteTooMany", { max: INVITES_PER_REQUEST_MAX });
  // Every target is checked before anyone is invited, so a bad list invites nobody.
  const invitees = new Map<string, User>();
  const unknownEmails: string[] = [];
  for (const [kind, value] of targets) {
    const invitee = await findInvitee(db, kind, value);
    if (!invitee) {
      unknownEmails.push(value);
      continue;
    }
    const refusal = await inviteRefusal(db, group, me, invitee);
    if (refusal) throw refusal;
    invitees.set(invitee._id, invitee);
  }
  if (group.type === "party" && (await countSeats(db, group.id)) + invitees.size > PARTY_MEMBER_LIMIT) {
    throw new GameError("BadRequest", "partyMemberLimitReached", { limit: PARTY_MEMBER_LIMIT });
  }
  const invited = [];
  const now = new Date().toISOString();
  const mailing = canSendMail(env);
  const origin = siteOrigin(env, requestUrl) ?? new URL(requestUrl).origin;
  const groupType = group.type === "party" ? "party" : "guild";
  const inviterName = displayName(me);
  const groupName = group.name;
  for (const invitee of invitees.values()) {
    const { user } = await updateUser(db, invitee._id, async (fresh) => {
      const refusal = await inviteRefusal(db, group, me, fresh);
      if (refusal) throw refusal;
      return {
        user: withInvitation(fresh, group, me),
        result: null,
        extra: addInviteStatements(db, group, fresh._id, me._id, now),
      };
    });
    invited.push({ id: user._id, username: user.auth.local.username, name: displayName(user) });
    // A player invited by their address hears of it by mail too, unless they turned such mail off.
    const own = normaliseEmail(user.auth.local.email);
    const byEmail = input.emails?.some((address) => address === own);
    if (mailing && byEmail && wantsMail(user, groupType === "party" ? "invitedParty" : "invitedGuild")) {
      const link = groupType === "party" ? `${origin}/party` : `${origin}/groups/guild/${group.id}`;
      await loadLanguage(user.preferences.language);
      background(
        sendMail(
          env,
          groupInvitationMail({
            to: user.auth.local.email,
            inviterName,
            groupName,
            groupType,
            link,
            hasAccount: true,
            language: user.preferences.language,
          }),
        ),
      );
    }
  }
  // Addresses with no account yet get a signed link to register with, which invites them: by
  // mail when this server can send it, and in the answer for the inviter to pass on.
  const invitationLinks = await Promise.all(
    unknownEmails.map(async (email) => {
      const url = invitationLink(origin, await issueInvitationToken(env, { groupId: group.id, inviterId: me._id }));
      if (mailing)
        background(
          sendMail(
            env,
            groupInvitationMail({
              to: email,
              inviterName,
              groupName,
              groupType,
              link: url,
              hasAccount: false,
              language: me.preferences.language,
            }),
          ),
        );
      return { email, url, emailed: mailing };
    }),
  );
  return { invited, unknownEmails, invitationLinks };
}
