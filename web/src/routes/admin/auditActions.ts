/** The staff screens' names of what the audit log records (the English-only `admin` namespace). */
import type { AuditAction, AuditTargetType } from "../../../../content/data/staffAudit";
import { say } from "./say";

export const AUDIT_ACTION_NAMES: Record<AuditAction, string> = {
  updateHero: say("auditActionUpdateHero"),
  revokeChat: say("auditActionRevokeChat"),
  grantPrivilege: say("auditActionGrantPrivilege"),
  revokePrivilege: say("auditActionRevokePrivilege"),
  updateGroup: say("auditActionUpdateGroup"),
  removeMember: say("auditActionRemoveMember"),
  deleteGroupTask: say("auditActionDeleteGroupTask"),
  clearFlags: say("auditActionClearFlags"),
  deleteMessage: say("auditActionDeleteMessage"),
  flagMessage: say("auditActionFlagMessage"),
  createChallenge: say("auditActionCreateChallenge"),
  updateChallenge: say("auditActionUpdateChallenge"),
  deleteChallenge: say("auditActionDeleteChallenge"),
  selectChallengeWinner: say("auditActionSelectChallengeWinner"),
  addChallengeTasks: say("auditActionAddChallengeTasks"),
  updateChallengeTask: say("auditActionUpdateChallengeTask"),
  deleteChallengeTask: say("auditActionDeleteChallengeTask"),
  flagChallenge: say("auditActionFlagChallenge"),
  clearChallengeFlags: say("auditActionClearChallengeFlags"),
  generateCoupons: say("auditActionGenerateCoupons"),
  createPromoCodes: say("auditActionCreatePromoCodes"),
  endPromoCode: say("auditActionEndPromoCode"),
  createBlocker: say("auditActionCreateBlocker"),
  updateBlocker: say("auditActionUpdateBlocker"),
  deleteBlocker: say("auditActionDeleteBlocker"),
  createNews: say("auditActionCreateNews"),
  updateNews: say("auditActionUpdateNews"),
  deleteNews: say("auditActionDeleteNews"),
  viewPlayer: say("auditActionViewPlayer"),
  viewPlayerHistory: say("auditActionViewPlayerHistory"),
  viewSubscription: say("auditActionViewSubscription"),
  viewPurchaseHistory: say("auditActionViewPurchaseHistory"),
  viewGroupPlans: say("auditActionViewGroupPlans"),
  viewParty: say("auditActionViewParty"),
  viewGroup: say("auditActionViewGroup"),
  viewChallenge: say("auditActionViewChallenge"),
  readPrivateGroup: say("auditActionReadPrivateGroup"),
  viewInvites: say("auditActionViewInvites"),
  searchPlayers: say("auditActionSearchPlayers"),
  searchGroups: say("auditActionSearchGroups"),
  viewModerationQueue: say("auditActionViewModerationQueue"),
  viewBlockers: say("auditActionViewBlockers"),
  downloadCoupons: say("auditActionDownloadCoupons"),
};

export const AUDIT_TARGET_NAMES: Record<AuditTargetType, string> = {
  user: say("auditTargetUser"),
  group: say("auditTargetGroup"),
  challenge: say("auditTargetChallenge"),
  blocker: say("auditTargetBlocker"),
  coupon: say("auditTargetCoupon"),
  promoCode: say("auditTargetPromoCode"),
  news: say("auditTargetNews"),
  search: say("auditTargetSearch"),
  queue: say("auditTargetQueue"),
};

export function auditActionName(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_NAMES, action) ? AUDIT_ACTION_NAMES[action as AuditAction] : action;
}
