/**
 * Groups (spec §3, §6, §7 Groups): parties, guilds and the tavern; listing, creating, editing,
 * joining, leaving, invitations, removing members, managers, member lists, and the live ticket
 * that lets a member connect to the group's room.
 */
import { paramMessage } from "../../content/i18n/params";
import { and, asc, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import {
  GEMS_PER_BALANCE,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GUILD_CATEGORIES,
  GUILD_SUMMARY_MAX,
  GUILDS_PER_PAGE,
  PARTY_MEMBER_LIMIT,
  TAVERN_ID,
} from "../../content/data/constants";
import { normaliseEmail } from "../../content/rules/accountNames";
import { GameError } from "../../content/rules/errors";
import { removeFromOrder } from "../../content/rules/taskEdit";
import type { User } from "../../content/rules/types";
import { listChat } from "../../db/chat";
import { database, type Database } from "../../db/client";
import { findUserRowByEmail } from "../../db/emails";
import {
  addInviteStatements,
  addMemberStatements,
  countSeats,
  deleteInviteStatement,
  emptyGroupDoc,
  groupFromRow,
  inChunks,
  insertGroupStatement,
  leaderChangeStatements,
  loadGroup,
  loadRole,
  removeMemberStatements,
  updateGroup,
  type Group,
  type GroupDoc,
} from "../../db/groups";
import { groupInvites, groupMembers, groups, tasks as tasksTable, users } from "../../db/schema";
import { deleteTasksStatement, taskFromRow, updateTaskStatement } from "../../db/tasks";
import { loadUser, updateUser, userFromRow } from "../../db/users";
import { actorOf, auditStatement, changedPaths, recordStaffView } from "../admin/audit";
import { assertNotChoosingThemselves } from "../admin/staffLimits";
import { authenticate } from "../middleware/auth";
import { challengesOfGroupFor, leaveChallenge } from "../lib/challenges";
import type { AppEnv } from "../env";
import { withInvitation } from "../lib/groupInvitations";
import { invitationLink, issueInvitationToken } from "../lib/invitations";
import { inBackground } from "../lib/background";
import { canSendMail, sendMail } from "../mail/mailer";
import { groupInvitationMail, siteOrigin, wantsMail } from "../mail/messages";
import { disconnectFromGroup, issueLiveTicket } from "../lib/rooms";
import { isOpenGuild, refusePublicPlanGuild } from "../payments/groupPlans";
import { afterGroupMembershipChange } from "../payments/plans";
import { ok } from "../middleware/envelope";
import { body, query, readJson, str, validate } from "../middleware/validate";
import { chatView } from "./chat";
import { questState } from "../lib/partyQuest";
import { loadLanguage } from "../lib/catalogues";
import {
  broadcast,
  canManage,
  displayName,
  isInvited,
  isModerator,
  mayReadChat,
  memberGroup,
  newNotification,
  publicMember,
  readableGroup,
  type GroupAccess,
} from "../lib/groupAccess";
import type { GroupView, InviteResult } from "../api-types/groups";
import type { GroupMember, PartySeeker } from "../api-types/members";

/** Longest group name we store; long enough for any real guild, short enough for a card title. */
/** Starting a guild costs 4 gems, as in the public game. */
const GUILD_CREATION_GEMS = 4;
/**
 * Players one invite request may name: a whole party's worth. Each invitation is a few D1
 * queries, and a Worker invocation may only make so many.
 */
const INVITES_PER_REQUEST_MAX = PARTY_MEMBER_LIMIT;
/** Member and invite lists: default and largest page. */
const MEMBERS_PAGE_DEFAULT = 30;
const MEMBERS_PAGE_MAX = 60;
/** Most guilds one unpaginated list returns; the discovery screen pages instead. */
const UNPAGINATED_GUILDS_MAX = 300;
/** Chat messages embedded in GET /groups/{id}. */
const CHAT_IN_GROUP_VIEW = 100;

const LIST_TYPES = ["party", "guilds", "publicGuilds", "privateGuilds", "tavern"] as const;

const flag = v.optional(v.picklist(["true", "false"], paramMessage("paramTrueFalse")));
const wholeNumber = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, paramMessage("paramWholeNumber")),
      v.transform(Number),
      v.maxValue(max, paramMessage("paramAtMost", { max })),
    ),
  );

const listQuery = v.object({
  type: v.pipe(
    str(200, 1),
    v.check(
      (raw) => raw.split(",").every((type) => (LIST_TYPES as readonly string[]).includes(type.trim())),
      paramMessage("paramListSomeOf", { options: LIST_TYPES.join(", ") }),
    ),
  ),
  paginate: flag,
  page: wholeNumber(100_000),
  categories: v.optional(
    v.pipe(
      str(2000),
      v.check(
        (raw) =>
          raw
            .split(",")
            .every(
              (category) => category.trim() === "" || (GUILD_CATEGORIES as readonly string[]).includes(category.trim()),
            ),
        paramMessage("paramListSomeOf", { options: GUILD_CATEGORIES.join(", ") }),
      ),
    ),
  ),
  minMemberCount: wholeNumber(1_000_000_000),
  maxMemberCount: wholeNumber(1_000_000_000),
  leader: flag,
  member: flag,
  search: v.optional(str(200)),
});

const categoryList = v.pipe(
  v.array(
    v.picklist(GUILD_CATEGORIES, paramMessage("paramOneOf", { options: GUILD_CATEGORIES.join(", ") })),
    paramMessage("paramListOfCategories"),
  ),
  v.maxLength(GUILD_CATEGORIES.length, paramMessage("paramListAtMost", { max: GUILD_CATEGORIES.length })),
);
const leaderOnlyInput = v.object({
  challenges: v.optional(v.boolean(paramMessage("paramTrueFalse"))),
  getGems: v.optional(v.boolean(paramMessage("paramTrueFalse"))),
});
const groupName = v.pipe(
  str(GROUP_NAME_MAX, 1),
  v.check((name) => name.trim().length > 0, paramMessage("paramNotBlank")),
);

const createInput = v.object({
  name: groupName,
  type: v.picklist(["party", "guild"], paramMessage("paramEither", { first: "party", second: "guild" })),
  privacy: v.optional(
    v.picklist(["private", "public"], paramMessage("paramEither", { first: "private", second: "public" })),
  ),
  summary: v.optional(str(GUILD_SUMMARY_MAX)),
  description: v.optional(str(GROUP_DESCRIPTION_MAX)),
  categories: v.optional(categoryList),
  leaderOnly: v.optional(leaderOnlyInput),
});

const updateInput = v.object({
  name: v.optional(groupName),
  privacy: v.optional(
    v.picklist(["private", "public"], paramMessage("paramEither", { first: "private", second: "public" })),
  ),
  summary: v.optional(str(GUILD_SUMMARY_MAX)),
  description: v.optional(str(GROUP_DESCRIPTION_MAX)),
  categories: v.optional(categoryList),
  leaderOnly: v.optional(leaderOnlyInput),
  /** Hands the leadership to another member. */
  leader: v.optional(str(100, 1)),
});

const idList = v.optional(
  v.pipe(
    v.array(str(100, 1), paramMessage("paramList")),
    v.maxLength(INVITES_PER_REQUEST_MAX, paramMessage("paramListAtMost", { max: INVITES_PER_REQUEST_MAX })),
  ),
);
const inviteInput = v.object({
  uuids: idList,
  usernames: idList,
  emails: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          str(320, 3),
          v.check((value) => normaliseEmail(value) !== undefined, paramMessage("paramEmail")),
          v.transform((value) => normaliseEmail(value) ?? value),
        ),
        paramMessage("paramList"),
      ),
      v.maxLength(INVITES_PER_REQUEST_MAX),
    ),
  ),
});

const leaveOptions = v.object({
  keep: v.optional(
    v.picklist(["keep-all", "remove-all"], paramMessage("paramEither", { first: "keep-all", second: "remove-all" })),
  ),
  keepChallenges: v.optional(
    v.picklist(
      ["remain-in-challenges", "leave-challenges"],
      paramMessage("paramEither", { first: "remain-in-challenges", second: "leave-challenges" }),
    ),
  ),
});

const membersQuery = v.object({
  lastId: v.optional(str(100)),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, paramMessage("paramWholeNumber")),
      v.transform(Number),
      v.minValue(1, paramMessage("paramAtLeast", { min: 1 })),
      v.maxValue(MEMBERS_PAGE_MAX, paramMessage("paramAtMost", { max: MEMBERS_PAGE_MAX })),
    ),
  ),
  includeAllPublicFields: flag,
  search: v.optional(str(100)),
});

const managerInput = v.object({ managerId: str(100, 1) });
const removeMemberInput = v.object({ message: v.optional(str(3000)) });

/** LIKE pattern matching `term` literally anywhere (wildcards in the term are escaped). */
function containing(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

interface GroupPeople {
  managers: Map<string, string[]>;
  leaders: Map<string, { _id: string; id: string; profile?: { name: string }; auth?: { local: { username: string } } }>;
}

/** Managers and leaders of many groups in a few queries (D1 caps bound parameters per query). */
async function loadGroupPeople(db: Database, list: Group[]): Promise<GroupPeople> {
  const people: GroupPeople = { managers: new Map(), leaders: new Map() };
  const groupIds = list.filter((group) => group.type !== "tavern").map((group) => group.id);
  for (const part of inChunks(groupIds)) {
    const rows = await db
      .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(inArray(groupMembers.groupId, part), eq(groupMembers.role, "manager")))
      .orderBy(asc(groupMembers.joinedAt))
      .all();
    for (const row of rows) people.managers.set(row.groupId, [...(people.managers.get(row.groupId) ?? []), row.userId]);
  }
  const leaderIds = [...new Set(list.filter((group) => group.type !== "tavern").map((group) => group.leaderId))];
  for (const part of inChunks(leaderIds)) {
    const rows = await db
      .select({ id: users.id, username: users.username, profile: users.profile })
      .from(users)
      .where(inArray(users.id, part))
      .all();
    for (const row of rows) {
      people.leaders.set(row.id, {
        _id: row.id,
        id: row.id,
        profile: { name: (row.profile as { name?: string }).name ?? row.username },
        auth: { local: { username: row.username } },
      });
    }
  }
  return people;
}

/** The group as the API shows it; chat only for readers who asked for the whole group. */
async function groupView(db: Database, group: Group, viewer?: { user: User; withChat: boolean }, known?: GroupPeople) {
  const people = known ?? (await loadGroupPeople(db, [group]));
  const view: GroupView = {
    _id: group.id,
    id: group.id,
    name: group.name,
    type: group.type,
    privacy: group.privacy,
    summary: group.doc.summary,
    description: group.doc.description,
    categories: group.doc.categories,
    leaderOnly: group.doc.leaderOnly,
    // Never a bare object: with no quest running it is the public API's empty quest.
    quest: questState(group),
    purchased: group.doc.purchased as GroupView["purchased"],
    memberCount: group.memberCount,
    managers: Object.fromEntries((people.managers.get(group.id) ?? []).map((id) => [id, true])),
    leader:
      group.type === "tavern"
        ? undefined
        : (people.leaders.get(group.leaderId) ?? { _id: group.leaderId, id: group.leaderId }),
    createdAt: group.createdAt,
  };
  if (viewer?.withChat) {
    const moderator = isModerator(viewer.user);
    const rows = await listChat(db, group.id, { limit: CHAT_IN_GROUP_VIEW });
    view.chat = rows.map((row) => chatView(row, viewer.user, moderator)).filter((message) => message !== undefined);
  }
  return view;
}

function guildFilters(input: v.InferOutput<typeof listQuery>, me: User): SQL[] {
  const filters: SQL[] = [];
  if (input.categories) {
    const wanted = [
      ...new Set(
        input.categories
          .split(",")
          .map((category) => category.trim())
          .filter(Boolean),
      ),
    ];
    if (wanted.length) {
      filters.push(
        sql`EXISTS (SELECT 1 FROM json_each(${groups.doc}, '$.categories') WHERE json_each.value IN (${sql.join(
          wanted.map((category) => sql`${category}`),
          sql`, `,
        )}))`,
      );
    }
  }
  if (input.minMemberCount !== undefined) filters.push(gte(groups.memberCount, input.minMemberCount));
  if (input.maxMemberCount !== undefined) filters.push(lte(groups.memberCount, input.maxMemberCount));
  if (input.leader === "true") filters.push(eq(groups.leaderId, me._id));
  if (input.member === "true")
    filters.push(sql`${groups.id} IN (SELECT group_id FROM group_members WHERE user_id = ${me._id})`);
  if (input.search) {
    const pattern = containing(input.search);
    filters.push(
      or(
        sql`lower(${groups.name}) LIKE ${pattern} ESCAPE '\\'`,
        sql`lower(json_extract(${groups.doc}, '$.summary')) LIKE ${pattern} ESCAPE '\\'`,
      ) as SQL,
    );
  }
  return filters;
}

async function listGroups(db: Database, me: User, input: v.InferOutput<typeof listQuery>) {
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
  const mine = sql`${groups.id} IN (SELECT group_id FROM group_members WHERE user_id = ${me._id})`;
  const reach: SQL[] = [];
  if (types.has("guilds")) reach.push(mine);
  if (types.has("privateGuilds")) reach.push(and(eq(groups.privacy, "private"), mine) as SQL);
  if (types.has("publicGuilds")) reach.push(eq(groups.privacy, "public"));
  if (reach.length) {
    let statement = db
      .select()
      .from(groups)
      .where(and(eq(groups.type, "guild"), or(...reach), ...guildFilters(input, me)))
      .orderBy(desc(groups.memberCount), asc(groups.createdAt), asc(groups.id))
      .$dynamic();
    statement =
      input.paginate === "true"
        ? statement.limit(GUILDS_PER_PAGE).offset((input.page ?? 0) * GUILDS_PER_PAGE)
        : statement.limit(UNPAGINATED_GUILDS_MAX);
    for (const row of await statement.all()) add(groupFromRow(row));
  }
  const people = await loadGroupPeople(db, found);
  return Promise.all(found.map((group) => groupView(db, group, undefined, people)));
}

/** Members (or invitees) of a group as pages ordered by user id, optionally searched by name. */
async function listPeople(
  db: Database,
  groupId: string,
  source: "members" | "invites",
  input: v.InferOutput<typeof membersQuery>,
) {
  const limit = input.limit ?? MEMBERS_PAGE_DEFAULT;
  const conditions: SQL[] = [];
  const inGroup =
    source === "members"
      ? sql`${users.id} IN (SELECT user_id FROM group_members WHERE group_id = ${groupId})`
      : sql`${users.id} IN (SELECT user_id FROM group_invites WHERE group_id = ${groupId})`;
  conditions.push(inGroup);
  if (input.lastId) conditions.push(gt(users.id, input.lastId));
  if (input.search) {
    const pattern = containing(input.search);
    conditions.push(
      or(
        sql`${users.usernameLower} LIKE ${pattern} ESCAPE '\\'`,
        sql`lower(json_extract(${users.profile}, '$.name')) LIKE ${pattern} ESCAPE '\\'`,
      ) as SQL,
    );
  }
  const rows = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.id))
    .limit(limit)
    .all();
  const roles =
    source === "members" && rows.length
      ? new Map(
          (
            await db
              .select({ userId: groupMembers.userId, role: groupMembers.role })
              .from(groupMembers)
              .where(
                and(
                  eq(groupMembers.groupId, groupId),
                  inArray(
                    groupMembers.userId,
                    rows.map((row) => row.id),
                  ),
                ),
              )
              .all()
          ).map((row) => [row.userId, row.role]),
        )
      : new Map<string, string>();
  const all = input.includeAllPublicFields === "true";
  return rows.map((row) => {
    const view: GroupMember = publicMember(userFromRow(row), all);
    if (source === "members") view.role = roles.get(row.id) ?? "member";
    return view;
  });
}

/** The user document without one group: what leaving or being removed changes on the player. */
function withoutGroup(user: User, group: Group): User {
  if (group.type === "party" && user.party._id === group.id) {
    delete user.party._id;
    user.party.quest = {
      key: null,
      progress: { up: 0, down: 0, collect: {}, collectedItems: 0 },
      completed: null,
      RSVPNeeded: false,
    };
  }
  user.guilds = (user.guilds ?? []).filter((id) => id !== group.id);
  if (user.newMessages) delete user.newMessages[group.id];
  return user;
}

const INVITE_NOTIFICATIONS = ["GROUP_INVITE_PARTY", "GROUP_INVITE_GUILD"];

function withoutInvitation(user: User, groupId: string): User {
  user.invitations.parties = (user.invitations.parties ?? []).filter((invite) => invite.id !== groupId);
  user.invitations.guilds = (user.invitations.guilds ?? []).filter((invite) => invite.id !== groupId);
  if (user.invitations.party?.id === groupId) user.invitations.party = {};
  // The invitation's notification goes with it, answered or withdrawn.
  user.notifications = (user.notifications ?? []).filter(
    (note) => !(INVITE_NOTIFICATIONS.includes(note.type) && note.data?.groupId === groupId),
  );
  return user;
}

/** The party achievements a party of this size earns its members (as in the public game). */
function partyAchievements(memberCount: number): string[] {
  return [...(memberCount >= 2 ? ["partyUp"] : []), ...(memberCount >= 4 ? ["partyOn"] : [])];
}

/** Mutates a working copy: marks a social achievement once and tells the player. */
function awardSocialAchievement(user: User, key: string): void {
  if (user.achievements[key] === true) return;
  user.achievements[key] = true;
  user.notifications = [...(user.notifications ?? []), newNotification("ACHIEVEMENT", { achievement: key })];
}

/**
 * Members who were in a party before it grew earn its achievements the next time they open it.
 * (Writing every member's document on each join would make a crowd of joins contend for the
 * same documents; each player's own request is the natural place to update them.)
 */
async function catchUpPartyAchievements(c: Context<AppEnv>, party: Group): Promise<void> {
  const me = c.get("user");
  const earned = partyAchievements(party.memberCount).filter((key) => me.achievements[key] !== true);
  if (!earned.length) return;
  const { user } = await updateUser(
    database(c.env.DB),
    me._id,
    (fresh) => {
      const missing = earned.filter((key) => fresh.achievements[key] !== true);
      for (const key of missing) awardSocialAchievement(fresh, key);
      return { user: fresh, result: null, unchanged: missing.length === 0 };
    },
    me,
  );
  c.set("user", user);
}

/** The player as a group plan's perks may have just left them. */
async function reloadUserInto(c: Context<AppEnv>, db: Database) {
  const fresh = await loadUser(db, c.get("user")._id);
  if (fresh) c.set("user", fresh);
}

function requireNotTavern(group: Group) {
  if (group.type === "tavern") throw new GameError("NotAuthorized", "tavernCannotBeChanged");
}

/** Resolves an invite target by id, username or email; answers the user or throws. */
async function findInvitee(
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
async function inviteRefusal(db: Database, group: Group, inviter: User, invitee: User): Promise<GameError | undefined> {
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

async function tasksOfGroup(db: Database, userId: string, groupId: string) {
  const rows = await db
    .select()
    .from(tasksTable)
    .where(and(eq(tasksTable.userId, userId), eq(tasksTable.groupId, groupId)))
    .all();
  return rows.map(taskFromRow);
}

async function routeGroupView(c: Context<AppEnv>, access: GroupAccess) {
  return groupView(database(c.env.DB), access.group, {
    user: c.get("user"),
    withChat: mayReadChat(access, c.get("user")),
  });
}

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

export const groupRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/", async (c) => {
    const input = query(c, listQuery);
    return ok(c, await listGroups(database(c.env.DB), c.get("user"), input));
  })
  .post("/", async (c) => {
    const input = await body(c, createInput);
    const db = database(c.env.DB);
    if (input.type === "party" && input.privacy === "public") throw new GameError("BadRequest", "partyMustBePrivate");
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
      leaderId: c.get("user")._id,
      memberCount: 0,
      version: 1,
      createdAt: now,
      doc,
    };
    const { user } = await updateUser(
      db,
      c.get("user")._id,
      async (fresh) => {
        const extra = [];
        if (group.type === "party") {
          if (fresh.party._id && (await loadGroup(db, fresh.party._id)))
            throw new GameError("NotAuthorized", "messageGroupAlreadyInParty");
          fresh.party._id = group.id;
          delete (fresh.party as { seeking?: unknown }).seeking;
        } else {
          const price = GUILD_CREATION_GEMS / GEMS_PER_BALANCE;
          if (fresh.balance < price) throw new GameError("NotAuthorized", "notEnoughGems");
          fresh.balance -= price;
          fresh.guilds = [...(fresh.guilds ?? []), group.id];
          awardSocialAchievement(fresh, "joinedGuild");
        }
        extra.push(insertGroupStatement(db, group), ...addMemberStatements(db, group, fresh._id, "leader", now));
        return {
          user: fresh,
          result: null,
          extra,
          purchase: { transactionType: "create_guild", reference: group.id, referenceText: group.name },
        };
      },
      c.get("user"),
    );
    c.set("user", user);
    const created = await loadGroup(db, group.id);
    return ok(c, await groupView(db, created ?? group, { user, withChat: true }), {
      status: 201,
      messageKey: "groupCreated",
    });
  })
  .get("/:groupId", async (c) => {
    const access = await readableGroup(database(c.env.DB), c.get("user"), c.req.param("groupId"));
    if (access.group.type === "party" && access.role) await catchUpPartyAchievements(c, access.group);
    return ok(c, await routeGroupView(c, access));
  })
  .put("/:groupId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await readableGroup(db, me, c.req.param("groupId"));
    requireNotTavern(access.group);
    if (access.role !== "leader" && !me.permissions?.fullAccess)
      throw new GameError("NotAuthorized", "messageGroupOnlyLeaderCanUpdate");
    const input = await body(c, updateInput);
    if (access.role !== "leader") assertNotChoosingThemselves(me, input.leader);
    if (access.group.type === "party" && input.privacy === "public")
      throw new GameError("BadRequest", "partyMustBePrivate");
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
    const fresh = await loadGroup(db, access.group.id);
    return ok(c, await groupView(db, fresh ?? updated.group, { user: me, withChat: false }));
  })
  .post("/:groupId/join", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await readableGroup(db, me, c.req.param("groupId"));
    const group = access.group;
    requireNotTavern(group);
    if (access.role) throw new GameError("NotAuthorized", "messageGroupAlreadyMember");
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
            if (previous && previous.memberCount > 1)
              throw new GameError("NotAuthorized", "messageGroupAlreadyInParty");
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
          for (const key of partyAchievements(members.length + 1)) awardSocialAchievement(fresh, key);
          fresh.party._id = current.id;
          delete (fresh.party as { seeking?: unknown }).seeking;
        } else {
          fresh.guilds = [...(fresh.guilds ?? []).filter((id) => id !== current.id), current.id];
          awardSocialAchievement(fresh, "joinedGuild");
        }
        withoutInvitation(fresh, current.id);
        extra.push(...addMemberStatements(db, current, fresh._id, "member", now));
        return { user: fresh, result: null, extra };
      },
      me,
    );
    c.set("user", user);
    if (closedParty) await disconnectFromGroup(c.env, closedParty, [user._id]);
    await afterGroupMembershipChange(c.env, db, group.id, user._id, true);
    await reloadUserInto(c, db);
    await broadcast(c.env, group.id, { type: "member.joined", userId: user._id, name: displayName(user) });
    const joined = (await loadGroup(db, group.id)) ?? group;
    return ok(c, await groupView(db, joined, { user, withChat: true }));
  })
  .post("/:groupId/leave", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const raw = await readJson(c);
    const fromBody =
      typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const options = validate(leaveOptions, {
      keep: c.req.query("keep") ?? fromBody.keep,
      keepChallenges: c.req.query("keepChallenges") ?? fromBody.keepChallenges,
    });
    const access = await readableGroup(db, me, c.req.param("groupId"));
    const group = access.group;
    requireNotTavern(group);
    if (!access.role) throw new GameError("NotAuthorized", "messageGroupNotMember");
    const { user } = await updateUser(
      db,
      me._id,
      async (fresh) => {
        if (!(await loadRole(db, group.id, fresh._id))) throw new GameError("NotAuthorized", "messageGroupNotMember");
        withoutGroup(fresh, group);
        const extra = [];
        const linked = await tasksOfGroup(db, fresh._id, group.id);
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
        extra.push(...removeMemberStatements(db, group.id, fresh._id));
        return { user: fresh, result: null, extra };
      },
      me,
    );
    c.set("user", user);
    // Leaving the group may also mean leaving its challenges, tasks kept or removed alike.
    if (options.keepChallenges === "leave-challenges") {
      for (const challengeId of await challengesOfGroupFor(db, group.id, user._id)) {
        const left = await leaveChallenge(
          db,
          user._id,
          challengeId,
          options.keep === "remove-all" ? "remove-all" : "keep-all",
        );
        c.set("user", left.user);
      }
    }
    await disconnectFromGroup(c.env, group.id, [user._id]);
    await afterGroupMembershipChange(c.env, db, group.id, user._id, false);
    await reloadUserInto(c, db);
    await broadcast(c.env, group.id, { type: "member.left", userId: user._id });
    return ok(c, {}, { messageKey: "groupLeft" });
  })
  .post("/:groupId/reject-invite", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const groupId = c.req.param("groupId");
    const { user } = await updateUser(
      db,
      me._id,
      async (fresh) => {
        const row = await db
          .select()
          .from(groupInvites)
          .where(and(eq(groupInvites.groupId, groupId), eq(groupInvites.userId, fresh._id)))
          .get();
        if (!isInvited(fresh, groupId) && !row) throw new GameError("NotFound", "invitationNotFound");
        withoutInvitation(fresh, groupId);
        return { user: fresh, result: null, extra: [deleteInviteStatement(db, groupId, fresh._id)] };
      },
      me,
    );
    c.set("user", user);
    return ok(c, {});
  })
  .post("/:groupId/invite", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await memberGroup(db, me, c.req.param("groupId"));
    const group = access.group;
    requireNotTavern(group);
    const input = await body(c, inviteInput);
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
    const mailing = canSendMail(c.env);
    const origin = siteOrigin(c.env, c.req.url) ?? new URL(c.req.url).origin;
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
        inBackground(
          c,
          sendMail(
            c.env,
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
        const url = invitationLink(origin, await issueInvitationToken(c.env, { groupId: group.id, inviterId: me._id }));
        if (mailing)
          inBackground(
            c,
            sendMail(
              c.env,
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
    return ok<InviteResult>(c, { invited, unknownEmails, invitationLinks });
  })
  .post("/:groupId/removeMember/:memberId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await readableGroup(db, me, c.req.param("groupId"));
    const group = access.group;
    requireNotTavern(group);
    // A moderator may remove anyone but the leader from any group: a staff action, audited.
    const asStaff = !canManage(access);
    if (asStaff && !isModerator(me)) throw new GameError("NotAuthorized", "onlyLeaderOrManagerCanRemove");
    const raw = await readJson(c);
    const input = validate(removeMemberInput, {
      message:
        c.req.query("message") ??
        (typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>).message : undefined),
    });
    const memberId = c.req.param("memberId");
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
          newNotification("GROUP_REMOVED", { groupId: group.id, name: group.name, message: input.message ?? "" }),
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
      await disconnectFromGroup(c.env, group.id, [memberId]);
      await afterGroupMembershipChange(c.env, db, group.id, memberId, false);
      await broadcast(c.env, group.id, { type: "member.left", userId: memberId });
    }
    return ok(c, {});
  })
  .post("/:groupId/add-manager", async (c) => changeManager(c, "manager"))
  .post("/:groupId/remove-manager", async (c) => changeManager(c, "member"))
  .get("/:groupId/members", async (c) => {
    const db = database(c.env.DB);
    const access = await readableGroup(db, c.get("user"), c.req.param("groupId"));
    if (access.group.type === "tavern") throw new GameError("BadRequest", "tavernHasNoMemberList");
    const input = query(c, membersQuery);
    return ok(c, await listPeople(db, access.group.id, "members", input));
  })
  .get("/:groupId/invites", async (c) => {
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
    const input = query(c, membersQuery);
    return ok(c, await listPeople(db, access.group.id, "invites", input));
  })
  .post("/:groupId/live-ticket", async (c) => {
    const db = database(c.env.DB);
    const access = await memberGroup(db, c.get("user"), c.req.param("groupId"));
    return ok(c, await issueLiveTicket(c.env, access.group.id, c.get("user")._id));
  });

/** Leaders and managers promote members to managers and back (spec §6). */
async function changeManager(c: Context<AppEnv>, to: "manager" | "member") {
  const db = database(c.env.DB);
  const me = c.get("user");
  const access = await readableGroup(db, me, c.req.param("groupId") ?? "");
  requireNotTavern(access.group);
  if (!canManage(access)) throw new GameError("NotAuthorized", "onlyLeaderOrManagerCanChangeManagers");
  const { managerId } = await body(c, managerInput);
  const role = await loadRole(db, access.group.id, managerId);
  if (!role) throw new GameError("NotFound", "memberNotInGroup");
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
  if (!changed) throw new GameError("BadRequest", to === "manager" ? "userIsAlreadyManager" : "userIsNotManager");
  const group = (await loadGroup(db, access.group.id)) ?? access.group;
  return ok(c, await groupView(db, group, { user: me, withChat: false }));
}

/** Players shown per page of GET /looking-for-party. */
const LOOKING_FOR_PARTY_PAGE = 30;
const lookingForPartyQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, paramMessage("paramWholeNumber")), v.transform(Number))),
});

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
  const seeking = sql`json_extract(${users.party}, '$.seeking')`;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        sql`${users.partyId} IS NULL`,
        sql`${seeking} IS NOT NULL`,
        sql`${seeking} NOT IN (0, '')`,
        sql`${users.id} != ${me._id}`,
      ),
    )
    .orderBy(desc(seeking), asc(users.id))
    .limit(LOOKING_FOR_PARTY_PAGE)
    .offset((input.page ?? 0) * LOOKING_FOR_PARTY_PAGE)
    .all();
  const invited = new Set(
    rows.length
      ? (
          await db
            .select({ userId: groupInvites.userId })
            .from(groupInvites)
            .where(
              and(
                eq(groupInvites.groupId, me.party._id),
                inArray(
                  groupInvites.userId,
                  rows.map((row) => row.id),
                ),
              ),
            )
            .all()
        ).map((row) => row.userId)
      : [],
  );
  return ok<PartySeeker[]>(
    c,
    rows.map((row) => {
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
    }),
  );
});
