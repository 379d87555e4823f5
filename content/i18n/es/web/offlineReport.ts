import type text from "../../en/web/offlineReport";
import type { Translation } from "../../define";

export default {
  taskNotHere: "Esa tarea no está en este dispositivo.",
  quoted: "«{text}»",
  lateScores:
    "{count, plural, one {# acción se hizo} other {# acciones se hicieron}} en un día que ya había terminado antes de llegar al servidor, así que {count, plural, one {contó} other {contaron}} para hoy: {names}.",
  backOnline:
    "De nuevo en línea: {count, plural, one {se guardó # cambio hecho} other {se guardaron # cambios hechos}} sin conexión.",
  refusedLine: "{task} ({action}): {message}",
  othersSaved: "{count, plural, one {Se guardó # cambio más.} other {Se guardaron # cambios más.}}",
  refusedTitle: "{count, plural, one {# cambio hecho} other {# cambios hechos}} sin conexión no se pudieron guardar",
  dailiesCost: "Las diarias sin hacer te costaron {health} de salud.",
  lateDailies:
    "El servidor cerró ese día sin lo que hiciste sin conexión, así que {names} no {count, plural, one {cuenta como hecha} other {cuentan como hechas}} ese día, y el servidor rechazará la marca cuando vuelvas a estar en línea.",
  newDayTitle: "Ha empezado un nuevo día",
  newDayText: "Tus diarias empiezan de cero.",
  actionBought: "compra",
  actionScoredUp: "suma +",
  actionScoredDown: "resta −",
  actionChecked: "marcada",
  actionUnchecked: "desmarcada",
  actionAdded: "añadida",
  actionEdited: "editada",
  actionDeleted: "borrada",
  actionMoved: "movida",
  actionChecklistChecked: "elemento de la lista marcado",
  actionChecklistUnchecked: "elemento de la lista desmarcado",
} satisfies Translation<typeof text>;
