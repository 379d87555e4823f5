/** What the shop, inventory and profile screens share: loading, purchases, prices, purses, item tiles. */
import { defineText } from "../../define";

export default defineText("game", {
  pageFailed: "This page could not load",
  tryAgain: "Try again",
  loadingGame: "Loading the game…",
  goldLabel: "gold",
  gemLabel: "{count, plural, one {gem} other {gems}}",
  hourglassLabel: "{count, plural, one {hourglass} other {hourglasses}}",
  yourMoney: "Your money",
  gold: "Gold",
  gems: "Gems",
  hourglasses: "Hourglasses",
  nothingOnSale: "Nothing on sale here right now.",
  pinned: "{name} is pinned to your rewards.",
  unpinned: "{name} is no longer pinned.",
  ownedLabel: "{name}, owned",
  lockedLabel: "{name}, locked: {reason}",
  shortLabel:
    "{name}, you need more {currency, select, gold {gold} gems {gems} hourglasses {hourglasses} other {{currency}}}",
  owned: "Owned",
  youHave: "You have {count}",
  unpin: "Unpin",
  pinToRewards: "Pin to rewards",
  buyTitle: "Buy {name}",
  cancel: "Cancel",
  buyFor: "Buy for {price}",
  priceEach: "Price: {price} each",
  howMany: "How many?",
  wholeNumber: "Choose a whole number from 1 to {max}.",
  notEnough: "You have {purse}: not quite enough for this.",
  notEnoughYet:
    "Not enough {currency, select, gold {gold} gems {gems} hourglasses {hourglasses} other {{currency}}} yet",
});
