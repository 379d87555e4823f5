/**
 * The names the staff audit log uses, shared by the server that writes entries and the staff
 * screens that filter and label them.
 */

/**
 * What an entry is about. Chat moderation is recorded on the message's group; `search` entries
 * name the term searched for, `queue` the moderation queue, `coupon` a promo code event (`*`
 * for the list of every code), `promoCode` a code worth gems or months, `news` a news post.
 */
export const AUDIT_TARGET_TYPES = [
  "user",
  "group",
  "challenge",
  "blocker",
  "coupon",
  "promoCode",
  "news",
  "search",
  "queue",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Readings of what only a privilege shows. Each is recorded once per staff member, action and
 * target per STAFF_VIEW_WINDOW_MS, so the log shows who looked at what without an entry per
 * page load; the lists of changes on a player's or group's page leave them out.
 */
export const STAFF_VIEW_ACTIONS = [
  "viewPlayer",
  "viewPlayerHistory",
  "viewSubscription",
  "viewPurchaseHistory",
  "viewGroupPlans",
  "viewParty",
  "viewGroup",
  "viewChallenge",
  "readPrivateGroup",
  "viewInvites",
  "searchPlayers",
  "searchGroups",
  "viewModerationQueue",
  "viewBlockers",
  "downloadCoupons",
] as const;
export type StaffViewAction = (typeof STAFF_VIEW_ACTIONS)[number];

/** Every action staff tools write, views included, for the audit screen's filter. */
export const AUDIT_ACTIONS = [
  "updateHero",
  "revokeChat",
  "grantPrivilege",
  "revokePrivilege",
  "updateGroup",
  "removeMember",
  "deleteGroupTask",
  "clearFlags",
  "deleteMessage",
  "flagMessage",
  "createChallenge",
  "updateChallenge",
  "deleteChallenge",
  "selectChallengeWinner",
  "addChallengeTasks",
  "updateChallengeTask",
  "deleteChallengeTask",
  "flagChallenge",
  "clearChallengeFlags",
  "generateCoupons",
  "createPromoCodes",
  "endPromoCode",
  "createBlocker",
  "updateBlocker",
  "deleteBlocker",
  "createNews",
  "updateNews",
  "deleteNews",
  ...STAFF_VIEW_ACTIONS,
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
