/** Nomes das personalizações de avatar. */
import { appearance, appearanceSets } from "../../../data/appearance";
import { nameWithHead, type Head } from "./words";

const KIND_WORDS: Record<string, Head> = {
  color: { pt: "Cabelo", tag: "m" },
  base: { pt: "Penteado", tag: "m" },
  bangs: { pt: "Franja", tag: "f" },
  beard: { pt: "Barba", tag: "f" },
  mustache: { pt: "Bigode", tag: "m" },
  flower: { pt: "Flor", tag: "f" },
  skin: { pt: "Pele", tag: "f" },
  shirt: { pt: "Camisa", tag: "f" },
  size: { pt: "Corpo", tag: "m" },
  chair: { pt: "Cadeira", tag: "f" },
};

const NONE: Record<string, string> = {
  color: "Sem Cor de Cabelo",
  base: "Sem Penteado",
  bangs: "Sem Franja",
  beard: "Sem Barba",
  mustache: "Sem Bigode",
  flower: "Sem Flor",
  skin: "Sem Pele",
  shirt: "Sem Camisa",
  size: "Sem Corpo",
  chair: "Sem Cadeira",
};

const SET_NAMES: Record<string, string> = {
  rainbowSkins: "Peles Arco-Íris",
  animalSkins: "Peles de Animais",
  supernaturalSkins: "Peles Sobrenaturais",
  winterySkins: "Peles Invernais",
  pastelSkins: "Peles Pastel",
  splashySkins: "Peles Aquáticas",
  rainbowHairColors: "Cores de Cabelo Arco-Íris",
  winteryHairColors: "Cores de Cabelo Invernais",
  shimmerHairColors: "Cores de Cabelo Cintilantes",
  hauntedHairColors: "Cores de Cabelo Assombradas",
  baseHair1: "Penteados, Conjunto 1",
  baseHair2: "Penteados, Conjunto 2",
  baseHair3: "Penteados, Conjunto 3",
  facialHair: "Barbas e Bigodes",
  specialShirts: "Camisas Especiais",
  legacyShirts: "Camisas Clássicas",
  spookySkins: "Peles Assombradas",
  winterHairColors: "Cores de Cabelo de Inverno",
  pastelHairColors: "Cores de Cabelo Pastel",
  summerHairColors: "Cores de Cabelo de Verão",
};

/** Opções cujo nome não sai da chave: [nome, se é adjetivo (concorda) ou não]. */
const OPTION_WORDS: Record<string, string> = {
  ddc994: "cor de Areia",
  f5a76e: "cor de Pêssego",
  ea8349: "cor de Damasco",
  c06534: "cor de Canela",
  "98461a": "cor de Castanha",
  "915533": "cor de Mogno",
  c3e1dc: "Menta Gelada",
  "6bd049": "Verde-Folha",
  eb052b: "Vermelho-Cereja",
  f69922: "Tangerina",
  f5d70f: "Limão",
  "0ff591": "Espuma do Mar",
  "2b43f6": "Cobalto",
  d7a9f7: "Lilás",
  "800ed0": "Violeta",
  TRUred: "Vermelho Verdadeiro",
  candycane: "Bengala Doce",
  winternight: "Noite de Inverno",
  ghostwhite: "Branco Fantasma",
  candycorn: "Milho Doce",
  pblue: "Azul Pastel",
  pgreen: "Verde Pastel",
  porange: "Laranja Pastel",
  ppink: "Rosa Pastel",
  ppurple: "Roxo Pastel",
  pyellow: "Amarelo Pastel",
  pblue2: "Azul Cintilante",
  pgreen2: "Verde Cintilante",
  porange2: "Laranja Cintilante",
  ppink2: "Rosa Cintilante",
  ppurple2: "Roxo Cintilante",
  pyellow2: "Amarelo Cintilante",
  pumpkin2: "Abóbora da Colheita",
  shadow2: "Sombra Profunda",
  skeleton2: "Branco-Osso",
  zombie2: "Verde Carniçal",
  sunlitwaves: "Ondas Ensolaradas",
  seasprite: "Espírito do Mar",
  sandnsea: "Areia e Mar",
  hollygreen: "Verde-Azevinho",
  winterstar: "Estrela de Inverno",
  deepocean: "Oceano Profundo",
  merblue: "Azul de Sereia",
  mergold: "Ouro de Sereia",
  mergreen: "Verde de Sereia",
  merruby: "Rubi de Sereia",
  tropicalwater: "Água Tropical",
  redblue: "Vermelho e Azul",
};

function optionName(kind: string, key: string): string {
  const head = KIND_WORDS[kind];
  if (key === "none" || (key === "0" && kind !== "bangs" && kind !== "base")) return NONE[kind];
  if (key === "0") return kind === "bangs" ? "Sem Franja" : "Careca";
  if (OPTION_WORDS[key]) return `${head.pt} ${OPTION_WORDS[key]}`;
  if (/^\d+$/.test(key)) return `${head.pt} ${key}`;
  return nameWithHead(key.replace(/^handleless_/, "handleless "), head);
}

export const appearanceMessagesPt: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(appearance).flatMap((options) =>
      Object.values(options).map((option) => [option.text, optionName(option.kind, option.key)]),
    ),
  ),
  ...Object.fromEntries(Object.values(appearanceSets).map((set) => [set.text, SET_NAMES[set.key] ?? set.key])),
};
