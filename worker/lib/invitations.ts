/**
 * Invitation links: a token the server signs, naming the group, the member who invited and an
 * expiry. Registering with `?groupInvite=<token>` invites the new player only when the token's
 * signature holds, it has not expired and the inviter still belongs to the group; a group id or
 * anything else a client could make up invites nobody.
 *
 * Two kinds of link exist. A link made for one email address names itself (`jti`) and is spent
 * by the first registration it invites. A reusable link is a leader's explicit choice: it names
 * a row of `group_invite_links` (`l`), which holds its use limit and expiry, counts its uses and
 * is deleted when the leader revokes it. Either is spent in the same D1 batch that writes the
 * invitation, guarded, so two registrations racing for a last use cannot both win.
 */
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { INVITATION_LINK_TTL_DAYS, INVITE_LINKS_PER_GROUP_MAX } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { database, type Database } from "../../db/client";
import { loadGroup, loadRole, type Group } from "../../db/groups";
import { groupInviteLinks, serverKeys, spentInvitations } from "../../db/schema";
import { casGuard, loadUser } from "../../db/users";
import { displayName } from "./groupAccess";
import type { Env } from "../env";
import { bindingOf } from "./d1Session";
import type { SharedInviteLink } from "../api-types/groups";

const KEY_NAME = "invitation-links";
const AUDIENCE = "habitforge:group-invite";
let cachedKey: { db: D1Database; key: Uint8Array } | undefined;

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The signing key: made once per database on first use, so an operator has nothing to configure. */
async function signingKey(env: Env): Promise<Uint8Array> {
  if (cachedKey?.db === bindingOf(env.DB)) return cachedKey.key;
  const db = database(env.DB);
  const fresh = base64(crypto.getRandomValues(new Uint8Array(32)));
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, secret: fresh, createdAt: new Date().toISOString() })
    .onConflictDoNothing();
  const row = await db
    .select({ secret: serverKeys.secret })
    .from(serverKeys)
    .where(eq(serverKeys.name, KEY_NAME))
    .get();
  if (!row) throw new Error("the invitation signing key could not be stored");
  const key = Uint8Array.from(atob(row.secret), (char) => char.charCodeAt(0));
  cachedKey = { db: bindingOf(env.DB), key };
  return key;
}

export interface InvitationClaims {
  groupId: string;
  inviterId: string;
}

/**
 * A signed invitation token for one address, named by a fresh id so that it is spent once;
 * `expiresAt` (epoch ms) defaults to INVITATION_LINK_TTL_DAYS from now.
 */
export async function issueInvitationToken(
  env: Env,
  claims: InvitationClaims,
  expiresAt = Date.now() + INVITATION_LINK_TTL_DAYS * 86_400_000,
): Promise<string> {
  return new SignJWT({ g: claims.groupId, i: claims.inviterId })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(await signingKey(env));
}

/** The token of a reusable link: the same text every time it is shown, for as long as the link lives. */
async function reusableLinkToken(env: Env, link: InviteLinkRow): Promise<string> {
  return new SignJWT({ g: link.groupId, i: link.createdBy, l: link.id })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(link.expiresAt / 1000))
    .sign(await signingKey(env));
}

/** The address a new player opens to register with the invitation. */
export function invitationLink(origin: string, token: string): string {
  return `${origin}/register?groupInvite=${encodeURIComponent(token)}`;
}

/** What using an invitation consumes: the one-address link itself, or one use of a reusable link. */
export type InvitationSpend =
  | { kind: "single"; tokenId: string; expiresAt: number }
  | { kind: "reusable"; linkId: string };

export interface RedeemedInvitation {
  group: Group;
  inviterId: string;
  spend: InvitationSpend;
}

/**
 * The group a token invites to, when the token is genuine, unexpired, not yet spent (or, for a
 * reusable link, not revoked and not used up), and its inviter is still a member of that (still
 * existing) group; otherwise undefined. Spending happens with the invitation's write
 * (`spendStatements`), which checks all this again inside its batch.
 */
export async function redeemInvitationToken(env: Env, token: string): Promise<RedeemedInvitation | undefined> {
  if (token.length > 2000) return undefined;
  let claims: Record<string, unknown>;
  try {
    claims = (await jwtVerify(token, await signingKey(env), { algorithms: ["HS256"], audience: AUDIENCE })).payload;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
  if (typeof claims.g !== "string" || typeof claims.i !== "string" || typeof claims.exp !== "number") return undefined;
  const db = database(env.DB);
  let spend: InvitationSpend;
  if (claims.l !== undefined) {
    if (typeof claims.l !== "string") return undefined;
    spend = { kind: "reusable", linkId: claims.l };
  } else {
    // Links issued before they named themselves are known by what they say, which is unique
    // enough: a request that invited several addresses at once gave them all the same text.
    const tokenId =
      typeof claims.jti === "string"
        ? claims.jti
        : `legacy:${claims.g}:${claims.i}:${String(claims.iat)}:${claims.exp}`;
    spend = { kind: "single", tokenId, expiresAt: claims.exp * 1000 };
  }
  if (!(await invitationUsable(db, spend, claims.g, Date.now()))) return undefined;
  const group = await loadGroup(db, claims.g);
  if (!group || group.type === "tavern") return undefined;
  if (!(await loadRole(db, group.id, claims.i))) return undefined;
  return { group, inviterId: claims.i, spend };
}

/** What the sign-up form says about an invitation link: who invites, to which group. */
export interface InvitationPreview {
  groupId: string;
  groupType: "party" | "guild";
  groupName: string;
  inviterName: string;
}

/**
 * The sign-up form's view of a token: the group's name and type and the inviter's name, only
 * while the token would still invite (the holder of a live link may learn this much; nothing
 * else of the group or the inviter is told). Spends nothing.
 */
export async function previewInvitation(env: Env, token: string): Promise<InvitationPreview | undefined> {
  const redeemed = await redeemInvitationToken(env, token);
  if (!redeemed) return undefined;
  const inviter = await loadUser(database(env.DB), redeemed.inviterId);
  if (!inviter) return undefined;
  return {
    groupId: redeemed.group.id,
    groupType: redeemed.group.type === "party" ? "party" : "guild",
    groupName: redeemed.group.name,
    inviterName: displayName(inviter),
  };
}

/** Whether an invitation may still be used: not spent, or a reusable link still live and not used up. */
export async function invitationUsable(
  db: Database,
  spend: InvitationSpend,
  groupId: string,
  now: number,
): Promise<boolean> {
  if (spend.kind === "single") {
    const spent = await db
      .select({ tokenId: spentInvitations.tokenId })
      .from(spentInvitations)
      .where(eq(spentInvitations.tokenId, spend.tokenId))
      .get();
    return !spent;
  }
  const link = await db.select().from(groupInviteLinks).where(eq(groupInviteLinks.id, spend.linkId)).get();
  return link !== undefined && link.groupId === groupId && link.expiresAt > now && link.uses < link.maxUses;
}

/**
 * Statements that spend the invitation, for the batch that writes it: each ends with a guard
 * that aborts the whole batch when the link was spent, revoked or used up meanwhile.
 */
export function spendStatements(
  db: Database,
  spend: InvitationSpend,
  groupId: string,
  userId: string,
  now: Date,
): BatchItem<"sqlite">[] {
  if (spend.kind === "single")
    return [
      db
        .insert(spentInvitations)
        .values({
          tokenId: spend.tokenId,
          groupId,
          userId,
          spentAt: now.toISOString(),
          expiresAt: spend.expiresAt,
        })
        .onConflictDoNothing(),
      casGuard(db),
    ];
  return [
    db
      .update(groupInviteLinks)
      .set({ uses: sql`${groupInviteLinks.uses} + 1` })
      .where(
        and(
          eq(groupInviteLinks.id, spend.linkId),
          eq(groupInviteLinks.groupId, groupId),
          gt(groupInviteLinks.expiresAt, now.getTime()),
          sql`${groupInviteLinks.uses} < ${groupInviteLinks.maxUses}`,
        ),
      ),
    casGuard(db),
  ];
}

type InviteLinkRow = typeof groupInviteLinks.$inferSelect;

/** A reusable link as its leader sees it. */
export type InviteLinkView = SharedInviteLink;

async function linkView(env: Env, origin: string, link: InviteLinkRow): Promise<InviteLinkView> {
  return {
    id: link.id,
    url: invitationLink(origin, await reusableLinkToken(env, link)),
    maxUses: link.maxUses,
    uses: link.uses,
    usesLeft: Math.max(0, link.maxUses - link.uses),
    expiresAt: new Date(link.expiresAt).toISOString(),
    createdAt: link.createdAt,
    createdBy: link.createdBy,
  };
}

/**
 * Makes a reusable link. The group's count of live links is checked in the same statement
 * that writes the row, so parallel requests cannot pass INVITE_LINKS_PER_GROUP_MAX.
 */
export async function createInviteLink(
  env: Env,
  origin: string,
  input: { groupId: string; createdBy: string; maxUses: number; expiresInDays: number },
): Promise<InviteLinkView> {
  const db = database(env.DB);
  const now = Date.now();
  const link: InviteLinkRow = {
    id: crypto.randomUUID(),
    groupId: input.groupId,
    createdBy: input.createdBy,
    maxUses: input.maxUses,
    uses: 0,
    expiresAt: now + input.expiresInDays * 86_400_000,
    createdAt: new Date(now).toISOString(),
  };
  const written = await db.run(sql`INSERT INTO group_invite_links
      (id, group_id, created_by, max_uses, uses, expires_at, created_at)
    SELECT ${link.id}, ${link.groupId}, ${link.createdBy}, ${link.maxUses}, 0, ${link.expiresAt}, ${link.createdAt}
    WHERE (SELECT count(*) FROM group_invite_links WHERE group_id = ${link.groupId} AND expires_at > ${now})
      < ${INVITE_LINKS_PER_GROUP_MAX}`);
  if (written.meta.changes !== 1)
    throw new GameError("NotAuthorized", "inviteLinksMax", { max: INVITE_LINKS_PER_GROUP_MAX });
  return linkView(env, origin, link);
}

/** The group's reusable links that have not expired, newest first (used-up ones included). */
export async function listInviteLinks(env: Env, origin: string, groupId: string): Promise<InviteLinkView[]> {
  const rows = await database(env.DB)
    .select()
    .from(groupInviteLinks)
    .where(and(eq(groupInviteLinks.groupId, groupId), gt(groupInviteLinks.expiresAt, Date.now())))
    .orderBy(desc(groupInviteLinks.createdAt), desc(groupInviteLinks.id))
    .all();
  return Promise.all(rows.map((row) => linkView(env, origin, row)));
}

/** Revokes a group's reusable link: from now on it invites nobody. */
export async function revokeInviteLink(env: Env, groupId: string, linkId: string): Promise<void> {
  const deleted = await database(env.DB)
    .delete(groupInviteLinks)
    .where(and(eq(groupInviteLinks.id, linkId), eq(groupInviteLinks.groupId, groupId)))
    .returning({ id: groupInviteLinks.id })
    .get();
  if (!deleted) throw new GameError("NotFound", "inviteLinkNotFound");
}
