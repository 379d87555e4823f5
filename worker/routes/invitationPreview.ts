/**
 * GET /user/auth/invitation?groupInvite=<token>: for the sign-up form of an invitation link,
 * who invites to which group, while the link would still invite. No sign-in: the link's
 * holder is not a player yet. It spends nothing.
 */
import { Hono } from "hono";
import { notFound } from "../../content/rules/errors";
import type { AppEnv } from "../env";
import { previewInvitation } from "../lib/invitations";
import { ok } from "../middleware/envelope";

export const invitationPreviewRoutes = new Hono<AppEnv>().get("/invitation", async (c) => {
  const token = c.req.query("groupInvite") ?? "";
  const preview = token ? await previewInvitation(c.env, token) : undefined;
  if (!preview) throw notFound("invitationLinkUnusable");
  return ok(c, preview);
});
