/** Live rooms and shared invitation links: limits and refusals. */
export const sharingMessages: Record<string, string> = {
  liveConnectionsMax:
    "You already have {max} live connections to this group. Close one (another tab or device) and try again.",
  onlyLeaderManagesInviteLinks: "Only the group's leader can make, see and revoke its shared invitation links.",
  inviteLinksMax: "A group can have at most {max} shared invitation links at once. Revoke one first.",
  inviteLinkNotFound: "That invitation link does not exist, or it was already revoked.",
};
