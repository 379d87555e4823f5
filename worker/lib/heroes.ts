/**
 * Support's work on a player under /hall/heroes: finding them by id or username, what support
 * sees of them, and one correction (tier gems and pet, privileges, gems, items, suspension,
 * chat standing, staff note, API token) as one audited guarded write.
 */
import type { BatchItem } from "drizzle-orm/batch";
import * as v from "valibot";
import { BALANCE_PER_GEM, GEMS_PER_BALANCE, TAVERN_ID } from "../../content/data/constants";
import { allSpells, eggs, food, gear, hatchingPotions, mounts, pets, quests } from "../../content/data";
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { groupIdsOfMember, groupPlansOfMember, loadPartyRow, loadUserByUsername } from "../../db/hall";
import type { PurchaseLabel } from "../../db/purchaseHistory";
import { loadUser, updateUser } from "../../db/users";
import { actorOf, auditStatement, changedPaths, type AuditChange } from "../admin/audit";
import { PRIVILEGES } from "../admin/privileges";
import { assertMayChangeStandingOf, assertNotOwnAccount, isStaff } from "../admin/staffLimits";
import { loadStaffNote, staffNoteStatement, type StaffNote } from "../admin/staffNotes";
import type { Env } from "../env";
import { bool, COUNT_MAX, type HeroUpdate, wholeNumber } from "../schemas/hall";
import { randomToken } from "./crypto";
import { newNotification, publicMember } from "./groupAccess";
import { disconnectFromGroup } from "./rooms";
import type { ProfileReportRow } from "../../db/profileReports";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
export function heroView(hero: User, note: StaffNote | undefined, reports: ProfileReportRow[]) {
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
    profileReports: reports
      .map(({ reporterId, reportedAt, comment, source }) => ({ reporterId, reportedAt, comment, source }))
      .sort((a, b) => b.reportedAt.localeCompare(a.reportedAt)),
  };
}

/** A hall entry: the public profile with the standing the hall is about. */
export function hallEntry(user: User) {
  return { ...publicMember(user, false), contributor: user.contributor ?? {}, backer: user.backer ?? {} };
}

/** A player by id, or by username when the identifier is not an id. */
async function findHero(db: Database, identifier: string): Promise<User | undefined> {
  if (!identifier || identifier.length > 100) return undefined;
  if (UUID.test(identifier)) return loadUser(db, identifier);
  return loadUserByUsername(db, identifier);
}

/** A player by id or username; a 404 when there is none. */
export async function heroOr404(db: Database, identifier: string): Promise<User> {
  const hero = await findHero(db, identifier);
  if (!hero) throw new GameError("NotFound", "userWithIDNotFound", { userId: identifier });
  return hero;
}

/**
 * Refuses a correction this member of staff may not make: of their own account, of an account
 * with full access, or granting privileges (the old admin flag among them) without full access.
 */
export function assertMayCorrectHero(me: User, target: User, input: HeroUpdate) {
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
}

/**
 * Applies one support correction to a player as one audited guarded write; a suspended player
 * is disconnected from every room. Answers the player, what changed and their staff note.
 */
export async function correctHero(env: Env, db: Database, me: User, target: User, input: HeroUpdate) {
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
    for (const groupId of [...(await groupIdsOfMember(db, hero._id)), TAVERN_ID])
      await disconnectFromGroup(env, groupId, [hero._id]);
  }
  const savedNote = result.note !== undefined ? await loadStaffNote(db, hero._id) : note;
  return { hero, changes: result.changes, note: savedNote };
}

/** A party's standing as support reads it; never its name, description or chat. A 404 for anything else. */
export async function partyForSupport(db: Database, groupId: string) {
  const row = await loadPartyRow(db, groupId);
  if (!row) throw new GameError("NotFound", "groupNotFound");
  const doc = row.doc as { leaderOnly?: unknown; purchased?: unknown; quest?: unknown };
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    leader: row.leaderId,
    memberCount: row.memberCount,
    leaderOnly: doc.leaderOnly ?? {},
    purchased: doc.purchased ?? {},
    quest: doc.quest ?? {},
  };
}

/** The groups with a plan a player belongs to, as support reads them. */
export async function groupPlansForSupport(db: Database, heroId: string) {
  const rows = await groupPlansOfMember(db, heroId);
  return rows.map((row) => ({
    _id: row.id,
    id: row.id,
    name: row.name,
    type: row.type,
    leader: row.leaderId,
    memberCount: row.memberCount,
    purchased: { plan: row.plan ? JSON.parse(row.plan) : {} },
  }));
}
