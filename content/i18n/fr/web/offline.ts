import type text from "../../en/web/offline";
import type { Translation } from "../../define";

export default {
  pendingTitle: "Gardé sur cet appareil jusqu’au retour de la connexion",
  pending: "En attente d’envoi",
  needsServer:
    "Tu es hors ligne : {action} nécessite le serveur. Ce sera de nouveau possible dès que tu seras reconnecté.",
  updateReady:
    "Une nouvelle version de Habitforge est prête. Recharge pour la mettre à jour ; d’ici là, cette page garde la version avec laquelle elle a démarré.",
  reload: "Recharger pour mettre à jour",
  doingBuyGems: "l’achat de gemmes",
  doingSendMessage: "l’envoi d’un message",
  doingBuy: "l’achat",
  doingJoinParty: "rejoindre une équipe",
  nothingChanged:
    "Tu es hors ligne, et cette action nécessite le serveur : rien n’a été modifié. Réessaie une fois reconnecté.",
} satisfies Translation<typeof text>;
