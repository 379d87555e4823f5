/**
 * The data export at the public API's top-level paths, signed in with the same headers as the
 * API: /export/userdata.json, /export/userdata.xml, /export/history.csv, /export/inbox.html and
 * /export/avatar-{id}.html. Anything else under /export is a JSON 404 like the API's.
 */
import { Hono, type Context } from "hono";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { loadUser } from "../../db/users";
import type { AppEnv } from "../env";
import { avatarPage, exportDocument, historyCsv, inboxPage } from "../lib/dataExport";
import { toXml } from "../lib/xml";
import { authenticate } from "../middleware/auth";

/** A file to keep: never cached, never framed or run, saved under the given name. */
function file(c: Context<AppEnv>, body: string, type: string, name?: string) {
  const headers: Record<string, string> = { "Content-Type": type, "Cache-Control": "no-store" };
  if (name) headers["Content-Disposition"] = `attachment; filename=${name}`;
  // Pages carry no script and load nothing: only their own inline styles.
  if (type.startsWith("text/html"))
    headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
  return c.body(body, 200, headers);
}

export const exportRoutes = new Hono<AppEnv>()
  .get("/userdata.json", authenticate, async (c) => {
    const doc = await exportDocument(database(c.env.DB), c.get("user"), c.get("hasPassword"));
    return file(c, JSON.stringify(doc), "application/json; charset=utf-8", "habitforge-user-data.json");
  })
  .get("/userdata.xml", authenticate, async (c) => {
    const doc = await exportDocument(database(c.env.DB), c.get("user"), c.get("hasPassword"));
    return file(c, toXml("user", doc), "text/xml; charset=utf-8", "habitforge-user-data.xml");
  })
  .get("/history.csv", authenticate, async (c) =>
    file(
      c,
      await historyCsv(database(c.env.DB), c.get("user")._id),
      "text/csv; charset=utf-8",
      "habitforge-tasks-history.csv",
    ),
  )
  .get("/inbox.html", authenticate, async (c) =>
    file(c, await inboxPage(database(c.env.DB), c.get("user")), "text/html; charset=utf-8", "inbox.html"),
  )
  .get("/:page{avatar-[^/]+\\.html}", authenticate, async (c) => {
    const memberId = (c.req.param("page") ?? "").slice("avatar-".length, -".html".length);
    const member = memberId.length <= 100 ? await loadUser(database(c.env.DB), memberId) : undefined;
    if (!member) throw new GameError("NotFound", "userWithIDNotFound", { userId: memberId });
    return file(c, avatarPage(member, c.get("user").preferences.language), "text/html; charset=utf-8");
  });
