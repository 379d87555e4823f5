/** Messages of the staff tools: privileges, blockers, support changes and moderation. */
export const adminMessages = {
  noPrivAccess: "You do not have the privileges needed for that.",
  cannotChangeFullAccessAccount: "Only staff with full access can change an account that has full access.",
  onlyFullAccessGrantsPrivileges: "Only staff with full access may grant or take away privileges.",
  ipAddressBlocked:
    "Requests from your network address are not accepted. If you think this is a mistake, please write to support.",
  paymentsBlocked:
    "Payments cannot be made from this account or address. If you think this is a mistake, please write to support.",
  emailBlocked: "That email address cannot be used here. Please use another one.",
  blockerNotFound: "Blocker not found.",
  blockerExists: "An identical blocker already exists.",
  blockerWouldLockYouOut: "That blocker would refuse your own address and lock you out.",
  blockerInvalidIp: "An address blocker needs an IPv4 or IPv6 address.",
  blockerInvalidEmail: "An email blocker needs an email address or a domain such as example.com.",
  userIdentifierRequired: "Type a user id, username or email address to search for.",
  heroUpdated: "The player's account was updated.",
  invalidItemPath: '"{path}" is not an item a player can own.',
  invalidItemValue: '"{value}" is not a valid amount for "{path}".',
  cannotSuspendYourself: "You cannot suspend your own account.",
  cannotRemoveOwnFullAccess: "You cannot take full access away from yourself.",
  newLeaderNotMember: "The new leader must be a member of the group.",
  tavernNotEditable: "The tavern's settings cannot be changed here.",
  chatRevokedForAuthor: "The author can no longer post in the tavern or guilds.",
  systemMessageHasNoAuthor: "That message was written by the game itself: it has no author.",
  flagsCleared: "The reports on this message were cleared.",
  messageDeletedByStaff: "The message was deleted.",
};
