import type text from "../../en/web/game";
import type { Translation } from "../../define";

export default {
  pageFailed: "Diese Seite konnte nicht geladen werden",
  tryAgain: "Erneut versuchen",
  loadingGame: "Das Spiel wird geladen …",
  goldLabel: "Gold",
  gemLabel: "{count, plural, one {Edelstein} other {Edelsteine}}",
  hourglassLabel: "{count, plural, one {Sanduhr} other {Sanduhren}}",
  yourMoney: "Dein Geld",
  gold: "Gold",
  gems: "Edelsteine",
  hourglasses: "Sanduhren",
  nothingOnSale: "Hier gibt es gerade nichts zu kaufen.",
  pinned: "{name} ist an deine Belohnungen angeheftet.",
  unpinned: "{name} ist nicht mehr angeheftet.",
  ownedLabel: "{name}, im Besitz",
  lockedLabel: "{name}, gesperrt: {reason}",
  shortLabel:
    "{name}: Du brauchst mehr {currency, select, gold {Gold} gems {Edelsteine} hourglasses {Sanduhren} other {{currency}}}",
  owned: "Im Besitz",
  youHave: "Du hast {count}",
  unpin: "Lösen",
  pinToRewards: "An Belohnungen heften",
  buyTitle: "{name} kaufen",
  cancel: "Abbrechen",
  buyFor: "Kaufen für {price}",
  priceEach: "Preis: {price} pro Stück",
  howMany: "Wie viele?",
  wholeNumber: "Wähle eine ganze Zahl von 1 bis {max}.",
  notEnough: "Du hast {purse}: Das reicht nicht ganz.",
  notEnoughYet:
    "Noch nicht genug {currency, select, gold {Gold} gems {Edelsteine} hourglasses {Sanduhren} other {{currency}}}",
} satisfies Translation<typeof text>;
