/**
 * The player's document as the API shows it: what is stored, plus what the public API has
 * always computed for its readers (levels, maximums, attribute totals, whether a rollover is
 * due, whether the account has a password) and every flag at its default when never set.
 */
import { MAX_HEALTH, TOUR_KEYS, TUTORIAL_KEYS } from "../../content/data/constants";
import { needsCron } from "../../content/rules/cron";
import { openYesterDailies, openYesterDamage } from "../../content/rules/yesterDailies";
import { defaultGear } from "../../content/rules/gearTable";
import { toNextLevel } from "../../content/rules/levels";
import { computeStats } from "../../content/rules/stats";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { isUnreadNews, latestKnownNews, latestNews } from "./latestNews";
import { pickPaths } from "./paths";
import type { ComputedStats } from "../api-types/members";

/** Whether the player has a post they have not read or put off. */
export function hasNewStuff(user: User): boolean {
  return isUnreadNews(latestKnownNews(), user.flags.lastNewStuffRead, user.auth.timestamps.created);
}

/** The values computed from the stats: experience to the next level, the maximums and the attribute totals. */
export function computedStats(user: Pick<User, "stats" | "items">): ComputedStats {
  const computed = computeStats(user, defaultGear());
  return {
    toNextLevel: toNextLevel(user.stats.lvl),
    maxHealth: MAX_HEALTH,
    maxMP: computed.maxMP,
    totals: { str: computed.str, int: computed.int, con: computed.con, per: computed.per },
  };
}

const falseFor = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, false]));

/** Flags the public API always fills, at the values a new account starts with. */
const FLAG_DEFAULTS = {
  customizationsNotification: false,
  showTour: true,
  dropsEnabled: false,
  itemsEnabled: false,
  lastNewStuffRead: "",
  rewrite: true,
  classSelected: false,
  rebirthEnabled: false,
  levelDrops: {},
  recaptureEmailsPhase: 0,
  weeklyRecapEmailsPhase: 0,
  communityGuidelinesAccepted: false,
  cronCount: 0,
  welcomed: false,
  armoireEnabled: false,
  armoireOpened: false,
  armoireEmpty: false,
  cardReceived: false,
  warnedLowHealth: false,
  verifiedUsername: false,
};

// The defaults below are made once: each answer copies them, never changes them.
/** A tour step of -1 means "not started", as the public API has it. */
const TOUR_DEFAULTS: Readonly<Record<string, number>> = Object.fromEntries(TOUR_KEYS.map((key) => [key, -1]));
const TUTORIAL_COMMON_DEFAULTS = falseFor(TUTORIAL_KEYS.common);
const TUTORIAL_IOS_DEFAULTS = falseFor(TUTORIAL_KEYS.ios);

export function flagsView(user: User): Record<string, unknown> {
  const flags = user.flags;
  return {
    ...FLAG_DEFAULTS,
    ...flags,
    tour: { ...TOUR_DEFAULTS, ...flags.tour },
    tutorial: {
      ...flags.tutorial,
      common: { ...TUTORIAL_COMMON_DEFAULTS, ...flags.tutorial?.common },
      ios: { ...TUTORIAL_IOS_DEFAULTS, ...flags.tutorial?.ios },
    },
    newStuff: Boolean(flags.newStuff) || hasNewStuff(user),
  };
}

/** Fields the public API returns whatever `userFields` lists. */
export const USER_FIELDS_ALWAYS = ["notifications", "preferences", "auth", "flags", "permissions"];

export interface OwnUserViewOptions {
  /** Whether the account has a password (auth.local.has_password). */
  hasPassword: boolean;
  now?: Date;
  /** `?userFields=`: only these paths, plus USER_FIELDS_ALWAYS. */
  fields?: string[];
}

/** The document as its owner reads it (GET /user): the newest news post known first (read at most once a minute). */
export async function freshOwnUserView(db: Database, user: User, options: OwnUserViewOptions) {
  await latestNews(db, options.now ?? new Date());
  return ownUserView(user, options);
}

/** The document as the API shows it to its owner. */
export function ownUserView(user: User, options: OwnUserViewOptions): Record<string, unknown> {
  if (options.fields?.length) {
    // Only the roots asked for are built: the computed stats only when stats are.
    const paths = [...USER_FIELDS_ALWAYS, ...options.fields];
    const roots = new Set(paths.map((path) => path.split(".")[0]));
    const doc: Record<string, unknown> = { _id: user._id, id: user.id };
    for (const root of roots) {
      if (root === "lastRollover" || !Object.hasOwn(user, root)) continue;
      doc[root] = (user as unknown as Record<string, unknown>)[root];
    }
    doc.auth = { ...user.auth, local: { ...user.auth.local, has_password: options.hasPassword } };
    doc.flags = flagsView(user);
    if (roots.has("stats")) doc.stats = { ...user.stats, ...computedStats(user) };
    return pickPaths(doc, paths);
  }
  // The rollover's own bookkeeping stays on the server.
  const { lastRollover: _bookkeeping, ...rest } = user;
  const doc: Record<string, unknown> = {
    ...rest,
    auth: { ...user.auth, local: { ...user.auth.local, has_password: options.hasPassword } },
    flags: flagsView(user),
    stats: { ...user.stats, ...computedStats(user) },
  };
  doc.needsCron = needsCron(user, options.now ?? new Date());
  // The dailies of the latest rollover the player may still record as done yesterday (POST /cron).
  doc.yesterDailies = openYesterDailies(user);
  // The health those dailies took, given back for each one ticked (the client shows it once answered).
  doc.yesterdayDamage = openYesterDamage(user);
  return doc;
}

/**
 * The document with nothing that tells who the player is (GET /user/anonymized, for sharing
 * with someone helping find a problem): no credentials, email, profile, messages, purchases,
 * invitations, webhooks or notifications; tag names replaced.
 */
export function anonymizedUserView(user: User): Record<string, unknown> {
  const view = ownUserView(user, { hasPassword: false });
  const { local: _local, ...auth } = view.auth as Record<string, unknown>;
  const purchased = { ...(view.purchased as Record<string, unknown>) };
  delete purchased.plan;
  const special = { ...user.items.special };
  for (const key of Object.keys(special)) if (key.endsWith("Received")) delete special[key];
  const achievements = { ...user.achievements };
  delete achievements.challenges;
  const anonymous: Record<string, unknown> = {
    ...view,
    auth,
    purchased,
    items: { ...user.items, special },
    achievements,
    tags: user.tags.map((tag) => ({ ...tag, name: "tag", ...(tag.challenge ? { challenge: "challenge" } : {}) })),
  };
  for (const field of [
    "profile",
    "newMessages",
    "contributor",
    "invitations",
    "webhooks",
    "notifications",
    "permissions",
    "purchaseHistory",
    "inbox",
    "extra",
  ])
    delete anonymous[field];
  return anonymous;
}
