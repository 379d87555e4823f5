/**
 * Other players (spec §7 Members): public profiles, private messages, reporting a private
 * message, and gifting gems. The work is done in worker/lib/privateMessages.ts.
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono } from "hono";
import * as v from "valibot";
import { CHAT_MESSAGE_MAX, GIFT_MESSAGE_MAX } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { loadUserByUsername } from "../../db/hall";
import { inboxView } from "../../db/inbox";
import { listPurchaseHistory } from "../../db/purchaseHistory";
import { loadUser } from "../../db/users";
import { actorOf, recordStaffView } from "../admin/audit";
import { requirePrivilege } from "../admin/privileges";
import { authenticate } from "../middleware/auth";
import type { AppEnv } from "../env";
import { ok } from "../middleware/envelope";
import { body, str } from "../middleware/validate";
import { publicMember } from "../lib/groupAccess";
import { requestLanguage } from "../lib/language";
import {
  clearMemberFlags,
  existingMember,
  flagMember,
  isInteraction,
  KNOWN_INTERACTIONS,
  memberAchievements,
  memberProfile,
  objectionsTo,
} from "../lib/memberProfiles";
import { flagPrivateMessageRequest, sendPrivateMessage, transferGems } from "../lib/privateMessages";
import { uuidParam } from "../lib/socialInput";

const messageText = v.pipe(
  str(CHAT_MESSAGE_MAX, 1),
  v.check((text) => text.trim().length > 0, paramMessage("paramNotBlank")),
);
const userId = v.pipe(str(100, 1), v.uuid(paramMessage("paramUuid")), v.toLowerCase());
const sendInput = v.object({ message: messageText, toUserId: userId });
const giftInput = v.object({
  toUserId: userId,
  // Zero or less is refused by the gift itself (NotAuthorized), as the game's API does.
  gemAmount: v.pipe(
    v.number(paramMessage("paramNumber")),
    v.integer(paramMessage("paramWholeNumber")),
    v.maxValue(1_000_000, paramMessage("paramAtMost", { max: 1000000 })),
  ),
  message: v.optional(str(GIFT_MESSAGE_MAX)),
});
const profileFlagInput = v.object({
  comment: v.optional(str(CHAT_MESSAGE_MAX)),
  source: v.optional(str(100)),
});

export const memberRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/username/:username", async (c) => {
    const username = c.req.param("username");
    const member = username.length <= 100 ? await loadUserByUsername(database(c.env.DB), username) : undefined;
    // As the game's API: a username its owner has not confirmed finds nobody.
    if (!member?.flags?.verifiedUsername) throw new GameError("NotFound", "userWithUsernameNotFound", { username });
    return ok(c, publicMember(member));
  })
  .post("/send-private-message", async (c) => {
    const input = await body(c, sendInput);
    const sent = await sendPrivateMessage(database(c.env.DB), c.get("user"), input.toUserId, input.message);
    return ok(c, { message: sent && inboxView(sent) });
  })
  .post("/transfer-gems", async (c) => {
    const input = await body(c, giftInput);
    const sender = await transferGems(
      c.env,
      database(c.env.DB),
      c.get("user"),
      input,
      new URL(c.req.url).origin,
      (work) => c.executionCtx.waitUntil(work),
    );
    c.set("user", sender);
    return ok(c, {}, { messageKey: "gemsSent" });
  })
  .post("/flag-private-message/:messageId", flagPrivateMessageRequest)
  // Support reads a player's gem and hourglass history (the transactions settings page).
  .get("/:memberId/purchase-history", requirePrivilege("userSupport"), async (c) => {
    const memberId = uuidParam("memberId", c.req.param("memberId"));
    const db = database(c.env.DB);
    const member = await loadUser(db, memberId);
    if (!member) throw new GameError("NotFound", "userWithIDNotFound", { userId: memberId });
    await recordStaffView(db, actorOf(c.get("user")), {
      targetType: "user",
      targetId: member._id,
      action: "viewPurchaseHistory",
    });
    return ok(c, await listPurchaseHistory(db, member._id));
  })
  .get("/:memberId/achievements", async (c) => {
    const memberId = uuidParam("memberId", c.req.param("memberId"));
    const member = await existingMember(database(c.env.DB), memberId);
    return ok(c, await memberAchievements(member, requestLanguage(c)));
  })
  .get("/:toUserId/objections/:interaction", async (c) => {
    const toUserId = uuidParam("toUserId", c.req.param("toUserId"));
    const interaction = c.req.param("interaction");
    if (!isInteraction(interaction))
      throw new GameError("BadRequest", "invalidRequestParameters", {}, [
        {
          param: "interaction",
          message: paramMessage("paramOneOf", { options: KNOWN_INTERACTIONS.join(", ") }),
          value: interaction,
        },
      ]);
    const objections = await objectionsTo(database(c.env.DB), c.get("user"), toUserId, interaction, requestLanguage(c));
    return ok(c, objections);
  })
  .post("/:memberId/flag", async (c) => {
    const memberId = uuidParam("memberId", c.req.param("memberId"));
    const input = await body(c, profileFlagInput);
    return ok(c, await flagMember(database(c.env.DB), c.get("user"), memberId, input));
  })
  .post("/:memberId/clear-flags", async (c) => {
    const memberId = uuidParam("memberId", c.req.param("memberId"));
    await clearMemberFlags(database(c.env.DB), c.get("user"), memberId);
    return ok(c, {});
  })
  .get("/:memberId", async (c) => {
    const memberId = uuidParam("memberId", c.req.param("memberId"));
    const member = await existingMember(database(c.env.DB), memberId);
    return ok(c, memberProfile(member));
  });
