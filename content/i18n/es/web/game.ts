import type text from "../../en/web/game";
import type { Translation } from "../../define";

export default {
  pageFailed: "No se pudo cargar esta página",
  tryAgain: "Reintentar",
  loadingGame: "Cargando el juego…",
  goldLabel: "oro",
  gemLabel: "{count, plural, one {gema} other {gemas}}",
  hourglassLabel: "{count, plural, one {reloj de arena} other {relojes de arena}}",
  yourMoney: "Tu dinero",
  gold: "Oro",
  gems: "Gemas",
  hourglasses: "Relojes de arena",
  nothingOnSale: "Ahora mismo no hay nada a la venta aquí.",
  pinned: "{name} está fijado en tus recompensas.",
  unpinned: "{name} ya no está fijado.",
  ownedLabel: "{name}, en tu poder",
  lockedLabel: "{name}, bloqueado: {reason}",
  shortLabel:
    "{name}: necesitas más {currency, select, gold {oro} gems {gemas} hourglasses {relojes de arena} other {{currency}}}",
  owned: "Lo tienes",
  youHave: "Tienes {count}",
  unpin: "Desfijar",
  pinToRewards: "Fijar en recompensas",
  buyTitle: "Comprar {name}",
  cancel: "Cancelar",
  buyFor: "Comprar por {price}",
  priceEach: "Precio: {price} cada uno",
  howMany: "¿Cuántos?",
  wholeNumber: "Elige un número entero del 1 al {max}.",
  notEnough: "Tienes {purse}: no te alcanza para esto.",
  notEnoughYet:
    "Aún no tienes {currency, select, gold {suficiente oro} gems {suficientes gemas} hourglasses {suficientes relojes de arena} other {suficiente {currency}}}",
} satisfies Translation<typeof text>;
