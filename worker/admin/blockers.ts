/**
 * Blockers: network addresses refused by the whole API or by its payment routes, and email
 * addresses or domains refused at registration and email changes. The active ones are read
 * once per isolate every few seconds, so a new blocker takes effect within seconds everywhere
 * while a request costs no database read for them.
 */
import { asc, eq } from "drizzle-orm";
import { normaliseDomain, normaliseEmail } from "../../content/rules/accountNames";
import { GameError } from "../../content/rules/errors";
import type { Database } from "../../db/client";
import { blockers } from "../../db/schema";

export const BLOCKER_TYPES = ["ipaddress", "email"] as const;
export const BLOCKER_AREAS = ["full", "payment"] as const;
export type BlockerType = (typeof BLOCKER_TYPES)[number];
export type BlockerArea = (typeof BLOCKER_AREAS)[number];

export type BlockerRow = typeof blockers.$inferSelect;

export interface Blocker {
  id: string;
  _id: string;
  type: BlockerType;
  area: BlockerArea;
  value: string;
  reason: string;
  disabled: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export function blockerView(row: BlockerRow): Blocker {
  return {
    id: row.id,
    _id: row.id,
    type: row.type as BlockerType,
    area: row.area as BlockerArea,
    value: row.value,
    reason: row.reason,
    disabled: row.disabled,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** How long an isolate trusts its copy of the active blockers. */
export const BLOCKER_CACHE_MS = 5_000;

/**
 * Non-GET calls under these paths spend money (or turn it into gems): a `payment` blocker
 * refuses them. Matched on the path without the /api/vN prefix.
 */
export const PAYMENT_PATH_PREFIXES = ["/payments", "/coupons", "/group-plans", "/iap", "/user/purchase/gems"] as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An IP address in one canonical spelling (IPv6 compressed, lower case), or undefined. */
export function normaliseIpAddress(raw: string): string | undefined {
  const value = raw.trim().toLowerCase();
  if (IPV4.test(value)) return value;
  if (!value.includes(":") || value.length > 45 || /[^0-9a-f:.]/.test(value)) return undefined;
  try {
    // The URL parser knows every IPv6 spelling and answers the compressed one.
    const host = new URL(`http://[${value}]/`).hostname;
    return host.slice(1, -1);
  } catch {
    return undefined;
  }
}

/**
 * An email address or a bare domain (a leading "@" is dropped) in the one spelling addresses
 * are compared in (normaliseEmail, normaliseDomain), or undefined.
 */
export function normaliseEmailValue(raw: string): string | undefined {
  const value = raw.trim().replace(/^@/, "");
  return value.includes("@") ? normaliseEmail(value) : normaliseDomain(value);
}

export function normaliseBlockerValue(type: BlockerType, raw: string): string | undefined {
  return type === "ipaddress" ? normaliseIpAddress(raw) : normaliseEmailValue(raw);
}

function coversNormalised(blockerValue: string, email: string): boolean {
  if (blockerValue.includes("@")) return email === blockerValue;
  const domain = email.slice(email.lastIndexOf("@") + 1);
  return domain === blockerValue || domain.endsWith(`.${blockerValue}`);
}

/** An address as blockers see it: its one spelling, or (no address at all) trimmed and lower case. */
function comparedSpelling(address: string): string {
  return normaliseEmail(address) ?? address.trim().toLowerCase();
}

/**
 * Whether an email blocker's value (normalised, as `snapshotOf` keeps them) covers the address,
 * in whatever spelling it comes: the address itself, its domain or a parent domain.
 */
export function emailMatches(blockerValue: string, address: string): boolean {
  return coversNormalised(blockerValue, comparedSpelling(address));
}

/** Whether any of the blockers' values covers the address (normalised once). */
export function emailCovered(blockerValues: readonly string[], address: string): boolean {
  const email = comparedSpelling(address);
  return blockerValues.some((value) => coversNormalised(value, email));
}

export function isPaymentCall(method: string, apiPath: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  // The providers' own deliveries prove themselves by signature; no player stands behind them.
  if (apiPath.startsWith("/payments/webhook/")) return false;
  return PAYMENT_PATH_PREFIXES.some((prefix) => apiPath === prefix || apiPath.startsWith(`${prefix}/`));
}

/** What the active blockers refuse, ready for lookups. */
export interface BlockerSnapshot {
  fullAddresses: Set<string>;
  paymentAddresses: Set<string>;
  /** Email values refusing registration, email changes and payments. */
  fullEmails: string[];
  /** Email values refusing payments only. */
  paymentEmails: string[];
  count: number;
}

export function snapshotOf(rows: readonly Pick<BlockerRow, "type" | "area" | "value" | "disabled">[]): BlockerSnapshot {
  const snapshot: BlockerSnapshot = {
    fullAddresses: new Set(),
    paymentAddresses: new Set(),
    fullEmails: [],
    paymentEmails: [],
    count: 0,
  };
  for (const row of rows) {
    if (row.disabled) continue;
    snapshot.count += 1;
    if (row.type === "ipaddress")
      (row.area === "payment" ? snapshot.paymentAddresses : snapshot.fullAddresses).add(row.value);
    else if (row.type === "email")
      // Values stored before the one spelling are compared in it too.
      (row.area === "payment" ? snapshot.paymentEmails : snapshot.fullEmails).push(
        normaliseEmailValue(row.value) ?? row.value.trim().toLowerCase(),
      );
  }
  return snapshot;
}

/**
 * The isolate's copy of the active blockers. Only the finished snapshot is shared between
 * requests, never a pending read: a request awaits its own I/O only.
 */
let cached: { loadedAt: number; snapshot: BlockerSnapshot } | undefined;

export async function activeBlockers(db: Database, now = Date.now()): Promise<BlockerSnapshot> {
  if (cached && now - cached.loadedAt >= 0 && now - cached.loadedAt < BLOCKER_CACHE_MS) return cached.snapshot;
  const rows = await db
    .select({ type: blockers.type, area: blockers.area, value: blockers.value, disabled: blockers.disabled })
    .from(blockers)
    .where(eq(blockers.disabled, false))
    .all();
  cached = { loadedAt: now, snapshot: snapshotOf(rows) };
  return cached.snapshot;
}

/** This isolate changed the blockers: its next request reads them again. */
export function forgetBlockers(): void {
  cached = undefined;
}

/** Whether a full email blocker covers the address. */
export async function isEmailBlocked(db: Database, address: string): Promise<boolean> {
  const snapshot = await activeBlockers(db);
  return emailCovered(snapshot.fullEmails, address);
}

/** Refuses an email address that a full email blocker covers (registration, email changes). */
export async function assertEmailAllowed(db: Database, address: string): Promise<void> {
  if (await isEmailBlocked(db, address)) throw new GameError("Forbidden", "emailBlocked");
}

export async function listBlockers(db: Database): Promise<Blocker[]> {
  const rows = await db.select().from(blockers).orderBy(asc(blockers.type), asc(blockers.value)).all();
  return rows.map(blockerView);
}

export async function loadBlocker(db: Database, id: string): Promise<BlockerRow | undefined> {
  if (id.length > 100) return undefined;
  return db.select().from(blockers).where(eq(blockers.id, id)).get();
}
