/** Ein Konto aus dem Originalspiel (Habitica) mitbringen: der geprüfte Import und der Import einer Datendatei (en/accountImport.ts). */
export const accountImportMessages: Record<string, string> = {
  importNotAnAccount: "Das ist kein Datenexport eines Kontos: Darin wurde kein Konto gefunden.",
  originalAccountImported: "Dein Konto ist von Habitica herübergekommen.",
  dataFileImported: "Deine Datendatei wurde importiert.",
  originalImportUnavailable: "Auf diesem Server ist das Mitbringen eines Kontos von Habitica nicht eingerichtet.",
  originalUnreachable:
    "Habitica ist gerade nicht erreichbar. Es wurde nichts geändert; bitte versuch es später noch einmal.",
  originalBusy:
    "Habitica bittet uns, langsamer zu machen. Es wurde nichts geändert; bitte versuch es in einer Minute noch einmal.",
  originalBadAnswer:
    "Die Antwort von Habitica konnte nicht gelesen werden. Es wurde nichts geändert; bitte versuch es später noch einmal.",
  originalCredentialsRefused:
    "Habitica hat diese Benutzer-ID und diesen API-Token nicht angenommen. Kopiere beide noch einmal aus dem API-Bereich deiner Einstellungen bei Habitica.",
  originalCredentialsInvalid:
    "Gib die Benutzer-ID und den API-Token genau so ein, wie Habitica sie zeigt: Beide sind 36 Zeichen lang, etwa 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d.",
  originalAlreadyImported:
    "Dieses Habitica-Konto wurde schon auf diesen Server gebracht. Ein Konto kann nur einmal herüberkommen.",
  itemsNeedVerifiedImport:
    "Gegenstände in einer Datei lassen sich nicht prüfen, deshalb werden sie hier nicht aus Dateien übernommen. Bring stattdessen dein Konto mit deiner Benutzer-ID und deinem API-Token von Habitica mit.",
};
