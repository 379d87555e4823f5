/** Nomes e descrições de habilidades, feitiços especiais, poções de desfazer e cartões. */
import { spellMessagesOf } from "../../keys";

/** habilidade -> [nome, descrição] */
const SPELL_WORDS: Record<string, [string, string]> = {
  fireball: [
    "Explosão de Chamas",
    "Chamusque uma tarefa para ganhar experiência e causar dano ao chefe da missão. Mais forte com Inteligência.",
  ],
  mpheal: ["Onda Etérea", "Divida sua mana com o seu grupo (outros magos ganham menos)."],
  earth: ["Terremoto", "Sacuda o chão e aumente a Inteligência do seu grupo pelo dia."],
  frost: ["Geada Arrepiante", "Congele suas sequências para que Diárias perdidas não as zerem esta noite."],
  smash: ["Golpe Brutal", "Acerte uma tarefa com força: ela fica mais azul e o chefe leva dano extra."],
  defensiveStance: ["Postura Defensiva", "Prepare-se e ganhe Constituição pelo dia."],
  valorousPresence: ["Presença Valorosa", "Inspire o seu grupo e aumente a Força de todos pelo dia."],
  intimidate: ["Olhar Intimidador", "Encare o perigo e aumente a Constituição do seu grupo pelo dia."],
  pickPocket: ["Bater Carteira", "Surrupie um pouco de ouro de uma tarefa. Mais forte com Percepção."],
  backStab: ["Punhalada nas Costas", "Ataque uma tarefa por trás e ganhe ouro e experiência."],
  toolsOfTrade: ["Truques do Ofício", "Compartilhe seus truques e aumente a Percepção do seu grupo pelo dia."],
  stealth: ["Furtividade", "Escape ileso de algumas das Diárias perdidas desta noite."],
  heal: ["Luz Curativa", "Recupere um pouco da sua própria vida."],
  brightness: ["Clarão Ardente", "Deixe todas as suas tarefas um pouco menos vermelhas."],
  protectAura: ["Aura Protetora", "Proteja o seu grupo e aumente a Constituição de todos pelo dia."],
  healAll: ["Bênção", "Recupere a vida de todos do seu grupo."],
  snowball: ["Bola de Neve", "Jogue uma bola de neve em um amigo. O que poderia dar errado?"],
  spookySparkles: ["Brilhos Assombrados", "Transforme um amigo em um lençol flutuante com olhos."],
  shinySeed: ["Semente Brilhante", "Transforme um amigo em uma flor alegre."],
  seafoam: ["Espuma do Mar", "Transforme um amigo em uma pequena criatura marinha."],
  salt: ["Sal", "Desfaça uma bola de neve e volte ao normal."],
  opaquePotion: ["Poção Opaca", "Desfaça os brilhos assombrados e fique visível de novo."],
  petalFreePotion: ["Poção Sem Pétalas", "Desfaça uma semente brilhante e solte suas pétalas."],
  sand: ["Areia", "Desfaça a espuma do mar e volte a andar em terra firme."],
  greeting: ["Cartão de Saudação", "Mande um oi simpático para alguém do seu grupo."],
  nye: ["Cartão de Ano-Novo", "Deseje um feliz ano-novo a um amigo."],
  thankyou: ["Cartão de Agradecimento", "Mostre a alguém que você é grato."],
  valentine: ["Cartão de Dia dos Namorados", "Mande um pouquinho de amor para um amigo."],
  birthday: ["Cartão de Aniversário", "Comemore o dia especial de um amigo."],
  congrats: ["Cartão de Parabéns", "Aplauda um amigo por um trabalho bem-feito."],
  getwell: ["Cartão de Melhoras", "Mande a um amigo votos carinhosos de melhoras."],
  goodluck: ["Cartão de Boa Sorte", "Deseje sorte a um amigo no que vem pela frente."],
};

export const spellMessagesPt: Record<string, string> = spellMessagesOf(SPELL_WORDS);
