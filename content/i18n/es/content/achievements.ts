/** Títulos y descripciones de los logros. El cliente rellena `{count}`. */
import { achievements } from "../../../data/achievements";
import type { Achievement } from "../../../data/types";
import { QUEST_WORDS } from "./quests";
import { EGG_WORDS, potionName } from "./stable";

/** logro -> [título, descripción] */
const WORDS: Record<string, [string, string]> = {
  createdTask: ["Primeros Pasos", "Creaste tu primera tarea."],
  completedTask: ["Hecho y Listo", "Completaste tu primera tarea."],
  hatchedPet: ["Recién Nacido", "Hiciste nacer tu primera mascota."],
  fedPet: ["Hora de Merendar", "Alimentaste a una mascota por primera vez."],
  purchasedEquipment: ["Bien Equipado", "Compraste tu primera pieza de equipo."],
  partyUp: ["En Grupo", "Te uniste a un grupo con otro jugador."],
  partyOn: ["Que Siga la Fiesta", "Te uniste a un grupo de cuatro o más jugadores."],
  streak: ["Racha Imparable", "Mantuviste una diaria 21 días seguidos."],
  perfect: ["Día Perfecto", "Terminaste todas tus diarias en un día."],
  royallyLoyal: ["Lealtad Real", "Registraste tu visita 500 días."],
  joinedGuild: ["Miembro de un Gremio", "Encontraste una comunidad con la que compartir tus metas."],
  joinedChallenge: ["Retador", "Te uniste a tu primer desafío."],
  invitedFriend: ["Invitación Amistosa", "Invitaste a un amigo a vivir aventuras contigo."],
  beastMaster: ["Señor de las Bestias", "Reuniste todas las mascotas estándar."],
  mountMaster: ["Señor de las Monturas", "Domaste todas las monturas estándar."],
  triadBingo: ["Bingo Triple", "Tuviste todas las mascotas y monturas estándar, y luego otra vez todas las mascotas."],
  roughRider: [
    "Jinete Intrépido",
    "Criaste todos los colores estándar del cactus, el erizo y la roca, como mascotas y como monturas.",
  ],
  boneToPick: [
    "Hueso Duro de Roer",
    "Hiciste nacer todas las mascotas esqueleto, tanto de huevos comunes como de misión.",
  ],
  snowball: ["Sepultado en Nieve", "Tus compañeros de grupo te acribillaron a bolas de nieve."],
  spookySparkles: ["Deslumbrado", "Tus compañeros de grupo te cubrieron de chispas espeluznantes."],
  shinySeed: ["En Plena Flor", "Tus compañeros de grupo te convirtieron en una flor."],
  seafoam: ["Rocío Marino", "Tus compañeros de grupo te cubrieron de espuma de mar."],
  contributor: ["Colaborador", "Ayudaste a construir el juego."],
  npc: ["Personaje del Pueblo", "Pone cara a uno de los personajes del pueblo."],
  kickstarter: ["Mecenas", "Apoyaste el juego cuando era joven."],
  kickstarter2019: ["Mecenas de los Pines", "Apoyaste la campaña de financiación de 2019."],
  groupsBeta2022: ["Pionero de los Planes de Grupo", "Probaste los planes de grupo cuando eran nuevos."],
  veteran: ["Veterano", "Viviste un gran cambio del juego."],
  originalUser: ["Jugador Original", "Uno de los primerísimos jugadores."],
  habitSurveys: ["Voz Útil", "Ayudaste a mejorar el juego respondiendo una encuesta."],
  habitBirthdays: ["Juerguista de Cumpleaños", "Celebraste el cumpleaños del juego."],
  habiticaDays: ["Día del Nombre", "Celebraste el día en que el juego recibió su nombre."],
  costumeContests: ["Concursante de Disfraces", "Te disfrazaste para un concurso de disfraces."],
  lostMasterclasser: [
    "Maestro de las Clases",
    "Terminaste todas las cadenas de historia y resolviste el misterio de los maestros de clase perdidos.",
  ],
  bareNecessities: ["Lo Más Vital", "Terminaste las misiones del mono, el perezoso y el arbolito."],
  bugBonanza: ["Festín de Bichos", "Terminaste las misiones del escarabajo, la mariposa, el caracol y la araña."],
  freshwaterFriends: ["Amigos de Agua Dulce", "Terminaste las misiones del ajolote, la rana y el hipopótamo."],
  justAddWater: [
    "Solo Añade Agua",
    "Terminaste las misiones del mar: pulpo, caballito de mar, kraken, ballena, tortuga, babosa marina, serpiente marina y delfín.",
  ],
  mindOverMatter: ["La Mente sobre la Materia", "Terminaste las misiones de la roca, el limo y el ovillo."],
  seasonalSpecialist: ["Especialista de Temporada", "Terminaste la búsqueda de huevos y las dos misiones de invierno."],
  dilatoryQuest: ["Salvador de la Ciudad Sumergida", "Ayudaste a ahuyentar al Temible Drag'on de Dilatoria."],
  stressbeastQuest: ["Rompeestrés", "Ayudaste a calmar a la Abominable Bestia del Estrés."],
  burnoutQuest: ["Guardián de la Chispa", "Ayudaste a apagar el Agotamiento."],
  bewilderQuest: ["Mente Despejada", "Ayudaste a ver a través de las ilusiones del Desconcertador."],
  dysheartenerQuest: ["Sanador de Corazones", "Ayudaste a derrotar al Descorazonador."],
};

/** Títulos de los logros que se generan a partir de los datos. */
const TITLES: Record<string, string> = {
  backToBasics: "De Vuelta a lo Básico",
  allYourBase: "Toda tu Base",
  dustDevil: "Remolino de Polvo",
  aridAuthority: "Autoridad Árida",
  monsterMagus: "Mago de Monstruos",
  undeadUndertaker: "Enterrador de No Muertos",
  primedForPainting: "Listo para Pintar",
  pearlyPro: "Experto Perlado",
  tickledPink: "Rosa de Alegría",
  rosyOutlook: "Visión de Color de Rosa",
  goodAsGold: "Vale su Peso en Oro",
  allThatGlitters: "Todo lo que Reluce",
  boneCollector: "Coleccionista de Huesos",
  skeletonCrew: "Tripulación Esquelética",
  seeingRed: "Verlo Todo Rojo",
  redLetterDay: "Día Señalado en Rojo",
  violetsAreBlue: "Las Violetas Son Azules",
  wildBlueYonder: "Al Azul Infinito",
  shadyCustomer: "Cliente Sombrío",
  shadeOfItAll: "A la Sombra de Todo",
  legendaryBestiary: "Bestiario Legendario",
  birdsOfAFeather: "Dios los Cría",
  bonelessBoss: "Jefe Invertebrado",
  cats: "Amante de los Felinos",
  dinosaurDynasty: "Dinastía de Dinosaurios",
  domesticated: "Domesticado",
  duneBuddy: "Colega de las Dunas",
  plantParent: "Padre de Plantas",
  polarPro: "Experto Polar",
  reptacularRumble: "Reptacular Refriega",
  rodentRuler: "Soberano de los Roedores",
  woodlandWizard: "Mago del Bosque",
  zodiacZookeeper: "Cuidador del Zodiaco",
  warriorUltimateGear: "Guerrero Definitivo",
  rogueUltimateGear: "Pícaro Definitivo",
  mageUltimateGear: "Mago Definitivo",
  healerUltimateGear: "Sanador Definitivo",
  greetingCards: "Saludador",
  nyeCards: "Juerguista de Año Nuevo",
  thankyouCards: "Agradecido",
  valentineCards: "Corazón Tierno",
  birthdayCards: "Cumpleañero",
  congratsCards: "Felicitador",
  getwellCards: "Ánimo y Cariño",
  goodluckCards: "Amuleto de la Suerte",
};

const PLURAL_TITLES: Record<string, string> = {
  streak: "{count} Rachas Imparables",
  perfect: "{count} Días Perfectos",
};

const CLASS_NAMES: Record<string, string> = { warrior: "guerrero", rogue: "pícaro", wizard: "mago", healer: "sanador" };
const CARD_NAMES: Record<string, string> = {
  greeting: "de saludo",
  nye: "de Año Nuevo",
  thankyou: "de agradecimiento",
  valentine: "de San Valentín",
  birthday: "de cumpleaños",
  congrats: "de felicitación",
  getwell: "de «mejórate»",
  goodluck: "de buena suerte",
};

function title(item: Achievement): string {
  if (WORDS[item.key]) return WORDS[item.key][0];
  return TITLES[item.key] ?? item.key;
}

function questTitle(key: string): string {
  return QUEST_WORDS[key]?.[0] ?? key;
}

function text(item: Achievement): string {
  if (WORDS[item.key]) return WORDS[item.key][1];
  switch (item.kind) {
    case "animalColor":
      return `Reuniste todas las ${item.mountOrPet === "mount" ? "monturas" : "mascotas"} ${potionName(item.potion ?? "")}.`;
    case "animalSet": {
      const what =
        item.mountOrPet === "petMount" ? "mascotas y monturas" : item.mountOrPet === "mount" ? "monturas" : "mascotas";
      return `Reuniste todas las ${what} de colores estándar de: ${item.eggs?.map((egg) => EGG_WORDS[egg]?.[0] ?? egg).join(", ")}.`;
    }
    case "questSeries":
      return `Completaste todas estas misiones: ${item.quests?.map(questTitle).join(", ")}.`;
    case "worldBoss":
      return `Ayudaste a derrotar al jefe mundial ${QUEST_WORDS[item.quests?.[0] ?? ""]?.[1] ?? item.quests?.[0]}.`;
    case "ultimateGear":
      return `Tienes el mejor equipo de ${CLASS_NAMES[item.klass ?? ""] ?? item.klass} que existe.`;
    case "card":
      return `Enviaste o recibiste tarjetas ${CARD_NAMES[item.card ?? ""] ?? item.card}.`;
    default:
      return "Un honor especial.";
  }
}

export const achievementMessages: Record<string, string> = Object.fromEntries(
  Object.values(achievements).flatMap((item) => {
    const entries: [string, string][] = [
      [item.titleKey, title(item)],
      [item.textKey, text(item)],
    ];
    if (item.modalTextKey) entries.push([item.modalTextKey, `¡Has conseguido un logro: ${title(item)}!`]);
    if (item.singularTextKey) entries.push([item.singularTextKey, `${text(item)} (una vez)`]);
    if (item.pluralTextKey) entries.push([item.pluralTextKey, `${text(item)} ({count} veces)`]);
    if (item.singularTitleKey) entries.push([item.singularTitleKey, title(item)]);
    if (item.pluralTitleKey) entries.push([item.pluralTitleKey, PLURAL_TITLES[item.key] ?? `${title(item)} ×{count}`]);
    return entries;
  }),
);
