/**
 * Staff privileges (spec §6): fullAccess passes every check; the others each open one part of
 * the staff tools. Moderators keep the tavern and guilds civil (chat reports and revocations).
 */
import type { Context, Next } from "hono";
import { STAFF_PRIVILEGES } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import type { AppEnv } from "../env";
import type { Privilege } from "../api-types/admin";

export type { Privilege };

/** Every privilege a player can be given, in the order the admin screens list them. */
export const PRIVILEGES: readonly Privilege[] = STAFF_PRIVILEGES;

export function isPrivilege(name: string): name is Privilege {
  return (PRIVILEGES as readonly string[]).includes(name);
}

/** Whether the user holds any of the privileges (full access holds them all). */
export function hasPrivilege(user: User | undefined, ...privileges: Privilege[]): boolean {
  const permissions = user?.permissions ?? {};
  if (permissions.fullAccess === true) return true;
  return privileges.some((privilege) => permissions[privilege] === true);
}

/** Moderators, full access and the game's old admin flag may act on reported chat. */
export function isModerator(user: User): boolean {
  return Boolean(user.permissions?.moderator || user.permissions?.fullAccess || user.contributor?.admin);
}

/** Who may work the moderation queue: moderators and group support. */
export function mayModerate(user: User): boolean {
  return isModerator(user) || hasPrivilege(user, "groupSupport");
}

/** Refuses, with 401 as the game's API does, a user holding none of the privileges. */
export function assertPrivilege(user: User, ...privileges: Privilege[]): void {
  if (!hasPrivilege(user, ...privileges)) throw new GameError("NotAuthorized", "noPrivAccess");
}

/** Route middleware: runs after `authenticate`, lets in holders of any of the privileges. */
export function requirePrivilege(...privileges: Privilege[]) {
  return async (c: Context<AppEnv>, next: Next) => {
    assertPrivilege(c.get("user"), ...privileges);
    await next();
  };
}
