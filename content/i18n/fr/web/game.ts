import type text from "../../en/web/game";
import type { Translation } from "../../define";

export default {
  pageFailed: "Cette page n’a pas pu se charger",
  tryAgain: "Réessayer",
  loadingGame: "Chargement du jeu…",
  goldLabel: "or",
  gemLabel: "{count, plural, one {gemme} many {gemmes} other {gemmes}}",
  hourglassLabel: "{count, plural, one {sablier} many {sabliers} other {sabliers}}",
  yourMoney: "Ta bourse",
  gold: "Or",
  gems: "Gemmes",
  hourglasses: "Sabliers",
  nothingOnSale: "Rien à vendre ici pour le moment.",
  pinned: "{name} est épinglé à tes récompenses.",
  unpinned: "{name} n’est plus épinglé.",
  ownedLabel: "{name}, possédé",
  lockedLabel: "{name}, verrouillé : {reason}",
  owned: "Possédé",
  youHave: "Tu en as {count}",
  unpin: "Désépingler",
  pinToRewards: "Épingler aux récompenses",
  buyTitle: "Acheter : {name}",
  cancel: "Annuler",
  buyFor: "Acheter pour {price}",
  priceEach: "Prix : {price} l’unité",
  howMany: "Combien ?",
  wholeNumber: "Choisis un nombre entier de 1 à {max}.",
  notEnough: "Tu as {purse} : ce n’est pas tout à fait assez.",
  shortLabel:
    "{name} : il te faut plus {currency, select, gold {d’or} gems {de gemmes} hourglasses {de sabliers} other {de {currency}}}",
  notEnoughYet:
    "Pas encore assez {currency, select, gold {d’or} gems {de gemmes} hourglasses {de sabliers} other {de {currency}}}",
} satisfies Translation<typeof text>;
