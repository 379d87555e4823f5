/**
 * What joining and leaving groups changes on a player's document: leaving a party or guild
 * (or being removed), an invitation answered or withdrawn, and the social achievements that
 * joining earns. Each function mutates the working copy it is given, as the other rules do.
 */
import type { ServerNotification, User } from "./types";

/** Makes the notification a change tells the player of (the caller supplies its id and time). */
export type NotificationMaker = (type: string, data: Record<string, unknown>) => ServerNotification;

/** The group a player leaves: its id, and whether it is their party. */
export interface LeftGroup {
  id: string;
  type: string;
}

/** The user document without one group: what leaving or being removed changes on the player. */
export function withoutGroup(user: User, group: LeftGroup): User {
  if (group.type === "party" && user.party._id === group.id) {
    delete user.party._id;
    user.party.quest = {
      key: null,
      progress: { up: 0, down: 0, collect: {}, collectedItems: 0 },
      completed: null,
      RSVPNeeded: false,
    };
  }
  user.guilds = (user.guilds ?? []).filter((id) => id !== group.id);
  if (user.newMessages) delete user.newMessages[group.id];
  return user;
}

const INVITE_NOTIFICATIONS = ["GROUP_INVITE_PARTY", "GROUP_INVITE_GUILD"];

/** The user document without an invitation to this group, and without its notification. */
export function withoutInvitation(user: User, groupId: string): User {
  user.invitations.parties = (user.invitations.parties ?? []).filter((invite) => invite.id !== groupId);
  user.invitations.guilds = (user.invitations.guilds ?? []).filter((invite) => invite.id !== groupId);
  if (user.invitations.party?.id === groupId) user.invitations.party = {};
  // The invitation's notification goes with it, answered or withdrawn.
  user.notifications = (user.notifications ?? []).filter(
    (note) => !(INVITE_NOTIFICATIONS.includes(note.type) && note.data?.groupId === groupId),
  );
  return user;
}

/** The party achievements a party of this size earns its members (as in the public game). */
export function partyAchievements(memberCount: number): string[] {
  return [...(memberCount >= 2 ? ["partyUp"] : []), ...(memberCount >= 4 ? ["partyOn"] : [])];
}

/** Mutates a working copy: marks a social achievement once and tells the player. */
export function awardSocialAchievement(user: User, key: string, notification: NotificationMaker): void {
  if (user.achievements[key] === true) return;
  user.achievements[key] = true;
  user.notifications = [...(user.notifications ?? []), notification("ACHIEVEMENT", { achievement: key })];
}
