import type { starterMessages } from "../../en/starter";

/** As primeiras etiquetas e tarefas de um jogador novo. */
export const starterMessagesPt: { [K in keyof typeof starterMessages]: string } = {
  starterTagWork: "Trabalho",
  starterTagExercise: "Exercício",
  starterTagHealth: "Saúde + Bem-estar",
  starterTagSchool: "Escola",
  starterTagTeams: "Equipes",
  starterTagChores: "Tarefas de casa",
  starterTagCreativity: "Criatividade",
  starterHabitWaterText: "Beber um copo de água",
  starterHabitWaterNotes: "Toque em + toda vez que fizer isso; pequenas vitórias se somam.",
  starterHabitScrollText: "Rolar o feed sem parar",
  starterHabitScrollNotes: "Toque em − quando se pegar fazendo isso; hábitos também podem ser ruins.",
  starterHabitStairsText: "Ir de escada",
  starterHabitStairsNotes: "Os dois botões: + pela escada, − pelo elevador.",
  starterDailyPlanText: "Escolher as três tarefas mais importantes de amanhã",
  starterDailyPlanNotes: "Diárias voltam todo dia em que vencem. Perca uma e você perde vida.",
  starterTodoHabitText: "Adicionar um hábito seu",
  starterTodoHabitNotes: "Use o botão + acima da coluna de hábitos.",
  starterTodoDailyText: "Adicionar uma Diária sua",
  starterTodoDailyNotes: "Escolha no editor os dias em que ela se repete.",
  starterRewardText: "Um episódio de uma série favorita",
  starterRewardNotes: "Recompensas custam ouro. Escolha coisas de que você gosta de verdade.",
};
