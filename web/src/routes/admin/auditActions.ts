/** The staff screens' English names of what the audit log records (staff screens stay in English). */
import type { AuditAction, AuditTargetType } from "../../../../content/data/staffAudit";

export const AUDIT_ACTION_NAMES: Record<AuditAction, string> = {
  updateHero: "Changed the account",
  revokeChat: "Revoked chat",
  grantPrivilege: "Granted from the command line",
  revokePrivilege: "Revoked from the command line",
  updateGroup: "Changed the group",
  removeMember: "Removed a member",
  deleteGroupTask: "Deleted a group task",
  clearFlags: "Cleared reports",
  deleteMessage: "Deleted a message",
  flagMessage: "Reported a message as moderator",
  createChallenge: "Created a challenge with a privilege",
  updateChallenge: "Changed the challenge",
  deleteChallenge: "Deleted the challenge",
  selectChallengeWinner: "Picked the winner",
  addChallengeTasks: "Added challenge tasks",
  updateChallengeTask: "Changed a challenge task",
  deleteChallengeTask: "Deleted a challenge task",
  flagChallenge: "Reported a challenge as moderator",
  clearChallengeFlags: "Cleared a challenge's reports",
  generateCoupons: "Made promo codes",
  createBlocker: "Created a blocker",
  updateBlocker: "Changed a blocker",
  deleteBlocker: "Deleted a blocker",
  viewPlayer: "Viewed the account",
  viewPlayerHistory: "Viewed the account's history",
  viewSubscription: "Viewed the subscription",
  viewPurchaseHistory: "Viewed the purchase history",
  viewGroupPlans: "Viewed the group plans",
  viewParty: "Viewed the party",
  viewGroup: "Viewed the group",
  viewChallenge: "Viewed the challenge",
  readPrivateGroup: "Read a private group",
  viewInvites: "Viewed the invitations",
  searchPlayers: "Searched players",
  searchGroups: "Searched groups",
  viewModerationQueue: "Viewed the reports",
  viewBlockers: "Viewed the blockers",
  downloadCoupons: "Downloaded the promo codes",
};

export const AUDIT_TARGET_NAMES: Record<AuditTargetType, string> = {
  user: "Player",
  group: "Group",
  challenge: "Challenge",
  blocker: "Blocker",
  coupon: "Promo codes",
  search: "Search",
  queue: "Reports",
};

export function auditActionName(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_NAMES, action) ? AUDIT_ACTION_NAMES[action as AuditAction] : action;
}
