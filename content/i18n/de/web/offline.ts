import type text from "../../en/web/offline";
import type { Translation } from "../../define";

export default {
  pendingTitle: "Bleibt auf diesem Gerät, bis die Verbindung zurück ist",
  pending: "Wartet auf den Versand",
  needsServer: "Du bist offline: Für {action} braucht es den Server. Sobald du wieder online bist, geht das wieder.",
  updateReady:
    "Eine neue Version von Habitforge ist bereit. Lade neu, um zu aktualisieren; bis dahin behält diese Seite die Version, mit der sie gestartet ist.",
  reload: "Neu laden und aktualisieren",
  doingBuyGems: "den Kauf von Edelsteinen",
  doingSendMessage: "das Senden einer Nachricht",
  doingBuy: "den Kauf",
  doingJoinParty: "den Beitritt zu einer Gruppe",
  nothingChanged:
    "Du bist offline, und dafür braucht es den Server: Es wurde nichts geändert. Versuch es noch einmal, wenn du wieder online bist.",
} satisfies Translation<typeof text>;
