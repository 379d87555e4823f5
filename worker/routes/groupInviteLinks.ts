/**
 * A group leader's reusable invitation links: POST /groups/{groupId}/invite-link makes one
 * (a use limit and a lifetime in days), GET lists them with their uses left, DELETE
 * /groups/{groupId}/invite-link/{linkId} revokes one. Links made for one email address come
 * from POST /groups/{groupId}/invite and need none of this.
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { INVITE_LINK_TTL_DAYS_MAX, INVITE_LINK_USES_MAX } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import type { Group } from "../../db/groups";
import type { AppEnv } from "../env";
import { memberGroup } from "../lib/groupAccess";
import { createInviteLink, listInviteLinks, revokeInviteLink } from "../lib/invitations";
import { siteOrigin } from "../mail/messages";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body } from "../middleware/validate";

const wholeNumber = (max: number) =>
  v.pipe(
    v.number(paramMessage("paramNumber")),
    v.integer(paramMessage("paramWholeNumber")),
    v.minValue(1, paramMessage("paramAtLeast", { min: 1 })),
    v.maxValue(max, paramMessage("paramAtMost", { max })),
  );
const createInput = v.object({
  maxUses: wholeNumber(INVITE_LINK_USES_MAX),
  expiresInDays: wholeNumber(INVITE_LINK_TTL_DAYS_MAX),
});

/** The group, if the caller leads it: a reusable link is the leader's choice alone. */
async function ledGroup(c: Context<AppEnv>): Promise<Group> {
  const access = await memberGroup(database(c.env.DB), c.get("user"), c.req.param("groupId") ?? "");
  if (access.role !== "leader") throw new GameError("NotAuthorized", "onlyLeaderManagesInviteLinks");
  return access.group;
}

function origin(c: Context<AppEnv>): string {
  return siteOrigin(c.env, c.req.url) ?? new URL(c.req.url).origin;
}

export const groupInviteLinkRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .post("/:groupId/invite-link", async (c) => {
    const group = await ledGroup(c);
    const input = await body(c, createInput);
    const link = await createInviteLink(c.env, origin(c), {
      groupId: group.id,
      createdBy: c.get("user")._id,
      ...input,
    });
    return ok(c, link, { status: 201 });
  })
  .get("/:groupId/invite-link", async (c) => {
    const group = await ledGroup(c);
    return ok(c, await listInviteLinks(c.env, origin(c), group.id));
  })
  .delete("/:groupId/invite-link/:linkId", async (c) => {
    const group = await ledGroup(c);
    await revokeInviteLink(c.env, group.id, c.req.param("linkId"));
    return ok(c, {});
  });
