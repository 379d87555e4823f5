/** Modelos de tarefas, categorias de guildas e mensagens padrão de notificação. */
import { guildCategoryMessagesOf, taskTemplateMessages } from "../../keys";

/** categoria -> [texto, notas] por modelo, na ordem da tabela */
const TEMPLATE_WORDS: Record<string, [string, string][]> = {
  work: [
    ["Sessão de trabalho focado", "Um bom bloco de trabalho sem distrações."],
    ["Ver mensagens e planejar o dia", "Cinco minutos para separar o que importa hoje."],
    ["Terminar o relatório semanal", "Tire isso da frente logo cedo."],
  ],
  exercise: [
    ["Ir de escada", "Cada lance conta."],
    ["Alongar por dez minutos", "Solte o corpo antes de o dia ficar corrido."],
    ["Planejar os treinos da semana", "Escolha os dias e anote."],
  ],
  health_wellness: [
    ["Beber um copo de água", "Marque quando tomar um copo; toque no menos se for refrigerante."],
    ["Tomar suas vitaminas", "Uma coisa pequena que faz diferença."],
    ["Marcar um check-up", "Ache um horário que funcione e ligue."],
  ],
  school: [
    ["Estudar um pouco", "Mais para uma sessão focada, menos para uma desperdiçada."],
    ["Fazer a lição de casa", "Fique em dia com os trabalhos."],
    ["Terminar o rascunho da redação", "Ponha as palavras no papel; o polimento fica para depois."],
  ],
  self_care: [
    ["Fazer uma pausa curta", "Afaste-se da tela e respire."],
    ["Escrever no diário", "Algumas linhas sobre hoje."],
    ["Planejar algo divertido", "Coloque um agrado para você no calendário."],
  ],
  chores: [
    ["Arrumar por dez minutos", "Uma arrumadinha mantém a bagunça longe."],
    ["Lavar a louça", "Pia limpa deixa as manhãs mais fáceis."],
    ["Limpar a geladeira", "Jogue fora o que já passou do ponto."],
  ],
  creativity: [
    ["Praticar seu ofício", "Qualquer quantidade de prática conta."],
    ["Desenhar, escrever ou tocar todo dia", "Crie alguma coisa, por menor que seja."],
    ["Terminar um projeto pequeno", "Escolha um e leve até o fim."],
  ],
  defaults: [
    ["Lanche saudável", "Mais para fruta ou verdura, menos para besteira."],
    ["Trabalho produtivo", "Toque no mais sempre que concluir alguma coisa."],
    ["Procrastinar", "Toque no menos quando se pegar adiando as coisas."],
    ["Rotina da manhã", "Uma Diária se repete nos dias que você escolher. Marque-a toda vez."],
    ["Explorar o jogo", "Um Afazer fica na lista até você terminá-lo. Experimente criar os seus!"],
    ["Assistir a um episódio", "Recompensas custam ouro. Gaste o que você ganha com algo de que goste."],
  ],
};

const CATEGORY_NAMES: Record<string, string> = {
  habitica_official: "Oficial",
  academics: "Estudos",
  advocacy_causes: "Ativismo e causas",
  creativity: "Criatividade",
  entertainment: "Entretenimento",
  finance: "Finanças",
  health_fitness: "Saúde e forma física",
  hobbies_occupations: "Hobbies e profissões",
  location_based: "Por localidade",
  mental_health: "Saúde mental e autocuidado",
  getting_organized: "Organização",
  recovery_support_groups: "Recuperação e apoio",
  self_improvement: "Desenvolvimento pessoal",
  spirituality: "Espiritualidade",
  time_management: "Gestão do tempo",
};

export const guildCategoryMessagesPt: Record<string, string> = guildCategoryMessagesOf(CATEGORY_NAMES);

export const taskMessagesPt: Record<string, string> = {
  ...taskTemplateMessages(TEMPLATE_WORDS),
  ...guildCategoryMessagesPt,
  lostHealth: "Você perdeu {amount} de vida.",
  lostMana: "Você usou {amount} de mana.",
  lostExperience: "Você perdeu {amount} de experiência.",
  lostGold: "Você perdeu {amount} de ouro.",
  gainedHealth: "Você recuperou {amount} de vida.",
  gainedMana: "Você recuperou {amount} de mana.",
  gainedExperience: "Você ganhou {amount} de experiência.",
  gainedGold: "Você ganhou {amount} de ouro.",
  streakCoins: "Bônus de sequência: {amount} de ouro!",
  bossDamage: "Você acertou o chefe e causou {amount} de dano.",
};
