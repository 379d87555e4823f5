/** Nombres de huevos, pociones de eclosión, mascotas, monturas y comida. */
import { eggs } from "../../../data/eggs";
import { food } from "../../../data/food";
import { hatchingPotions } from "../../../data/hatchingPotions";
import { mounts, pets } from "../../../data/pets";

type Gender = "m" | "f";

/** huevo -> [mascota, montura, adjetivo (concordado con la mascota), género de la mascota] */
export const EGG_WORDS: Record<string, [string, string, string, Gender]> = {
  Wolf: ["Lobo", "Lobo", "leal", "m"],
  TigerCub: ["Cachorro de Tigre", "Tigre", "feroz", "m"],
  PandaCub: ["Cachorro de Panda", "Panda", "tierno", "m"],
  LionCub: ["Cachorro de León", "León", "majestuoso", "m"],
  Fox: ["Zorro", "Zorro", "astuto", "m"],
  FlyingPig: ["Cerdo Volador", "Cerdo Volador", "caprichoso", "m"],
  Dragon: ["Dragón", "Dragón", "poderoso", "m"],
  Cactus: ["Cactus", "Cactus", "espinoso", "m"],
  BearCub: ["Osezno", "Oso", "achuchable", "m"],
  Gryphon: ["Grifo", "Grifo", "orgulloso", "m"],
  Hedgehog: ["Erizo", "Erizo", "pinchudo", "m"],
  Deer: ["Ciervo", "Ciervo", "elegante", "m"],
  Egg: ["Huevo", "Huevo Gigante", "sencillo", "m"],
  Rat: ["Rata", "Rata", "pícara", "f"],
  Octopus: ["Pulpo", "Pulpo", "escurridizo", "m"],
  Seahorse: ["Caballito de Mar", "Caballito de Mar", "veloz", "m"],
  Parrot: ["Loro", "Loro", "parlanchín", "m"],
  Rooster: ["Gallo", "Gallo", "presumido", "m"],
  Spider: ["Araña", "Araña", "escalofriante", "f"],
  Owl: ["Búho", "Búho", "sabio", "m"],
  Penguin: ["Pingüino", "Pingüino", "elegante", "m"],
  TRex: ["Tiranosaurio", "Tiranosaurio", "de bracitos cortos", "m"],
  Rock: ["Roca", "Roca", "vivaracha", "f"],
  Bunny: ["Conejito", "Conejito", "mimoso", "m"],
  Slime: ["Limo de Malvavisco", "Limo de Malvavisco", "dulce", "m"],
  Sheep: ["Oveja", "Oveja", "lanuda", "f"],
  Cuttlefish: ["Sepia", "Sepia", "adorable", "f"],
  Whale: ["Ballena", "Ballena", "chapoteadora", "f"],
  Cheetah: ["Guepardo", "Guepardo", "rapidísimo", "m"],
  Horse: ["Caballo", "Caballo", "galopante", "m"],
  Frog: ["Rana", "Rana", "principesca", "f"],
  Snake: ["Serpiente", "Serpiente", "sinuosa", "f"],
  Unicorn: ["Unicornio", "Unicornio", "mágico", "m"],
  Sabretooth: ["Tigre Dientes de Sable", "Tigre Dientes de Sable", "feroz", "m"],
  Monkey: ["Mono", "Mono", "travieso", "m"],
  Snail: ["Caracol", "Caracol", "lento pero seguro", "m"],
  Falcon: ["Halcón", "Halcón", "de vista aguda", "m"],
  Treeling: ["Arbolito", "Arbolito", "frondoso", "m"],
  Axolotl: ["Ajolote", "Ajolote", "sonriente", "m"],
  Turtle: ["Tortuga Marina", "Tortuga Marina", "paciente", "f"],
  Armadillo: ["Armadillo", "Armadillo", "acorazado", "m"],
  Cow: ["Vaca", "Vaca", "mugidora", "f"],
  Beetle: ["Escarabajo", "Escarabajo", "reluciente", "m"],
  Ferret: ["Hurón", "Hurón", "peludito", "m"],
  Sloth: ["Perezoso", "Perezoso", "dormilón", "m"],
  Triceratops: ["Tricerátops", "Tricerátops", "pisotón", "m"],
  GuineaPig: ["Cobaya", "Cobaya", "chillona", "f"],
  Peacock: ["Pavo Real", "Pavo Real", "deslumbrante", "m"],
  Butterfly: ["Oruga", "Mariposa", "revoloteadora", "f"],
  Nudibranch: ["Babosa Marina", "Babosa Marina", "con volantes", "f"],
  Hippo: ["Hipopótamo", "Hipopótamo", "robusto", "m"],
  Yarn: ["Ovillo de Lana", "Alfombra Voladora", "enredado", "m"],
  Pterodactyl: ["Pterosaurio", "Pterosaurio", "planeador", "m"],
  Badger: ["Tejón", "Tejón", "testarudo", "m"],
  Squirrel: ["Ardilla", "Ardilla", "sigilosa", "f"],
  SeaSerpent: ["Serpiente Marina", "Serpiente Marina", "resplandeciente", "f"],
  Kangaroo: ["Canguro", "Canguro", "saltarín", "m"],
  Alligator: ["Caimán", "Caimán", "mordedor", "m"],
  Velociraptor: ["Velociraptor", "Velociraptor", "rápido", "m"],
  Dolphin: ["Delfín", "Delfín", "juguetón", "m"],
  Robot: ["Robot", "Robot", "manitas", "m"],
  Giraffe: ["Jirafa", "Jirafa", "altísima", "f"],
  Chameleon: ["Camaleón", "Camaleón", "cambiante", "m"],
  Crab: ["Cangrejo", "Cangrejo", "de andar de lado", "m"],
  Raccoon: ["Mapache", "Mapache", "curioso", "m"],
  Dog: ["Perro", "Perro", "fiel", "m"],
  Otter: ["Nutria", "Nutria", "retozona", "f"],
  Platypus: ["Ornitorrinco", "Ornitorrinco", "desconcertante", "m"],
  Cat: ["Gato", "Gato", "curioso", "m"],
  Alpaca: ["Alpaca", "Alpaca", "esponjosa", "f"],
};

/** Nombres de las pociones: sustantivos o palabras invariables, para que vayan bien tras cualquier animal. */
export const POTION_NAMES: Record<string, string> = {
  Base: "Base",
  White: "Marfil",
  Desert: "Desierto",
  Red: "Carmesí",
  Shade: "Sombra",
  Skeleton: "Esqueleto",
  Zombie: "Zombi",
  CottonCandyPink: "Algodón Rosa",
  CottonCandyBlue: "Algodón Azul",
  Golden: "Oro",
  RoyalPurple: "Púrpura Real",
  Cupid: "Cupido",
  Shimmer: "Destello",
  Fairy: "Hada",
  Floral: "Floral",
  Aquatic: "Abisal",
  Ember: "Ascua",
  Thunderstorm: "Tormenta",
  Spooky: "Escalofrío",
  Ghost: "Fantasma",
  Holly: "Acebo",
  Peppermint: "Menta",
  StarryNight: "Noche Estrellada",
  Rainbow: "Arcoíris",
  Glass: "Cristal",
  Glow: "Fulgor",
  Frost: "Escarcha",
  IcySnow: "Nieve Helada",
  RoseQuartz: "Cuarzo Rosa",
  Celestial: "Celestial",
  Sunshine: "Sol Radiante",
  Watery: "Agua",
  Shadow: "Penumbra",
  Aurora: "Aurora",
  BirchBark: "Corteza de Abedul",
  SandSculpture: "Escultura de Arena",
  Vampire: "Vampiro",
  AutumnLeaf: "Hoja de Otoño",
  StainedGlass: "Vitral",
  PolkaDot: "Lunares",
  Sunset: "Ocaso",
  Moonglow: "Luz de Luna",
  Porcelain: "Porcelana",
  RoseGold: "Oro Rosa",
  Koi: "Koi",
  Gingerbread: "Jengibre",
  Balloon: "Globo",
  Bronze: "Bronce",
  Silver: "Plata",
  Amber: "Ámbar",
  Ruby: "Rubí",
  Fluorite: "Fluorita",
  Windup: "De Cuerda",
  Turquoise: "Turquesa",
  BlackPearl: "Perla Negra",
  MossyStone: "Piedra Musgosa",
  SolarSystem: "Sistema Solar",
  Onyx: "Ónice",
  PinkMarble: "Mármol Rosa",
  Jade: "Jade",
  Opal: "Ópalo",
  Veggie: "Verdura",
  Dessert: "Postre",
  VirtualPet: "Mascota Virtual",
  TeaShop: "Salón de Té",
  Fungi: "Hongo",
  Cryptid: "Críptido",
};

export const potionName = (key: string): string => POTION_NAMES[key] ?? key;

/** Mascotas y monturas especiales con nombre propio. */
const SPECIAL_NAMES: Record<string, string> = {
  "Wolf-Veteran": "Lobo Veterano",
  "Wolf-Cerberus": "Cachorro de Tres Cabezas",
  "Dragon-Hydra": "Hidra",
  "Turkey-Base": "Pavo",
  "BearCub-Polar": "Oso Polar",
  "MantisShrimp-Base": "Galera",
  "JackOLantern-Base": "Calabaza de Halloween",
  "Mammoth-Base": "Mamut Lanudo",
  "Tiger-Veteran": "Tigre Veterano",
  "Phoenix-Base": "Fénix",
  "Turkey-Gilded": "Pavo Dorado",
  "MagicalBee-Base": "Abeja Mágica",
  "Lion-Veteran": "León Veterano",
  "Gryphon-RoyalPurple": "Grifo Púrpura Real",
  "JackOLantern-Ghost": "Calabaza Fantasma",
  "Jackalope-RoyalPurple": "Jackalope Púrpura Real",
  "Orca-Base": "Orca",
  "Bear-Veteran": "Oso Veterano",
  "Hippogriff-Hopeful": "Hipogrifo Esperanzado",
  "Fox-Veteran": "Zorro Veterano",
  "JackOLantern-Glow": "Calabaza Luminosa",
  "Gryphatrice-Jubilant": "Grifatriz Jubilosa",
  "JackOLantern-RoyalPurple": "Calabaza Púrpura Real",
  "Dragon-Veteran": "Dragón Veterano",
  "Cactus-Veteran": "Cactus Veterano",
  "Gryphon-Gryphatrice": "Grifatriz",
  "LionCub-Ethereal": "León Etéreo",
  "Aether-Invisible": "Corcel Etéreo Invisible",
};

/** comida -> [nombre, descripción, género, incontable] */
const FOOD_WORDS: Record<string, [string, string, Gender, boolean]> = {
  Meat: ["Carne", "Un buen trozo que encanta a las mascotas Base.", "f", true],
  Milk: ["Leche", "Un vaso fresquito que encanta a las mascotas Marfil.", "f", true],
  Potatoe: ["Patata", "Una humilde patata que encanta a las mascotas Desierto.", "f", false],
  Strawberry: ["Fresa", "Una fresa jugosa que encanta a las mascotas Carmesí.", "f", false],
  Chocolate: ["Chocolate", "Una onza oscura que encanta a las mascotas Sombra.", "m", true],
  Fish: ["Pescado", "Una captura fresca que encanta a las mascotas Esqueleto.", "m", true],
  RottenMeat: ["Carne Podrida", "Huele fatal, pero las mascotas Zombi la adoran.", "f", true],
  CottonCandyPink: ["Algodón de Azúcar Rosa", "Una nube esponjosa que encanta a las mascotas Algodón Rosa.", "m", true],
  CottonCandyBlue: ["Algodón de Azúcar Azul", "Una nube esponjosa que encanta a las mascotas Algodón Azul.", "m", true],
  Honey: ["Miel", "Un dulce pegajoso que encanta a las mascotas Oro.", "f", true],
  Saddle: ["Silla de Montar", "Convierte al instante una de tus mascotas en montura.", "f", false],
};

const SEASONAL_FOOD_NOUNS: Record<string, [string, Gender]> = {
  Cake: ["Pastel", "m"],
  Candy: ["Caramelo", "m"],
  Pie: ["Tarta", "f"],
};

function foodWords(key: string): [string, string, Gender, boolean] {
  if (FOOD_WORDS[key]) return FOOD_WORDS[key];
  const [season, colour] = key.split("_");
  const colourName = potionName(colour);
  const [noun, gender] = SEASONAL_FOOD_NOUNS[season];
  return [`${noun} ${colourName}`, `Un capricho festivo que encanta a las mascotas ${colourName}.`, gender, false];
}

const lower = (name: string): string => name.toLowerCase();

export const stableMessages: Record<string, string> = {
  petName: "{egg} {potion}",
  mountName: "{mount} {potion}",
  ...Object.fromEntries(
    Object.values(eggs).flatMap((egg) => {
      const [name, mountName, adjective, gender] = EGG_WORDS[egg.key];
      return [
        [egg.text, name],
        [egg.mountText, mountName],
        [egg.adjective, adjective],
        [
          egg.notes,
          `Vierte una poción de eclosión sobre este huevo y nacerá ${gender === "f" ? "una" : "un"} ${lower(name)} ${adjective}.`,
        ],
      ];
    }),
  ),
  ...Object.fromEntries(
    Object.values(hatchingPotions).flatMap((potion) => {
      const name = potionName(potion.key);
      const where = potion.wacky
        ? " Solo funciona con huevos estándar, y lo que nazca nunca se convertirá en montura."
        : potion.premium
          ? " Solo funciona con huevos estándar."
          : "";
      return [
        [potion.text, name],
        [potion.notes, `Viértela sobre un huevo para que nazca una mascota ${name}.${where}`],
      ];
    }),
  ),
  ...Object.fromEntries(
    [...Object.values(pets), ...Object.values(mounts)]
      .filter((animal) => animal.text)
      .map((animal) => [animal.text as string, SPECIAL_NAMES[animal.key] ?? animal.key]),
  ),
  ...Object.fromEntries(
    Object.values(food).flatMap((item) => {
      const [name, notes, gender, uncountable] = foodWords(item.key);
      return [
        [item.text, name],
        [item.textA, `${uncountable ? "algo de" : gender === "f" ? "una" : "un"} ${lower(name)}`],
        [item.textThe, `${gender === "f" ? "la" : "el"} ${lower(name)}`],
        [item.notes, notes],
      ];
    }),
  ),
};
