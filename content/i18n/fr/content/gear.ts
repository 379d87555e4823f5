/** Noms et descriptions français de tout l’équipement. */
import { armoireSets, mysterySets } from "../../../data/gear";
import type { GearItem, GearType } from "../../../data/types";
import type { PlayerClass } from "../../../data/constants";
import { ARMOIRE_NAMES, ARMOIRE_SET_NAMES } from "./gear-armoire";
import { SEASON_THEMES, SPECIAL_NAMES_FR, SPECIAL_NOTES_FR } from "./gear-special";
import { de, humanize, MONTH_NAMES, statLine } from "./words";
import { classLineName, gearMessagesOf } from "../../keys";

const CLASS_LINE_NAMES: Record<PlayerClass, Partial<Record<GearType, string[]>>> = {
  warrior: {
    weapon: [
      "Épée d’entraînement",
      "Épée longue d’acier",
      "Hache de bûcheron",
      "Morgenstern à pointes",
      "Lame de saphir",
      "Espadon de braise",
      "Lame forgée au soleil",
    ],
    armor: [
      "Gambison rembourré",
      "Cotte d’anneaux",
      "Haubert de mailles",
      "Cuirasse d’acier",
      "Armure de plates dorée",
    ],
    head: ["Calotte de fer", "Camail de mailles", "Heaume à cornes", "Heaume à crête pourpre", "Grand heaume couronné"],
    shield: ["Bocle de chêne", "Bouclier cerclé", "Écu de fer", "Pavois pourpre", "Égide dorée"],
  },
  rogue: {
    weapon: [
      "Couteau à tailler",
      "Dague courte",
      "Kukri courbe",
      "Poignard à double tranchant",
      "Katana de la nuit",
      "Ninjatō des ombres",
      "Lame au clair de lune",
    ],
    armor: ["Cuir huilé", "Pourpoint cousu", "Cape de camouflage", "Voile obscur", "Voile du crépuscule"],
    head: [
      "Capuche de cuir",
      "Capuche cousue",
      "Capuchon sombre",
      "Capuche masquée de la nuit",
      "Capuche du crépuscule",
    ],
    shield: [
      "Couteau à tailler de rechange",
      "Dague de main gauche",
      "Kukri de main gauche",
      "Poignard de main gauche",
      "Katana de main gauche",
      "Ninjatō de main gauche",
      "Lame au clair de lune de main gauche",
    ],
  },
  wizard: {
    weapon: [
      "Bâton d’apprenti",
      "Bâton de bouleau",
      "Sceptre de sorcier",
      "Bâton de cristal",
      "Bâton d’archimage",
      "Bâton des étoiles",
      "Bâton de la comète",
    ],
    armor: ["Robe de novice", "Robe brodée", "Toge d’érudit", "Robe astrale", "Robe de l’archimage"],
    head: ["Chapeau pointu", "Chapeau à large bord", "Chapeau étoilé", "Diadème astral", "Couronne de l’archimage"],
  },
  healer: {
    weapon: [
      "Baguette de novice",
      "Baguette de saule",
      "Baguette à clochettes",
      "Caducée d’argent",
      "Sceptre de l’aurore",
      "Bâton radieux",
      "Bâton du point du jour",
    ],
    armor: ["Tunique de lin", "Robe de soigneur", "Mante de gardien", "Habit ensoleillé", "Robe de l’aurore"],
    head: ["Simple diadème", "Diadème d’argent", "Diadème de saphir", "Diadème doré", "Auréole de l’aurore"],
    shield: [
      "Rondache de soigneur",
      "Bouclier de gardien",
      "Bouclier solaire",
      "Bouclier de la miséricorde",
      "Bouclier de l’aurore",
    ],
  },
};

const CLASS_FLAVOUR: Record<PlayerClass, string> = {
  warrior: "De l’acier franc pour qui charge en premier.",
  rogue: "Léger et silencieux, fait pour les doigts agiles.",
  wizard: "Bourdonne doucement du savoir accumulé.",
  healer: "Chaud au toucher et bienveillant envers les alliés.",
};

const BASE_NAMES: Record<GearType, string> = {
  weapon: "Mains nues",
  armor: "Vêtements simples",
  head: "Tête nue",
  shield: "Main gauche libre",
  back: "Rien sur le dos",
  body: "Aucun accessoire de corps",
  headAccessory: "Aucun accessoire de tête",
  eyewear: "Aucunes lunettes",
};

const SLOT_NOUNS: Record<PlayerClass, Partial<Record<GearType, string>>> = {
  warrior: { weapon: "Épée", armor: "Armure", head: "Heaume", shield: "Bouclier" },
  rogue: { weapon: "Dague", armor: "Cape", head: "Capuche", shield: "Dague de main gauche" },
  wizard: { weapon: "Bâton", armor: "Robe", head: "Chapeau" },
  healer: { weapon: "Baguette", armor: "Robe", head: "Diadème", shield: "Rondache" },
};

const GENERIC_NOUNS: Record<GearType, string> = {
  weapon: "Baguette",
  armor: "Tenue",
  head: "Chapeau",
  shield: "Talisman",
  back: "Cape",
  body: "Collier",
  headAccessory: "Ornement",
  eyewear: "Lunettes",
};

/** Thèmes des objets mystère, en complément du nom : « Chapeau de givre 2015 ». */
const MYSTERY_THEMES = [
  "de givre",
  "du cœur",
  "de trèfle",
  "de pluie",
  "de fleurs",
  "des marées",
  "de luciole",
  "de pierre de soleil",
  "des moissons",
  "de l’au-delà",
  "de braise",
  "d’étoiles",
];

const SEASON_NAMES: Record<string, string> = {
  winter: "d’hiver",
  spring: "de printemps",
  summer: "d’été",
  fall: "d’automne",
};
const CLASS_PLURALS: Record<string, string> = {
  warrior: "guerriers",
  rogue: "voleurs",
  wizard: "mages",
  healer: "guérisseurs",
};
const GLASSES_COLOURS: Record<string, string> = {
  black: "noires",
  blue: "bleues",
  green: "vertes",
  pink: "roses",
  red: "rouges",
  white: "blanches",
  yellow: "jaunes",
};

function seasonalName(item: GearItem): string {
  const klass = item.specialClass as PlayerClass;
  const themeKey = (item.set ?? item.index).replace(/Set$/, "").replace(/^(winter|spring|summer|fall)\d{4}/, "");
  const theme = SEASON_THEMES[themeKey] ?? humanize(themeKey);
  const year = item.index.match(/\d{4}/)?.[0] ?? "2014";
  return `${SLOT_NOUNS[klass][item.type] ?? GENERIC_NOUNS[item.type]} « ${theme} » (${year})`;
}

function nameOf(item: GearItem): string {
  if (SPECIAL_NAMES_FR[item.key]) return SPECIAL_NAMES_FR[item.key];
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
      const name =
        Number(item.mystery?.slice(0, 4)) > 3000
          ? `${noun} steampunk`
          : `${noun} ${MYSTERY_THEMES[month - 1]} ${item.mystery?.slice(0, 4)}`;
      const variant = item.index.endsWith("A") ? " (clair)" : item.index.endsWith("B") ? " (sombre)" : "";
      return `${name}${variant}`;
    }
    case "armoire":
      return ARMOIRE_NAMES[item.index] ?? humanize(item.index);
    case "special":
      if (item.season) return seasonalName(item);
      if (item.gearSet === "glasses") {
        const colour = item.index.replace(/(TopFrame|HalfMoon)$/, "");
        return `Lunettes ${item.index.endsWith("TopFrame") ? "à monture haute" : "demi-lune"} ${GLASSES_COLOURS[colour] ?? colour}`;
      }
      if (/^birthday\d{4}$/.test(item.index)) return `Robe de fête de ${item.index.slice(8)}`;
      if (/^nye\d{4}$/.test(item.index)) return `Chapeau du Nouvel An ${item.index.slice(3)}`;
      return humanize(item.index);
  }
}

function notesOf(item: GearItem): string {
  const stats = statLine(item);
  switch (item.klass) {
    case "base":
      return "Rien d’équipé ici pour l’instant.";
    case "warrior":
    case "rogue":
    case "wizard":
    case "healer":
      return `${CLASS_FLAVOUR[item.klass]} ${stats}`;
    case "mystery": {
      const id = item.mystery ?? "";
      const when =
        Number(id.slice(0, 4)) > 3000
          ? "tout droit sorti de la garde-robe des voyageurs du temps"
          : `pour les abonnés ${de(MONTH_NAMES[Number(id.slice(4)) - 1])} ${id.slice(0, 4)}`;
      return `Un souvenir ${when}. ${stats}`;
    }
    case "armoire":
      return `Trouvé dans l’Armoire enchantée. ${stats}`;
    case "special":
      if (item.season)
        return `Équipement limité du gala ${SEASON_NAMES[item.season] ?? item.season} pour les ${CLASS_PLURALS[item.specialClass ?? ""] ?? item.specialClass}. ${stats}`;
      if (item.gearSet === "animal") return "Affiche ta créature préférée. Aucun bonus de caractéristiques.";
      if (item.gearSet) return "Un accessoire plein de gaieté. Aucun bonus de caractéristiques.";
      return `${SPECIAL_NOTES_FR[item.key] ?? "Une pièce rare, avec une histoire."} ${stats}`;
  }
}

export const gearMessages: Record<string, string> = gearMessagesOf(nameOf, notesOf);

export const gearSetMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(mysterySets).map((set) => {
      if (set.key === "wondercon") return [set.text, "Souvenirs de convention"];
      const year = Number(set.key.slice(0, 4));
      const month = Number(set.key.slice(4));
      const name =
        year > 3000
          ? `Ensemble steampunk ${set.key}`
          : `Ensemble ${MYSTERY_THEMES[month - 1]} ${de(MONTH_NAMES[month - 1])} ${year}`;
      return [set.text, name];
    }),
  ),
  ...Object.fromEntries(
    armoireSets.map((set) => {
      const key = set.key.replace(/Set$/, "");
      return [set.text, `Ensemble ${ARMOIRE_SET_NAMES[set.key] ?? ARMOIRE_SET_NAMES[key] ?? humanize(key)}`];
    }),
  ),
};
