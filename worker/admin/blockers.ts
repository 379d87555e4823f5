/**
 * Blockers: network addresses or ranges (IPv4 and IPv6 CIDR) refused by everything the Worker
 * answers or by its payment routes, and email addresses or domains refused at registration and
 * email changes. The active ones are read
 * once per isolate every few seconds, so a new blocker takes effect within seconds everywhere
 * while a request costs no database read for them.
 */
import { asc, eq } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import { BLOCKER_RANGE_MIN_PREFIX } from "../../content/data/blockers";
import { normaliseDomain, normaliseEmail } from "../../content/rules/accountNames";
import { GameError } from "../../content/rules/errors";
import type { Database } from "../../db/client";
import { blockers } from "../../db/schema";
import type { Blocker, BlockerArea, BlockerType } from "../api-types/admin";

export const BLOCKER_TYPES = ["ipaddress", "email"] as const satisfies readonly BlockerType[];
export const BLOCKER_AREAS = ["full", "payment"] as const satisfies readonly BlockerArea[];
export type { Blocker, BlockerArea, BlockerType };

export type BlockerRow = typeof blockers.$inferSelect;

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

export { BLOCKER_RANGE_MIN_PREFIX };

type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/** A network: its first address and the prefix length. */
export interface AddressRange {
  network: IpAddress;
  prefix: number;
}

/** An address as written, IPv4 in four plain decimals, IPv6 without a zone; undefined otherwise. */
function parseAddress(raw: string): IpAddress | undefined {
  const value = raw.trim().toLowerCase();
  if (!value || value.length > 45) return undefined;
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return ipaddr.IPv4.parse(value);
  if (!value.includes(":") || /[^0-9a-f:.]/.test(value) || !ipaddr.IPv6.isValid(value)) return undefined;
  return ipaddr.IPv6.parse(value);
}

/** IPv4-mapped IPv6 (`::ffff:203.0.113.7`) is the IPv4 address it carries: one address, one spelling. */
function unmapped(address: IpAddress): IpAddress {
  return address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

function spelled(address: IpAddress): string {
  return address.kind() === "ipv4" ? address.toString() : (address as ipaddr.IPv6).toRFC5952String();
}

function fullPrefix(address: IpAddress): number {
  return address.kind() === "ipv4" ? 32 : 128;
}

function networkOf(address: IpAddress, prefix: number): IpAddress {
  const bytes = address.toByteArray().map((byte, index) => {
    const kept = Math.max(0, Math.min(8, prefix - index * 8));
    return byte & ((0xff << (8 - kept)) & 0xff);
  });
  return ipaddr.fromByteArray(bytes);
}

/** A client's address in the one spelling blockers use (IPv4-mapped as IPv4, IPv6 compressed), or undefined. */
export function normaliseIpAddress(raw: string): string | undefined {
  const address = parseAddress(raw);
  return address && spelled(unmapped(address));
}

export type AddressBlockerValue =
  | { ok: true; value: string; range: AddressRange }
  | { ok: false; error: "blockerInvalidAddress" | "blockerRangeTooWide" };

/**
 * An address blocker's value: an address, or a range in CIDR notation stored as its network
 * (`203.0.113.77/24` is `203.0.113.0/24`); a full-length prefix is the address itself. An
 * IPv4-mapped IPv6 value is stored as the IPv4 address or range it covers.
 */
export function parseAddressBlocker(raw: string): AddressBlockerValue {
  const invalid = { ok: false, error: "blockerInvalidAddress" } as const;
  const text = raw.trim();
  if (/\s/.test(text)) return invalid;
  const [addressText, prefixText, ...rest] = text.split("/");
  if (rest.length) return invalid;
  const written = parseAddress(addressText);
  if (!written) return invalid;
  let prefix = fullPrefix(written);
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > prefix) return invalid;
    prefix = Number(prefixText);
  }
  let address = written;
  const mapped = unmapped(written);
  if (mapped !== written) {
    if (prefix < 96) return invalid;
    address = mapped;
    prefix -= 96;
  }
  if (prefix < BLOCKER_RANGE_MIN_PREFIX[address.kind()]) return { ok: false, error: "blockerRangeTooWide" };
  const network = networkOf(address, prefix);
  const value = prefix === fullPrefix(address) ? spelled(network) : `${spelled(network)}/${prefix}`;
  return { ok: true, value, range: { network, prefix } };
}

/** Whether an address blocker's value covers a client's address. */
export function addressBlockerCovers(blockerValue: string, rawAddress: string): boolean {
  const parsed = parseAddressBlocker(blockerValue);
  const address = parseAddress(rawAddress);
  return parsed.ok && address !== undefined && inRange(unmapped(address), parsed.range);
}

function inRange(address: IpAddress, range: AddressRange): boolean {
  return address.kind() === range.network.kind() && address.match(range.network, range.prefix);
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
  if (type === "email") return normaliseEmailValue(raw);
  const parsed = parseAddressBlocker(raw);
  return parsed.ok ? parsed.value : undefined;
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
  /** Single addresses, in normalised spelling. */
  fullAddresses: Set<string>;
  paymentAddresses: Set<string>;
  /** Ranges, checked one by one (a deployment keeps a handful). */
  fullRanges: AddressRange[];
  paymentRanges: AddressRange[];
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
    fullRanges: [],
    paymentRanges: [],
    fullEmails: [],
    paymentEmails: [],
    count: 0,
  };
  for (const row of rows) {
    if (row.disabled) continue;
    if (row.type === "ipaddress") {
      // Read again: a value stored in an older spelling still means its address.
      const parsed = parseAddressBlocker(row.value);
      if (!parsed.ok) continue;
      const payment = row.area === "payment";
      if (parsed.range.prefix === fullPrefix(parsed.range.network))
        (payment ? snapshot.paymentAddresses : snapshot.fullAddresses).add(parsed.value);
      else (payment ? snapshot.paymentRanges : snapshot.fullRanges).push(parsed.range);
    } else if (row.type === "email")
      // Values stored before the one spelling are compared in it too.
      (row.area === "payment" ? snapshot.paymentEmails : snapshot.fullEmails).push(
        normaliseEmailValue(row.value) ?? row.value.trim().toLowerCase(),
      );
    else continue;
    snapshot.count += 1;
  }
  return snapshot;
}

/** Whether the snapshot's address blockers of an area refuse a client's address (written any way). */
export function addressBlocked(snapshot: BlockerSnapshot, area: BlockerArea, rawAddress: string): boolean {
  const parsed = parseAddress(rawAddress);
  if (!parsed) return false;
  const address = unmapped(parsed);
  const [exact, ranges] =
    area === "full"
      ? [snapshot.fullAddresses, snapshot.fullRanges]
      : [snapshot.paymentAddresses, snapshot.paymentRanges];
  return exact.has(spelled(address)) || ranges.some((range) => inRange(address, range));
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
