/**
 * Shared by the group, chat, member and inbox routes: who may see or act in a group, the
 * public view of a player, and broadcasting to a group's room without ever failing a request.
 */
import { MAX_HEALTH, TAVERN_ID } from "../../content/data/constants";
import { defaultGear } from "../../content/rules/gearTable";
import { toNextLevel } from "../../content/rules/levels";
import { computeStats } from "../../content/rules/stats";
import { GameError } from "../../content/rules/errors";
import type { ServerNotification, User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { loadGroup, loadInvite, loadRole, type Group, type GroupRole } from "../../db/groups";
import type { ServerMessage } from "../../party/protocol";
import type { Env } from "../env";
import { actorOf, recordStaffView } from "../admin/audit";
import { isModerator } from "../admin/privileges";
import { publishToGroup } from "./rooms";
import { computedStats } from "./userView";
import { logError } from "./log";

export { isModerator };

/** `party` is the player's party, `habitrpg` and `tavern` the tavern; anything else an id. */
export function resolveGroupId(user: User, raw: string): string | undefined {
  if (raw === "party") return user.party._id || undefined;
  if (raw === "habitrpg" || raw === "tavern") return TAVERN_ID;
  return raw;
}

export function displayName(user: User): string {
  return user.profile?.name || user.auth.local.username;
}

export function isInvited(user: User, groupId: string): boolean {
  const invitations = user.invitations;
  return Boolean(
    invitations?.party?.id === groupId ||
      invitations?.parties?.some((invite) => invite.id === groupId) ||
      invitations?.guilds?.some((invite) => invite.id === groupId),
  );
}

export interface GroupAccess {
  group: Group;
  /** The player's role; undefined for outsiders (and for everyone in the tavern). */
  role?: GroupRole;
  invited: boolean;
}

/**
 * The group if the player may read it: the tavern and public guilds are open to all; parties
 * and private guilds only to members, invitees and moderators (whose reading is audited, once
 * per group and hour). Everyone else gets the same 404 as for a group that does not exist, so
 * private groups cannot be discovered.
 */
export async function readableGroup(db: Database, user: User, rawId: string): Promise<GroupAccess> {
  const groupId = resolveGroupId(user, rawId);
  if (!groupId || groupId.length > 100) throw new GameError("NotFound", "groupNotFound");
  const group = await loadGroup(db, groupId);
  if (!group) throw new GameError("NotFound", "groupNotFound");
  if (group.type === "tavern") return { group, invited: false };
  const role = await loadRole(db, group.id, user._id);
  const invited = !role && (isInvited(user, group.id) || (await loadInvite(db, group.id, user._id)) !== undefined);
  const open = group.type === "guild" && group.privacy === "public";
  if (!role && !invited && !open) {
    if (!isModerator(user)) throw new GameError("NotFound", "groupNotFound");
    // Only the moderator's privilege opens this group to them: the reading is audited.
    await recordStaffView(db, actorOf(user), { targetType: "group", targetId: group.id, action: "readPrivateGroup" });
  }
  return { group, role, invited };
}

/**
 * May this reader see the group's conversation: members, anyone in the tavern and in public
 * guilds, and moderators. Someone only invited sees the invitation, not the private talk.
 */
export function mayReadChat(access: GroupAccess, user: User): boolean {
  const open = access.group.type === "tavern" || (access.group.type === "guild" && access.group.privacy === "public");
  return open || access.role !== undefined || isModerator(user);
}

/** Like readableGroup, but only for readers of the conversation (mayReadChat). */
export async function chatReadableGroup(db: Database, user: User, rawId: string): Promise<GroupAccess> {
  const access = await readableGroup(db, user, rawId);
  if (!mayReadChat(access, user)) throw new GameError("NotFound", "groupNotFound");
  return access;
}

/** Like readableGroup, but only members (anyone in the tavern) may act. */
export async function memberGroup(
  db: Database,
  user: User,
  rawId: string,
): Promise<GroupAccess & { role?: GroupRole }> {
  const access = await readableGroup(db, user, rawId);
  if (access.group.type !== "tavern" && !access.role) throw new GameError("NotAuthorized", "notGroupMember");
  return access;
}

export function canManage(access: GroupAccess): boolean {
  return access.role === "leader" || access.role === "manager";
}

/** Tells the group's connected members; a room that cannot be reached never fails the request. */
export async function broadcast(env: Env, groupId: string, message: ServerMessage): Promise<void> {
  try {
    await publishToGroup(env, groupId, message);
  } catch (error) {
    logError("could not reach the room of group", groupId, message.type, error);
  }
}

export function newNotification(type: string, data: Record<string, unknown>): ServerNotification {
  return { id: crypto.randomUUID(), type, data, seen: false, createdAt: new Date().toISOString() };
}

/** Appearance and progress others may see; never email, secrets, tokens, inbox or purchases. */
export function publicMember(user: User, all = true): Record<string, unknown> {
  // The caps others' bars are drawn against, computed with the member's gear as the game does.
  const caps = {
    maxHealth: MAX_HEALTH,
    maxMP: computeStats(user, defaultGear()).maxMP,
    toNextLevel: toNextLevel(user.stats.lvl),
  };
  const base: Record<string, unknown> = {
    _id: user._id,
    id: user._id,
    profile: { name: user.profile?.name ?? "" },
    auth: { local: { username: user.auth.local.username } },
    flags: {
      verifiedUsername: Boolean(user.flags?.verifiedUsername),
      classSelected: Boolean(user.flags?.classSelected),
    },
    stats: {
      lvl: user.stats.lvl,
      class: user.stats.class,
      hp: user.stats.hp,
      mp: user.stats.mp,
      exp: user.stats.exp,
      buffs: user.stats.buffs,
      ...caps,
    },
    preferences: {
      disableClasses: user.preferences.disableClasses,
      size: user.preferences.size,
      hair: user.preferences.hair,
      skin: user.preferences.skin,
      shirt: user.preferences.shirt,
      chair: user.preferences.chair,
      background: user.preferences.background,
      costume: user.preferences.costume,
      sleep: user.preferences.sleep,
    },
    items: {
      gear: { equipped: user.items.gear.equipped, costume: user.items.gear.costume },
      currentPet: user.items.currentPet,
      currentMount: user.items.currentMount,
    },
    party: { _id: user.party?._id, quest: user.party?.quest },
  };
  if (!all) return base;
  return {
    ...base,
    profile: {
      name: user.profile?.name ?? "",
      blurb: user.profile?.blurb ?? "",
      imageUrl: user.profile?.imageUrl ?? "",
    },
    auth: {
      local: { username: user.auth.local.username },
      timestamps: { created: user.auth.timestamps.created, loggedin: user.auth.timestamps.loggedin },
    },
    stats: {
      ...user.stats,
      ...caps,
      // Gold is not a secret in the game, but training points are an internal detail.
      training: undefined,
      ...computedStats(user),
    },
    items: {
      ...(base.items as Record<string, unknown>),
      pets: user.items.pets,
      mounts: user.items.mounts,
    },
    achievements: user.achievements,
    backer: user.backer ?? {},
    contributor: user.contributor ?? {},
    inbox: { optOut: Boolean(user.inbox?.optOut) },
    loginIncentives: user.loginIncentives,
  };
}
