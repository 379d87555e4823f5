/**
 * The staff tools (spec §7 Admin): finding players, their history and subscription, any
 * group, the moderation queue and the blockers. Every route checks its privilege; every
 * write lands in the audit log in the same batch as the change (worker/admin holds the work).
 */
import { Hono, type Context } from "hono";
import { CHAT_FLAG_LIMIT_FOR_HIDING } from "../../content/data/constants";
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import { database } from "../../db/client";
import { actorOf, auditActorIds, listAllAudit, listAudit, recordStaffView, type AuditTargetType } from "../admin/audit";
import { blockerOr404, changeBlocker, createBlocker, deleteBlocker } from "../admin/blockerEdits";
import { listBlockers } from "../admin/blockers";
import { adminGroupView, assertGroupCorrection, correctGroup, groupOr404, searchGroups } from "../admin/groups";
import {
  clearReports,
  deleteReportedMessage,
  messageAuthor,
  moderationQueue,
  setChatRevoked,
} from "../admin/moderation";
import { playerHistory, playerOr404, searchPlayers } from "../admin/players";
import { assertPrivilege, hasPrivilege, mayModerate, requirePrivilege } from "../admin/privileges";
import { subscriptionDetails } from "../admin/subscription";
import type { AppEnv } from "../env";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { clientAddress } from "../middleware/rateLimit";
import { body, query } from "../middleware/validate";
import { auditQuery, blockerChange, blockerInput, groupSearch, groupUpdate, pageQuery } from "../schemas/admin";
import type { ChatRevoked, PlayerHistory } from "../api-types/admin";

/** Entries the staff-wide audit screen shows per page. */
const AUDIT_SCREEN_PAGE = 50;

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
    return ok(c, await searchGroups(db, term));
  })
  .get("/groups/:groupId", requirePrivilege("groupSupport"), async (c) => {
    const db = database(c.env.DB);
    const group = await groupOr404(db, param(c, "groupId"));
    await recordStaffView(db, actorOf(c.get("user")), { targetType: "group", targetId: group.id, action: "viewGroup" });
    return ok(c, await adminGroupView(db, group, mayModerate(c.get("user"))));
  })
  .put("/groups/:groupId", requirePrivilege("groupSupport"), async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const group = await groupOr404(db, param(c, "groupId"));
    const input = await body(c, groupUpdate);
    await assertGroupCorrection(db, me, group, input);
    const corrected = await correctGroup(db, me, group, input);
    return ok(c, await adminGroupView(db, corrected, mayModerate(me)));
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
    return ok(c, await createBlocker(db, me, clientAddress(c), input), { status: 201 });
  })
  .put("/blockers/:blockerId", requirePrivilege("accessControl"), async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const current = await blockerOr404(db, param(c, "blockerId"));
    const input = await body(c, blockerChange);
    return ok(c, await changeBlocker(db, me, clientAddress(c), current, input));
  })
  .delete("/blockers/:blockerId", requirePrivilege("accessControl"), async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const current = await blockerOr404(db, param(c, "blockerId"));
    await deleteBlocker(db, me, current);
    return ok(c, {});
  });
