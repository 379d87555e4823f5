/**
 * Groups as services: the API's view of a group (chat only for its readers), the group lists,
 * creating a party or guild (a guild costs gems), editing one (staff edits audited), joining,
 * leaving (with its tasks and challenges), answering invitations, removing members, managers,
 * and the players looking for a party. The pure changes to a player's document are in
 * content/rules/groups.ts; the queries in db/groups.ts and db/groupLists.ts.
 */
import type { GroupMember, PublicMember } from "../api-types/members";
import { and, eq } from "drizzle-orm";
import { GEMS_PER_BALANCE, PARTY_MEMBER_LIMIT, TAVERN_ID } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { awardSocialAchievement, partyAchievements, withoutGroup, withoutInvitation } from "../../content/rules/groups";
import { removeFromOrder } from "../../content/rules/taskEdit";
import type { User } from "../../content/rules/types";
import { listChat } from "../../db/chat";
import type { Database } from "../../db/client";
import { findGuilds, groupPeoplePage, loadGroupPeople, partySeekers, type GroupPeople } from "../../db/groupLists";
import {
  addMemberStatements,
  deleteInviteStatement,
  emptyGroupDoc,
  insertGroupStatement,
  leaderChangeStatements,
  loadGroup,
  loadRole,
  removeMemberStatements,
  updateGroup,
  type Group,
  type GroupDoc,
} from "../../db/groups";
import { groupInvites, groupMembers } from "../../db/schema";
import { deleteTasksStatement, loadUserTasksOfGroup, updateTaskStatement } from "../../db/tasks";
import { loadUser, updateUser, userFromRow } from "../../db/users";
import { actorOf, auditStatement, changedPaths } from "../admin/audit";
import type { Env } from "../env";
import { hasActiveGroupPlan, isOpenGuild, refusePublicPlanGuild } from "../payments/groupPlans";
import { afterGroupMembershipChange } from "../payments/plans";
import type {
  CreateGroupInput,
  GroupListQuery,
  GroupMembersQuery,
  LeaveGroupOptions,
  UpdateGroupInput,
} from "../schemas/groups";
import { chatView } from "./chat";
import { challengesOfGroupFor, leaveChallenge } from "./challenges";
import { listedMember } from "./memberLists";
import { withdrawInvitationsStatements } from "./partyInvitations";
import {
  broadcast,
  displayName,
  isInvited,
  isModerator,
  newNotification,
  publicMember,
  type GroupAccess,
} from "./groupAccess";
import { questState } from "./partyQuest";
import { disconnectFromGroup } from "./rooms";

/** Starting a guild costs 4 gems, as in the public game. */
const GUILD_CREATION_GEMS = 4;
/** Member and invite lists: the default page. */
const MEMBERS_PAGE_DEFAULT = 30;
/** Chat messages embedded in GET /groups/{id}. */
const CHAT_IN_GROUP_VIEW = 100;

/** What a staff change of a group through its own route records. */
const STAFF_AUDITED_GROUP_PATHS = [
  "name",
  "privacy",
  "doc.summary",
  "doc.description",
  "doc.categories",
  "doc.leaderOnly",
  "leaderId",
];

export function requireNotTavern(group: Group) {
  if (group.type === "tavern") throw new GameError("NotAuthorized", "tavernCannotBeChanged");
}

/** The group as the API shows it; chat only for readers who asked for the whole group. */
export async function groupView(
  db: Database,
  group: Group,
  viewer?: { user: User; withChat: boolean },
  known?: GroupPeople,
) {
  const people = known ?? (await loadGroupPeople(db, [group]));
  const view: Record<string, unknown> = {
    _id: group.id,
    id: group.id,
    name: group.name,
    type: group.type,
    privacy: group.privacy,
    summary: group.doc.summary,
    description: group.doc.description,
    categories: group.doc.categories.map((slug) => ({ slug, name: slug })),
    leaderOnly: group.doc.leaderOnly,
    // Never a bare object: with no quest running it is the public API's empty quest.
    quest: questState(group),
    purchased: group.doc.purchased,
    memberCount: group.memberCount,
    managers: Object.fromEntries((people.managers.get(group.id) ?? []).map((id) => [id, true])),
    leader:
      group.type === "tavern"
        ? undefined
        : (people.leaders.get(group.leaderId) ?? { _id: group.leaderId, id: group.leaderId }),
    createdAt: group.createdAt,
  };
  // A plan group's members see its gems for challenge prizes and how many challenges it made.
  const member = viewer && (viewer.user.party._id === group.id || (viewer.user.guilds ?? []).includes(group.id));
  if (member && hasActiveGroupPlan(group, new Date())) {
    view.balance = group.doc.balance ?? 0;
    view.challengeCount = group.doc.challengeCount ?? 0;
  }
  if (viewer?.withChat) {
    const moderator = isModerator(viewer.user);
    const rows = await listChat(db, group.id, { limit: CHAT_IN_GROUP_VIEW });
    view.chat = rows.map((row) => chatView(row, viewer.user, moderator)).filter((message) => message !== undefined);
  }
  return view;
}

/** The groups GET /groups lists: the party, the tavern and guilds in reach that pass the filters. */
export async function listGroups(db: Database, me: User, input: GroupListQuery) {
  const types = new Set(input.type.split(",").map((type) => type.trim()));
  const found: Group[] = [];
  const seen = new Set<string>();
  const add = (group: Group | undefined) => {
    if (group && !seen.has(group.id)) {
      seen.add(group.id);
      found.push(group);
    }
  };
  if (types.has("party") && me.party._id) add(await loadGroup(db, me.party._id));
  if (types.has("tavern")) add(await loadGroup(db, TAVERN_ID));
  const guilds = await findGuilds(
    db,
    me._id,
    { guilds: types.has("guilds"), privateGuilds: types.has("privateGuilds"), publicGuilds: types.has("publicGuilds") },
    input,
    input.paginate === "true" ? (input.page ?? 0) : undefined,
  );
  for (const group of guilds) add(group);
  const people = await loadGroupPeople(db, found);
  return Promise.all(found.map((group) => groupView(db, group, undefined, people)));
}

/** Members (or invitees) of a group as pages ordered by user id, optionally searched by name. */
export async function listPeople(
  db: Database,
  groupId: string,
  source: "members" | "invites",
  input: GroupMembersQuery,
) {
  const { rows, roles } = await groupPeoplePage(db, groupId, source, {
    lastId: input.lastId,
    search: input.search,
    limit: input.limit ?? MEMBERS_PAGE_DEFAULT,
  });
  if (input.includeAllPublicFields !== "true") return rows.map((row): GroupMember => listedMember(userFromRow(row)));
  return rows.map((row): GroupMember => {
    const view: PublicMember & { role?: string } = publicMember(userFromRow(row));
    if (source === "members") view.role = roles.get(row.id) ?? "member";
    return view;
  });
}

/**
 * Members who were in a party before it grew earn its achievements the next time they open it.
 * (Writing every member's document on each join would make a crowd of joins contend for the
 * same documents; each player's own request is the natural place to update them.)
 */
export async function catchUpPartyAchievements(db: Database, me: User, party: Group): Promise<User> {
  const earned = partyAchievements(party.memberCount).filter((key) => me.achievements[key] !== true);
  if (!earned.length) return me;
  const { user } = await updateUser(
    db,
    me._id,
    (fresh) => {
      const missing = earned.filter((key) => fresh.achievements[key] !== true);
      for (const key of missing) awardSocialAchievement(fresh, key, newNotification);
      return { user: fresh, result: null, unchanged: missing.length === 0 };
    },
    me,
  );
  return user;
}

/** Creates a party (free, one at a time) or a guild (paid in gems); answers the player and the group. */
export async function createGroup(
  db: Database,
  me: User,
  input: CreateGroupInput,
): Promise<{ user: User; group: Group }> {
  // As the original: a public party is refused like a second party, NotAuthorized.
  if (input.type === "party" && input.privacy === "public") throw new GameError("NotAuthorized", "partyMustBePrivate");
  const now = new Date().toISOString();
  const doc: GroupDoc = {
    ...emptyGroupDoc(),
    summary: input.summary ?? "",
    description: input.description ?? "",
    categories: input.type === "guild" ? [...new Set(input.categories ?? [])] : [],
    leaderOnly: { challenges: input.leaderOnly?.challenges ?? false, getGems: input.leaderOnly?.getGems ?? false },
  };
  const group: Group = {
    id: crypto.randomUUID(),
    type: input.type,
    name: input.name.trim(),
    privacy: input.type === "party" ? "private" : (input.privacy ?? "private"),
    leaderId: me._id,
    memberCount: 0,
    version: 1,
    createdAt: now,
    doc,
  };
  const { user } = await updateUser(
    db,
    me._id,
    async (fresh) => {
      const extra = [];
      let paid = false;
      if (group.type === "party") {
        if (fresh.party._id && (await loadGroup(db, fresh.party._id)))
          throw new GameError("NotAuthorized", "messageGroupAlreadyInParty");
        fresh.party._id = group.id;
        delete (fresh.party as { seeking?: unknown }).seeking;
      } else {
        // Staff who look after groups create guilds without gems (as the original); players pay.
        const staff = Boolean(fresh.permissions?.fullAccess || fresh.permissions?.groupSupport);
        const price = staff ? 0 : GUILD_CREATION_GEMS / GEMS_PER_BALANCE;
        if (fresh.balance < price) throw new GameError("NotAuthorized", "notEnoughGems");
        fresh.balance -= price;
        paid = price > 0;
        fresh.guilds = [...(fresh.guilds ?? []), group.id];
        awardSocialAchievement(fresh, "joinedGuild", newNotification);
      }
      extra.push(insertGroupStatement(db, group), ...addMemberStatements(db, group, fresh._id, "leader", now));
      return {
        user: fresh,
        result: null,
        extra,
        purchase: paid
          ? { transactionType: "create_guild", reference: group.id, referenceText: group.name }
          : undefined,
      };
    },
    me,
  );
  const created = await loadGroup(db, group.id);
  return { user, group: created ?? group };
}

/**
 * Changes a group's settings, and its leader. Full access may change a group it does not
 * lead: that change is a staff action, audited in the same batch. Answers the fresh group.
 */
export async function updateGroupSettings(
  db: Database,
  me: User,
  access: GroupAccess,
  input: UpdateGroupInput,
): Promise<Group> {
  if (
    input.leader !== undefined &&
    input.leader !== access.group.leaderId &&
    (await loadRole(db, access.group.id, input.leader)) === undefined
  ) {
    throw new GameError("NotFound", "memberNotInGroup");
  }
  // Full access may change a group it does not lead: that change is a staff action.
  const asStaff = access.role !== "leader";
  const updated = await updateGroup(db, access.group.id, async (group) => {
    const before = structuredClone(group);
    if (input.name !== undefined) group.name = input.name.trim();
    refusePublicPlanGuild(group, input.privacy, new Date());
    if (input.privacy !== undefined && group.type === "guild") group.privacy = input.privacy;
    if (input.summary !== undefined) group.doc.summary = input.summary;
    if (input.description !== undefined) group.doc.description = input.description;
    if (input.categories !== undefined) group.doc.categories = [...new Set(input.categories)];
    if (input.leaderOnly) group.doc.leaderOnly = { ...group.doc.leaderOnly, ...input.leaderOnly };
    const extra = [];
    if (input.leader !== undefined && input.leader !== group.leaderId) {
      // As the original: a running plan (and its prize fund) stays with the leader who has it.
      if (hasActiveGroupPlan(group, new Date()))
        throw new GameError("NotAuthorized", "cannotChangeLeaderWithActiveGroupPlan");
      if (!(await loadRole(db, group.id, input.leader))) throw new GameError("NotFound", "memberNotInGroup");
      extra.push(...leaderChangeStatements(db, group.id, group.leaderId, input.leader));
      group.leaderId = input.leader;
    }
    const changes = asStaff ? changedPaths(before, group, STAFF_AUDITED_GROUP_PATHS) : [];
    if (changes.length)
      extra.push(
        auditStatement(db, {
          actor: actorOf(me),
          targetType: "group",
          targetId: group.id,
          action: "updateGroup",
          changes,
        }),
      );
    return { group, result: null, extra };
  });
  if (!updated) throw new GameError("NotFound", "groupNotFound");
  return (await loadGroup(db, access.group.id)) ?? updated.group;
}

/**
 * Joins a group by invitation or, for an open guild, freely. A player alone in another party
 * closes it as they move on. Answers the player (as a group plan's perks leave them) and the group.
 */
export async function joinGroup(env: Env, db: Database, me: User, group: Group): Promise<{ user: User; group: Group }> {
  const now = new Date().toISOString();
  let closedParty: string | undefined;
  const { user } = await updateUser(
    db,
    me._id,
    async (fresh) => {
      closedParty = undefined;
      const current = await loadGroup(db, group.id);
      if (!current) throw new GameError("NotFound", "groupNotFound");
      if (await loadRole(db, group.id, fresh._id)) throw new GameError("NotAuthorized", "messageGroupAlreadyMember");
      const invited = isInvited(fresh, group.id);
      if (!invited && !isOpenGuild(current, new Date()))
        throw new GameError("NotAuthorized", "messageGroupRequiresInvite");
      const extra = [];
      if (current.type === "party") {
        if (fresh.party._id && fresh.party._id !== current.id) {
          const previous = await loadGroup(db, fresh.party._id);
          if (previous && previous.memberCount > 1) throw new GameError("NotAuthorized", "messageGroupAlreadyInParty");
          // Alone in their old party: it closes as they move on.
          if (previous) {
            extra.push(...removeMemberStatements(db, previous.id, fresh._id));
            closedParty = previous.id;
          }
        }
        const members = await db
          .select({ userId: groupMembers.userId })
          .from(groupMembers)
          .where(eq(groupMembers.groupId, current.id))
          .all();
        if (members.length >= PARTY_MEMBER_LIMIT)
          throw new GameError("BadRequest", "partyMemberLimitReached", { limit: PARTY_MEMBER_LIMIT });
        for (const key of partyAchievements(members.length + 1)) awardSocialAchievement(fresh, key, newNotification);
        fresh.party._id = current.id;
        delete (fresh.party as { seeking?: unknown }).seeking;
      } else {
        fresh.guilds = [...(fresh.guilds ?? []).filter((id) => id !== current.id), current.id];
        awardSocialAchievement(fresh, "joinedGuild", newNotification);
      }
      withoutInvitation(fresh, current.id);
      extra.push(...addMemberStatements(db, current, fresh._id, "member", now));
      return { user: fresh, result: null, extra };
    },
    me,
  );
  if (closedParty) await disconnectFromGroup(env, closedParty, [user._id]);
  await afterGroupMembershipChange(env, db, group.id, user._id, true);
  // The player as a group plan's perks may have just changed them.
  const reloaded = (await loadUser(db, user._id)) ?? user;
  await broadcast(env, group.id, { type: "member.joined", userId: user._id, name: displayName(user) });
  return { user: reloaded, group: (await loadGroup(db, group.id)) ?? group };
}

/**
 * Leaves a group: its tasks kept as the player's own or removed, and perhaps its challenges
 * too. Answers the player as they are afterwards.
 */
export async function leaveGroup(
  env: Env,
  db: Database,
  me: User,
  group: Group,
  /** `withdrawInvitations`: the id of the recorded work that withdraws a party's invitations if it empties. */
  options: LeaveGroupOptions & { withdrawInvitations?: string },
): Promise<User> {
  const { user } = await updateUser(
    db,
    me._id,
    async (fresh) => {
      if (!(await loadRole(db, group.id, fresh._id))) throw new GameError("NotAuthorized", "messageGroupNotMember");
      withoutGroup(fresh, group);
      const extra = [];
      const linked = await loadUserTasksOfGroup(db, fresh._id, group.id);
      if (linked.length && options.keep === "remove-all") {
        for (const task of linked) removeFromOrder(fresh, task);
        extra.push(
          deleteTasksStatement(
            db,
            linked.map((task) => task._id),
          ),
        );
      } else {
        // Kept tasks become the player's own: they no longer follow the group.
        for (const task of linked) extra.push(updateTaskStatement(db, { ...task, group: {} }));
      }
      const [dropMember, ...rest] = removeMemberStatements(db, group.id, fresh._id);
      extra.push(
        dropMember,
        ...(options.withdrawInvitations
          ? withdrawInvitationsStatements(db, group.id, options.withdrawInvitations)
          : []),
        ...rest,
      );
      return { user: fresh, result: null, extra };
    },
    me,
  );
  let latest = user;
  // Leaving the group may also mean leaving its challenges, tasks kept or removed alike.
  if (options.keepChallenges === "leave-challenges") {
    for (const challengeId of await challengesOfGroupFor(db, group.id, user._id)) {
      const left = await leaveChallenge(
        db,
        user._id,
        challengeId,
        options.keep === "remove-all" ? "remove-all" : "keep-all",
      );
      latest = left.user;
    }
  }
  await disconnectFromGroup(env, group.id, [user._id]);
  await afterGroupMembershipChange(env, db, group.id, user._id, false);
  // The player as a group plan's perks may have just left them.
  const reloaded = (await loadUser(db, user._id)) ?? latest;
  await broadcast(env, group.id, { type: "member.left", userId: user._id });
  return reloaded;
}

/** Declines an invitation (on the player's document or only as the group's invitation row). */
export async function rejectInvitation(db: Database, me: User, groupId: string): Promise<User> {
  const { user } = await updateUser(
    db,
    me._id,
    async (fresh) => {
      const row = await db
        .select()
        .from(groupInvites)
        .where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.userId, fresh._id)))
        .get();
      // As the original: declining without an invitation is NotAuthorized.
      if (!isInvited(fresh, groupId) && !row) throw new GameError("NotAuthorized", "messageGroupRequiresInvite");
      withoutInvitation(fresh, groupId);
      return { user: fresh, result: null, extra: [deleteInviteStatement(db, groupId, fresh._id)] };
    },
    me,
  );
  return user;
}

/**
 * Removes a member (or withdraws an invitation) on behalf of the group's leader or managers,
 * or of a moderator (`asStaff`, audited). The removed player is told why.
 */
export async function removeMember(
  env: Env,
  db: Database,
  me: User,
  group: Group,
  memberId: string,
  options: { asStaff: boolean; message?: string },
): Promise<void> {
  const { asStaff } = options;
  if (memberId === me._id) throw new GameError("BadRequest", "cannotRemoveSelf");
  if (memberId === group.leaderId) throw new GameError("NotAuthorized", "cannotRemoveLeader");
  const role = await loadRole(db, group.id, memberId);
  const target = await loadUser(db, memberId);
  if (!target || (!role && !isInvited(target, group.id))) throw new GameError("NotFound", "memberNotInGroup");
  await updateUser(db, memberId, async (fresh) => {
    const currentRole = await loadRole(db, group.id, fresh._id);
    const extra = [];
    if (currentRole === "leader") throw new GameError("NotAuthorized", "cannotRemoveLeader");
    if (currentRole) {
      withoutGroup(fresh, group);
      extra.push(...removeMemberStatements(db, group.id, fresh._id));
      fresh.notifications = [
        ...(fresh.notifications ?? []),
        newNotification("GROUP_REMOVED", { groupId: group.id, name: group.name, message: options.message ?? "" }),
      ];
    }
    const wasInvited = isInvited(fresh, group.id);
    withoutInvitation(fresh, group.id);
    extra.push(deleteInviteStatement(db, group.id, fresh._id));
    if (asStaff)
      extra.push(
        auditStatement(db, {
          actor: actorOf(me),
          targetType: "group",
          targetId: group.id,
          action: "removeMember",
          changes: [{ path: `members.${fresh._id}`, old: currentRole ?? (wasInvited ? "invited" : null), new: null }],
        }),
      );
    return { user: fresh, result: null, extra };
  });
  if (role) {
    await disconnectFromGroup(env, group.id, [memberId]);
    await afterGroupMembershipChange(env, db, group.id, memberId, false);
    await broadcast(env, group.id, { type: "member.left", userId: memberId });
  }
}

/** Promotes a member to manager or back; answers the fresh group. */
export async function changeManager(db: Database, access: GroupAccess, managerId: string, to: "manager" | "member") {
  const role = await loadRole(db, access.group.id, managerId);
  // As the original: promoting someone who is not a member is NotAuthorized.
  if (!role) throw new GameError("NotAuthorized", "memberNotInGroup");
  if (role === "leader") throw new GameError("BadRequest", "leaderCannotBeManager");
  const from = to === "manager" ? "member" : "manager";
  const changed = await db
    .update(groupMembers)
    .set({ role: to })
    .where(
      and(eq(groupMembers.groupId, access.group.id), eq(groupMembers.userId, managerId), eq(groupMembers.role, from)),
    )
    .returning({ userId: groupMembers.userId })
    .get();
  if (!changed)
    throw to === "manager"
      ? new GameError("BadRequest", "userIsAlreadyManager")
      : new GameError("NotAuthorized", "userIsNotManager");
  const group = (await loadGroup(db, access.group.id)) ?? access.group;
  return group;
}

/** Players looking for a party, for a member of `partyId` to invite; newest seekers first. */
export async function lookingForParty(db: Database, me: User, partyId: string, page: number) {
  const { rows, invited } = await partySeekers(db, partyId, me._id, page);
  return rows.map((row) => {
    const player = userFromRow(row);
    return {
      username: player.auth.local.username,
      displayName: displayName(player),
      level: player.stats.lvl,
      class: player.stats.class,
      classSelected: Boolean(player.flags?.classSelected),
      lastLoginDate: player.auth.timestamps.loggedin,
      checkinCount: player.loginIncentives ?? 0,
      invited: invited.has(player._id),
      ...publicMember(player, false),
    };
  });
}
