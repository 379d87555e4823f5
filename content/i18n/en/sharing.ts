/** Live rooms and shared invitation links: limits and refusals. */
export const sharingMessages: Record<string, string> = {
  liveConnectionsMax:
    "You already have {max} live connections to this group. Close one (another tab or device) and try again.",
};
