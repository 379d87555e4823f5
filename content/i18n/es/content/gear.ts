/** Nombres y descripciones de todas las piezas de equipo y de los conjuntos. */
import { armoireSets, mysterySets } from "../../../data/gear";
import type { GearItem, GearType } from "../../../data/types";
import type { PlayerClass } from "../../../data/constants";
import { ARMOIRE_SET_TEXT, ARMOIRE_TEXT } from "./gear-armoire";
import { SPECIAL_TEXT, THEME_TEXT } from "./gear-themes";
import { MONTH_NAMES, statLine } from "./words";
import { classLineName, gearMessagesOf } from "../../keys";

const table = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .trim()
      .split("\n")
      .map((line) => {
        const at = line.indexOf("=");
        return [line.slice(0, at), line.slice(at + 1)];
      }),
  );

const ARMOIRE_NAMES = table(ARMOIRE_TEXT);
const ARMOIRE_SET_NAMES = table(ARMOIRE_SET_TEXT);
const THEMES = table(THEME_TEXT);
const OTHER_SPECIAL_NAMES = table(SPECIAL_TEXT);

/** Líneas de clase: nombres por nivel, del más bajo al más alto. */
const CLASS_LINE_NAMES: Record<PlayerClass, Partial<Record<GearType, string[]>>> = {
  warrior: {
    weapon: [
      "Espada de Prácticas",
      "Espada Larga de Acero",
      "Hacha de Leñador",
      "Lucero del Alba con Pinchos",
      "Filo de Zafiro",
      "Mandoble de Ascuas",
      "Hoja Forjada al Sol",
    ],
    armor: ["Jubón Acolchado", "Cota de Anillas", "Cota de Malla", "Coraza de Acero", "Armadura Dorada"],
    head: ["Casquete de Hierro", "Capucha de Malla", "Yelmo Astado", "Yelmo de Cresta Carmesí", "Gran Yelmo Coronado"],
    shield: ["Rodela de Roble", "Escudo Reforzado", "Escudo de Cometa de Hierro", "Pavés Carmesí", "Égida Dorada"],
  },
  rogue: {
    weapon: [
      "Navaja de Tallar",
      "Daga Corta",
      "Kukri Curvo",
      "Puñal de Doble Filo",
      "Katana Nocturna",
      "Ninjato de Sombra",
      "Hoja de Luna",
    ],
    armor: ["Cueros Engrasados", "Jubón Cosido", "Capa de Camuflaje", "Manto Umbrío", "Velo del Ocaso"],
    head: ["Capucha de Cuero", "Capucha Cosida", "Capucha Oscura", "Capucha con Máscara Nocturna", "Capucha del Ocaso"],
    shield: [
      "Navaja de Tallar de Repuesto",
      "Daga de Mano Izquierda",
      "Kukri de Mano Izquierda",
      "Puñal de Mano Izquierda",
      "Katana de Mano Izquierda",
      "Ninjato de Mano Izquierda",
      "Hoja de Luna de Mano Izquierda",
    ],
  },
  wizard: {
    weapon: [
      "Bastón de Aprendiz",
      "Bastón de Abedul",
      "Vara de Hechicero",
      "Bastón de Cristal",
      "Bastón de Archimago",
      "Bastón de las Estrellas",
      "Bastón del Cometa",
    ],
    armor: ["Túnica de Novicio", "Túnica Bordada", "Toga de Erudito", "Túnica Astral", "Túnica del Archimago"],
    head: [
      "Gorro Puntiagudo",
      "Sombrero de Ala Ancha",
      "Sombrero Estrellado",
      "Diadema Astral",
      "Corona del Archimago",
    ],
  },
  healer: {
    weapon: [
      "Vara de Novicio",
      "Varita de Sauce",
      "Varita de Campanillas",
      "Caduceo de Plata",
      "Cetro del Alba",
      "Bastón Radiante",
      "Bastón del Amanecer",
    ],
    armor: ["Túnica de Lino", "Túnica de Curandero", "Manto de Guardián", "Vestidura Soleada", "Túnica del Alba"],
    head: ["Diadema Sencilla", "Diadema de Plata", "Diadema de Zafiro", "Diadema Dorada", "Halo del Alba"],
    shield: [
      "Rodela de Curandero",
      "Escudo de Guardián",
      "Escudo de Rayos de Sol",
      "Escudo de la Piedad",
      "Escudo del Alba",
    ],
  },
};

const CLASS_FLAVOUR: Record<PlayerClass, string> = {
  warrior: "Acero honrado para quien carga primero.",
  rogue: "Ligero y silencioso, hecho para dedos rápidos.",
  wizard: "Zumba suavemente con el saber acumulado.",
  healer: "Cálido al tacto y amable con los aliados.",
};

const CLASS_NAMES: Record<string, string> = {
  warrior: "el guerrero",
  rogue: "el pícaro",
  wizard: "el mago",
  healer: "el sanador",
};
const SEASON_NAMES: Record<string, string> = {
  winter: "invierno",
  spring: "primavera",
  summer: "verano",
  fall: "otoño",
};

const BASE_NAMES: Record<GearType, string> = {
  weapon: "Manos Vacías",
  armor: "Ropa Sencilla",
  head: "Cabeza Descubierta",
  shield: "Mano Izquierda Vacía",
  back: "Nada a la Espalda",
  body: "Sin Accesorio de Cuerpo",
  headAccessory: "Sin Accesorio de Cabeza",
  eyewear: "Sin Gafas",
};

const SPECIAL_NAMES: Record<string, string> = {
  weapon_special_0: "Hoja de Acero Sombrío",
  weapon_special_1: "Hoja de Cristal de los Ayudantes",
  weapon_special_2: "Lanza del Dragón",
  weapon_special_3: "Lucero del Alba de los Hitos",
  weapon_special_critical: "Hoja Matabichos",
  weapon_special_tridentOfCrashingTides: "Tridente de las Mareas Rompientes",
  weapon_special_roguishRainbowMessage: "Carta Arcoíris",
  weapon_special_taskwoodsLantern: "Farol del Bosque de las Tareas",
  weapon_special_lunarScythe: "Guadaña Lunar",
  armor_special_0: "Armadura Sombría",
  armor_special_1: "Armadura de Cristal",
  armor_special_2: "Túnica Noble de Piedra Lunar",
  armor_special_mammothRiderArmor: "Pieles de Jinete de Mamut",
  armor_special_lunarWarriorArmor: "Armadura del Guerrero Lunar",
  armor_special_finnedOceanicArmor: "Armadura Oceánica con Aletas",
  armor_special_roguishRainbowMessengerRobes: "Ropa del Mensajero Arcoíris",
  armor_special_pyromancersRobes: "Túnica de Domador del Fuego",
  head_special_fireCoralCirclet: "Diadema de Coral de Fuego",
  head_special_roguishRainbowMessengerHood: "Capucha del Mensajero Arcoíris",
  head_special_pyromancersTurban: "Turbante de Domador del Fuego",
  weapon_special_mammothRiderSpear: "Lanza de Jinete de Mamut",
  head_special_0: "Yelmo Sombrío",
  head_special_1: "Yelmo de Cristal",
  head_special_2: "Yelmo del Héroe sin Nombre",
  head_special_mammothRiderHelm: "Gorro de Jinete de Mamut",
  head_special_lunarWarriorHelm: "Yelmo del Guerrero Lunar",
  head_special_bardHat: "Gorro de Bardo",
  armor_special_bardRobes: "Túnica de Bardo",
  weapon_special_bardInstrument: "Laúd de Bardo",
  armor_special_pageArmor: "Tabardo de Paje",
  head_special_pageHelm: "Gorro de Paje",
  weapon_special_pageBanner: "Estandarte de Paje",
  shield_special_0: "Escudo Sombrío",
  shield_special_1: "Escudo de Cristal",
  shield_special_goldenknight: "Escudo del Caballero Dorado",
  shield_special_moonpearlShield: "Escudo de Perla Lunar",
  eyewear_special_aetherMask: "Máscara Etérea",
  body_special_aetherAmulet: "Amuleto Etéreo",
  back_special_aetherCloak: "Capa Etérea",
  head_special_turkeyHelmBase: "Gorro de Pavo",
  armor_special_turkeyArmorBase: "Disfraz de Pavo",
  back_special_turkeyTailBase: "Plumas de Cola de Pavo",
  armor_special_birthday: "Túnica de Fiesta Ridícula",
  back_special_wondercon_red: "Capa Roja Poderosa",
  back_special_wondercon_black: "Capa Negra Sigilosa",
  body_special_wondercon_red: "Collar de Rubí",
  body_special_wondercon_gold: "Collar Dorado",
  body_special_wondercon_black: "Collar de Ébano",
  eyewear_special_wondercon_red: "Máscara Roja Poderosa",
  eyewear_special_wondercon_black: "Máscara Negra Sigilosa",
  head_special_nye: "Gorro de Fiesta Ridículo",
};

const EARLY = "Un regalo para los primeros mecenas.";
const HELPERS = "Concedido a quienes echan una mano al proyecto.";
const SOUVENIR = "Un recuerdo de la visita a una convención.";
const CHECK_IN = "Una recompensa para aventureros fieles que registran su visita.";
const SPECIAL_NOTES: Record<string, string> = {
  weapon_special_0: EARLY,
  weapon_special_1: HELPERS,
  weapon_special_critical: "Concedido a quienes encontraron y arreglaron un error grave.",
  back_special_wondercon_red: SOUVENIR,
  back_special_wondercon_black: SOUVENIR,
  body_special_wondercon_red: SOUVENIR,
  body_special_wondercon_gold: SOUVENIR,
  body_special_wondercon_black: SOUVENIR,
  eyewear_special_wondercon_red: SOUVENIR,
  eyewear_special_wondercon_black: SOUVENIR,
  armor_special_bardRobes: CHECK_IN,
  head_special_bardHat: CHECK_IN,
  weapon_special_bardInstrument: CHECK_IN,
  armor_special_pageArmor: CHECK_IN,
  head_special_pageHelm: CHECK_IN,
  weapon_special_pageBanner: CHECK_IN,
  armor_special_0: EARLY,
  armor_special_1: HELPERS,
  head_special_0: EARLY,
  head_special_1: HELPERS,
  shield_special_0: EARLY,
  shield_special_1: HELPERS,
};

const SLOT_NOUNS: Record<PlayerClass, Partial<Record<GearType, string>>> = {
  warrior: { weapon: "Espada", armor: "Armadura", head: "Yelmo", shield: "Escudo" },
  rogue: { weapon: "Daga", armor: "Capa", head: "Capucha", shield: "Daga de Mano Izquierda" },
  wizard: { weapon: "Bastón", armor: "Túnica", head: "Sombrero" },
  healer: { weapon: "Varita", armor: "Toga", head: "Diadema", shield: "Rodela" },
};

const GENERIC_NOUNS: Record<GearType, string> = {
  weapon: "Varita",
  armor: "Atuendo",
  head: "Sombrero",
  shield: "Amuleto",
  back: "Capa",
  body: "Collar",
  headAccessory: "Adorno",
  eyewear: "Anteojos",
};

/** Temas de los objetos misteriosos por mes, como complemento («de Escarcha»). */
const MYSTERY_THEMES = [
  "de Escarcha",
  "del Corazón",
  "del Trébol",
  "de Lluvia",
  "en Flor",
  "de las Mareas",
  "de Luciérnaga",
  "de Piedra Solar",
  "de la Cosecha",
  "Embrujado",
  "de Ascuas",
  "de Luz Estelar",
];
const MYSTERY_SET_THEMES = [
  "Escarcha",
  "Corazón",
  "Trébol",
  "Lluvia",
  "Flor",
  "Mareas",
  "Luciérnaga",
  "Piedra Solar",
  "Cosecha",
  "Embrujo",
  "Ascuas",
  "Luz Estelar",
];

const GLASSES_COLOURS: Record<string, string> = {
  black: "Negras",
  blue: "Azules",
  green: "Verdes",
  pink: "Rosas",
  red: "Rojas",
  white: "Blancas",
  yellow: "Amarillas",
};

/** «fall2025KoboldHealerSet» -> «Varita del Sanador Kobold (2025)». */
function seasonalName(item: GearItem): string {
  const klass = item.specialClass as PlayerClass;
  const themeKey = (item.set ?? item.index).replace(/Set$/, "").replace(/^(winter|spring|summer|fall)\d{4}/, "");
  const year = item.index.match(/\d{4}/)?.[0] ?? "2014";
  const noun = SLOT_NOUNS[klass]?.[item.type] ?? GENERIC_NOUNS[item.type];
  return `${noun} ${THEMES[themeKey] ?? themeKey} (${year})`;
}

function nameOf(item: GearItem): string {
  if (SPECIAL_NAMES[item.key]) return SPECIAL_NAMES[item.key];
  switch (item.klass) {
    case "base":
      return BASE_NAMES[item.type];
    case "warrior":
    case "rogue":
    case "wizard":
    case "healer": {
      return classLineName(CLASS_LINE_NAMES, item);
    }
    case "mystery": {
      const month = Number(item.mystery?.slice(4, 6));
      const noun = GENERIC_NOUNS[item.type];
      const theme =
        Number(item.mystery?.slice(0, 4)) > 3000
          ? `${noun} Steampunk`
          : `${noun} ${MYSTERY_THEMES[month - 1]} ${item.mystery?.slice(0, 4)}`;
      const variant = item.index.endsWith("A") ? " (Claro)" : item.index.endsWith("B") ? " (Oscuro)" : "";
      return `${theme}${variant}`;
    }
    case "armoire":
      return ARMOIRE_NAMES[item.index] ?? item.index;
    case "special":
      if (item.season) return seasonalName(item);
      if (item.gearSet === "glasses") {
        const colour = GLASSES_COLOURS[item.index.replace(/(TopFrame|HalfMoon)$/, "")] ?? "";
        return `Gafas ${colour} ${item.index.endsWith("TopFrame") ? "de Montura Superior" : "de Media Luna"}`;
      }
      if (/^birthday\d{4}$/.test(item.index)) return `Túnica de Fiesta de ${item.index.slice(8)}`;
      if (/^nye\d{4}$/.test(item.index)) return `Gorro de Año Nuevo de ${item.index.slice(3)}`;
      return OTHER_SPECIAL_NAMES[`${item.type}:${item.index}`] ?? item.index;
  }
}

function notesOf(item: GearItem): string {
  const stats = statLine(item);
  switch (item.klass) {
    case "base":
      return "Aquí aún no hay nada equipado.";
    case "warrior":
    case "rogue":
    case "wizard":
    case "healer":
      return `${CLASS_FLAVOUR[item.klass]} ${stats}`;
    case "mystery": {
      const id = item.mystery ?? "";
      const when =
        Number(id.slice(0, 4)) > 3000
          ? "del propio guardarropa de los viajeros del tiempo"
          : `para los suscriptores de ${MONTH_NAMES[Number(id.slice(4)) - 1]} de ${id.slice(0, 4)}`;
      return `Un recuerdo ${when}. ${stats}`;
    }
    case "armoire":
      return `Hallado en el Armario Encantado. ${stats}`;
    case "special":
      if (item.season)
        return `Equipo de gala de ${SEASON_NAMES[item.season]}, de edición limitada, para ${CLASS_NAMES[item.specialClass ?? ""] ?? item.specialClass}. ${stats}`;
      if (item.gearSet === "animal") return "Luce tu criatura favorita. Sin bonificación de atributos.";
      if (item.gearSet) return "Un accesorio alegre. Sin bonificación de atributos.";
      return `${SPECIAL_NOTES[item.key] ?? "Una pieza rara con una historia detrás."} ${stats}`;
  }
}

export const gearMessages: Record<string, string> = gearMessagesOf(nameOf, notesOf);

export const gearSetMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(mysterySets).map((set) => {
      if (set.key === "wondercon") return [set.text, "Recuerdos de la Convención"];
      const year = Number(set.key.slice(0, 4));
      const month = Number(set.key.slice(4));
      const name =
        year > 3000
          ? `Conjunto Steampunk ${set.key}`
          : `Conjunto ${MYSTERY_SET_THEMES[month - 1]} (${MONTH_NAMES[month - 1]} de ${year})`;
      return [set.text, name];
    }),
  ),
  ...Object.fromEntries(armoireSets.map((set) => [set.text, `Conjunto ${ARMOIRE_SET_NAMES[set.key] ?? set.key}`])),
};
