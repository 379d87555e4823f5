import type text from "../../en/web/celebrations";
import type { Translation } from "../../define";

export default {
  healthBack: "Tu salud vuelve a estar en {max}.",
  pointsToSpend:
    "{count, plural, one {Tienes # punto de atributo para repartir.} other {Tienes # puntos de atributo para repartir.}}",
  canChooseClass: "¡Ya puedes elegir una clase!",
  rewards: "Recompensas",
  dontShowAgain: "No volver a mostrar",
  firstStepsTitle: "¡Completaste tus primeros pasos!",
  firstStepsText:
    "Crear y completar tareas, hacer eclosionar, alimentar y comprar equipo: ya lo has probado todo. Aquí tienes un extra de {gold} de oro para gastar.",
  goldReward: "{gold} de oro",
  aChallenge: "un desafío",
  challengeWonTitle: "¡Ganaste un desafío!",
  challengeWonText: "El desafío «{name}» te ha nombrado ganador.",
  gemsReward: "{count, plural, one {# gema} other {# gemas}}",
  questCompleteTitle: "¡Misión completada!",
  questWon: "Tu equipo ganó «{quest}». {completion}",
  questFinished: "Tu equipo terminó su misión.",
  classTitle: "¡Ahora eres {class}!",
  classText: "{blurb} Tus habilidades aparecen al pie de la pantalla de tareas a partir del nivel 11.",
  hatchTitle: "¡Ha nacido una mascota nueva!",
  hatchText:
    "{name} se ha unido a ti. Aliméntala para que crezca hasta ser una montura, o elígela para que te acompañe en tus aventuras.",
  mountTitle: "¡Criaste una montura!",
  mountText:
    "Tanta comida dio sus frutos: {name} ya ha crecido y puede llevarte a lomos. Elígela en el establo para montarla.",
  experienceReward: "{exp} de experiencia",
  itemCount: "{count} × {name}",
  boss: "Jefe",
  health: "Salud",
  strength: "Fuerza",
  rage: "Furia: {title}",
  rageText: "Sube {value} por cada diaria que el equipo deja sin hacer y luego ataca: {description}",
  itemsToCollect: "Objetos que recoger",
} satisfies Translation<typeof text>;
