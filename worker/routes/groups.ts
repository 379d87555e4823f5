/** Groups. For now: the live ticket that lets a member connect to the group's room. */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { TAVERN_ID } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { groupMembers, groups, liveTickets } from "../../db/schema";
import type { AppEnv } from "../env";
import { LIVE_TICKET_TTL_MS } from "../lib/rooms";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";

export const groupRoutes = new Hono<AppEnv>().use(authenticate).post("/:groupId/live-ticket", async (c) => {
  const groupId = c.req.param("groupId");
  const me = c.get("user");
  const db = database(c.env.DB);
  const resolvedId = groupId === "party" ? me.party._id : groupId === "habitrpg" || groupId === "tavern" ? TAVERN_ID : groupId;
  if (!resolvedId) throw new GameError("NotFound", "groupNotFound");
  if (resolvedId !== TAVERN_ID) {
    const group = await db.select({ id: groups.id, privacy: groups.privacy }).from(groups).where(eq(groups.id, resolvedId)).get();
    if (!group) throw new GameError("NotFound", "groupNotFound");
    const membership = await db
      .select({ role: groupMembers.role })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, resolvedId), eq(groupMembers.userId, me._id)))
      .get();
    // Outsiders may not even learn that a private group exists.
    if (!membership) throw new GameError(group.privacy === "private" ? "NotFound" : "NotAuthorized", group.privacy === "private" ? "groupNotFound" : "notGroupMember");
  }
  const ticket = crypto.randomUUID();
  const expiresAt = Date.now() + LIVE_TICKET_TTL_MS;
  await db.insert(liveTickets).values({ ticket, userId: me._id, groupId: resolvedId, expiresAt });
  return ok(c, { ticket, groupId: resolvedId, expiresAt: new Date(expiresAt).toISOString(), url: `/parties/group-room/${resolvedId}?ticket=${ticket}` });
});
