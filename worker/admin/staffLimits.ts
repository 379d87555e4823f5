/**
 * Limits on staff powers. Nobody changes their own account through the staff tools, whatever
 * they hold (`npm run admin` on the operator's machine stays the way to make the first staff
 * member); nobody reviews reports on their own words; and only full access touches another
 * staff member's standing or credentials, so one compromised or careless role cannot lock
 * the rest of the staff out.
 */
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import type { AuditChange } from "./audit";
import { isModerator } from "./privileges";

/** Paths of a player's standing and credentials: only full access changes them on staff. */
export const STAFF_PROTECTED_PATHS: ReadonlySet<string> = new Set([
  "auth.blocked",
  "flags.chatRevoked",
  "flags.chatShadowMuted",
  "apiToken",
]);

/** Whether the account holds any staff privilege (the old admin flag included). */
export function isStaff(user: User): boolean {
  return Object.values(user.permissions ?? {}).some((value) => value === true) || isModerator(user);
}

/** Refuses a staff action on the actor's own account. */
export function assertNotOwnAccount(actor: User, targetId: string): void {
  if (actor._id === targetId) throw new GameError("Forbidden", "staffCannotChangeOwnAccount");
}

/** Refuses a review of reports on something the actor wrote or leads. */
export function assertNotOwnReports(actor: User, authorId: string | null | undefined): void {
  if (authorId && actor._id === authorId) throw new GameError("Forbidden", "cannotReviewOwnReports");
}

/**
 * Refuses, unless the actor has full access, a change of a staff member's standing or
 * credentials. Run on the freshest target with the changes the write would make, so a
 * privilege granted meanwhile counts.
 */
export function assertMayChangeStanding(actor: User, target: User, changes: readonly AuditChange[]): void {
  assertMayChangeStandingOf(actor, isStaff(target), changes);
}

/** As assertMayChangeStanding, for a caller that read the target's staff status before changing it. */
export function assertMayChangeStandingOf(actor: User, targetIsStaff: boolean, changes: readonly AuditChange[]): void {
  if (actor.permissions?.fullAccess === true || !targetIsStaff) return;
  if (changes.some((change) => STAFF_PROTECTED_PATHS.has(change.path)))
    throw new GameError("NotAuthorized", "onlyFullAccessActsOnStaff");
}

/**
 * Refuses a staff power that would make its holder a group's or challenge's leader or a
 * challenge's winner: leading a challenge means receiving its prize back when it is deleted.
 */
export function assertNotChoosingThemselves(actor: User, chosenId: string | undefined): void {
  if (chosenId !== undefined && chosenId === actor._id) throw new GameError("Forbidden", "staffCannotChooseThemselves");
}
