import type text from "../../en/web/messages";
import type { Translation } from "../../define";

export default {
  unblocked: "Du hast {name} entsperrt.",
  blockedNotice: "Du hast {name} gesperrt. Ihr könnt euch jetzt gegenseitig nicht mehr schreiben.",
  unblock: "Entsperren",
  block: "Sperren",
  loadingConversation: "Das Gespräch wird geladen …",
  noMessages: "Noch keine Nachrichten. Sag Hallo!",
  messages: "Nachrichten",
  you: "Du",
  liked: "Gefällt dir",
  like: "Gefällt mir",
  likes: "{count, plural, one {# Like} other {# Likes}}",
  delete: "Löschen",
  messageTo: "Nachricht an {name}",
  writeTo: "Schreib {name} …",
  send: "Senden",
  canMessage: "Andere Spieler können dir wieder schreiben.",
  cannotMessage: "Andere Spieler können dir nicht mehr schreiben.",
  receive: "Private Nachrichten empfangen",
  newMessageTo: "Neue Nachricht an (Benutzername)",
  start: "Los",
  conversations: "Gespräche",
  loadingMessages: "Deine Nachrichten werden geladen …",
  noneYet: "Du hast noch keine Nachrichten.",
  pickConversation: "Wähle ein Gespräch oder beginne eines mit dem Benutzernamen eines Spielers.",
} satisfies Translation<typeof text>;
