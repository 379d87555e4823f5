/**
 * Challenges (spec §3 Challenge, §6, §7 Challenges): create in a guild, party or the tavern
 * with a prize in gems paid by the creator, clone, join (the challenge's tasks are copied to
 * the member), leave, lists, read, edit, delete, pick a winner, members and their progress,
 * a CSV export, flags. The challenge's own tasks are served by challengeTasks.ts.
 */
import { paramMessage } from "../../content/i18n/params";
import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import {
  CHALLENGE_SHORT_NAME_MIN,
  CHALLENGE_SUMMARY_MAX,
  GEMS_PER_BALANCE,
  GUILD_CATEGORIES,
  TAVERN_ID,
} from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import type { Task, User } from "../../content/rules/types";
import {
  challengeFromRow,
  challengeMemberIds,
  emptyChallengeDoc,
  insertChallengeStatement,
  insertMasterTaskStatement,
  isChallengeMember,
  loadChallenge,
  loadCopies,
  loadMasterTasks,
  saveChallengeStatement,
  type Challenge,
} from "../../db/challenges";
import { database, type Database } from "../../db/client";
import { inChunks, loadGroup, loadRole, type Group } from "../../db/groups";
import { challengeMembers, challenges, groups, users } from "../../db/schema";
import { insertTaskStatement } from "../../db/tasks";
import { casGuard, loadUser, updateUser, userFromRow } from "../../db/users";
import { authenticate } from "../middleware/auth";
import type { AppEnv } from "../env";
import { addToOrder, copyForUser, orderedBy } from "../lib/sharedTasks";
import { ok } from "../middleware/envelope";
import { body, query, readJson, str, validate } from "../middleware/validate";
import { closeChallenge, leaveChallenge } from "../lib/challenges";
import { isModerator, publicMember, readableGroup } from "../lib/groupAccess";
import { actorOf, auditStatement, changedPaths, recordStaffView, type AuditChange } from "../admin/audit";
import { assertNotChoosingThemselves, assertNotOwnReports } from "../admin/staffLimits";
import type { ChallengeClone, ChallengeMemberProgress, ChallengeView } from "../api-types/challenges";

/** Challenges per page of GET /challenges/user, as the game pages them. */
export const CHALLENGES_PER_PAGE = 10;
const CHALLENGE_NAME_MAX = 200;
const CHALLENGE_DESCRIPTION_MAX = 10_000;
const CHALLENGE_SHORT_NAME_MAX = 100;
/** A challenge in the tavern is seen by everyone, so it must be worth at least a gem. */
const TAVERN_CHALLENGE_MIN_PRIZE = 1;
const MEMBERS_PAGE_DEFAULT = 30;
const MEMBERS_PAGE_MAX = 60;
/** Reports after which a challenge is hidden from everyone but moderators. */
const CHALLENGE_FLAGS_TO_HIDE = 2;

const categoryList = v.pipe(
  v.array(
    v.picklist(GUILD_CATEGORIES, paramMessage("paramOneOf", { options: GUILD_CATEGORIES.join(", ") })),
    paramMessage("paramListOfCategories"),
  ),
  v.maxLength(GUILD_CATEGORIES.length),
);
const challengeName = v.pipe(
  str(CHALLENGE_NAME_MAX, 1),
  v.check((name) => name.trim().length > 0, paramMessage("paramNotBlank")),
);
const shortName = v.pipe(
  str(CHALLENGE_SHORT_NAME_MAX, CHALLENGE_SHORT_NAME_MIN),
  v.check(
    (name) => name.trim().length >= CHALLENGE_SHORT_NAME_MIN,
    paramMessage("paramMinChars", { min: CHALLENGE_SHORT_NAME_MIN }),
  ),
);
const prize = v.pipe(
  v.number(paramMessage("paramNumber")),
  v.integer(paramMessage("paramWholeGems")),
  v.minValue(0, paramMessage("paramNotNegative")),
  v.maxValue(100_000, paramMessage("paramAtMost", { max: 100000 })),
);

const createInput = v.object({
  group: str(100, 1),
  name: challengeName,
  shortName,
  summary: v.optional(str(CHALLENGE_SUMMARY_MAX)),
  description: v.optional(str(CHALLENGE_DESCRIPTION_MAX)),
  prize: v.optional(prize),
  categories: v.optional(categoryList),
  official: v.optional(v.boolean(paramMessage("paramTrueFalse"))),
});

const updateInput = v.object({
  name: v.optional(challengeName),
  shortName: v.optional(shortName),
  summary: v.optional(str(CHALLENGE_SUMMARY_MAX)),
  description: v.optional(str(CHALLENGE_DESCRIPTION_MAX)),
  categories: v.optional(categoryList),
  /** Hands the challenge to another player. */
  leader: v.optional(str(100, 1)),
});

const flagOption = v.optional(v.picklist(["true", "false"], paramMessage("paramTrueFalse")));
const listQuery = v.object({
  member: flagOption,
  owned: v.optional(
    v.picklist(["owned", "not_owned"], paramMessage("paramEither", { first: "owned", second: "not_owned" })),
  ),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, paramMessage("paramWholeNumber")), v.transform(Number))),
  search: v.optional(str(200)),
  categories: v.optional(str(2000)),
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
  search: v.optional(str(100)),
  includeAllPublicFields: flagOption,
});
const leaveInput = v.object({
  keep: v.optional(
    v.picklist(["keep-all", "remove-all"], paramMessage("paramEither", { first: "keep-all", second: "remove-all" })),
  ),
});
const flagInput = v.object({ comment: v.optional(str(3000)) });

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
function challengeFields(challenge: Challenge) {
  return {
    name: challenge.name,
    shortName: challenge.shortName,
    summary: challenge.doc.summary,
    description: challenge.doc.description,
    categories: challenge.doc.categories,
    leader: challenge.leaderId,
  };
}

function challengeAudit(db: Database, actor: User, challengeId: string, action: string, changes: AuditChange[]) {
  return auditStatement(db, { actor: actorOf(actor), targetType: "challenge", targetId: challengeId, action, changes });
}

function assertCanEdit(challenge: Challenge, user: User) {
  if (challenge.leaderId !== user._id && !isChallengeAdmin(user))
    throw new GameError("NotAuthorized", "onlyChallengeLeaderCanEdit");
}

interface Leaders {
  [id: string]: { _id: string; id: string; profile: { name: string }; auth: { local: { username: string } } };
}

async function loadLeaders(db: Database, ids: string[]): Promise<Leaders> {
  const leaders: Leaders = {};
  for (const part of inChunks([...new Set(ids)])) {
    const rows = await db
      .select({ id: users.id, username: users.username, profile: users.profile })
      .from(users)
      .where(inArray(users.id, part))
      .all();
    for (const row of rows)
      leaders[row.id] = {
        _id: row.id,
        id: row.id,
        profile: { name: (row.profile as { name?: string }).name || row.username },
        auth: { local: { username: row.username } },
      };
  }
  return leaders;
}

async function loadGroupSummaries(
  db: Database,
  ids: string[],
): Promise<Map<string, { _id: string; id: string; name: string; type: string; privacy: string }>> {
  const found = new Map<string, { _id: string; id: string; name: string; type: string; privacy: string }>();
  for (const part of inChunks([...new Set(ids)])) {
    const rows = await db
      .select({ id: groups.id, name: groups.name, type: groups.type, privacy: groups.privacy })
      .from(groups)
      .where(inArray(groups.id, part))
      .all();
    for (const row of rows)
      found.set(row.id, { _id: row.id, id: row.id, name: row.name, type: row.type, privacy: row.privacy });
  }
  if (ids.includes(TAVERN_ID) && !found.has(TAVERN_ID))
    found.set(TAVERN_ID, { _id: TAVERN_ID, id: TAVERN_ID, name: "Tavern", type: "tavern", privacy: "public" });
  return found;
}

/** The challenge as the API shows it (the leader's and group's names resolved). */
async function challengeViews(db: Database, list: Challenge[], viewer: User, withTasks = false) {
  const leaders = await loadLeaders(
    db,
    list.map((challenge) => challenge.leaderId),
  );
  const groupNames = await loadGroupSummaries(
    db,
    list.map((challenge) => challenge.groupId),
  );
  const joined = new Set(viewer.challenges ?? []);
  const moderator = isModerator(viewer);
  return Promise.all(
    list.map(async (challenge) => {
      const view: ChallengeView = {
        _id: challenge.id,
        id: challenge.id,
        name: challenge.name,
        shortName: challenge.shortName,
        summary: challenge.doc.summary,
        description: challenge.doc.description,
        categories: challenge.doc.categories.map((slug) => ({ slug, name: slug })),
        official: challenge.doc.official,
        prize: challenge.prize,
        memberCount: challenge.memberCount,
        leader: leaders[challenge.leaderId] ?? { _id: challenge.leaderId, id: challenge.leaderId },
        group: groupNames.get(challenge.groupId) ?? { _id: challenge.groupId, id: challenge.groupId },
        tasksOrder: challenge.doc.tasksOrder,
        createdAt: challenge.createdAt,
        updatedAt: challenge.updatedAt,
        isMember: joined.has(challenge.id),
      };
      if (moderator) {
        view.flagCount = challenge.flagCount;
        view.flags = challenge.doc.flags;
      }
      if (withTasks)
        view.tasks = orderedBy(await loadMasterTasks(db, { challengeId: challenge.id }), challenge.doc.tasksOrder);
      return view;
    }),
  );
}

async function challengeView(db: Database, challenge: Challenge, viewer: User, withTasks = true) {
  return (await challengeViews(db, [challenge], viewer, withTasks))[0];
}

/** Creates a challenge (optionally copying another's tasks); the creator pays the prize. */
async function createChallenge(c: Context<AppEnv>, input: v.InferOutput<typeof createInput>, source?: Challenge) {
  const db = database(c.env.DB);
  const me = c.get("user");
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
  const { user } = await updateUser(
    db,
    me._id,
    (fresh) => {
      const cost = prizeGems / GEMS_PER_BALANCE;
      if (fresh.balance < cost) throw new GameError("NotAuthorized", "cantAffordPrize");
      fresh.balance -= cost;
      // An official challenge, or one in a group where only the leader makes them, takes the privilege.
      const staffChanges: AuditChange[] = [
        ...(challenge.doc.official ? [{ path: "official", old: null, new: true }] : []),
        ...(pastLeaderOnly ? [{ path: "group", old: null, new: group.id }] : []),
      ];
      return {
        user: fresh,
        result: null,
        extra: [
          insertChallengeStatement(db, challenge),
          ...copied.map((task) => insertMasterTaskStatement(db, task)),
          ...(staffChanges.length ? [challengeAudit(db, me, challenge.id, "createChallenge", staffChanges)] : []),
        ],
        purchase: { transactionType: "create_challenge", reference: challenge.id, referenceText: challenge.name },
      };
    },
    me,
  );
  c.set("user", user);
  return challenge;
}

/** Challenges this player may see: in their groups, public guilds and the tavern, or joined or led. */
function visibleTo(user: User): SQL {
  return and(
    isNull(challenges.closedAt),
    or(
      eq(challenges.groupId, TAVERN_ID),
      sql`${challenges.groupId} IN (SELECT group_id FROM group_members WHERE user_id = ${user._id})`,
      sql`${challenges.groupId} IN (SELECT id FROM groups WHERE type = 'guild' AND privacy = 'public')`,
      eq(challenges.leaderId, user._id),
      sql`${challenges.id} IN (SELECT challenge_id FROM challenge_members WHERE user_id = ${user._id})`,
    ),
  ) as SQL;
}

function containing(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The member's progress: their copies of the challenge's tasks. */
async function memberProgress(db: Database, challenge: Challenge, memberId: string) {
  const copies = await loadCopies(db, { challengeId: challenge.id }, [memberId]);
  return copies.map((task) => ({
    _id: task._id,
    id: task._id,
    type: task.type,
    text: task.text,
    notes: task.notes,
    value: task.value,
    completed: task.completed,
    streak: task.streak,
    history: task.history,
    checklist: task.checklist,
    challenge: task.challenge,
  }));
}

function csvCell(value: unknown): string {
  const text = String(value ?? "");
  // A leading formula character would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const challengeRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .post("/", async (c) => {
    const input = await body(c, createInput);
    const challenge = await createChallenge(c, input);
    return ok(c, await challengeView(database(c.env.DB), challenge, c.get("user")), {
      status: 201,
      messageKey: "challengeCreated",
    });
  })
  .get("/user", async (c) => {
    const input = query(c, listQuery);
    const db = database(c.env.DB);
    const me = c.get("user");
    const conditions: SQL[] = [visibleTo(me)];
    if (!isModerator(me))
      conditions.push(
        or(sql`${challenges.flagCount} < ${CHALLENGE_FLAGS_TO_HIDE}`, eq(challenges.leaderId, me._id)) as SQL,
      );
    if (input.member === "true")
      conditions.push(sql`${challenges.id} IN (SELECT challenge_id FROM challenge_members WHERE user_id = ${me._id})`);
    if (input.owned === "owned") conditions.push(eq(challenges.leaderId, me._id));
    if (input.owned === "not_owned") conditions.push(sql`${challenges.leaderId} != ${me._id}`);
    if (input.search) {
      const pattern = containing(input.search);
      conditions.push(
        or(
          sql`lower(${challenges.name}) LIKE ${pattern} ESCAPE '\\'`,
          sql`lower(${challenges.shortName}) LIKE ${pattern} ESCAPE '\\'`,
          sql`lower(json_extract(${challenges.doc}, '$.summary')) LIKE ${pattern} ESCAPE '\\'`,
        ) as SQL,
      );
    }
    const wanted = (input.categories ?? "")
      .split(",")
      .map((category) => category.trim())
      .filter(Boolean);
    if (wanted.length) {
      conditions.push(
        sql`EXISTS (SELECT 1 FROM json_each(${challenges.doc}, '$.categories') WHERE json_each.value IN (${sql.join(
          wanted.map((category) => sql`${category}`),
          sql`, `,
        )}))`,
      );
    }
    let statement = db
      .select()
      .from(challenges)
      .where(and(...conditions))
      .orderBy(
        desc(sql`json_extract(${challenges.doc}, '$.official')`),
        desc(challenges.memberCount),
        desc(challenges.createdAt),
        asc(challenges.id),
      )
      .$dynamic();
    if (input.page !== undefined)
      statement = statement.limit(CHALLENGES_PER_PAGE).offset(input.page * CHALLENGES_PER_PAGE);
    else statement = statement.limit(500);
    const rows = await statement.all();
    return ok(c, await challengeViews(db, rows.map(challengeFromRow), me));
  })
  .get("/groups/:groupId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await readableGroup(db, me, c.req.param("groupId"));
    const rows = await db
      .select()
      .from(challenges)
      .where(
        and(
          eq(challenges.groupId, access.group.id),
          isNull(challenges.closedAt),
          isModerator(me)
            ? sql`1 = 1`
            : or(sql`${challenges.flagCount} < ${CHALLENGE_FLAGS_TO_HIDE}`, eq(challenges.leaderId, me._id)),
        ),
      )
      .orderBy(desc(challenges.memberCount), desc(challenges.createdAt))
      .limit(500)
      .all();
    return ok(c, await challengeViews(db, rows.map(challengeFromRow), me));
  })
  .get("/:challengeId", async (c) => {
    const db = database(c.env.DB);
    const { challenge } = await viewableChallenge(db, c.get("user"), c.req.param("challengeId"));
    return ok(c, await challengeView(db, challenge, c.get("user")));
  })
  .put("/:challengeId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { challenge } = await viewableChallenge(db, me, c.req.param("challengeId"));
    assertCanEdit(challenge, me);
    const input = await body(c, updateInput);
    if (challenge.leaderId !== me._id) assertNotChoosingThemselves(me, input.leader);
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
    const changes =
      before.leader === me._id ? [] : changedPaths(before, challengeFields(challenge), Object.keys(before));
    await db.batch([
      saveChallengeStatement(db, challenge),
      ...(changes.length ? [challengeAudit(db, me, challenge.id, "updateChallenge", changes)] : []),
    ]);
    const fresh = (await loadChallenge(db, challenge.id)) ?? challenge;
    return ok(c, await challengeView(db, fresh, me));
  })
  .delete("/:challengeId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { challenge } = await viewableChallenge(db, me, c.req.param("challengeId"));
    if (challenge.leaderId !== me._id && !isChallengeAdmin(me))
      throw new GameError("NotAuthorized", "onlyChallengeLeaderCanDelete");
    // Nobody won: the prize goes back to whoever leads the challenge as it closes.
    const staffAudit =
      challenge.leaderId === me._id
        ? undefined
        : {
            actor: actorOf(me),
            action: "deleteChallenge",
            changes: [{ path: "challenge", old: challenge.name, new: null }],
          };
    await closeChallenge(
      c.env,
      challenge.id,
      { reason: "CHALLENGE_DELETED", refund: true },
      (work) => c.executionCtx.waitUntil(work),
      staffAudit,
    );
    c.set("user", (await loadUser(db, me._id)) ?? me);
    return ok(c, {}, { messageKey: "challengeDeleted" });
  })
  .post("/:challengeId/clone", async (c) => {
    const db = database(c.env.DB);
    const { challenge: source } = await viewableChallenge(db, c.get("user"), c.req.param("challengeId"));
    const raw = await readJson(c);
    const given =
      typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const input = validate(createInput, {
      group: source.groupId,
      name: source.name,
      shortName: source.shortName,
      summary: source.doc.summary,
      description: source.doc.description,
      categories: source.doc.categories,
      ...given,
    });
    const challenge = await createChallenge(c, input, source);
    return ok<ChallengeClone>(
      c,
      {
        clonedTasks: (await loadMasterTasks(db, { challengeId: challenge.id })).length,
        challenge: await challengeView(db, challenge, c.get("user")),
      },
      { status: 201, messageKey: "challengeCreated" },
    );
  })
  .post("/:challengeId/join", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { challenge, group } = await viewableChallenge(db, me, c.req.param("challengeId"));
    if (
      group &&
      group.type !== "tavern" &&
      !(group.type === "guild" && group.privacy === "public") &&
      !(await loadRole(db, group.id, me._id))
    ) {
      throw new GameError("NotAuthorized", "mustBeGroupMember");
    }
    const now = new Date();
    const { user } = await updateUser(
      db,
      me._id,
      async (fresh) => {
        if (!(await loadChallenge(db, challenge.id))) throw new GameError("NotFound", "challengeNotFound");
        if (await isChallengeMember(db, challenge.id, fresh._id))
          throw new GameError("NotAuthorized", "userAlreadyInChallenge");
        const masters = orderedBy(await loadMasterTasks(db, { challengeId: challenge.id }), challenge.doc.tasksOrder);
        const copies = masters.map((master) => {
          const copy = copyForUser(
            master,
            fresh,
            { challenge: { id: challenge.id, taskId: master._id, shortName: challenge.shortName }, group: {} },
            now,
          );
          copy.tags = [challenge.id];
          return copy;
        });
        addToOrder(fresh, [...copies].reverse());
        if (!fresh.tags.some((tag) => tag.id === challenge.id))
          fresh.tags = [...fresh.tags, { id: challenge.id, name: challenge.shortName, challenge: true }];
        fresh.challenges = [...(fresh.challenges ?? []).filter((id) => id !== challenge.id), challenge.id];
        fresh.achievements = { ...fresh.achievements, joinedChallenge: true };
        return {
          user: fresh,
          result: null,
          extra: [
            db
              .insert(challengeMembers)
              .values({ challengeId: challenge.id, userId: fresh._id, joinedAt: now.toISOString() }),
            // The challenge must still be open as the member joins; a closing one takes nobody new.
            db
              .update(challenges)
              .set({ memberCount: sql`(SELECT count(*) FROM challenge_members WHERE challenge_id = ${challenge.id})` })
              .where(and(eq(challenges.id, challenge.id), isNull(challenges.closedAt))),
            casGuard(db),
            ...copies.map((task) => insertTaskStatement(db, task)),
          ],
        };
      },
      me,
    );
    c.set("user", user);
    const fresh = (await loadChallenge(db, challenge.id)) ?? challenge;
    return ok(c, await challengeView(db, fresh, user), { messageKey: "challengeJoined" });
  })
  .post("/:challengeId/leave", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const raw = await readJson(c);
    const options = validate(leaveInput, {
      keep:
        c.req.query("keep") ??
        (typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>).keep : undefined),
    });
    const challenge = await loadChallenge(db, c.req.param("challengeId"));
    if (!challenge) throw new GameError("NotFound", "challengeNotFound");
    if (!(await isChallengeMember(db, challenge.id, me._id)))
      throw new GameError("NotAuthorized", "challengeMemberNotFound");
    const { user } = await leaveChallenge(db, me._id, challenge.id, options.keep ?? "keep-all");
    c.set("user", user);
    return ok(c, {}, { messageKey: "challengeLeft" });
  })
  .post("/:challengeId/selectWinner/:winnerId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { challenge } = await viewableChallenge(db, me, c.req.param("challengeId"));
    if (challenge.leaderId !== me._id && !isChallengeAdmin(me))
      throw new GameError("NotAuthorized", "onlyChallengeLeaderCanSelectWinner");
    const winnerId = c.req.param("winnerId");
    if (challenge.leaderId !== me._id) assertNotChoosingThemselves(me, winnerId);
    if (!(await isChallengeMember(db, challenge.id, winnerId))) throw new GameError("NotFound", "winnerNotFound");
    const winnerUser = await loadUser(db, winnerId);
    if (!winnerUser) throw new GameError("NotFound", "winnerNotFound");
    const staffAudit =
      challenge.leaderId === me._id
        ? undefined
        : {
            actor: actorOf(me),
            action: "selectChallengeWinner",
            changes: [{ path: "winner", old: null, new: winnerUser._id }],
          };
    await closeChallenge(
      c.env,
      challenge.id,
      { reason: "CHALLENGE_CLOSED", winner: winnerUser },
      (work) => c.executionCtx.waitUntil(work),
      staffAudit,
    );
    c.set("user", (await loadUser(db, me._id)) ?? me);
    return ok(c, {}, { messageKey: "challengeWinnerSelected", messageVars: { name: winnerUser.auth.local.username } });
  })
  .get("/:challengeId/members", async (c) => {
    const db = database(c.env.DB);
    const { challenge } = await viewableChallenge(db, c.get("user"), c.req.param("challengeId"));
    const input = query(c, membersQuery);
    const conditions: SQL[] = [
      sql`${users.id} IN (SELECT user_id FROM challenge_members WHERE challenge_id = ${challenge.id})`,
    ];
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
      .limit(input.limit ?? MEMBERS_PAGE_DEFAULT)
      .all();
    return ok(
      c,
      rows.map((row) => publicMember(userFromRow(row), input.includeAllPublicFields === "true")),
    );
  })
  .get("/:challengeId/members/:memberId", async (c) => {
    const db = database(c.env.DB);
    const { challenge } = await viewableChallenge(db, c.get("user"), c.req.param("challengeId"));
    const memberId = c.req.param("memberId");
    if (!(await isChallengeMember(db, challenge.id, memberId)))
      throw new GameError("NotFound", "challengeMemberNotFound");
    const member = await loadUser(db, memberId);
    if (!member) throw new GameError("NotFound", "challengeMemberNotFound");
    return ok<ChallengeMemberProgress>(c, {
      ...publicMember(member, false),
      tasks: await memberProgress(db, challenge, memberId),
    });
  })
  .get("/:challengeId/export/csv", async (c) => {
    const db = database(c.env.DB);
    const { challenge } = await viewableChallenge(db, c.get("user"), c.req.param("challengeId"));
    const masters = orderedBy(await loadMasterTasks(db, { challengeId: challenge.id }), challenge.doc.tasksOrder);
    const memberIds = await challengeMemberIds(db, challenge.id);
    const copies = await loadCopies(db, { challengeId: challenge.id });
    const byMember = new Map<string, Map<string, Task>>();
    for (const copy of copies) {
      const mine = byMember.get(copy.userId) ?? new Map<string, Task>();
      if (copy.challenge.taskId) mine.set(copy.challenge.taskId, copy);
      byMember.set(copy.userId, mine);
    }
    const header = ["UUID", "Display Name", "Username", ...masters.flatMap((task) => [`Task: ${task.text}`, "Value"])];
    const lines = [header.map(csvCell).join(",")];
    for (const part of inChunks(memberIds)) {
      const rows = await db
        .select({ id: users.id, username: users.username, profile: users.profile })
        .from(users)
        .where(inArray(users.id, part))
        .orderBy(asc(users.id))
        .all();
      for (const row of rows) {
        const mine = byMember.get(row.id) ?? new Map<string, Task>();
        const cells = [
          row.id,
          (row.profile as { name?: string }).name ?? "",
          row.username,
          ...masters.flatMap((task) => [task.text, Math.round((mine.get(task._id)?.value ?? 0) * 100) / 100]),
        ];
        lines.push(cells.map(csvCell).join(","));
      }
    }
    const filename = `${challenge.shortName.replace(/[^A-Za-z0-9_-]+/g, "_") || "challenge"}-${challenge.id}.csv`;
    return c.body(lines.join("\n") + "\n", 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
    });
  })
  .post("/:challengeId/flag", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { challenge } = await viewableChallenge(db, me, c.req.param("challengeId"));
    const input = await body(c, flagInput);
    if (challenge.doc.flags[me._id]) throw new GameError("NotAuthorized", "challengeAlreadyFlagged");
    // Moderators' reports hide a challenge at once.
    const weight = isModerator(me) ? CHALLENGE_FLAGS_TO_HIDE : 1;
    const path = `$."${me._id.replace(/["\\]/g, "")}"`;
    await db.batch([
      db
        .update(challenges)
        .set({
          doc: sql`json_set(${challenges.doc}, ${"$.flags"}, json_set(coalesce(json_extract(${challenges.doc}, '$.flags'), json('{}')), ${path}, json(${JSON.stringify({ at: new Date().toISOString(), comment: input.comment ?? "" })})))`,
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
    const fresh = (await loadChallenge(db, challenge.id)) ?? challenge;
    return ok(c, await challengeView(db, fresh, me, false), { messageKey: "challengeFlagged" });
  })
  .post("/:challengeId/clearflags", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    if (!isModerator(me)) throw new GameError("NotAuthorized", "onlyModeratorsClearFlags");
    const challenge = await loadChallenge(db, c.req.param("challengeId"));
    if (!challenge) throw new GameError("NotFound", "challengeNotFound");
    assertNotOwnReports(me, challenge.leaderId);
    const flagCount = challenge.flagCount;
    challenge.doc.flags = {};
    await db.batch([
      db.update(challenges).set({ flagCount: 0, doc: challenge.doc }).where(eq(challenges.id, challenge.id)),
      challengeAudit(db, me, challenge.id, "clearChallengeFlags", [{ path: "flagCount", old: flagCount, new: 0 }]),
    ]);
    const fresh = (await loadChallenge(db, challenge.id)) ?? challenge;
    return ok(c, await challengeView(db, fresh, me, false));
  });
