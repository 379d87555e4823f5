/**
 * Challenges (spec §3 Challenge, §6, §7 Challenges): create in a guild, party or the tavern
 * with a prize in gems paid by the creator, clone, join (the challenge's tasks are copied to
 * the member), leave, lists, read, edit, delete, pick a winner, members and their progress,
 * a CSV export, flags. The challenge's own tasks are served by challengeTasks.ts; the work is
 * done by worker/lib/challenge*.ts.
 */
import { Hono } from "hono";
import { GameError } from "../../content/rules/errors";
import {
  challengeMembersPage,
  isChallengeMember,
  listChallenges,
  listGroupChallenges,
  loadChallenge,
} from "../../db/challenges";
import { database } from "../../db/client";
import { loadUser, userFromRow } from "../../db/users";
import { assertNotChoosingThemselves } from "../admin/staffLimits";
import type { AppEnv } from "../env";
import { assertCanEdit, viewableChallenge } from "../lib/challengeAccess";
import {
  cloneChallengeAs,
  cloneSource,
  deleteChallengeAs,
  flagChallengeAs,
  joinChallengeAs,
  leaveChallengeAs,
  selectWinnerAs,
} from "../lib/challengeActions";
import { clearChallengeFlags, createChallenge, updateChallenge } from "../lib/challengeEdits";
import { listedMember } from "../lib/memberLists";
import { uuidParam } from "../lib/groupsInput";
import { challengeCsv, challengeView, challengeViews, memberProgress } from "../lib/challengeViews";
import { isModerator, publicMember, readableGroup } from "../lib/groupAccess";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, query, readJson, validate } from "../middleware/validate";
import {
  challengeListQuery,
  challengeMembersQuery,
  createChallengeInput,
  flagChallengeInput,
  updateChallengeInput,
} from "../schemas/challenges";
import type { ChallengeMemberProgress } from "../api-types/challenges";

/** Member list pages: the default one. */
const MEMBERS_PAGE_DEFAULT = 30;

export const challengeRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .post("/", async (c) => {
    const input = await body(c, createChallengeInput);
    const { challenge, user } = await createChallenge(database(c.env.DB), c.get("user"), input);
    c.set("user", user);
    return ok(c, await challengeView(database(c.env.DB), challenge, c.get("user")), { status: 201 });
  })
  .get("/user", async (c) => {
    const input = query(c, challengeListQuery);
    const db = database(c.env.DB);
    const me = c.get("user");
    const list = await listChallenges(
      db,
      { id: me._id, moderator: isModerator(me) },
      {
        member: input.member === "true",
        owned: input.owned,
        search: input.search,
        categories: input.categories,
        page: input.page,
      },
    );
    return ok(c, await challengeViews(db, list, me));
  })
  .get("/groups/:groupId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await readableGroup(db, me, c.req.param("groupId"));
    const list = await listGroupChallenges(db, access.group.id, { id: me._id, moderator: isModerator(me) });
    return ok(c, await challengeViews(db, list, me));
  })
  .get("/:challengeId", async (c) => {
    const db = database(c.env.DB);
    const id = uuidParam(c.req.param("challengeId"), "challengeId");
    const { challenge } = await viewableChallenge(db, c.get("user"), id);
    return ok(c, await challengeView(db, challenge, c.get("user")));
  })
  .put("/:challengeId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const id = uuidParam(c.req.param("challengeId"), "challengeId");
    const { challenge } = await viewableChallenge(db, me, id);
    assertCanEdit(challenge, me);
    const input = await body(c, updateChallengeInput);
    if (challenge.leaderId !== me._id) assertNotChoosingThemselves(me, input.leader);
    return ok(c, await challengeView(db, await updateChallenge(db, me, challenge, input), me));
  })
  .delete("/:challengeId", async (c) => {
    const id = uuidParam(c.req.param("challengeId"), "challengeId");
    const db = database(c.env.DB);
    c.set("user", await deleteChallengeAs(c.env, db, c.get("user"), id, (work) => c.executionCtx.waitUntil(work)));
    return ok(c, {});
  })
  .post("/:challengeId/clone", async (c) => {
    const id = uuidParam(c.req.param("challengeId"), "challengeId");
    const db = database(c.env.DB);
    const raw = await readJson(c);
    const given =
      typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const { source, draft } = await cloneSource(db, c.get("user"), id, given);
    const input = validate(createChallengeInput, draft);
    const { user, answer } = await cloneChallengeAs(db, c.get("user"), source, input);
    c.set("user", user);
    return ok(c, answer, { status: 201 });
  })
  .post("/:challengeId/join", async (c) => {
    const id = uuidParam(c.req.param("challengeId"), "challengeId");
    const { user, view } = await joinChallengeAs(database(c.env.DB), c.get("user"), id);
    c.set("user", user);
    return ok(c, view);
  })
  .post("/:challengeId/leave", async (c) => {
    const id = uuidParam(c.req.param("challengeId"), "challengeId");
    const raw = await readJson(c);
    const keep =
      c.req.query("keep") ??
      (typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>).keep : undefined);
    c.set("user", await leaveChallengeAs(database(c.env.DB), c.get("user"), id, keep));
    return ok(c, {});
  })
  .post("/:challengeId/selectWinner/:winnerId", async (c) => {
    const id = uuidParam(c.req.param("challengeId"), "challengeId");
    const winnerId = uuidParam(c.req.param("winnerId"), "winnerId");
    const db = database(c.env.DB);
    const me = c.get("user");
    c.set("user", await selectWinnerAs(c.env, db, me, id, winnerId, (work) => c.executionCtx.waitUntil(work)));
    return ok(c, {});
  })
  .get("/:challengeId/members", async (c) => {
    const id = uuidParam(c.req.param("challengeId"), "challengeId");
    const input = query(c, challengeMembersQuery);
    const db = database(c.env.DB);
    const { challenge } = await viewableChallenge(db, c.get("user"), id);
    const rows = await challengeMembersPage(db, challenge.id, {
      lastId: input.lastId,
      search: input.search,
      limit: input.limit ?? MEMBERS_PAGE_DEFAULT,
    });
    return ok(
      c,
      rows.map((row) =>
        input.includeAllPublicFields === "true" ? publicMember(userFromRow(row)) : listedMember(userFromRow(row)),
      ),
    );
  })
  .get("/:challengeId/members/:memberId", async (c) => {
    const id = uuidParam(c.req.param("challengeId"), "challengeId");
    const memberId = uuidParam(c.req.param("memberId"), "memberId");
    const db = database(c.env.DB);
    const { challenge } = await viewableChallenge(db, c.get("user"), id);
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
    const id = uuidParam(c.req.param("challengeId"), "challengeId");
    const db = database(c.env.DB);
    const { challenge } = await viewableChallenge(db, c.get("user"), id);
    const { filename, text } = await challengeCsv(db, challenge);
    return c.body(text, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
    });
  })
  .post("/:challengeId/flag", async (c) => {
    const id = uuidParam(c.req.param("challengeId"), "challengeId");
    const input = await body(c, flagChallengeInput);
    return ok(c, await flagChallengeAs(database(c.env.DB), c.get("user"), id, input.comment));
  })
  .post("/:challengeId/clearflags", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const id = uuidParam(c.req.param("challengeId"), "challengeId");
    if (!isModerator(me)) throw new GameError("NotAuthorized", "onlyModeratorsClearFlags");
    const challenge = await loadChallenge(db, id);
    if (!challenge) throw new GameError("NotFound", "challengeNotFound");
    return ok(c, await challengeView(db, await clearChallengeFlags(db, me, challenge), me, false));
  });
