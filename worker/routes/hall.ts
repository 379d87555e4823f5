/**
 * The Hall (spec §7): heroes are players who contributed to the game, patrons those who backed
 * it. Both lists are public profiles only; changing a hero's standing is for user support.
 */
import { desc, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { users } from "../../db/schema";
import { loadUser, updateUser, userFromRow } from "../../db/users";
import type { AppEnv } from "../env";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, pageParam, query } from "../middleware/validate";
import { publicMember } from "./groupAccess";

export const PATRONS_PER_PAGE = 50;
/** Far past the last page there can be; keeps the offset a small number. */
const PATRONS_PAGE_MAX = 100_000;
const HEROES_MAX = 500;

const contributorLevel = sql<number>`coalesce(json_extract(${users.misc}, '$.contributor.level'), 0)`;
const backerTier = sql<number>`coalesce(json_extract(${users.misc}, '$.backer.tier'), 0)`;

const heroUpdate = v.object({
  contributor: v.optional(
    v.object({
      level: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9))),
      text: v.optional(v.pipe(v.string(), v.maxLength(200))),
      admin: v.optional(v.boolean()),
      critical: v.optional(v.pipe(v.string(), v.maxLength(200))),
    }),
  ),
  backer: v.optional(v.object({ tier: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000))), npc: v.optional(v.pipe(v.string(), v.maxLength(100))) })),
  "auth.blocked": v.optional(v.boolean()),
  "flags.chatRevoked": v.optional(v.boolean()),
  "flags.chatShadowMuted": v.optional(v.boolean()),
});

async function listPatrons(c: Context<AppEnv>) {
  const { page = 0 } = query(c, v.object({ page: pageParam(PATRONS_PAGE_MAX) }));
  const rows = await database(c.env.DB)
    .select()
    .from(users)
    .where(sql`${backerTier} > 0`)
    .orderBy(desc(backerTier))
    .limit(PATRONS_PER_PAGE)
    .offset(page * PATRONS_PER_PAGE)
    .all();
  return ok(c, rows.map((row) => publicMember(userFromRow(row), false)));
}

export const hallRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/heroes", async (c) => {
    const rows = await database(c.env.DB).select().from(users).where(sql`${contributorLevel} > 0`).orderBy(desc(contributorLevel)).limit(HEROES_MAX).all();
    return ok(c, rows.map((row) => publicMember(userFromRow(row), false)));
  })
  // The public API writes the patrons' path with a trailing slash: both forms are served.
  .get("/patrons", listPatrons)
  .get("/patrons/", listPatrons)
  .get("/heroes/:heroId", async (c) => {
    const me = c.get("user");
    if (!me.permissions.userSupport && !me.permissions.fullAccess) throw new GameError("NotAuthorized", "notAuthorized");
    const hero = await loadUser(database(c.env.DB), c.req.param("heroId"));
    if (!hero) throw new GameError("NotFound", "userNotFound");
    return ok(c, { ...publicMember(hero), contributor: hero.contributor ?? {}, backer: hero.backer ?? {}, auth: { blocked: Boolean((hero.auth as { blocked?: boolean }).blocked) }, flags: hero.flags });
  })
  .put("/heroes/:heroId", async (c) => {
    const me = c.get("user");
    if (!me.permissions.userSupport && !me.permissions.fullAccess) throw new GameError("NotAuthorized", "notAuthorized");
    const input = await body(c, heroUpdate);
    const db = database(c.env.DB);
    if (!(await loadUser(db, c.req.param("heroId")))) throw new GameError("NotFound", "userNotFound");
    const { user: hero } = await updateUser(db, c.req.param("heroId"), (fresh) => {
      if (input.contributor) fresh.contributor = { ...fresh.contributor, ...input.contributor };
      if (input.backer) fresh.backer = { ...fresh.backer, ...input.backer };
      if (input["auth.blocked"] !== undefined) (fresh.auth as { blocked?: boolean }).blocked = input["auth.blocked"];
      if (input["flags.chatRevoked"] !== undefined) fresh.flags.chatRevoked = input["flags.chatRevoked"];
      if (input["flags.chatShadowMuted"] !== undefined) fresh.flags.chatShadowMuted = input["flags.chatShadowMuted"];
      return { user: fresh, result: null };
    });
    return ok(c, { ...publicMember(hero), contributor: hero.contributor ?? {}, backer: hero.backer ?? {} });
  });
