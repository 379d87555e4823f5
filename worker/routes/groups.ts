/**
 * Groups (spec §3, §6, §7 Groups): parties, guilds and the tavern; listing, creating, editing,
 * joining, leaving, invitations, removing members, managers, member lists, and the live ticket
 * that lets a member connect to the group's room. The work is done by worker/lib/groups.ts and
 * worker/lib/groupInvitations.ts; the changes to a player's document by content/rules/groups.ts.
 */
import { Hono, type Context } from "hono";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { loadRole } from "../../db/groups";
import { actorOf, recordStaffView } from "../admin/audit";
import { assertNotChoosingThemselves } from "../admin/staffLimits";
import type { AppEnv } from "../env";
import { inBackground } from "../lib/background";
import { canManage, isModerator, mayReadChat, memberGroup, readableGroup } from "../lib/groupAccess";
import { leaveGroupAs } from "../lib/groupActions";
import { inviteToGroup } from "../lib/groupInvitations";
import { uuidParam } from "../lib/groupsInput";
import {
  catchUpPartyAchievements,
  changeManager,
  createGroup,
  groupView,
  joinGroup,
  listGroups,
  listPeople,
  lookingForParty,
  rejectInvitation,
  removeMember,
  requireNotTavern,
  updateGroupSettings,
} from "../lib/groups";
import { issueLiveTicket } from "../lib/rooms";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, query, readJson, validate } from "../middleware/validate";
import {
  createGroupInput,
  groupListQuery,
  groupMembersQuery,
  inviteInput,
  leaveGroupOptions,
  lookingForPartyQuery,
  managerInput,
  removeMemberInput,
  updateGroupInput,
} from "../schemas/groups";

export const groupRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/", async (c) => {
    const input = query(c, groupListQuery);
    return ok(c, await listGroups(database(c.env.DB), c.get("user"), input));
  })
  .post("/", async (c) => {
    const input = await body(c, createGroupInput);
    const db = database(c.env.DB);
    const { user, group } = await createGroup(db, c.get("user"), input);
    c.set("user", user);
    return ok(c, await groupView(db, group, { user, withChat: true }), { status: 201 });
  })
  .get("/:groupId", async (c) => {
    const db = database(c.env.DB);
    const access = await readableGroup(db, c.get("user"), c.req.param("groupId"));
    // Members who were in a party before it grew earn its achievements as they open it.
    if (access.group.type === "party" && access.role)
      c.set("user", await catchUpPartyAchievements(db, c.get("user"), access.group));
    const me = c.get("user");
    return ok(c, await groupView(db, access.group, { user: me, withChat: mayReadChat(access, me) }));
  })
  .put("/:groupId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await readableGroup(db, me, c.req.param("groupId"));
    requireNotTavern(access.group);
    // A party is its leader's alone; moderators may also correct a guild's settings.
    if (access.role !== "leader" && (access.group.type === "party" || !isModerator(me)))
      throw new GameError("NotAuthorized", "messageGroupOnlyLeaderCanUpdate");
    const input = await body(c, updateGroupInput);
    if (access.role !== "leader") assertNotChoosingThemselves(me, input.leader);
    if (access.group.type === "party" && input.privacy === "public")
      throw new GameError("BadRequest", "partyMustBePrivate");
    const group = await updateGroupSettings(db, me, access, input);
    return ok(c, await groupView(db, group, { user: me, withChat: false }));
  })
  .post("/:groupId/join", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await readableGroup(db, me, c.req.param("groupId"));
    requireNotTavern(access.group);
    if (access.role) throw new GameError("NotAuthorized", "messageGroupAlreadyMember");
    const joined = await joinGroup(c.env, db, me, access.group);
    c.set("user", joined.user);
    return ok(c, await groupView(db, joined.group, { user: joined.user, withChat: true }));
  })
  .post("/:groupId/leave", async (c) => {
    const db = database(c.env.DB);
    const raw = await readJson(c);
    const fromBody =
      typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const options = validate(leaveGroupOptions, {
      keep: c.req.query("keep") ?? fromBody.keep,
      keepChallenges: c.req.query("keepChallenges") ?? fromBody.keepChallenges,
    });
    c.set("user", await leaveGroupAs(c.env, db, c.get("user"), c.req.param("groupId"), options));
    return ok(c, {});
  })
  .post("/:groupId/reject-invite", async (c) => {
    const db = database(c.env.DB);
    c.set("user", await rejectInvitation(db, c.get("user"), c.req.param("groupId")));
    return ok(c, {});
  })
  .post("/:groupId/invite", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await memberGroup(db, me, c.req.param("groupId"));
    requireNotTavern(access.group);
    const input = await body(c, inviteInput);
    const answer = await inviteToGroup(c.env, db, me, access.group, input, c.req.url, (work) => inBackground(c, work));
    return ok(c, answer);
  })
  .post("/:groupId/removeMember/:memberId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const memberId = uuidParam(c.req.param("memberId"), "memberId");
    const access = await readableGroup(db, me, c.req.param("groupId"));
    requireNotTavern(access.group);
    // A moderator may remove anyone but the leader from any group: a staff action, audited.
    const asStaff = !canManage(access);
    if (asStaff && !isModerator(me)) throw new GameError("NotAuthorized", "onlyLeaderOrManagerCanRemove");
    const raw = await readJson(c);
    const input = validate(removeMemberInput, {
      message:
        c.req.query("message") ??
        (typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>).message : undefined),
    });
    await removeMember(c.env, db, me, access.group, memberId, { asStaff, message: input.message });
    return ok(c, {});
  })
  .post("/:groupId/add-manager", async (c) => managerRoute(c, "manager"))
  .post("/:groupId/remove-manager", async (c) => managerRoute(c, "member"))
  .get("/:groupId/members", async (c) => {
    const input = query(c, groupMembersQuery);
    const db = database(c.env.DB);
    const access = await readableGroup(db, c.get("user"), c.req.param("groupId"));
    if (access.group.type === "tavern") throw new GameError("BadRequest", "tavernHasNoMemberList");
    return ok(c, await listPeople(db, access.group.id, "members", input));
  })
  .get("/:groupId/invites", async (c) => {
    const input = query(c, groupMembersQuery);
    const db = database(c.env.DB);
    const access = await readableGroup(db, c.get("user"), c.req.param("groupId"));
    if (access.group.type === "tavern") throw new GameError("BadRequest", "tavernHasNoMemberList");
    if (!access.role) {
      if (!isModerator(c.get("user"))) throw new GameError("NotAuthorized", "notGroupMember");
      await recordStaffView(db, actorOf(c.get("user")), {
        targetType: "group",
        targetId: access.group.id,
        action: "viewInvites",
      });
    }
    return ok(c, await listPeople(db, access.group.id, "invites", input));
  })
  .post("/:groupId/live-ticket", async (c) => {
    const db = database(c.env.DB);
    const access = await memberGroup(db, c.get("user"), c.req.param("groupId"));
    return ok(c, await issueLiveTicket(c.env, access.group.id, c.get("user")._id));
  });

/** Leaders and managers promote members to managers and back (spec §6). */
async function managerRoute(c: Context<AppEnv>, to: "manager" | "member") {
  const db = database(c.env.DB);
  const me = c.get("user");
  const access = await readableGroup(db, me, c.req.param("groupId") ?? "");
  requireNotTavern(access.group);
  if (!canManage(access)) throw new GameError("NotAuthorized", "onlyLeaderOrManagerCanChangeManagers");
  const { managerId } = await body(c, managerInput);
  const group = await changeManager(db, access, managerId, to);
  return ok(c, await groupView(db, group, { user: me, withChat: false }));
}

/**
 * GET /looking-for-party: players without a party who said they are looking for one
 * (`party.seeking` on their document), for a party member to invite. Newest seekers first.
 */
export const lookingForPartyRoutes = new Hono<AppEnv>().use(authenticate).get("/", async (c) => {
  const me = c.get("user");
  const input = query(c, lookingForPartyQuery);
  const db = database(c.env.DB);
  if (!me.party._id || !(await loadRole(db, me.party._id, me._id)))
    throw new GameError("NotAuthorized", "mustBeInParty");
  return ok(c, await lookingForParty(db, me, me.party._id, input.page ?? 0));
});
