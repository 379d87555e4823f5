import type text from "../../en/web/celebrations";
import type { Translation } from "../../define";

export default {
  healthBack: "Sua vida voltou para {max}.",
  pointsToSpend:
    "{count, plural, one {Você tem # ponto de atributo para distribuir.} many {Você tem # pontos de atributo para distribuir.} other {Você tem # pontos de atributo para distribuir.}}",
  canChooseClass: "Agora você pode escolher uma classe!",
  rewards: "Recompensas",
  dontShowAgain: "Não mostrar de novo",
  firstStepsTitle: "Você concluiu seus primeiros passos!",
  firstStepsText:
    "Criar e concluir tarefas, chocar, alimentar e comprar equipamento: você já experimentou de tudo. Aqui vai um bônus de {gold} de ouro para gastar.",
  goldReward: "{gold} de ouro",
  aChallenge: "um desafio",
  challengeWonTitle: "Você venceu um desafio!",
  challengeWonText: "O desafio “{name}” escolheu você como vencedor.",
  gemsReward: "{count, plural, one {# gema} many {# gemas} other {# gemas}}",
  questCompleteTitle: "Missão cumprida!",
  questWon: "Seu grupo venceu “{quest}”. {completion}",
  questFinished: "Seu grupo concluiu a missão.",
  classTitle: "Agora você é {class}!",
  classText: "{blurb} Suas habilidades aparecem no rodapé da tela de tarefas a partir do nível 11.",
  hatchTitle: "Você chocou um novo mascote!",
  hatchText:
    "{name} se juntou a você. Alimente-o para ele crescer e virar uma montaria, ou escolha-o para te acompanhar nas aventuras.",
  mountTitle: "Você criou uma montaria!",
  mountText:
    "Toda aquela comida valeu a pena: {name} cresceu e está pronto para te levar. Escolha-o no estábulo para montar.",
  experienceReward: "{exp} de experiência",
  itemCount: "{count} × {name}",
  boss: "Chefão",
  health: "Vida",
  strength: "Força",
  rage: "Fúria: {title}",
  rageText: "Sobe {value} com as Diárias perdidas do grupo e depois ataca: {description}",
  itemsToCollect: "Itens para coletar",
} satisfies Translation<typeof text>;
