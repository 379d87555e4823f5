import type text from "../../en/web/game";
import type { Translation } from "../../define";

export default {
  pageFailed: "Não foi possível carregar esta página",
  tryAgain: "Tentar de novo",
  loadingGame: "Carregando o jogo…",
  goldLabel: "ouro",
  gemLabel: "{count, plural, one {gema} many {gemas} other {gemas}}",
  hourglassLabel: "{count, plural, one {ampulheta} many {ampulhetas} other {ampulhetas}}",
  yourMoney: "Seu dinheiro",
  gold: "Ouro",
  gems: "Gemas",
  hourglasses: "Ampulhetas",
  nothingOnSale: "Nada à venda por aqui no momento.",
  pinned: "{name} foi fixado nas suas recompensas.",
  unpinned: "{name} não está mais fixado.",
  ownedLabel: "{name}, adquirido",
  lockedLabel: "{name}, bloqueado: {reason}",
  shortLabel:
    "{name}, você precisa de mais {currency, select, gold {ouro} gems {gemas} hourglasses {ampulhetas} other {{currency}}}",
  owned: "Adquirido",
  youHave: "Você tem {count}",
  unpin: "Desafixar",
  pinToRewards: "Fixar nas recompensas",
  buyTitle: "Comprar {name}",
  cancel: "Cancelar",
  buyFor: "Comprar por {price}",
  priceEach: "Preço: {price} cada",
  howMany: "Quantos?",
  wholeNumber: "Escolha um número inteiro de 1 a {max}.",
  notEnough: "Você tem {purse}: não é bem o suficiente para isso.",
  notEnoughYet:
    "Você ainda não tem {currency, select, gold {ouro suficiente} gems {gemas suficientes} hourglasses {ampulhetas suficientes} other {{currency} suficiente}}",
} satisfies Translation<typeof text>;
