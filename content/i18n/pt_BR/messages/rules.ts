/** Mensagens das regras do jogo que não estão no catálogo de erros. */
export const ruleMessagesPt: Record<string, string> = {
  sessionOutdated: "Esta tarefa mudou desde a última vez que você a carregou. Atualize e tente de novo.",
  taskApprovalHasBeenRequested: "A aprovação foi pedida aos líderes do grupo.",
  notEnoughAttrPoints: "Você não tem mais pontos de atributo para distribuir.",
  cannotRevive: "Você só pode reviver quando sua vida acabar.",
  messageLostItem: "Você perdeu {itemText} quando caiu.",
  rebirthComplete: "Você renasceu! O nível 1 espera por você, com tudo o que você colecionou.",
  resetComplete: "Sua conta recomeça do zero: nível 1, sem ouro e com suas próprias tarefas apagadas.",
  customDayStartHasChanged: "Agora seu dia começa na hora que você escolheu.",

  messageHatched: "Seu ovo chocou! Encontre seu novo mascote no estábulo.",
  messageLikesFood: "Seu mascote devora a comida todo feliz.",
  messageDontEnjoyFood: "Seu mascote come a comida, mas sem muita animação.",
  messageEvolve: "Seu mascote cresceu e virou montaria!",

  messageEquipped: "Você equipou {itemText}.",
  messageUnEquipped: "Você tirou {itemText}.",
  messageTwoHandedEquip: "Esta arma precisa das duas mãos, então seu escudo foi retirado.",
  messageTwoHandedUnequip: "Sua arma de duas mãos foi guardada para dar lugar ao escudo.",
  messagePetMountUnEquipped: "Seu mascote e sua montaria estão descansando no estábulo.",
  messageBackgroundUnEquipped: "Fundo removido.",
  messageAllUnEquipped: "Tudo foi retirado.",
  messageCostumeUnEquipped: "Traje removido.",
  messageBattleGearUnEquipped: "Equipamento de batalha removido.",

  saddleNotSellable: "A Sela não pode ser vendida.",

  potionText: "Poção de vida",
  potionNotes: "Recupera 15 de vida na hora, até o seu máximo de 50.",
  armoireText: "Armário Encantado",
  armoireNotes:
    "Abra e tenha uma surpresa: uma peça de equipamento rara, um pouco de comida de mascote ou um tiquinho de experiência.",

  armoireEquipment: "O Armário Encantado dá a você uma peça de equipamento: {dropText}!",
  armoireFood: "O Armário Encantado entrega a você comida de mascote: {dropText}.",
  dropFoundFood: "Você achou comida: {dropText}. Dê para um mascote no seu estábulo.",
  dropFoundEgg: "Você achou um ovo: {dropText}. Choque-o com uma poção de eclosão.",
  dropFoundHatchingPotion:
    "Você achou uma poção de eclosão: {dropText}. Derrame-a sobre um ovo para chocar um mascote.",
  armoireExp: "Você luta com o Armário Encantado e ganha experiência.",
  mysteryItemOpened: "Você abre a caixa misteriosa e encontra equipamento novo!",

  checklistOnlyDailyTodo: "Só Diárias e Afazeres têm listas de verificação.",
  checklistItemNotFound: "Esse item da lista de verificação não existe.",
  badAmountOfGemsToSend: "O número de gemas a enviar precisa ser um número inteiro maior que zero.",
  cannotSendGemsToYourself: "Você não pode mandar gemas para si mesmo.",

  classNotSelected: "Escolha uma classe antes de usar habilidades de classe.",
  notEnoughMana: "Você não tem mana suficiente para essa habilidade.",
  spellLevelTooHigh: "Você precisa chegar ao nível {level} para usar esta habilidade.",
  targetIdRequired: "Escolha um alvo para esta habilidade.",
  challengeTasksNoCast: "Não dá para lançar habilidades em tarefas de desafio.",
  groupTasksNoCast: "Não dá para lançar habilidades em tarefas de grupo.",
};
