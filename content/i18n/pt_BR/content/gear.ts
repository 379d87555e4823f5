/** Nomes e descrições de todos os equipamentos em português. */
import { armoireSets, mysterySets } from "../../../data/gear";
import type { GearItem, GearType } from "../../../data/types";
import type { PlayerClass } from "../../../data/constants";
import { MONTH_NAMES_PT, SEASON_PT, nameFromKey, nameWithHead, statLinePt, titleCase, type Head } from "./words";
import { classLineName, gearMessagesOf } from "../../keys";

const CLASS_LINE_NAMES: Record<PlayerClass, Partial<Record<GearType, string[]>>> = {
  warrior: {
    weapon: [
      "Espada de Treino",
      "Espada Longa de Aço",
      "Machado de Lenhador",
      "Maça-Estrela Cravejada",
      "Lâmina de Safira",
      "Montante de Brasa",
      "Lâmina Forjada ao Sol",
    ],
    armor: ["Gibão Acolchoado", "Cota de Anéis", "Cota de Malha", "Peitoral de Aço", "Armadura de Placas Dourada"],
    head: ["Capacete de Ferro", "Coifa de Malha", "Elmo com Chifres", "Elmo de Crista Carmim", "Grande Elmo Coroado"],
    shield: ["Broquel de Carvalho", "Escudo Reforçado", "Escudo Pipa de Ferro", "Escudo Torre Carmim", "Égide Dourada"],
  },
  rogue: {
    weapon: [
      "Canivete de Entalhe",
      "Adaga Curta",
      "Kukri Curvo",
      "Punhal de Dois Gumes",
      "Katana Noturna",
      "Ninjato das Sombras",
      "Lâmina ao Luar",
    ],
    armor: ["Couro Encerado", "Gibão Costurado", "Manto de Camuflagem", "Envoltório Umbral", "Véu do Crepúsculo"],
    head: ["Capuz de Couro", "Capuz Costurado", "Capuz Escuro", "Capuz com Máscara Noturna", "Capuz do Crepúsculo"],
    shield: [
      "Canivete de Entalhe Reserva",
      "Adaga de Mão Secundária",
      "Kukri de Mão Secundária",
      "Punhal de Mão Secundária",
      "Katana de Mão Secundária",
      "Ninjato de Mão Secundária",
      "Lâmina ao Luar de Mão Secundária",
    ],
  },
  wizard: {
    weapon: [
      "Cajado de Aprendiz",
      "Cajado de Bétula",
      "Vara de Feiticeiro",
      "Cajado de Cristal",
      "Cajado de Arquimago",
      "Cajado das Estrelas",
      "Cajado do Cometa",
    ],
    armor: ["Túnica de Noviço", "Túnica Bordada", "Beca de Erudito", "Túnica Astral", "Túnica do Arquimago"],
    head: ["Chapéu Pontudo", "Chapéu de Aba Larga", "Chapéu Estrelado", "Diadema Astral", "Coroa do Arquimago"],
  },
  healer: {
    weapon: [
      "Vara de Noviço",
      "Varinha de Salgueiro",
      "Varinha de Sinos",
      "Caduceu de Prata",
      "Cetro da Alvorada",
      "Cajado Radiante",
      "Cajado do Amanhecer",
    ],
    armor: [
      "Túnica de Linho",
      "Veste de Remendeiro",
      "Manto de Guardião",
      "Vestimenta Ensolarada",
      "Túnica da Alvorada",
    ],
    head: ["Diadema Simples", "Diadema de Prata", "Diadema de Safira", "Diadema Dourado", "Auréola da Alvorada"],
    shield: [
      "Broquel de Remendeiro",
      "Escudo de Guardião",
      "Escudo Raio de Sol",
      "Escudo da Misericórdia",
      "Escudo da Alvorada",
    ],
  },
};

const CLASS_FLAVOUR: Record<PlayerClass, string> = {
  warrior: "Aço honesto para quem avança primeiro.",
  rogue: "Leve e silencioso, feito para dedos ágeis.",
  wizard: "Zumbe baixinho com o conhecimento acumulado.",
  healer: "Morno ao toque e gentil com os aliados.",
};

const BASE_NAMES: Record<GearType, string> = {
  weapon: "Mãos Vazias",
  armor: "Roupas Simples",
  head: "Cabeça Descoberta",
  shield: "Mão Secundária Vazia",
  back: "Nada nas Costas",
  body: "Sem Acessório de Corpo",
  headAccessory: "Sem Acessório de Cabeça",
  eyewear: "Sem Óculos",
};

const SPECIAL_NAMES: Record<string, string> = {
  weapon_special_0: "Lâmina de Aço Sombrio",
  weapon_special_1: "Lâmina de Cristal dos Ajudantes",
  weapon_special_2: "Lança do Dragão",
  weapon_special_3: "Maça-Estrela dos Marcos",
  weapon_special_critical: "Lâmina Mata-Bugs",
  weapon_special_tridentOfCrashingTides: "Tridente das Marés Estrondosas",
  weapon_special_roguishRainbowMessage: "Carta Arco-Íris",
  weapon_special_taskwoodsLantern: "Lanterna do Bosque das Tarefas",
  weapon_special_lunarScythe: "Foice Lunar",
  armor_special_0: "Armadura Sombria",
  armor_special_1: "Armadura de Cristal",
  armor_special_2: "Nobre Túnica de Pedra-da-Lua",
  armor_special_mammothRiderArmor: "Peles do Cavaleiro de Mamute",
  armor_special_lunarWarriorArmor: "Armadura do Guerreiro Lunar",
  armor_special_finnedOceanicArmor: "Armadura Oceânica com Barbatanas",
  armor_special_roguishRainbowMessengerRobes: "Vestes do Mensageiro Arco-Íris",
  armor_special_pyromancersRobes: "Vestes do Domador de Fogo",
  head_special_fireCoralCirclet: "Diadema de Coral de Fogo",
  head_special_roguishRainbowMessengerHood: "Capuz do Mensageiro Arco-Íris",
  head_special_pyromancersTurban: "Turbante do Domador de Fogo",
  weapon_special_mammothRiderSpear: "Lança do Cavaleiro de Mamute",
  head_special_0: "Elmo Sombrio",
  head_special_1: "Elmo de Cristal",
  head_special_2: "Elmo do Herói sem Nome",
  head_special_mammothRiderHelm: "Chapéu do Cavaleiro de Mamute",
  head_special_lunarWarriorHelm: "Elmo do Guerreiro Lunar",
  head_special_bardHat: "Gorro do Bardo",
  armor_special_bardRobes: "Vestes do Bardo",
  weapon_special_bardInstrument: "Alaúde do Bardo",
  armor_special_pageArmor: "Tabardo do Pajem",
  head_special_pageHelm: "Gorro do Pajem",
  weapon_special_pageBanner: "Estandarte do Pajem",
  shield_special_0: "Escudo Sombrio",
  shield_special_1: "Escudo de Cristal",
  shield_special_goldenknight: "Escudo do Cavaleiro Dourado",
  shield_special_moonpearlShield: "Escudo de Pérola Lunar",
  eyewear_special_aetherMask: "Máscara de Éter",
  body_special_aetherAmulet: "Amuleto de Éter",
  back_special_aetherCloak: "Manto de Éter",
  head_special_turkeyHelmBase: "Chapéu de Peru",
  armor_special_turkeyArmorBase: "Fantasia de Peru",
  back_special_turkeyTailBase: "Penas de Cauda de Peru",
  armor_special_birthday: "Vestes de Festa Divertidas",
  back_special_wondercon_red: "Capa Vermelha Poderosa",
  back_special_wondercon_black: "Capa Preta Sorrateira",
  body_special_wondercon_red: "Colar de Rubi",
  body_special_wondercon_gold: "Colar Dourado",
  body_special_wondercon_black: "Colar de Ébano",
  eyewear_special_wondercon_red: "Máscara Vermelha Poderosa",
  eyewear_special_wondercon_black: "Máscara Preta Sorrateira",
  head_special_nye: "Chapéu de Festa Divertido",
};

const EARLY = "Um presente para os primeiros apoiadores.";
const HELPERS = "Concedido a colaboradores que dão uma mão.";
const CONVENTION = "Uma lembrança de uma visita a uma convenção.";
const CHECK_IN = "Uma recompensa de check-in para aventureiros fiéis.";
const SPECIAL_NOTES: Record<string, string> = {
  weapon_special_0: EARLY,
  weapon_special_1: HELPERS,
  weapon_special_critical: "Concedido a quem encontrou e corrigiu um bug grave.",
  back_special_wondercon_red: CONVENTION,
  back_special_wondercon_black: CONVENTION,
  body_special_wondercon_red: CONVENTION,
  body_special_wondercon_gold: CONVENTION,
  body_special_wondercon_black: CONVENTION,
  eyewear_special_wondercon_red: CONVENTION,
  eyewear_special_wondercon_black: CONVENTION,
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

const SLOT_NOUNS: Record<PlayerClass, Partial<Record<GearType, Head>>> = {
  warrior: {
    weapon: { pt: "Espada", tag: "f" },
    armor: { pt: "Armadura", tag: "f" },
    head: { pt: "Elmo", tag: "m" },
    shield: { pt: "Escudo", tag: "m" },
  },
  rogue: {
    weapon: { pt: "Adaga", tag: "f" },
    armor: { pt: "Manto", tag: "m" },
    head: { pt: "Capuz", tag: "m" },
    shield: { pt: "Adaga Secundária", tag: "f" },
  },
  wizard: { weapon: { pt: "Cajado", tag: "m" }, armor: { pt: "Vestes", tag: "fp" }, head: { pt: "Chapéu", tag: "m" } },
  healer: {
    weapon: { pt: "Varinha", tag: "f" },
    armor: { pt: "Túnica", tag: "f" },
    head: { pt: "Diadema", tag: "m" },
    shield: { pt: "Broquel", tag: "m" },
  },
};

const GENERIC_NOUNS: Record<GearType, Head> = {
  weapon: { pt: "Varinha", tag: "f" },
  armor: { pt: "Traje", tag: "m" },
  head: { pt: "Chapéu", tag: "m" },
  shield: { pt: "Amuleto", tag: "m" },
  back: { pt: "Capa", tag: "f" },
  body: { pt: "Colar", tag: "m" },
  headAccessory: { pt: "Enfeite", tag: "m" },
  eyewear: { pt: "Óculos", tag: "mp" },
};

const MYSTERY_THEMES = [
  "da Geada",
  "do Coração",
  "do Trevo",
  "da Chuva",
  "da Florada",
  "das Marés",
  "do Vaga-Lume",
  "da Pedra-do-Sol",
  "da Colheita",
  "da Assombração",
  "da Brasa",
  "da Luz Estelar",
];

const CLASS_PLURAL: Record<PlayerClass, string> = {
  warrior: "guerreiros",
  rogue: "ladinos",
  wizard: "magos",
  healer: "curandeiros",
};

function seasonalName(item: GearItem): string {
  const klass = item.specialClass as PlayerClass;
  const theme = (item.set ?? item.index).replace(/Set$/, "").replace(/^(winter|spring|summer|fall)\d{4}/, "");
  const year = item.index.match(/\d{4}/)?.[0] ?? "2014";
  return `${nameWithHead(theme, SLOT_NOUNS[klass][item.type] ?? GENERIC_NOUNS[item.type])} (${year})`;
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
      const noun = GENERIC_NOUNS[item.type].pt;
      const theme =
        Number(item.mystery?.slice(0, 4)) > 3000
          ? "Steampunk"
          : `${MYSTERY_THEMES[month - 1]} ${item.mystery?.slice(0, 4)}`;
      const variant = item.index.endsWith("A") ? " (Claro)" : item.index.endsWith("B") ? " (Escuro)" : "";
      return titleCase(`${noun} ${theme}`) + variant;
    }
    case "armoire":
      return nameFromKey(item.index);
    case "special":
      if (item.season) return seasonalName(item);
      if (item.gearSet === "glasses")
        return `${nameWithHead(item.index.replace(/(TopFrame|HalfMoon)$/, ""), { pt: "Óculos", tag: "mp" })} ${item.index.endsWith("TopFrame") ? "de Armação Superior" : "Meia-Lua"}`;
      if (/^birthday\d{4}$/.test(item.index)) return `Vestes de Festa de ${item.index.slice(8)}`;
      if (/^nye\d{4}$/.test(item.index)) return `Chapéu de Ano-Novo de ${item.index.slice(3)}`;
      return nameFromKey(item.index);
  }
}

function notesOf(item: GearItem): string {
  const stats = statLinePt(item);
  switch (item.klass) {
    case "base":
      return "Nada equipado aqui ainda.";
    case "warrior":
    case "rogue":
    case "wizard":
    case "healer":
      return `${CLASS_FLAVOUR[item.klass]} ${stats}`;
    case "mystery": {
      const id = item.mystery ?? "";
      const when =
        Number(id.slice(0, 4)) > 3000
          ? "do próprio guarda-roupa dos viajantes do tempo"
          : `para assinantes de ${MONTH_NAMES_PT[Number(id.slice(4)) - 1]} de ${id.slice(0, 4)}`;
      return `Uma lembrança ${when}. ${stats}`;
    }
    case "armoire":
      return `Encontrado no Armário Encantado. ${stats}`;
    case "special":
      if (item.season)
        return `Equipamento limitado da gala de ${SEASON_PT[item.season] ?? item.season} para ${CLASS_PLURAL[item.specialClass as PlayerClass] ?? "aventureiros"}. ${stats}`;
      if (item.gearSet === "animal") return "Mostre a sua criatura favorita. Sem bônus de atributos.";
      if (item.gearSet) return "Um acessório alegre. Sem bônus de atributos.";
      return `${SPECIAL_NOTES[item.key] ?? "Uma peça rara com uma história por trás."} ${stats}`;
  }
}

export const gearMessagesPt: Record<string, string> = gearMessagesOf(nameOf, notesOf);

export const gearSetMessagesPt: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(mysterySets).map((set) => {
      if (set.key === "wondercon") return [set.text, "Lembranças de Convenção"];
      const year = Number(set.key.slice(0, 4));
      const month = Number(set.key.slice(4));
      const name =
        year > 3000
          ? `Conjunto Steampunk ${set.key}`
          : `Conjunto ${MYSTERY_THEMES[month - 1]} de ${MONTH_NAMES_PT[month - 1]} de ${year}`;
      return [set.text, name];
    }),
  ),
  ...Object.fromEntries(
    armoireSets.map((set) => [set.text, nameWithHead(set.key.replace(/Set$/, ""), { pt: "Conjunto", tag: "m" })]),
  ),
};
