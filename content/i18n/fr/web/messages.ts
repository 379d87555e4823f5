import type text from "../../en/web/messages";
import type { Translation } from "../../define";

export default {
  unblocked: "Tu as débloqué {name}.",
  blockedNotice: "Tu as bloqué {name}. Vous ne pouvez plus vous écrire, ni l’un ni l’autre.",
  unblock: "Débloquer",
  block: "Bloquer",
  loadingConversation: "Chargement de la conversation…",
  noMessages: "Pas encore de messages. Dis bonjour !",
  messages: "Messages",
  you: "Toi",
  liked: "Aimé",
  like: "J’aime",
  likes: "{count, plural, one {# j’aime} many {# j’aime} other {# j’aime}}",
  delete: "Supprimer",
  messageTo: "Message à {name}",
  writeTo: "Écrire à {name}…",
  send: "Envoyer",
  canMessage: "Les autres joueurs peuvent de nouveau t’écrire.",
  cannotMessage: "Les autres joueurs ne peuvent plus t’écrire.",
  receive: "Recevoir des messages privés",
  newMessageTo: "Nouveau message à (nom d’utilisateur)",
  start: "Commencer",
  conversations: "Conversations",
  loadingMessages: "Chargement de tes messages…",
  noneYet: "Tu n’as encore aucun message.",
  pickConversation: "Choisis une conversation, ou lances-en une avec le nom d’utilisateur d’un joueur.",
} satisfies Translation<typeof text>;
