/**
 * The staff tools (spec §7 Admin): finding players, their history and subscription, any
 * group, the moderation queue and the blockers. Every route checks its privilege; every
 * write lands in the audit log in the same batch as the change.
 */
import { paramMessage } from "../../content/i18n/params";
import { and, asc, eq, gte, lt, or, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import {
  CHAT_FLAG_LIMIT_FOR_HIDING,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GUILD_SUMMARY_MAX,
  TAVERN_ID,
} from "../../content/data/constants";
import { normaliseEmail } from "../../content/rules/accountNames";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import { leaderChangeStatements, loadGroup, loadRole, updateGroup, type Group } from "../../db/groups";
import { blockers, groupMembers, groups, users } from "../../db/schema";
import { loadHistory } from "../../db/userHistory";
import { casGuard, loadUser } from "../../db/users";
import {
  actorOf,
  AUDIT_TARGET_TYPES,
  auditActorIds,
  auditStatement,
  changedPaths,
  AUDIT_PAGE_MAX,
  listAllAudit,
  listAudit,
  recordStaffView,
  type AuditTargetType,
} from "../admin/audit";
import {
  addressBlockerCovers,
  BLOCKER_AREAS,
  BLOCKER_RANGE_MIN_PREFIX,
  BLOCKER_TYPES,
  blockerView,
  forgetBlockers,
  listBlockers,
  loadBlocker,
  normaliseBlockerValue,
  parseAddressBlocker,
  type BlockerArea,
  type BlockerType,
} from "../admin/blockers";
import {
  clearReports,
  deleteReportedMessage,
  messageAuthor,
  moderationQueue,
  setChatRevoked,
} from "../admin/moderation";
import { assertPrivilege, hasPrivilege, mayModerate, requirePrivilege } from "../admin/privileges";
import { assertNotChoosingThemselves } from "../admin/staffLimits";
import { subscriptionDetails } from "../admin/subscription";
import { refusePublicPlanGuild } from "../payments/groupPlans";
import { listPurchaseHistory } from "../../db/purchaseHistory";
import type { AppEnv } from "../env";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { clientAddress } from "../middleware/rateLimit";
import { body, query, str } from "../middleware/validate";
import type { AdminGroup, ChatRevoked, GroupMatch, PlayerHistory, PlayerMatch } from "../api-types/admin";

/** Players one search answers at most. */
export const SEARCH_RESULTS_MAX = 30;
/** Members the group page lists (enough to pick a new leader in any party or small guild). */
const GROUP_MEMBERS_SHOWN = 100;
/** The highest code point: `prefix + TOP` is past every text that starts with `prefix`. */
const TOP = "\u{10FFFF}";

export type SearchResult = PlayerMatch;

/**
 * Exact id, username or email first, then usernames and emails starting with the term. The
 * prefix matches read the unique indexes as ranges, so a search never scans the user table.
 */
async function searchPlayers(db: Database, raw: string): Promise<SearchResult[]> {
  const term = raw.trim().replace(/^@/, "").toLowerCase();
  // An address is found in any spelling of it (one with a trailing dot, an upper-case domain...).
  const address = normaliseEmail(term) ?? term;
  const exact = sql<number>`CASE WHEN ${users.id} = ${raw.trim()} OR ${users.usernameLower} = ${term} OR ${users.email} IN (${term}, ${address}) THEN 0 ELSE 1 END`;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      createdAt: users.createdAt,
      name: sql<string | null>`json_extract(${users.profile}, '$.name')`,
      level: sql<number | null>`json_extract(${users.stats}, '$.lvl')`,
      lastLogin: sql<string | null>`json_extract(${users.misc}, '$.auth.timestamps.loggedin')`,
      blocked: sql<number | null>`json_extract(${users.misc}, '$.auth.blocked')`,
    })
    .from(users)
    .where(
      or(
        eq(users.id, raw.trim()),
        and(gte(users.usernameLower, term), lt(users.usernameLower, term + TOP)),
        and(gte(users.email, term), lt(users.email, term + TOP)),
        eq(users.email, address),
      ),
    )
    .orderBy(exact, asc(users.usernameLower))
    .limit(SEARCH_RESULTS_MAX)
    .all();
  return rows.map((row) => ({
    id: row.id,
    _id: row.id,
    username: row.username,
    displayName: row.name || row.username,
    email: row.email,
    level: Number(row.level ?? 1),
    created: row.createdAt,
    lastLogin: row.lastLogin,
    blocked: Boolean(row.blocked),
  }));
}

async function playerOr404(db: Database, userId: string): Promise<User> {
  const user = userId.length <= 100 ? await loadUser(db, userId) : undefined;
  if (!user) throw new GameError("NotFound", "userWithIDNotFound", { userId });
  return user;
}

/** The history support reads on a player's page, newest first in every list. */
async function playerHistory(db: Database, user: User) {
  const [history, adminChanges] = await Promise.all([loadHistory(db, user._id), listAudit(db, "user", user._id)]);
  return {
    userId: user._id,
    logins: history.login.map((entry) => ({ timestamp: entry.at, client: entry.client })),
    cron: history.cron.map((entry) => ({ timestamp: entry.at, client: entry.client })),
    armoire: history.armoire.map((entry) => ({
      timestamp: entry.at,
      client: entry.client,
      reward: String(entry.detail.reward ?? ""),
    })),
    questInviteResponses: history.questInvite.map((entry) => ({
      timestamp: entry.at,
      client: entry.client,
      quest: String(entry.detail.quest ?? ""),
      response: String(entry.detail.response ?? ""),
    })),
    transactions: await listPurchaseHistory(db, user._id, { limit: 100 }),
    adminChanges,
  };
}

const groupName = v.pipe(
  str(GROUP_NAME_MAX, 1),
  v.check((name) => name.trim().length > 0, paramMessage("paramNotBlank")),
);
const groupUpdate = v.object({
  name: v.optional(groupName),
  summary: v.optional(str(GUILD_SUMMARY_MAX)),
  description: v.optional(str(GROUP_DESCRIPTION_MAX)),
  privacy: v.optional(
    v.picklist(["private", "public"], paramMessage("paramEither", { first: "private", second: "public" })),
  ),
  /** The new leader's user id (or the leader object the group view sends). */
  leader: v.optional(
    v.union(
      [
        str(100, 1),
        v.pipe(
          v.object({ _id: str(100, 1) }),
          v.transform((leader) => leader._id),
        ),
      ],
      paramMessage("paramUserId"),
    ),
  ),
});

/** Everything support sees of a group, private ones included. */
async function adminGroupView(c: Context<AppEnv>, db: Database, group: Group) {
  const members = await db
    .select({
      id: groupMembers.userId,
      role: groupMembers.role,
      username: users.username,
      name: sql<string | null>`json_extract(${users.profile}, '$.name')`,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, group.id))
    .orderBy(
      sql`CASE ${groupMembers.role} WHEN 'leader' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END`,
      asc(groupMembers.joinedAt),
    )
    .limit(GROUP_MEMBERS_SHOWN)
    .all();
  const leader =
    group.type === "tavern"
      ? undefined
      : await db
          .select({ id: users.id, username: users.username, profile: users.profile })
          .from(users)
          .where(eq(users.id, group.leaderId))
          .get();
  const moderator = mayModerate(c.get("user"));
  const [flagged, auditLog] = await Promise.all([
    moderator
      ? moderationQueue(db, { groupId: group.id, hidingLimit: CHAT_FLAG_LIMIT_FOR_HIDING })
      : Promise.resolve([]),
    listAudit(db, "group", group.id),
  ]);
  return {
    id: group.id,
    _id: group.id,
    type: group.type,
    name: group.name,
    privacy: group.privacy,
    summary: group.doc.summary,
    description: group.doc.description,
    categories: group.doc.categories,
    leaderOnly: group.doc.leaderOnly,
    memberCount: group.memberCount,
    createdAt: group.createdAt,
    quest: group.doc.quest,
    purchased: group.doc.purchased,
    leader: leader
      ? {
          id: leader.id,
          _id: leader.id,
          username: leader.username,
          name: (leader.profile as { name?: string }).name || leader.username,
        }
      : null,
    members: members.map((member) => ({
      id: member.id,
      _id: member.id,
      role: member.role,
      username: member.username,
      name: member.name || member.username,
    })),
    flaggedMessages: flagged,
    auditLog,
  };
}

async function groupOr404(db: Database, groupId: string): Promise<Group> {
  const id = groupId === "tavern" || groupId === "habitrpg" ? TAVERN_ID : groupId;
  const group = id.length <= 100 ? await loadGroup(db, id) : undefined;
  if (!group) throw new GameError("NotFound", "groupNotFound");
  return group;
}

const groupSearch = v.object({ search: v.optional(str(100)) });

const blockerValue = str(254, 1);
const blockerReason = str(500);
const blockerInput = v.object({
  type: v.picklist(BLOCKER_TYPES, paramMessage("paramOneOf", { options: BLOCKER_TYPES.join(", ") })),
  area: v.optional(
    v.picklist(BLOCKER_AREAS, paramMessage("paramOneOf", { options: BLOCKER_AREAS.join(", ") })),
    "full",
  ),
  value: blockerValue,
  reason: v.optional(blockerReason, ""),
  disabled: v.optional(v.boolean(paramMessage("paramTrueFalse")), false),
});
const blockerChange = v.object({
  type: v.optional(v.picklist(BLOCKER_TYPES, paramMessage("paramOneOf", { options: BLOCKER_TYPES.join(", ") }))),
  area: v.optional(v.picklist(BLOCKER_AREAS, paramMessage("paramOneOf", { options: BLOCKER_AREAS.join(", ") }))),
  value: v.optional(blockerValue),
  reason: v.optional(blockerReason),
  disabled: v.optional(v.boolean(paramMessage("paramTrueFalse"))),
});

/** The value in its stored spelling, or a 400 naming what this type of blocker needs. */
function checkedBlockerValue(type: BlockerType, raw: string): string {
  if (type === "ipaddress") {
    const parsed = parseAddressBlocker(raw);
    if (parsed.ok) return parsed.value;
    // The message says what is wrong and how to write it; the screens show it as it is.
    throw new GameError("BadRequest", parsed.error, {
      ipv4: BLOCKER_RANGE_MIN_PREFIX.ipv4,
      ipv6: BLOCKER_RANGE_MIN_PREFIX.ipv6,
    });
  }
  const value = normaliseBlockerValue(type, raw);
  if (value) return value;
  throw new GameError("BadRequest", "blockerInvalidEmail", {}, [
    { param: "value", message: paramMessage("paramEmailOrDomain"), value: raw },
  ]);
}

/** Staff must not refuse their own address from everything: nobody could undo it from there. */
function assertNotOwnAddress(
  c: Context<AppEnv>,
  type: BlockerType,
  area: BlockerArea,
  value: string,
  disabled: boolean,
) {
  if (type !== "ipaddress" || area !== "full" || disabled) return;
  if (addressBlockerCovers(value, clientAddress(c))) throw new GameError("BadRequest", "blockerWouldLockYouOut");
}

/** Runs a blocker write: a duplicate is a 400, a blocker deleted meanwhile a 404. */
async function blockerWrite(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    const text = String((error as { cause?: unknown })?.cause ?? "") + String((error as Error)?.message ?? "");
    if (text.includes("UNIQUE")) throw new GameError("BadRequest", "blockerExists");
    if (text.includes("cas_guard")) throw new GameError("NotFound", "blockerNotFound");
    throw error;
  }
}

const BLOCKER_FIELDS = ["type", "area", "value", "reason", "disabled"] as const;

const pageQuery = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, paramMessage("paramWholeNumber")),
      v.transform(Number),
      v.minValue(1, paramMessage("paramAtLeast", { min: 1 })),
    ),
  ),
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, paramMessage("paramWholeNumber")), v.transform(Number))),
});

/** Entries the staff-wide audit screen shows per page. */
const AUDIT_SCREEN_PAGE = 50;
const auditQuery = v.object({
  ...pageQuery.entries,
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, paramMessage("paramWholeNumber")),
      v.transform(Number),
      v.minValue(1, paramMessage("paramAtLeast", { min: 1 })),
      v.maxValue(AUDIT_PAGE_MAX, paramMessage("paramAtMost", { max: AUDIT_PAGE_MAX })),
    ),
  ),
  actor: v.optional(str(100)),
  action: v.optional(str(60)),
  targetType: v.optional(
    v.picklist(AUDIT_TARGET_TYPES, paramMessage("paramOneOf", { options: AUDIT_TARGET_TYPES.join(", ") })),
  ),
  targetId: v.optional(str(100)),
});

/** Who may read the audit log of each kind of target. */
function assertMayReadAudit(user: User, targetType: AuditTargetType) {
  if (targetType === "user") assertPrivilege(user, "userSupport");
  else if (targetType === "blocker") assertPrivilege(user, "accessControl");
  else if (targetType === "challenge") assertPrivilege(user, "challengeAdmin");
  else if (!hasPrivilege(user, "groupSupport") && !mayModerate(user))
    throw new GameError("NotAuthorized", "noPrivAccess");
}

/** A path parameter; the privilege middleware in front of a handler hides their names from the types. */
function param(c: Context<AppEnv>, name: string): string {
  return c.req.param(name) ?? "";
}

function requireModerator() {
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (!mayModerate(c.get("user"))) throw new GameError("NotAuthorized", "noPrivAccess");
    await next();
  };
}

export const adminRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/search/:userIdentifier", requirePrivilege("userSupport"), async (c) => {
    const identifier = param(c, "userIdentifier");
    if (!identifier.trim() || identifier.length > 254) throw new GameError("BadRequest", "userIdentifierRequired");
    const db = database(c.env.DB);
    const term = identifier.trim().replace(/^@/, "").toLowerCase();
    await recordStaffView(db, actorOf(c.get("user")), {
      targetType: "search",
      targetId: term,
      action: "searchPlayers",
    });
    return ok(c, await searchPlayers(db, identifier));
  })
  .get("/user/:userId/history", requirePrivilege("userSupport"), async (c) => {
    const db = database(c.env.DB);
    const player = await playerOr404(db, param(c, "userId"));
    await recordStaffView(db, actorOf(c.get("user")), {
      targetType: "user",
      targetId: player._id,
      action: "viewPlayerHistory",
    });
    return ok<PlayerHistory>(c, await playerHistory(db, player));
  })
  .get("/user/:userId/subscription-payment-details", requirePrivilege("userSupport"), async (c) => {
    const db = database(c.env.DB);
    const player = await playerOr404(db, param(c, "userId"));
    await recordStaffView(db, actorOf(c.get("user")), {
      targetType: "user",
      targetId: player._id,
      action: "viewSubscription",
    });
    return ok(c, await subscriptionDetails(db, player));
  })
  // Every staff action and view: full access only, as it shows what every other role did.
  .get("/audit", requirePrivilege("fullAccess"), async (c) => {
    const input = query(c, auditQuery);
    const db = database(c.env.DB);
    const actorIds = input.actor?.trim() ? await auditActorIds(db, input.actor) : undefined;
    return ok(
      c,
      await listAllAudit(db, {
        actorIds,
        action: input.action?.trim() || undefined,
        targetType: input.targetType,
        targetId: input.targetId?.trim() || undefined,
        before: input.before,
        limit: input.limit ?? AUDIT_SCREEN_PAGE,
      }),
    );
  })
  .get("/audit/:targetType/:targetId", async (c) => {
    const targetType = param(c, "targetType");
    if (targetType !== "user" && targetType !== "group" && targetType !== "blocker" && targetType !== "challenge") {
      throw new GameError("BadRequest", "invalidRequestParameters", {}, [
        {
          param: "targetType",
          message: paramMessage("paramEither", { first: "user, group, challenge", second: "blocker" }),
          value: targetType,
        },
      ]);
    }
    assertMayReadAudit(c.get("user"), targetType);
    const { limit, before } = query(c, pageQuery);
    return ok(
      c,
      await listAudit(database(c.env.DB), targetType, param(c, "targetId").slice(0, 100), { limit, before }),
    );
  })
  .get("/groups", requirePrivilege("groupSupport"), async (c) => {
    const { search } = query(c, groupSearch);
    const term = (search ?? "").trim();
    const db = database(c.env.DB);
    await recordStaffView(db, actorOf(c.get("user")), {
      targetType: "search",
      targetId: term.toLowerCase() || "*",
      action: "searchGroups",
    });
    const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    const rows = await db
      .select({
        id: groups.id,
        type: groups.type,
        name: groups.name,
        privacy: groups.privacy,
        memberCount: groups.memberCount,
        createdAt: groups.createdAt,
      })
      .from(groups)
      .where(term ? or(eq(groups.id, term), sql`lower(${groups.name}) LIKE ${pattern} ESCAPE '\\'`) : undefined)
      .orderBy(
        sql`CASE WHEN ${groups.id} = ${term} THEN 0 ELSE 1 END`,
        sql`${groups.memberCount} DESC`,
        asc(groups.name),
      )
      .limit(SEARCH_RESULTS_MAX)
      .all();
    return ok<GroupMatch[]>(
      c,
      rows.map((row) => ({ ...row, _id: row.id })),
    );
  })
  .get("/groups/:groupId", requirePrivilege("groupSupport"), async (c) => {
    const db = database(c.env.DB);
    const group = await groupOr404(db, param(c, "groupId"));
    await recordStaffView(db, actorOf(c.get("user")), { targetType: "group", targetId: group.id, action: "viewGroup" });
    return ok<AdminGroup>(c, await adminGroupView(c, db, group));
  })
  .put("/groups/:groupId", requirePrivilege("groupSupport"), async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const group = await groupOr404(db, param(c, "groupId"));
    const input = await body(c, groupUpdate);
    if (input.leader !== group.leaderId) assertNotChoosingThemselves(me, input.leader);
    if (group.type === "tavern") throw new GameError("BadRequest", "tavernNotEditable");
    if (group.type === "party" && input.privacy === "public") throw new GameError("BadRequest", "partyMustBePrivate");
    if (
      input.leader !== undefined &&
      input.leader !== group.leaderId &&
      !(await loadRole(db, group.id, input.leader))
    ) {
      throw new GameError("BadRequest", "newLeaderNotMember");
    }
    const updated = await updateGroup(db, group.id, async (fresh) => {
      const before = structuredClone(fresh);
      if (input.name !== undefined) fresh.name = input.name.trim();
      if (input.summary !== undefined) fresh.doc.summary = input.summary;
      if (input.description !== undefined) fresh.doc.description = input.description;
      refusePublicPlanGuild(fresh, input.privacy, new Date());
      if (input.privacy !== undefined && fresh.type === "guild") fresh.privacy = input.privacy;
      const extra = [];
      if (input.leader !== undefined && input.leader !== fresh.leaderId) {
        if (!(await loadRole(db, fresh.id, input.leader))) throw new GameError("BadRequest", "newLeaderNotMember");
        extra.push(...leaderChangeStatements(db, fresh.id, fresh.leaderId, input.leader));
        fresh.leaderId = input.leader;
      }
      const changes = changedPaths(before, fresh, ["name", "doc.summary", "doc.description", "privacy", "leaderId"]);
      if (changes.length)
        extra.push(
          auditStatement(db, {
            actor: actorOf(me),
            targetType: "group",
            targetId: fresh.id,
            action: "updateGroup",
            changes,
          }),
        );
      return { group: fresh, result: changes.length, extra };
    });
    if (!updated) throw new GameError("NotFound", "groupNotFound");
    return ok<AdminGroup>(c, await adminGroupView(c, db, (await loadGroup(db, group.id)) ?? updated.group));
  })
  .get("/moderation", requireModerator(), async (c) => {
    const { limit, before } = query(c, pageQuery);
    const db = database(c.env.DB);
    await recordStaffView(db, actorOf(c.get("user")), {
      targetType: "queue",
      targetId: "moderation",
      action: "viewModerationQueue",
    });
    return ok(c, await moderationQueue(db, { limit, before, hidingLimit: CHAT_FLAG_LIMIT_FOR_HIDING }));
  })
  .post("/moderation/:groupId/:chatId/clear", requireModerator(), async (c) => {
    await clearReports(c.env, database(c.env.DB), c.get("user"), param(c, "groupId"), param(c, "chatId"));
    return ok(c, {}, { messageKey: "flagsCleared" });
  })
  .delete("/moderation/:groupId/:chatId", requireModerator(), async (c) => {
    await deleteReportedMessage(c.env, database(c.env.DB), c.get("user"), param(c, "groupId"), param(c, "chatId"));
    return ok(c, {}, { messageKey: "messageDeletedByStaff" });
  })
  .post("/moderation/:groupId/:chatId/revoke", requireModerator(), async (c) => {
    const db = database(c.env.DB);
    const authorId = await messageAuthor(db, param(c, "groupId"), param(c, "chatId"));
    await setChatRevoked(db, c.get("user"), authorId, true);
    return ok<ChatRevoked>(c, { userId: authorId, chatRevoked: true }, { messageKey: "chatRevokedForAuthor" });
  })
  .get("/blockers", requirePrivilege("accessControl"), async (c) => {
    const db = database(c.env.DB);
    await recordStaffView(db, actorOf(c.get("user")), { targetType: "blocker", targetId: "*", action: "viewBlockers" });
    return ok(c, await listBlockers(db));
  })
  .post("/blockers", requirePrivilege("accessControl"), async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const input = await body(c, blockerInput);
    const value = checkedBlockerValue(input.type, input.value);
    assertNotOwnAddress(c, input.type, input.area, value, input.disabled);
    const now = new Date().toISOString();
    const row = {
      id: crypto.randomUUID(),
      type: input.type,
      area: input.area,
      value,
      reason: input.reason.trim(),
      disabled: input.disabled,
      createdBy: me._id,
      createdAt: now,
      updatedAt: now,
    };
    await blockerWrite(
      db.batch([
        db.insert(blockers).values(row),
        auditStatement(db, {
          actor: actorOf(me),
          targetType: "blocker",
          targetId: row.id,
          action: "createBlocker",
          changes: BLOCKER_FIELDS.map((path) => ({ path, old: null, new: row[path] })),
        }),
      ]),
    );
    forgetBlockers();
    return ok(c, blockerView(row), { status: 201 });
  })
  .put("/blockers/:blockerId", requirePrivilege("accessControl"), async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const current = await loadBlocker(db, param(c, "blockerId"));
    if (!current) throw new GameError("NotFound", "blockerNotFound");
    const input = await body(c, blockerChange);
    const type = input.type ?? (current.type as BlockerType);
    const next = {
      ...current,
      type,
      area: input.area ?? current.area,
      // A changed type must still fit the value: it is checked again.
      value: checkedBlockerValue(type, input.value ?? current.value),
      reason: input.reason !== undefined ? input.reason.trim() : current.reason,
      disabled: input.disabled ?? current.disabled,
    };
    assertNotOwnAddress(c, next.type, next.area as BlockerArea, next.value, next.disabled);
    const changes = changedPaths(current, next, BLOCKER_FIELDS);
    if (changes.length === 0) return ok(c, blockerView(current));
    next.updatedAt = new Date().toISOString();
    await blockerWrite(
      db.batch([
        db
          .update(blockers)
          .set({
            type: next.type,
            area: next.area,
            value: next.value,
            reason: next.reason,
            disabled: next.disabled,
            updatedAt: next.updatedAt,
          })
          .where(eq(blockers.id, current.id)),
        casGuard(db),
        auditStatement(db, {
          actor: actorOf(me),
          targetType: "blocker",
          targetId: current.id,
          action: "updateBlocker",
          changes,
        }),
      ]),
    );
    forgetBlockers();
    return ok(c, blockerView(next));
  })
  .delete("/blockers/:blockerId", requirePrivilege("accessControl"), async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const current = await loadBlocker(db, param(c, "blockerId"));
    if (!current) throw new GameError("NotFound", "blockerNotFound");
    await blockerWrite(
      db.batch([
        db.delete(blockers).where(eq(blockers.id, current.id)),
        casGuard(db),
        auditStatement(db, {
          actor: actorOf(me),
          targetType: "blocker",
          targetId: current.id,
          action: "deleteBlocker",
          changes: BLOCKER_FIELDS.map((path) => ({ path, old: current[path], new: null })),
        }),
      ]),
    );
    forgetBlockers();
    return ok(c, {});
  });
