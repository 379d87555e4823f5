/** Live-Räume und geteilte Einladungslinks (en/sharing.ts). */
export const sharingMessages: Record<string, string> = {
  liveConnectionsMax:
    "Du hast schon {max} Live-Verbindungen zu dieser Gruppe. Schließ eine davon (einen anderen Tab oder ein anderes Gerät) und versuch es noch einmal.",
  onlyLeaderManagesInviteLinks:
    "Nur die Leitung der Gruppe kann ihre geteilten Einladungslinks erstellen, ansehen und widerrufen.",
  inviteLinksMax:
    "Eine Gruppe kann höchstens {max} geteilte Einladungslinks gleichzeitig haben. Widerrufe zuerst einen.",
  inviteLinkNotFound: "Diesen Einladungslink gibt es nicht, oder er wurde schon widerrufen.",
};
