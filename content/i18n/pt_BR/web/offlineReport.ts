import type text from "../../en/web/offlineReport";
import type { Translation } from "../../define";

export default {
  taskNotHere: "Essa tarefa não está neste aparelho.",
  quoted: "“{text}”",
  lateScores:
    "{count, plural, one {# marcação foi feita} many {# marcações foram feitas} other {# marcações foram feitas}} em um dia que já tinha terminado antes de chegar ao servidor, então {count, plural, one {ela contou} many {elas contaram} other {elas contaram}} para hoje: {names}.",
  backOnline:
    "Online de novo: {count, plural, one {# alteração feita offline foi salva} many {# alterações feitas offline foram salvas} other {# alterações feitas offline foram salvas}}.",
  refusedLine: "{task} ({action}): {message}",
  othersSaved:
    "{count, plural, one {# outra alteração foi salva} many {# outras alterações foram salvas} other {# outras alterações foram salvas}}.",
  refusedTitle:
    "{count, plural, one {# alteração feita offline não pôde ser salva} many {# alterações feitas offline não puderam ser salvas} other {# alterações feitas offline não puderam ser salvas}}",
  dailiesCost: "As Diárias não feitas custaram {health} de vida.",
  lateDailies:
    "O servidor fechou aquele dia sem o que você fez offline, então {names} não {count, plural, one {conta como concluída} many {contam como concluídas} other {contam como concluídas}} naquele dia, e a marcação vai ser recusada quando você voltar a ficar online.",
  newDayTitle: "Um novo dia começou",
  newDayText: "Suas Diárias recomeçam do zero.",
  actionBought: "comprado",
  actionScoredUp: "marcado +",
  actionScoredDown: "marcado −",
  actionChecked: "marcado como feito",
  actionUnchecked: "desmarcado",
  actionAdded: "adicionado",
  actionEdited: "editado",
  actionDeleted: "excluído",
  actionMoved: "movido",
  actionChecklistChecked: "item da lista marcado",
  actionChecklistUnchecked: "item da lista desmarcado",
} satisfies Translation<typeof text>;
