import type { apiMessages } from "../../en/api";

/** Textos que a própria API mostra e que não são erros nem conteúdo do jogo. */
export const apiMessagesPt: { [K in keyof typeof apiMessages]: string } = {
  faqStillNeedHelp:
    "Ainda travado? Pergunte na taverna ou escreva para nós pela página de contato; alguém vai ajudar com prazer.",

  // as lojas como a API pública as lista
  shopMarketText: "Mercado",
  shopMarketNotes: "Ovos, poções de eclosão e comida para seus mascotes, vendidos por gemas.",
  shopQuestsText: "Loja de missões",
  shopQuestsNotes: "Pergaminhos que começam uma missão para todo o seu grupo.",
  shopTimeTravelersText: "Viajantes do Tempo",
  shopTimeTravelersNotes: "Tesouros de meses passados, pagos com ampulhetas místicas.",
  shopTimeTravelersNotesNoHourglasses:
    "Tesouros de meses passados. Assinantes ganham as ampulhetas místicas que eles custam.",
  shopSeasonalText: "Loja sazonal",
  shopSeasonalNotes: "Equipamentos, feitiços e missões da estação, aqui só enquanto ela durar.",
  shopBackgroundsText: "Cenários",
  shopBackgroundsNotes: "Paisagens para o seu avatar, organizadas pelo mês em que apareceram pela primeira vez.",
  shopEggs: "Ovos",
  shopEggsNotes: "Choque-os com uma poção de eclosão.",
  shopHatchingPotions: "Poções de eclosão",
  shopPremiumHatchingPotions: "Poções de eclosão mágicas",
  shopFood: "Comida e selas",
  shopPets: "Mascotes",
  shopMounts: "Montarias",
  shopBackgrounds: "Cenários",
  shopQuests: "Missões",
  shopSeasonalSpells: "Feitiços e curas sazonais",
  shopSeasonalGear: "Equipamento sazonal",
  shopGem: "Gema",
  shopGemNotes: "Assinantes podem trocar ouro por gemas, até o limite mensal.",
  classWarrior: "Guerreiro",
  classRogue: "Ladino",
  classWizard: "Mago",
  classHealer: "Curandeiro",
  questCategoryGold: "Missões de história por ouro",
  questCategoryPet: "Missões de mascote",
  questCategoryHatchingPotion: "Missões de poções mágicas",
  questCategoryUnlockable: "Outras missões",
  questCategoryBundle: "Pacotes de missões",

  // a exportação de dados
  exportMessageTo: "Para {name}",
  exportMessageFrom: "De {name}",
  exportInboxTitle: "Mensagens privadas",
  exportInboxEmpty: "Não há mensagens privadas.",
  exportAvatarLevel: "Nível",
  exportAvatarClass: "Classe",
  exportAvatarGear: "Vestindo",
};
