/** Nombres de las opciones de personalización del avatar. */
import { appearance, appearanceSets } from "../../../data/appearance";

type Gender = "m" | "f";

/** tipo -> [sustantivo, género, «sin …»] */
const KIND_WORDS: Record<string, [string, Gender, string]> = {
  color: ["Pelo", "m", "Sin Pelo"],
  base: ["Peinado", "m", "Sin Peinado"],
  bangs: ["Flequillo", "m", "Sin Flequillo"],
  beard: ["Barba", "f", "Sin Barba"],
  mustache: ["Bigote", "m", "Sin Bigote"],
  flower: ["Flor", "f", "Sin Flor"],
  skin: ["Piel", "f", "Sin Piel"],
  shirt: ["Camisa", "f", "Sin Camisa"],
  size: ["Cuerpo", "m", "Sin Cuerpo"],
  chair: ["Silla", "f", "Sin Silla"],
};

const SET_NAMES: Record<string, string> = {
  rainbowSkins: "Pieles Arcoíris",
  animalSkins: "Pieles de Animales",
  supernaturalSkins: "Pieles Sobrenaturales",
  winterySkins: "Pieles Invernales",
  pastelSkins: "Pieles Pastel",
  splashySkins: "Pieles Acuáticas",
  rainbowHairColors: "Colores de Pelo Arcoíris",
  winteryHairColors: "Colores de Pelo Invernales",
  shimmerHairColors: "Colores de Pelo Relucientes",
  hauntedHairColors: "Colores de Pelo Embrujados",
  baseHair1: "Peinados, serie 1",
  baseHair2: "Peinados, serie 2",
  baseHair3: "Peinados, serie 3",
  facialHair: "Barbas y Bigotes",
  specialShirts: "Camisas Especiales",
  legacyShirts: "Camisas Clásicas",
  spookySkins: "Pieles Espeluznantes",
  winterHairColors: "Colores de Pelo de Invierno",
  pastelHairColors: "Colores de Pelo Pastel",
  summerHairColors: "Colores de Pelo de Verano",
};

/** opción -> palabras tras el sustantivo: invariables, o [masculino, femenino] */
const OPTION_WORDS: Record<string, string | [string, string]> = {
  white: ["Blanco", "Blanca"], brown: ["Castaño", "Marrón"], blond: ["Rubio", "Rubia"], red: ["Rojo", "Roja"], black: ["Negro", "Negra"],
  candycane: "de Bastón de Caramelo", frost: "Escarcha", winternight: "Noche de Invierno", holly: "Acebo",
  pblue: "Azul Pastel", pgreen: "Verde Pastel", porange: "Naranja Pastel", ppink: "Rosa Pastel", ppurple: "Morado Pastel", pyellow: "Amarillo Pastel",
  rainbow: "Arcoíris", yellow: ["Amarillo", "Amarilla"], green: "Verde", purple: ["Morado", "Morada"], blue: "Azul", TRUred: ["Rojo Intenso", "Roja Intensa"],
  pblue2: "Azul Reluciente", pgreen2: "Verde Reluciente", porange2: "Naranja Reluciente", ppink2: "Rosa Reluciente", ppurple2: "Morado Reluciente", pyellow2: "Amarillo Reluciente",
  sunset: "Atardecer", sunlitwaves: "Olas al Sol", seasprite: "Duende Marino", sandnsea: "Arena y Mar", orchid: "Orquídea", lava: "Lava",
  candycorn: "Caramelo de Maíz", ghostwhite: "Blanco Fantasma", halloween: "Halloween", midnight: "Medianoche", pumpkin: "Calabaza", zombie: "Zombi",
  aurora: "Aurora", festive: ["Festivo", "Festiva"], hollygreen: "Verde Acebo", peppermint: "Menta", snowy: ["Nevado", "Nevada"], winterstar: "Estrella de Invierno",
  ddc994: "Arena", f5a76e: "Melocotón", ea8349: "Albaricoque", c06534: "Canela", "98461a": "Castaña", "915533": "Caoba", c3e1dc: "Menta Helada", "6bd049": "Verde Hoja",
  eb052b: "Rojo Cereza", f69922: "Mandarina", f5d70f: "Limón", "0ff591": "Espuma de Mar", "2b43f6": "Cobalto", d7a9f7: "Lila", "800ed0": "Violeta",
  bear: "de Oso", cactus: "de Cactus", fox: "de Zorro", lion: "de León", panda: "de Panda", pig: "de Cerdo", tiger: "de Tigre", wolf: "de Lobo",
  pastelPink: "Rosa Pastel", pastelOrange: "Naranja Pastel", pastelYellow: "Amarillo Pastel", pastelGreen: "Verde Pastel", pastelBlue: "Azul Pastel", pastelPurple: "Morado Pastel",
  pastelRainbowChevron: "Arcoíris Pastel en Zigzag", pastelRainbowDiagonal: "Arcoíris Pastel en Diagonal",
  monster: "de Monstruo", skeleton: "de Esqueleto", ghost: "Fantasma", shadow: "Sombra", ogre: "de Ogro", pumpkin2: "Calabaza de la Cosecha",
  reptile: "de Reptil", shadow2: "Sombra Profunda", skeleton2: "Blanco Hueso", transparent: ["Transparente", "Transparente"], zombie2: "Verde Necrófago",
  clownfish: "de Pez Payaso", deepocean: "Océano Profundo", merblue: "Azul Sirena", mergold: "Oro Sirena", mergreen: "Verde Sirena", merruby: "Rubí Sirena",
  shark: "de Tiburón", tropicalwater: "Agua Tropical", dapper: ["Elegante", "Elegante"], polar: "Polar", sugar: "de Azúcar",
  pink: "Rosa", convict: "de Presidiario", fire: "de Fuego", horizon: "Horizonte", ocean: "Océano", redblue: "Roja y Azul",
  thunder: "de Trueno", tropical: "Tropical", cross: "de Cruz",
  slim: ["Delgado", "Delgada"], broad: ["Ancho", "Ancha"],
};

function optionName(kind: string, key: string): string {
  const [noun, gender, none] = KIND_WORDS[kind];
  if (key === "none" || (key === "0" && kind !== "bangs" && kind !== "base")) return none;
  if (key === "0") return kind === "bangs" ? "Sin Flequillo" : "Calvo";
  if (/^\d+$/.test(key)) return `${noun} ${key}`;
  const handleless = key.startsWith("handleless_");
  const words = OPTION_WORDS[key.replace(/^handleless_/, "")];
  const adjective = words === undefined ? key : typeof words === "string" ? words : words[gender === "f" ? 1 : 0];
  return handleless ? `${noun} sin Respaldo ${adjective}` : `${noun} ${adjective}`;
}

export const appearanceMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(appearance).flatMap((options) => Object.values(options).map((option) => [option.text, optionName(option.kind, option.key)])),
  ),
  ...Object.fromEntries(Object.values(appearanceSets).map((set) => [set.text, SET_NAMES[set.key] ?? set.key])),
};
