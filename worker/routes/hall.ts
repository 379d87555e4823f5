/**
 * The Hall (spec §7): heroes are players who contributed to the game, patrons those who backed
 * it. Both lists are public profiles only. Under /heroes/{id} user support reads and corrects
 * any player: contributor tier, privileges, gems, hourglasses and items, suspension, chat
 * revocation and shadow mute, and a staff note; every change is audited (worker/lib/heroes).
 */
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { database } from "../../db/client";
import { listHeroRows, listPatronRows } from "../../db/hall";
import { userFromRow } from "../../db/users";
import { actorOf, recordStaffView } from "../admin/audit";
import { requirePrivilege } from "../admin/privileges";
import { loadStaffNote } from "../admin/staffNotes";
import type { AppEnv } from "../env";
import {
  assertMayCorrectHero,
  correctHero,
  groupPlansForSupport,
  hallEntry,
  heroOr404,
  heroView,
  partyForSupport,
} from "../lib/heroes";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, pageParam, query } from "../middleware/validate";
import { heroUpdate } from "../schemas/hall";
import { listProfileReports } from "../../db/profileReports";

export const PATRONS_PER_PAGE = 50;
/** Far past the last page there can be; keeps the offset a small number. */
const PATRONS_PAGE_MAX = 100_000;
const HEROES_MAX = 500;

async function listPatrons(c: Context<AppEnv>) {
  const { page = 0 } = query(c, v.object({ page: pageParam(PATRONS_PAGE_MAX) }));
  const rows = await listPatronRows(database(c.env.DB), page, PATRONS_PER_PAGE);
  return ok(
    c,
    rows.map((row) => hallEntry(userFromRow(row))),
  );
}

const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? "";

export const hallRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/heroes", async (c) => {
    const rows = await listHeroRows(database(c.env.DB), HEROES_MAX);
    return ok(
      c,
      rows.map((row) => hallEntry(userFromRow(row))),
    );
  })
  // The public API writes the patrons' path with a trailing slash: both forms are served.
  .get("/patrons", listPatrons)
  .get("/patrons/", listPatrons)
  // A party's standing for support; never its name, description or chat.
  .get("/heroes/party/:groupId", requirePrivilege("userSupport"), async (c) => {
    const db = database(c.env.DB);
    const party = await partyForSupport(db, param(c, "groupId"));
    await recordStaffView(db, actorOf(c.get("user")), { targetType: "group", targetId: party.id, action: "viewParty" });
    return ok(c, party);
  })
  .get("/heroes/:heroId/group-plans", requirePrivilege("userSupport"), async (c) => {
    const db = database(c.env.DB);
    const hero = await heroOr404(db, param(c, "heroId"));
    await recordStaffView(db, actorOf(c.get("user")), {
      targetType: "user",
      targetId: hero._id,
      action: "viewGroupPlans",
    });
    return ok(c, await groupPlansForSupport(db, hero._id));
  })
  .get("/heroes/:heroId", requirePrivilege("userSupport"), async (c) => {
    const db = database(c.env.DB);
    const hero = await heroOr404(db, param(c, "heroId"));
    await recordStaffView(db, actorOf(c.get("user")), { targetType: "user", targetId: hero._id, action: "viewPlayer" });
    return ok(c, heroView(hero, await loadStaffNote(db, hero._id), await listProfileReports(db, hero._id)));
  })
  .put("/heroes/:heroId", requirePrivilege("userSupport"), async (c) => {
    const me = c.get("user");
    const input = await body(c, heroUpdate);
    const db = database(c.env.DB);
    const target = await heroOr404(db, param(c, "heroId"));
    assertMayCorrectHero(me, target, input);
    const { hero, changes, note } = await correctHero(c.env, db, me, target, input);
    return ok(
      c,
      heroView(hero, note, await listProfileReports(db, hero._id)),
      changes.length ? { messageKey: "heroUpdated" } : {},
    );
  });
