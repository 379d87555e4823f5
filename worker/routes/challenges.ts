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
  loadMasterTasks,
} from "../../db/challenges";
import { database } from "../../db/client";
import { loadUser, userFromRow } from "../../db/users";
import { actorOf } from "../admin/audit";
import { assertNotChoosingThemselves } from "../admin/staffLimits";
import type { AppEnv } from "../env";
import { assertCanEdit, isChallengeAdmin, viewableChallenge } from "../lib/challengeAccess";
import { clearChallengeFlags, createChallenge, flagChallenge, updateChallenge } from "../lib/challengeEdits";
import { closeChallenge, joinChallenge, leaveChallenge } from "../lib/challenges";
import { challengeCsv, challengeView, challengeViews, memberProgress } from "../lib/challengeViews";
import { isModerator, publicMember, readableGroup } from "../lib/groupAccess";
import { loadRole } from "../../db/groups";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, query, readJson, validate } from "../middleware/validate";
import {
  challengeListQuery,
  challengeMembersQuery,
  createChallengeInput,
  flagChallengeInput,
  leaveChallengeInput,
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
    const { challenge } = await viewableChallenge(db, c.get("user"), c.req.param("challengeId"));
    return ok(c, await challengeView(db, challenge, c.get("user")));
  })
  .put("/:challengeId", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { challenge } = await viewableChallenge(db, me, c.req.param("challengeId"));
    assertCanEdit(challenge, me);
    const input = await body(c, updateChallengeInput);
    if (challenge.leaderId !== me._id) assertNotChoosingThemselves(me, input.leader);
    return ok(c, await challengeView(db, await updateChallenge(db, me, challenge, input), me));
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
    return ok(c, {});
  })
  .post("/:challengeId/clone", async (c) => {
    const db = database(c.env.DB);
    const { challenge: source } = await viewableChallenge(db, c.get("user"), c.req.param("challengeId"));
    const raw = await readJson(c);
    const given =
      typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const input = validate(createChallengeInput, {
      group: source.groupId,
      name: source.name,
      shortName: source.shortName,
      summary: source.doc.summary,
      description: source.doc.description,
      categories: source.doc.categories,
      ...given,
    });
    const { challenge, user } = await createChallenge(db, c.get("user"), input, source);
    c.set("user", user);
    return ok(
      c,
      {
        clonedTasks: (await loadMasterTasks(db, { challengeId: challenge.id })).length,
        challenge: await challengeView(db, challenge, c.get("user")),
      },
      { status: 201 },
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
    const user = await joinChallenge(db, me, challenge);
    c.set("user", user);
    const fresh = (await loadChallenge(db, challenge.id)) ?? challenge;
    return ok(c, await challengeView(db, fresh, user));
  })
  .post("/:challengeId/leave", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const raw = await readJson(c);
    const options = validate(leaveChallengeInput, {
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
    return ok(c, {});
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
    return ok(c, {});
  })
  .get("/:challengeId/members", async (c) => {
    const db = database(c.env.DB);
    const { challenge } = await viewableChallenge(db, c.get("user"), c.req.param("challengeId"));
    const input = query(c, challengeMembersQuery);
    const rows = await challengeMembersPage(db, challenge.id, {
      lastId: input.lastId,
      search: input.search,
      limit: input.limit ?? MEMBERS_PAGE_DEFAULT,
    });
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
    const { filename, text } = await challengeCsv(db, challenge);
    return c.body(text, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
    });
  })
  .post("/:challengeId/flag", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const { challenge } = await viewableChallenge(db, me, c.req.param("challengeId"));
    const input = await body(c, flagChallengeInput);
    const fresh = await flagChallenge(db, me, challenge, input.comment);
    return ok(c, await challengeView(db, fresh, me, false));
  })
  .post("/:challengeId/clearflags", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    if (!isModerator(me)) throw new GameError("NotAuthorized", "onlyModeratorsClearFlags");
    const challenge = await loadChallenge(db, c.req.param("challengeId"));
    if (!challenge) throw new GameError("NotFound", "challengeNotFound");
    return ok(c, await challengeView(db, await clearChallengeFlags(db, me, challenge), me, false));
  });
