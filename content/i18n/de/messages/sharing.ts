/** Live-Räume und geteilte Einladungslinks (en/sharing.ts). */
export const sharingMessages: Record<string, string> = {
  liveConnectionsMax:
    "Du hast schon {max} Live-Verbindungen zu dieser Gruppe. Schließ eine davon (einen anderen Tab oder ein anderes Gerät) und versuch es noch einmal.",
};
