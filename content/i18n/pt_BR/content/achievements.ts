/** Títulos e descrições das conquistas. `{count}` é preenchido pelo cliente. */
import { achievements } from "../../../data/achievements";
import type { Achievement } from "../../../data/types";
import { EGG_WORDS, POTION_NAMES } from "./stable";

/** chave -> [título, descrição] */
const WORDS: Record<string, [string, string]> = {
  createdTask: ["Primeiros Passos", "Criou sua primeira tarefa."],
  completedTask: ["Feito e Bem-Feito", "Concluiu sua primeira tarefa."],
  hatchedPet: ["Recém-Nascido", "Chocou seu primeiro mascote."],
  fedPet: ["Hora do Lanche", "Alimentou um mascote pela primeira vez."],
  purchasedEquipment: ["Bem Equipado", "Comprou sua primeira peça de equipamento."],
  partyUp: ["Em Grupo", "Entrou em um grupo com outro jogador."],
  partyOn: ["A Festa Continua", "Entrou em um grupo de quatro ou mais jogadores."],
  streak: ["Sequência Imbatível", "Manteve uma Diária por 21 dias seguidos."],
  perfect: ["Dia Perfeito", "Concluiu todas as Diárias de um dia."],
  royallyLoyal: ["Realmente Leal", "Fez check-in em 500 dias."],
  joinedGuild: ["Entrou numa Guilda", "Encontrou uma comunidade para compartilhar seus objetivos."],
  joinedChallenge: ["Desafiante", "Entrou no seu primeiro desafio."],
  invitedFriend: ["Convite Amigável", "Convidou um amigo para se aventurar com você."],
  beastMaster: ["Mestre das Feras", "Coletou todos os mascotes padrão."],
  mountMaster: ["Mestre das Montarias", "Domou todas as montarias padrão."],
  triadBingo: ["Bingo Triplo", "Teve todos os mascotes e montarias padrão e, depois, todos os mascotes de novo."],
  roughRider: [
    "Cavaleiro Destemido",
    "Criou todas as cores padrão de cacto, ouriço e pedra, como mascotes e como montarias.",
  ],
  boneToPick: ["Osso Duro de Roer", "Chocou todos os mascotes Esqueleto, de ovos comuns e de missões."],
  snowball: ["Soterrado de Neve", "Membros do grupo jogaram bolas de neve em você."],
  spookySparkles: ["Brilho Assustador", "Membros do grupo cobriram você de brilhos assombrados."],
  shinySeed: ["Em Plena Flor", "Membros do grupo transformaram você em flor."],
  seafoam: ["Maresia", "Membros do grupo cobriram você de espuma do mar."],
  contributor: ["Colaborador", "Ajudou a construir o jogo."],
  npc: ["Personagem da Cidade", "Empresta o rosto a um dos personagens da cidade."],
  kickstarter: ["Apoiador", "Apoiou o jogo quando ele era novinho."],
  kickstarter2019: ["Apoiador do Broche", "Apoiou a campanha de financiamento de 2019."],
  groupsBeta2022: ["Pioneiro dos Planos de Grupo", "Experimentou os planos de grupo quando eram novidade."],
  veteran: ["Veterano", "Jogou durante uma grande mudança no jogo."],
  originalUser: ["Jogador Original", "Um dos primeiríssimos jogadores."],
  habitSurveys: ["Voz Prestativa", "Ajudou a melhorar o jogo respondendo a uma pesquisa."],
  habitBirthdays: ["Festeiro de Aniversário", "Comemorou o aniversário do jogo."],
  habiticaDays: ["Dia do Batismo", "Comemorou o dia em que o jogo ganhou seu nome."],
  costumeContests: ["Concorrente Fantasiado", "Se fantasiou para um concurso de fantasias."],
  lostMasterclasser: [
    "Mestre das Classes",
    "Terminou todas as séries de histórias e resolveu o mistério dos mestres de classe perdidos.",
  ],
  bareNecessities: ["O Necessário", "Terminou as missões do macaco, do bicho-preguiça e da arvorezinha."],
  bugBonanza: ["Festival de Insetos", "Terminou as missões do besouro, da borboleta, do caracol e da aranha."],
  freshwaterFriends: ["Amigos de Água Doce", "Terminou as missões do axolote, do sapo e do hipopótamo."],
  justAddWater: [
    "É Só Adicionar Água",
    "Terminou as missões do mar: polvo, cavalo-marinho, kraken, baleia, tartaruga, lesma-do-mar, serpente marinha e golfinho.",
  ],
  mindOverMatter: ["A Mente Acima da Matéria", "Terminou as missões da pedra, da geleca e do novelo."],
  seasonalSpecialist: ["Especialista Sazonal", "Terminou a caça aos ovos e as duas missões de inverno."],
  dilatoryQuest: ["Salvador da Cidade Submersa", "Ajudou a expulsar o Temível Dragão de Dilatória."],
  stressbeastQuest: ["Caça-Estresse", "Ajudou a acalmar a Abominável Fera do Estresse."],
  burnoutQuest: ["Guardião da Centelha", "Ajudou a apagar o Esgotamento."],
  bewilderQuest: ["Cabeça Fria", "Ajudou a enxergar através das ilusões do Desnorteador."],
  dysheartenerQuest: ["Remendador de Corações", "Ajudou a derrotar o Desanimador."],
};

const TITLES: Record<string, string> = {
  backToBasics: "De Volta ao Básico",
  allYourBase: "Toda a Sua Base",
  dustDevil: "Redemoinho de Poeira",
  aridAuthority: "Autoridade Árida",
  monsterMagus: "Mago dos Monstros",
  undeadUndertaker: "Coveiro dos Mortos-Vivos",
  primedForPainting: "Pronto para Pintar",
  pearlyPro: "Profissional Perolado",
  tickledPink: "Todo Cor-de-Rosa",
  rosyOutlook: "Visão Rosada",
  goodAsGold: "Vale Ouro",
  allThatGlitters: "Tudo que Reluz",
  boneCollector: "Colecionador de Ossos",
  skeletonCrew: "Tripulação de Esqueletos",
  seeingRed: "Vendo Vermelho",
  redLetterDay: "Dia de Festa",
  violetsAreBlue: "As Violetas São Azuis",
  wildBlueYonder: "Azul Sem Fim",
  shadyCustomer: "Cliente Suspeito",
  shadeOfItAll: "À Sombra de Tudo",
  legendaryBestiary: "Bestiário Lendário",
  birdsOfAFeather: "Farinha do Mesmo Saco",
  bonelessBoss: "Chefe Sem Ossos",
  cats: "Felinos",
  dinosaurDynasty: "Dinastia dos Dinossauros",
  domesticated: "Domesticado",
  duneBuddy: "Amigo das Dunas",
  plantParent: "Pai de Planta",
  polarPro: "Profissional Polar",
  reptacularRumble: "Rebuliço Reptiliano",
  rodentRuler: "Soberano dos Roedores",
  woodlandWizard: "Mago da Floresta",
  zodiacZookeeper: "Zelador do Zodíaco",
  warriorUltimateGear: "Guerreiro Supremo",
  rogueUltimateGear: "Ladino Supremo",
  mageUltimateGear: "Mago Supremo",
  healerUltimateGear: "Curandeiro Supremo",
  greetingCards: "Saudações",
  nyeCards: "Feliz Ano-Novo",
  thankyouCards: "Gratidão",
  valentineCards: "Namorados",
  birthdayCards: "Aniversariante",
  congratsCards: "Parabéns",
  getwellCards: "Melhoras",
  goodluckCards: "Boa Sorte",
};

const CLASS_NAMES: Record<string, string> = {
  warrior: "guerreiro",
  rogue: "ladino",
  wizard: "mago",
  healer: "curandeiro",
};
const CARD_NAMES: Record<string, string> = {
  greeting: "de saudação",
  nye: "de ano-novo",
  thankyou: "de agradecimento",
  valentine: "de Dia dos Namorados",
  birthday: "de aniversário",
  congrats: "de parabéns",
  getwell: "de melhoras",
  goodluck: "de boa sorte",
};

function title(item: Achievement): string {
  if (WORDS[item.key]) return WORDS[item.key][0];
  return TITLES[item.key] ?? item.key;
}

const eggName = (egg: string): string => EGG_WORDS[egg]?.[0] ?? egg;

function text(item: Achievement): string {
  if (WORDS[item.key]) return WORDS[item.key][1];
  switch (item.kind) {
    case "animalColor":
      return `Coletou ${item.mountOrPet === "mount" ? "todas as montarias" : "todos os mascotes"} ${POTION_NAMES[item.potion ?? ""] ?? item.potion}.`;
    case "animalSet":
      return `Coletou ${item.mountOrPet === "petMount" ? "todos os mascotes e montarias" : item.mountOrPet === "mount" ? "todas as montarias" : "todos os mascotes"} de cores padrão destes animais: ${item.eggs?.map(eggName).join(", ")}.`;
    case "questSeries":
      return `Concluiu todas estas missões: ${item.quests?.join(", ")}.`;
    case "worldBoss":
      return `Ajudou a derrotar o chefe mundial ${item.quests?.[0] ?? ""}.`;
    case "ultimateGear":
      return `Tem o melhor equipamento de ${CLASS_NAMES[item.klass ?? ""] ?? item.klass} que existe.`;
    case "card":
      return `Enviou ou recebeu cartões ${CARD_NAMES[item.card ?? ""] ?? item.card}.`;
    default:
      return "Uma honra especial.";
  }
}

export const achievementMessagesPt: Record<string, string> = Object.fromEntries(
  Object.values(achievements).flatMap((item) => {
    const entries: [string, string][] = [
      [item.titleKey, title(item)],
      [item.textKey, text(item)],
    ];
    if (item.modalTextKey) entries.push([item.modalTextKey, `Você ganhou uma conquista: ${title(item)}!`]);
    if (item.singularTextKey) entries.push([item.singularTextKey, `${text(item)} (uma vez)`]);
    if (item.pluralTextKey) entries.push([item.pluralTextKey, `${text(item)} ({count} vezes)`]);
    if (item.singularTitleKey) entries.push([item.singularTitleKey, title(item)]);
    if (item.pluralTitleKey) entries.push([item.pluralTitleKey, `${title(item)} ×{count}`]);
    return entries;
  }),
);
