/**
 * Invitation links: a token the server signs, naming the group, the member who invited and an
 * expiry. Registering with `?groupInvite=<token>` invites the new player only when the token's
 * signature holds, it has not expired and the inviter still belongs to the group; a group id or
 * anything else a client could make up invites nobody.
 */
import { eq } from "drizzle-orm";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { INVITATION_LINK_TTL_DAYS } from "../../content/data/constants";
import { database } from "../../db/client";
import { loadGroup, loadRole, type Group } from "../../db/groups";
import { serverKeys } from "../../db/schema";
import type { Env } from "../env";

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
  if (cachedKey?.db === env.DB) return cachedKey.key;
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
  cachedKey = { db: env.DB, key };
  return key;
}

export interface InvitationClaims {
  groupId: string;
  inviterId: string;
}

/** A signed invitation token; `expiresAt` (epoch ms) defaults to INVITATION_LINK_TTL_DAYS from now. */
export async function issueInvitationToken(
  env: Env,
  claims: InvitationClaims,
  expiresAt = Date.now() + INVITATION_LINK_TTL_DAYS * 86_400_000,
): Promise<string> {
  return new SignJWT({ g: claims.groupId, i: claims.inviterId })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(await signingKey(env));
}

/** The address a new player opens to register with the invitation. */
export function invitationLink(origin: string, token: string): string {
  return `${origin}/register?groupInvite=${encodeURIComponent(token)}`;
}

/**
 * The group a token invites to, when the token is genuine, unexpired, and its inviter is still
 * a member of that (still existing) group; otherwise undefined.
 */
export async function redeemInvitationToken(
  env: Env,
  token: string,
): Promise<{ group: Group; inviterId: string } | undefined> {
  if (token.length > 2000) return undefined;
  let claims: Record<string, unknown>;
  try {
    claims = (await jwtVerify(token, await signingKey(env), { algorithms: ["HS256"], audience: AUDIENCE })).payload;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
  if (typeof claims.g !== "string" || typeof claims.i !== "string") return undefined;
  const db = database(env.DB);
  const group = await loadGroup(db, claims.g);
  if (!group || group.type === "tavern") return undefined;
  if (!(await loadRole(db, group.id, claims.i))) return undefined;
  return { group, inviterId: claims.i };
}
