/** Deutsche Namen der Avatar-Anpassungen. */
import { appearance, appearanceSets } from "../../../data/appearance";
import { lookup } from "./words";

/** kind -> [Wort, „kein …“] */
const KIND_WORDS: Record<string, [string, string]> = {
  color: ["Haarfarbe", "Keine Haarfarbe"],
  base: ["Frisur", "Keine Frisur"],
  bangs: ["Pony", "Kein Pony"],
  beard: ["Bart", "Kein Bart"],
  mustache: ["Schnurrbart", "Kein Schnurrbart"],
  flower: ["Blume", "Keine Blume"],
  skin: ["Hautfarbe", "Keine Hautfarbe"],
  shirt: ["Hemd", "Kein Hemd"],
  size: ["Körper", "Kein Körper"],
  chair: ["Stuhl", "Kein Stuhl"],
};

const SET_NAMES: Record<string, string> = {
  rainbowSkins: "Regenbogen-Hauttöne",
  animalSkins: "Tier-Hauttöne",
  supernaturalSkins: "Übernatürliche Hauttöne",
  winterySkins: "Winterliche Hauttöne",
  pastelSkins: "Pastell-Hauttöne",
  splashySkins: "Spritzige Hauttöne",
  rainbowHairColors: "Regenbogen-Haarfarben",
  winteryHairColors: "Winterliche Haarfarben",
  shimmerHairColors: "Schimmernde Haarfarben",
  hauntedHairColors: "Gespenstische Haarfarben",
  baseHair1: "Frisuren, Set 1",
  baseHair2: "Frisuren, Set 2",
  baseHair3: "Frisuren, Set 3",
  facialHair: "Bärte und Schnurrbärte",
  specialShirts: "Besondere Hemden",
  legacyShirts: "Klassische Hemden",
  spookySkins: "Gruselige Hauttöne",
  winterHairColors: "Winter-Haarfarben",
  pastelHairColors: "Pastell-Haarfarben",
  summerHairColors: "Sommer-Haarfarben",
};

const OPTION_WORDS: Record<string, string> = {
  ddc994: "Sand", f5a76e: "Pfirsich", ea8349: "Aprikose", c06534: "Zimt", "98461a": "Kastanie", "915533": "Mahagoni", c3e1dc: "Minzfrost", "6bd049": "Blattgrün",
  eb052b: "Kirschrot", f69922: "Mandarine", f5d70f: "Zitrone", "0ff591": "Meeresschaum", "2b43f6": "Kobalt", d7a9f7: "Flieder", "800ed0": "Violett",
  TRUred: "Echtes Rot", candycane: "Zuckerstange", winternight: "Winternacht", ghostwhite: "Geisterweiß", candycorn: "Zuckermais",
  pblue: "Pastellblau", pgreen: "Pastellgrün", porange: "Pastellorange", ppink: "Pastellrosa", ppurple: "Pastelllila", pyellow: "Pastellgelb",
  pblue2: "Schimmerblau", pgreen2: "Schimmergrün", porange2: "Schimmerorange", ppink2: "Schimmerrosa", ppurple2: "Schimmerlila", pyellow2: "Schimmergelb",
  pumpkin2: "Erntekürbis", shadow2: "Tiefer Schatten", skeleton2: "Knochenweiß", zombie2: "Ghulgrün", sunlitwaves: "Sonnige Wellen", seasprite: "Meeresgeist", sandnsea: "Sand und Meer",
  hollygreen: "Stechpalmengrün", winterstar: "Winterstern",
  deepocean: "Tiefer Ozean", merblue: "Meerjungfrauenblau", mergold: "Meerjungfrauengold", mergreen: "Meerjungfrauengrün", merruby: "Meerjungfrauenrubin", tropicalwater: "Tropisches Wasser",
  redblue: "Rot und Blau",
  white: "Weiß", brown: "Braun", blond: "Blond", red: "Rot", black: "Schwarz", frost: "Frost", holly: "Stechpalme", rainbow: "Regenbogen",
  yellow: "Gelb", green: "Grün", purple: "Lila", blue: "Blau", sunset: "Sonnenuntergang", orchid: "Orchidee", lava: "Lava", halloween: "Halloween",
  midnight: "Mitternacht", pumpkin: "Kürbis", zombie: "Zombie", aurora: "Polarlicht", festive: "Festlich", peppermint: "Pfefferminz", snowy: "Verschneit",
  bear: "Bär", cactus: "Kaktus", fox: "Fuchs", lion: "Löwe", panda: "Panda", pig: "Schwein", tiger: "Tiger", wolf: "Wolf",
  pastelPink: "Pastellrosa", pastelOrange: "Pastellorange", pastelYellow: "Pastellgelb", pastelGreen: "Pastellgrün", pastelBlue: "Pastellblau", pastelPurple: "Pastelllila",
  pastelRainbowChevron: "Pastellregenbogen im Zickzack", pastelRainbowDiagonal: "Pastellregenbogen diagonal",
  monster: "Monster", skeleton: "Skelett", ghost: "Geist", shadow: "Schatten", ogre: "Oger", reptile: "Reptil", transparent: "Durchsichtig",
  clownfish: "Clownfisch", shark: "Hai", dapper: "Elegant", polar: "Polar", sugar: "Zucker", pink: "Rosa", convict: "Sträfling", fire: "Feuer",
  horizon: "Horizont", ocean: "Ozean", thunder: "Donner", tropical: "Tropisch", cross: "Kreuz", slim: "Schlank", broad: "Breit",
};

function optionName(kind: string, key: string): string {
  const [word, none] = KIND_WORDS[kind];
  if (key === "none" || (key === "0" && kind !== "bangs" && kind !== "base")) return none;
  if (key === "0") return kind === "bangs" ? "Kein Pony" : "Glatze";
  if (/^\d+$/.test(key)) return `${word} ${key}`;
  if (key.startsWith("handleless_")) return `${word} ${lookup(OPTION_WORDS, key.slice("handleless_".length))} ohne Griffe`;
  return `${word} ${lookup(OPTION_WORDS, key)}`;
}

export const appearanceMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(appearance).flatMap((options) => Object.values(options).map((option) => [option.text, optionName(option.kind, option.key)])),
  ),
  ...Object.fromEntries(Object.values(appearanceSets).map((set) => [set.text, lookup(SET_NAMES, set.key)])),
};
