/**
 * The Hall (spec §7): heroes are players who contributed to the game, patrons those who backed
 * it. Both lists are public profiles only. Under /heroes/{id} user support reads and corrects
 * any player: contributor tier, privileges, gems, hourglasses and items, suspension, chat
 * revocation and shadow mute, and a staff note; every change is audited.
 */
import { paramMessage } from "../../content/i18n/params";
import { and, desc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { BALANCE_PER_GEM, GEMS_PER_BALANCE, TAVERN_ID } from "../../content/data/constants";
import { allSpells, eggs, food, gear, hatchingPotions, mounts, pets, quests } from "../../content/data";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import { groupMembers, groups, users } from "../../db/schema";
import { loadUser, updateUser, userFromRow } from "../../db/users";
import { actorOf, auditStatement, changedPaths, recordStaffView, type AuditChange } from "../admin/audit";
import { PRIVILEGES, requirePrivilege, type Privilege } from "../admin/privileges";
import { assertMayChangeStandingOf, assertNotOwnAccount, isStaff } from "../admin/staffLimits";
import { loadStaffNote, STAFF_NOTE_MAX, staffNoteStatement, type StaffNote } from "../admin/staffNotes";
import type { AppEnv } from "../env";
import { randomToken } from "../lib/crypto";
import { disconnectFromGroup } from "../lib/rooms";
import type { PurchaseLabel } from "../../db/purchaseHistory";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, pageParam, query } from "../middleware/validate";
import { newNotification, publicMember } from "../lib/groupAccess";
import type { Hero } from "../api-types/admin";
import type { HallEntry } from "../api-types/members";

export const PATRONS_PER_PAGE = 50;
/** Far past the last page there can be; keeps the offset a small number. */
const PATRONS_PAGE_MAX = 100_000;
const HEROES_MAX = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const contributorLevel = sql<number>`coalesce(json_extract(${users.misc}, '$.contributor.level'), 0)`;
const backerTier = sql<number>`coalesce(json_extract(${users.misc}, '$.backer.tier'), 0)`;

/** Gems a contributor receives on reaching each tier (tiers 8 and 9 are staff and moderators). */
export const GEMS_PER_CONTRIBUTOR_TIER: Record<number, number> = {
  1: 3,
  2: 3,
  3: 3,
  4: 4,
  5: 4,
  6: 4,
  7: 4,
  8: 0,
  9: 0,
};
/** From this tier on a contributor owns the contributors' own pet. */
export const CONTRIBUTOR_PET_TIER = 6;
export const CONTRIBUTOR_PET = "Dragon-Hydra";
/** Upper bounds of corrections: far above anything play reaches, low enough to stay exact. */
const GEMS_MAX = 1_000_000;
const COUNT_MAX = 9_999;

const bool = v.boolean(paramMessage("paramTrueFalse"));
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.number(paramMessage("paramNumber")),
    v.integer(paramMessage("paramWholeNumber")),
    v.minValue(min, paramMessage("paramAtLeast", { min })),
    v.maxValue(max, paramMessage("paramAtMost", { max })),
  );
const privilegeFlags = v.strictObject(
  Object.fromEntries(PRIVILEGES.map((privilege) => [privilege, v.optional(bool)])) as Record<
    Privilege,
    v.OptionalSchema<typeof bool, undefined>
  >,
);

const heroUpdate = v.object({
  contributor: v.optional(
    v.object({
      level: v.optional(wholeNumber(0, 9)),
      text: v.optional(
        v.pipe(v.string(paramMessage("paramString")), v.maxLength(200, paramMessage("paramMaxChars", { max: 200 }))),
      ),
      contributions: v.optional(
        v.pipe(v.string(paramMessage("paramString")), v.maxLength(2000, paramMessage("paramMaxChars", { max: 2000 }))),
      ),
      admin: v.optional(bool),
      critical: v.optional(
        v.pipe(v.string(paramMessage("paramString")), v.maxLength(200, paramMessage("paramMaxChars", { max: 200 }))),
      ),
    }),
  ),
  backer: v.optional(
    v.object({
      tier: v.optional(wholeNumber(0, 10_000)),
      npc: v.optional(
        v.pipe(v.string(paramMessage("paramString")), v.maxLength(100, paramMessage("paramMaxChars", { max: 100 }))),
      ),
    }),
  ),
  permissions: v.optional(privilegeFlags),
  /** Gems in the game's balance unit (a gem is a quarter): whole gems only. */
  balance: v.optional(
    v.pipe(
      v.number(paramMessage("paramNumber")),
      v.minValue(0, paramMessage("paramAtLeast", { min: 0 })),
      v.maxValue(GEMS_MAX * BALANCE_PER_GEM, paramMessage("paramAtMost", { max: GEMS_MAX * BALANCE_PER_GEM })),
      v.check((balance) => Number.isInteger(balance * GEMS_PER_BALANCE), paramMessage("paramQuarterGems")),
    ),
  ),
  purchased: v.optional(
    v.object({
      plan: v.optional(
        v.object({
          gemsBought: v.optional(wholeNumber(0, GEMS_MAX)),
          consecutive: v.optional(
            v.object({
              trinkets: v.optional(wholeNumber(0, COUNT_MAX)),
              gemCapExtra: v.optional(wholeNumber(0, 1_000)),
            }),
          ),
        }),
      ),
    }),
  ),
  auth: v.optional(v.object({ blocked: v.optional(bool) })),
  flags: v.optional(v.object({ chatRevoked: v.optional(bool), chatShadowMuted: v.optional(bool) })),
  /** The staff note (kept apart from the player's document). */
  secret: v.optional(
    v.object({
      text: v.optional(
        v.pipe(
          v.string(paramMessage("paramString")),
          v.maxLength(STAFF_NOTE_MAX, paramMessage("paramMaxChars", { max: STAFF_NOTE_MAX })),
        ),
      ),
    }),
  ),
  itemPath: v.optional(
    v.pipe(v.string(paramMessage("paramString")), v.maxLength(200, paramMessage("paramMaxChars", { max: 200 }))),
  ),
  itemVal: v.optional(v.unknown()),
  changeApiToken: v.optional(bool),
  resetCron: v.optional(bool),
  // The flat spelling older tools send.
  "auth.blocked": v.optional(bool),
  "flags.chatRevoked": v.optional(bool),
  "flags.chatShadowMuted": v.optional(bool),
});
type HeroUpdate = v.InferOutput<typeof heroUpdate>;

/** Item families support may correct, the content table their keys come from, and what an amount may be. */
const ITEM_FAMILIES: Record<string, { table: Record<string, unknown>; value: v.GenericSchema }> = {
  pets: {
    table: pets,
    value: v.union([wholeNumber(-1, 50), v.null()], paramMessage("paramSeatRange")),
  },
  mounts: { table: mounts, value: v.union([v.literal(true), v.null()], paramMessage("paramTrueNull")) },
  eggs: { table: eggs, value: wholeNumber(0, COUNT_MAX) },
  hatchingPotions: { table: hatchingPotions, value: wholeNumber(0, COUNT_MAX) },
  food: { table: food, value: wholeNumber(0, COUNT_MAX) },
  quests: { table: quests, value: wholeNumber(0, COUNT_MAX) },
  special: { table: allSpells, value: wholeNumber(0, COUNT_MAX) },
  "gear.owned": { table: gear, value: bool },
};

/** A correction of one item: its family, key and checked value; a 400 for anything else. */
function itemCorrection(path: string, raw: unknown): { family: string; key: string; value: unknown } {
  const match =
    /^items\.(pets|mounts|eggs|hatchingPotions|food|quests|special|gear\.owned)\.([A-Za-z0-9_-]{1,100})$/.exec(path);
  const family = match && ITEM_FAMILIES[match[1]];
  if (!match || !family || !Object.hasOwn(family.table, match[2]))
    throw new GameError("BadRequest", "invalidItemPath", { path });
  const checked = v.safeParse(family.value, raw);
  if (!checked.success)
    throw new GameError("BadRequest", "invalidItemValue", { path, value: JSON.stringify(raw) ?? "" });
  return { family: match[1], key: match[2], value: checked.output };
}

function setItem(user: User, family: string, key: string, value: unknown) {
  const owner =
    (family === "gear.owned"
      ? user.items.gear.owned
      : (user.items as unknown as Record<string, Record<string, unknown>>)[family]) ?? {};
  // A pet set to null is not owned at all; a mount keeps null, as a released one does.
  if (value === null && family === "pets") delete owner[key];
  else owner[key] = value;
  if (family === "gear.owned") user.items.gear.owned = owner as Record<string, boolean>;
  else (user.items as unknown as Record<string, unknown>)[family] = owner;
}

const AUDITED_PATHS = [
  "contributor.level",
  "contributor.text",
  "contributor.contributions",
  "contributor.admin",
  "contributor.critical",
  "backer.tier",
  "backer.npc",
  ...PRIVILEGES.map((privilege) => `permissions.${privilege}`),
  "balance",
  "purchased.plan.gemsBought",
  "purchased.plan.consecutive.trinkets",
  "purchased.plan.consecutive.gemCapExtra",
  "auth.blocked",
  "flags.chatRevoked",
  "flags.chatShadowMuted",
  "preferences.sleep",
  "lastCron",
  `items.pets.${CONTRIBUTOR_PET}`,
];

interface HeroChange {
  changes: AuditChange[];
  note?: string;
  newToken?: string;
  /** Why gems or hourglasses moved, for the purchase history (a correction outweighs a tier's gems). */
  purchase?: PurchaseLabel;
}

/** Applies one support request to the freshest player (mutates it); answers what changed. */
function applyHeroUpdate(
  hero: User,
  input: HeroUpdate,
  item: ReturnType<typeof itemCorrection> | undefined,
  note: StaffNote | undefined,
  now: Date,
): HeroChange {
  const before = structuredClone(hero);
  if (input.balance !== undefined || input.purchased?.plan?.consecutive?.trinkets !== undefined) {
    if (input.balance !== undefined) hero.balance = input.balance;
    if (input.purchased?.plan?.consecutive?.trinkets !== undefined)
      hero.purchased.plan.consecutive.trinkets = input.purchased.plan.consecutive.trinkets;
  }
  const plan = input.purchased?.plan;
  if (plan?.gemsBought !== undefined) hero.purchased.plan.gemsBought = plan.gemsBought;
  if (plan?.consecutive?.gemCapExtra !== undefined)
    hero.purchased.plan.consecutive.gemCapExtra = plan.consecutive.gemCapExtra;

  // A contributor gets gems for every tier they climb, and the contributors' pet from tier 6.
  const oldTier = hero.contributor?.level ?? 0;
  const newTier = input.contributor?.level ?? oldTier;
  if (input.contributor) hero.contributor = { ...hero.contributor, ...input.contributor };
  if (newTier > oldTier) {
    let gems = 0;
    for (let tier = oldTier + 1; tier <= newTier; tier++) gems += GEMS_PER_CONTRIBUTOR_TIER[tier] ?? 0;
    hero.balance += gems * BALANCE_PER_GEM;
    (hero.flags as User["flags"] & { contributor?: boolean }).contributor = true;
    hero.notifications = [
      ...(hero.notifications ?? []),
      newNotification("NEW_CONTRIBUTOR_LEVEL", { level: newTier, gems }),
    ];
  }
  if ((hero.contributor?.level ?? 0) >= CONTRIBUTOR_PET_TIER && !hero.items.pets[CONTRIBUTOR_PET])
    hero.items.pets = { ...hero.items.pets, [CONTRIBUTOR_PET]: 5 };
  if (input.backer) hero.backer = { ...hero.backer, ...input.backer };
  if (input.permissions) {
    const granted = Object.fromEntries(Object.entries(input.permissions).filter(([, value]) => value !== undefined));
    hero.permissions = { ...hero.permissions, ...granted };
  }

  const blocked = input.auth?.blocked ?? input["auth.blocked"];
  const auth = hero.auth as User["auth"] & { blocked?: boolean };
  if (blocked !== undefined) {
    auth.blocked = blocked;
    // A suspended player rests at the inn: their dailies cannot hurt them while they are away.
    if (blocked) hero.preferences.sleep = true;
  }
  const chatRevoked = input.flags?.chatRevoked ?? input["flags.chatRevoked"];
  if (chatRevoked !== undefined) hero.flags.chatRevoked = chatRevoked;
  const shadowMuted = input.flags?.chatShadowMuted ?? input["flags.chatShadowMuted"];
  if (shadowMuted !== undefined) hero.flags.chatShadowMuted = shadowMuted;

  if (input.resetCron) {
    const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
    hero.lastCron = yesterday;
    hero.auth.timestamps.loggedin = yesterday;
  }

  const changes = changedPaths(before, hero, AUDITED_PATHS);
  if (item) {
    const path = `items.${item.family}.${item.key}`;
    const old =
      item.family === "gear.owned"
        ? before.items.gear.owned[item.key]
        : (before.items as unknown as Record<string, Record<string, unknown>>)[item.family]?.[item.key];
    setItem(hero, item.family, item.key, item.value);
    if (JSON.stringify(old ?? null) !== JSON.stringify(item.value))
      changes.push({ path, old: old ?? null, new: item.value });
  }
  const corrected = input.balance !== undefined || input.purchased?.plan?.consecutive?.trinkets !== undefined;
  const result: HeroChange = {
    changes,
    purchase: corrected
      ? { transactionType: "admin_update", reference: "support" }
      : newTier > oldTier
        ? { transactionType: "contribution", reference: String(newTier) }
        : undefined,
  };
  const noteText = input.secret?.text;
  if (noteText !== undefined && noteText.trim() !== (note?.text ?? "").trim()) {
    changes.push({ path: "secret.text", old: note?.text ?? "", new: noteText.trim() });
    result.note = noteText.trim();
  }
  if (input.changeApiToken) {
    result.newToken = randomToken();
    changes.push({ path: "apiToken", old: "(hidden)", new: "(replaced)" });
  }
  return result;
}

/** Everything support sees of a player; never credentials. */
export function heroView(hero: User, note: StaffNote | undefined): Hero {
  const auth = hero.auth as User["auth"] & { blocked?: boolean };
  return {
    ...publicMember(hero),
    auth: {
      local: { username: auth.local.username, email: auth.local.email },
      timestamps: auth.timestamps,
      blocked: Boolean(auth.blocked),
    },
    balance: hero.balance,
    gems: Math.round(hero.balance * GEMS_PER_BALANCE),
    items: hero.items,
    purchased: hero.purchased,
    permissions: hero.permissions ?? {},
    flags: hero.flags,
    party: hero.party,
    guilds: hero.guilds ?? [],
    lastCron: hero.lastCron,
    preferences: {
      sleep: hero.preferences.sleep,
      dayStart: hero.preferences.dayStart,
      timezoneOffset: hero.preferences.timezoneOffset,
      language: hero.preferences.language,
    },
    contributor: hero.contributor ?? {},
    backer: hero.backer ?? {},
    secret: { text: note?.text ?? "" },
    staffNote: note ?? null,
  };
}

/** A player by id, or by username when the identifier is not an id. */
async function findHero(db: Database, identifier: string): Promise<User | undefined> {
  if (!identifier || identifier.length > 100) return undefined;
  if (UUID.test(identifier)) return loadUser(db, identifier);
  const row = await db
    .select()
    .from(users)
    .where(eq(users.usernameLower, identifier.replace(/^@/, "").toLowerCase()))
    .get();
  return row && userFromRow(row);
}

async function heroOr404(db: Database, identifier: string): Promise<User> {
  const hero = await findHero(db, identifier);
  if (!hero) throw new GameError("NotFound", "userWithIDNotFound", { userId: identifier });
  return hero;
}

/** A hall entry: the public profile with the standing the hall is about. */
function hallEntry(user: User): HallEntry {
  return { ...publicMember(user, false), contributor: user.contributor ?? {}, backer: user.backer ?? {} };
}

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
  return ok(
    c,
    rows.map((row) => hallEntry(userFromRow(row))),
  );
}

const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? "";

export const hallRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/heroes", async (c) => {
    const rows = await database(c.env.DB)
      .select()
      .from(users)
      .where(sql`${contributorLevel} > 0`)
      .orderBy(desc(contributorLevel))
      .limit(HEROES_MAX)
      .all();
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
    const groupId = param(c, "groupId");
    const row =
      groupId.length <= 100
        ? await database(c.env.DB)
            .select()
            .from(groups)
            .where(and(eq(groups.id, groupId), eq(groups.type, "party")))
            .get()
        : undefined;
    if (!row) throw new GameError("NotFound", "groupNotFound");
    await recordStaffView(database(c.env.DB), actorOf(c.get("user")), {
      targetType: "group",
      targetId: row.id,
      action: "viewParty",
    });
    const doc = row.doc as { leaderOnly?: unknown; purchased?: unknown; quest?: unknown };
    return ok(c, {
      _id: row.id,
      id: row.id,
      type: row.type,
      leader: row.leaderId,
      memberCount: row.memberCount,
      leaderOnly: doc.leaderOnly ?? {},
      purchased: doc.purchased ?? {},
      quest: doc.quest ?? {},
    });
  })
  .get("/heroes/:heroId/group-plans", requirePrivilege("userSupport"), async (c) => {
    const db = database(c.env.DB);
    const hero = await heroOr404(db, param(c, "heroId"));
    await recordStaffView(db, actorOf(c.get("user")), {
      targetType: "user",
      targetId: hero._id,
      action: "viewGroupPlans",
    });
    const rows = await db
      .select({
        id: groups.id,
        name: groups.name,
        type: groups.type,
        leaderId: groups.leaderId,
        memberCount: groups.memberCount,
        plan: sql<string | null>`json_extract(${groups.doc}, '$.purchased.plan')`,
      })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(
        and(eq(groupMembers.userId, hero._id), sql`json_extract(${groups.doc}, '$.purchased.plan.planId') IS NOT NULL`),
      )
      .all();
    return ok(
      c,
      rows.map((row) => ({
        _id: row.id,
        id: row.id,
        name: row.name,
        type: row.type,
        leader: row.leaderId,
        memberCount: row.memberCount,
        purchased: { plan: row.plan ? JSON.parse(row.plan) : {} },
      })),
    );
  })
  .get("/heroes/:heroId", requirePrivilege("userSupport"), async (c) => {
    const db = database(c.env.DB);
    const hero = await heroOr404(db, param(c, "heroId"));
    await recordStaffView(db, actorOf(c.get("user")), { targetType: "user", targetId: hero._id, action: "viewPlayer" });
    return ok(c, heroView(hero, await loadStaffNote(db, hero._id)));
  })
  .put("/heroes/:heroId", requirePrivilege("userSupport"), async (c) => {
    const me = c.get("user");
    const input = await body(c, heroUpdate);
    const db = database(c.env.DB);
    const target = await heroOr404(db, param(c, "heroId"));
    assertNotOwnAccount(me, target._id);
    const fullAccess = me.permissions?.fullAccess === true;
    // Staff with full access answer only to each other: nobody else may lock them out.
    if (!fullAccess && target.permissions?.fullAccess === true)
      throw new GameError("NotAuthorized", "cannotChangeFullAccessAccount");
    // The old admin flag makes a moderator: it is a privilege like the others.
    if (
      !fullAccess &&
      input.contributor?.admin !== undefined &&
      input.contributor.admin !== Boolean(target.contributor?.admin)
    ) {
      throw new GameError("NotAuthorized", "onlyFullAccessGrantsPrivileges");
    }
    if (!fullAccess && input.permissions && Object.values(input.permissions).some((value) => value !== undefined))
      throw new GameError("NotAuthorized", "onlyFullAccessGrantsPrivileges");
    const item = input.itemPath !== undefined ? itemCorrection(input.itemPath, input.itemVal) : undefined;
    const note = await loadStaffNote(db, target._id);
    const now = new Date();
    const { user: hero, result } = await updateUser(db, target._id, (fresh) => {
      const staffTarget = isStaff(fresh);
      const change = applyHeroUpdate(fresh, input, item, note, now);
      assertMayChangeStandingOf(me, staffTarget, change.changes);
      if (change.changes.length === 0) return { user: fresh, result: change, unchanged: true };
      const extra: BatchItem<"sqlite">[] = [
        auditStatement(db, {
          actor: actorOf(me),
          targetType: "user",
          targetId: fresh._id,
          action: "updateHero",
          changes: change.changes,
          at: now,
        }),
      ];
      if (change.note !== undefined)
        extra.push(staffNoteStatement(db, fresh._id, change.note, me.auth.local.username, now));
      return {
        user: fresh,
        result: change,
        extra,
        secrets: change.newToken ? { apiToken: change.newToken } : undefined,
        purchase: change.purchase,
      };
    });
    // A suspended player stops hearing every room at once, as a removed member does.
    if ((hero.auth as { blocked?: boolean }).blocked && result.changes.some((entry) => entry.path === "auth.blocked")) {
      const memberships = await db
        .select({ groupId: groupMembers.groupId })
        .from(groupMembers)
        .where(eq(groupMembers.userId, hero._id))
        .all();
      for (const { groupId } of [...memberships, { groupId: TAVERN_ID }])
        await disconnectFromGroup(c.env, groupId, [hero._id]);
    }
    const savedNote = result.note !== undefined ? await loadStaffNote(db, hero._id) : note;
    return ok(c, heroView(hero, savedNote), result.changes.length ? { messageKey: "heroUpdated" } : {});
  });
