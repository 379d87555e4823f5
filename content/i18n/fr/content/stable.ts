/** Noms français des œufs, potions d’éclosion, familiers, montures et de la nourriture. */
import { eggs } from "../../../data/eggs";
import { food } from "../../../data/food";
import { hatchingPotions } from "../../../data/hatchingPotions";
import { mounts, pets } from "../../../data/pets";
import { humanize } from "./words";

type Gender = "m" | "f";
/** œuf -> [nom du familier, nom de la monture, adjectif accordé, genre du familier] */
const EGG_WORDS: Record<string, [string, string, string, Gender]> = {
  Wolf: ["Loup", "Loup", "fidèle", "m"],
  TigerCub: ["Bébé tigre", "Tigre", "farouche", "m"],
  PandaCub: ["Bébé panda", "Panda", "tout doux", "m"],
  LionCub: ["Lionceau", "Lion", "majestueux", "m"],
  Fox: ["Renard", "Renard", "rusé", "m"],
  FlyingPig: ["Cochon volant", "Cochon volant", "fantasque", "m"],
  Dragon: ["Dragon", "Dragon", "puissant", "m"],
  Cactus: ["Cactus", "Cactus", "piquant", "m"],
  BearCub: ["Ourson", "Ours", "câlin", "m"],
  Gryphon: ["Griffon", "Griffon", "fier", "m"],
  Hedgehog: ["Hérisson", "Hérisson", "épineux", "m"],
  Deer: ["Cerf", "Cerf", "gracieux", "m"],
  Egg: ["Œuf", "Œuf géant", "ordinaire", "m"],
  Rat: ["Rat", "Rat", "malin", "m"],
  Octopus: ["Pieuvre", "Pieuvre", "glissante", "f"],
  Seahorse: ["Hippocampe", "Hippocampe", "vif", "m"],
  Parrot: ["Perroquet", "Perroquet", "bavard", "m"],
  Rooster: ["Coq", "Coq", "fanfaron", "m"],
  Spider: ["Araignée", "Araignée", "inquiétante", "f"],
  Owl: ["Hibou", "Hibou", "sage", "m"],
  Penguin: ["Manchot", "Manchot", "élégant", "m"],
  TRex: ["Tyrannosaure", "Tyrannosaure", "aux petits bras", "m"],
  Rock: ["Caillou", "Caillou", "plein de vie", "m"],
  Bunny: ["Lapin", "Lapin", "câlin", "m"],
  Slime: ["Gelée de guimauve", "Gelée de guimauve", "sucrée", "f"],
  Sheep: ["Mouton", "Mouton", "laineux", "m"],
  Cuttlefish: ["Seiche", "Seiche", "câline", "f"],
  Whale: ["Baleine", "Baleine", "éclaboussante", "f"],
  Cheetah: ["Guépard", "Guépard", "rapide", "m"],
  Horse: ["Cheval", "Cheval", "galopant", "m"],
  Frog: ["Grenouille", "Grenouille", "princière", "f"],
  Snake: ["Serpent", "Serpent", "ondulant", "m"],
  Unicorn: ["Licorne", "Licorne", "magique", "f"],
  Sabretooth: ["Tigre à dents de sabre", "Tigre à dents de sabre", "féroce", "m"],
  Monkey: ["Singe", "Singe", "espiègle", "m"],
  Snail: ["Escargot", "Escargot", "lent mais sûr", "m"],
  Falcon: ["Faucon", "Faucon", "à l’œil perçant", "m"],
  Treeling: ["Arbrisseau", "Arbrisseau", "feuillu", "m"],
  Axolotl: ["Axolotl", "Axolotl", "souriant", "m"],
  Turtle: ["Tortue de mer", "Tortue de mer", "patiente", "f"],
  Armadillo: ["Tatou", "Tatou", "cuirassé", "m"],
  Cow: ["Vache", "Vache", "meuglante", "f"],
  Beetle: ["Scarabée", "Scarabée", "brillant", "m"],
  Ferret: ["Furet", "Furet", "duveteux", "m"],
  Sloth: ["Paresseux", "Paresseux", "somnolent", "m"],
  Triceratops: ["Tricératops", "Tricératops", "piétinant", "m"],
  GuineaPig: ["Cochon d’Inde", "Cochon d’Inde", "couineur", "m"],
  Peacock: ["Paon", "Paon", "éblouissant", "m"],
  Butterfly: ["Chenille", "Papillon", "frétillante", "f"],
  Nudibranch: ["Limace de mer", "Limace de mer", "frisée", "f"],
  Hippo: ["Hippopotame", "Hippopotame", "costaud", "m"],
  Yarn: ["Pelote de laine", "Tapis volant", "emmêlée", "f"],
  Pterodactyl: ["Ptérosaure", "Ptérosaure", "planant", "m"],
  Badger: ["Blaireau", "Blaireau", "têtu", "m"],
  Squirrel: ["Écureuil", "Écureuil", "chapardeur", "m"],
  SeaSerpent: ["Serpent de mer", "Serpent de mer", "chatoyant", "m"],
  Kangaroo: ["Kangourou", "Kangourou", "bondissant", "m"],
  Alligator: ["Alligator", "Alligator", "hargneux", "m"],
  Velociraptor: ["Vélociraptor", "Vélociraptor", "rapide", "m"],
  Dolphin: ["Dauphin", "Dauphin", "joueur", "m"],
  Robot: ["Robot", "Robot", "bricoleur", "m"],
  Giraffe: ["Girafe", "Girafe", "élancée", "f"],
  Chameleon: ["Caméléon", "Caméléon", "changeant", "m"],
  Crab: ["Crabe", "Crabe", "qui marche de travers", "m"],
  Raccoon: ["Raton laveur", "Raton laveur", "curieux", "m"],
  Dog: ["Chien", "Chien", "loyal", "m"],
  Otter: ["Loutre", "Loutre", "folâtre", "f"],
  Platypus: ["Ornithorynque", "Ornithorynque", "déroutant", "m"],
  Cat: ["Chat", "Chat", "curieux", "m"],
  Alpaca: ["Alpaga", "Alpaga", "duveteux", "m"],
};

/** Noms des potions d’éclosion : des noms invariables, placés après l’animal (« Loup Squelette »). */
const POTION_NAMES: Record<string, string> = {
  Base: "Ordinaire",
  White: "Neige",
  Desert: "Désert",
  Red: "Rouge",
  Shade: "Ombre",
  Skeleton: "Squelette",
  Zombie: "Zombie",
  CottonCandyPink: "Barbe-à-papa rose",
  CottonCandyBlue: "Barbe-à-papa bleue",
  Golden: "Or",
  RoyalPurple: "Pourpre royal",
  Cupid: "Cupidon",
  Shimmer: "Chatoiement",
  Fairy: "Fée",
  Floral: "Fleurs",
  Aquatic: "Aquatique",
  Ember: "Braise",
  Thunderstorm: "Orage",
  Spooky: "Frisson",
  Ghost: "Fantôme",
  Holly: "Houx",
  Peppermint: "Menthe poivrée",
  StarryNight: "Nuit étoilée",
  Rainbow: "Arc-en-ciel",
  Glass: "Verre",
  Glow: "Lueur",
  Frost: "Givre",
  IcySnow: "Neige glacée",
  RoseQuartz: "Quartz rose",
  Celestial: "Céleste",
  Sunshine: "Soleil",
  Watery: "Onde",
  Shadow: "Ténèbres",
  Aurora: "Aurore",
  BirchBark: "Écorce de bouleau",
  SandSculpture: "Sculpture de sable",
  Vampire: "Vampire",
  AutumnLeaf: "Feuille d’automne",
  StainedGlass: "Vitrail",
  PolkaDot: "Pois",
  Sunset: "Crépuscule",
  Moonglow: "Clair de lune",
  Porcelain: "Porcelaine",
  RoseGold: "Or rose",
  Koi: "Koï",
  Gingerbread: "Pain d’épices",
  Balloon: "Ballon",
  Bronze: "Bronze",
  Silver: "Argent",
  Amber: "Ambre",
  Ruby: "Rubis",
  Fluorite: "Fluorite",
  Windup: "Mécanique",
  Turquoise: "Turquoise",
  BlackPearl: "Perle noire",
  MossyStone: "Pierre moussue",
  SolarSystem: "Système solaire",
  Onyx: "Onyx",
  PinkMarble: "Marbre rose",
  Jade: "Jade",
  Opal: "Opale",
  Veggie: "Potager",
  Dessert: "Dessert",
  VirtualPet: "Animal virtuel",
  TeaShop: "Salon de thé",
  Fungi: "Champignon",
  Cryptid: "Cryptide",
};

export const potionName = (key: string): string => POTION_NAMES[key] ?? humanize(key);

/** Le nom du familier d’un œuf : « Loup ». */
export const eggPetName = (key: string): string => EGG_WORDS[key]?.[0] ?? humanize(key);

const SPECIAL_NAMES: Record<string, string> = {
  "Wolf-Veteran": "Loup vétéran",
  "Wolf-Cerberus": "Chiot à trois têtes",
  "Dragon-Hydra": "Hydre",
  "Turkey-Base": "Dindon",
  "BearCub-Polar": "Ours polaire",
  "MantisShrimp-Base": "Crevette-mante",
  "JackOLantern-Base": "Citrouille-lanterne",
  "Mammoth-Base": "Mammouth laineux",
  "Tiger-Veteran": "Tigre vétéran",
  "Phoenix-Base": "Phénix",
  "Turkey-Gilded": "Dindon doré",
  "MagicalBee-Base": "Abeille magique",
  "Lion-Veteran": "Lion vétéran",
  "Gryphon-RoyalPurple": "Griffon pourpre royal",
  "JackOLantern-Ghost": "Citrouille-lanterne fantôme",
  "Jackalope-RoyalPurple": "Lièvre cornu pourpre royal",
  "Orca-Base": "Orque",
  "Bear-Veteran": "Ours vétéran",
  "Hippogriff-Hopeful": "Hippogriffe plein d’espoir",
  "Fox-Veteran": "Renard vétéran",
  "JackOLantern-Glow": "Citrouille-lanterne luisante",
  "Gryphatrice-Jubilant": "Griffatrice jubilante",
  "JackOLantern-RoyalPurple": "Citrouille-lanterne pourpre royal",
  "Dragon-Veteran": "Dragon vétéran",
  "Cactus-Veteran": "Cactus vétéran",
  "Gryphon-Gryphatrice": "Griffatrice",
  "LionCub-Ethereal": "Lion éthéré",
  "Aether-Invisible": "Destrier d’éther invisible",
};

/** nourriture -> [nom, description, article indéfini, article défini] */
const FOOD_WORDS: Record<string, [string, string, string, string]> = {
  Meat: ["Viande", "Un morceau copieux qu’adorent les familiers Ordinaire.", "de la", "la"],
  Milk: ["Lait", "Un verre bien frais qu’adorent les familiers Neige.", "du", "le"],
  Potatoe: ["Pomme de terre", "Un humble tubercule qu’adorent les familiers Désert.", "une", "la"],
  Strawberry: ["Fraise", "Une baie juteuse qu’adorent les familiers Rouge.", "une", "la"],
  Chocolate: ["Chocolat", "Un carré noir qu’adorent les familiers Ombre.", "du", "le"],
  Fish: ["Poisson", "Une prise toute fraîche qu’adorent les familiers Squelette.", "du", "le"],
  RottenMeat: ["Viande avariée", "Ça sent mauvais, mais les familiers Zombie en raffolent.", "de la", "la"],
  CottonCandyPink: [
    "Barbe à papa rose",
    "Un tourbillon moelleux qu’adorent les familiers Barbe-à-papa rose.",
    "de la",
    "la",
  ],
  CottonCandyBlue: [
    "Barbe à papa bleue",
    "Un tourbillon moelleux qu’adorent les familiers Barbe-à-papa bleue.",
    "de la",
    "la",
  ],
  Honey: ["Miel", "Une douceur collante qu’adorent les familiers Or.", "du", "le"],
  Saddle: ["Selle", "Transforme aussitôt l’un de tes familiers en monture.", "une", "la"],
};

const SEASONAL_FOOD_NOUNS: Record<string, [string, string, string]> = {
  Cake: ["Gâteau", "un", "le"],
  Candy: ["Bonbon", "un", "le"],
  Pie: ["Tarte", "une", "la"],
};

function foodWords(key: string): [string, string, string, string] {
  if (FOOD_WORDS[key]) return FOOD_WORDS[key];
  const [season, colour] = key.split("_");
  const colourName = potionName(colour);
  const [noun, a, the] = SEASONAL_FOOD_NOUNS[season];
  return [`${noun} ${colourName}`, `Une friandise de fête qu’adorent les familiers ${colourName}.`, a, the];
}

const lower = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);
const elide = (article: string, name: string): string =>
  /^[aeiouéèêœh]/i.test(name) && (article === "le" || article === "la") ? `l’${name}` : `${article} ${name}`;

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
          `Verse une potion d’éclosion sur cet œuf et ${gender === "f" ? "une" : "un"} ${lower(name)} ${adjective} en sortira.`,
        ],
      ];
    }),
  ),
  ...Object.fromEntries(
    Object.values(hatchingPotions).flatMap((potion) => {
      const name = potionName(potion.key);
      const where = potion.wacky
        ? " Elle ne fonctionne que sur les œufs standard, et le familier obtenu ne deviendra jamais une monture."
        : potion.premium
          ? " Elle ne fonctionne que sur les œufs standard."
          : "";
      return [
        [potion.text, name],
        [potion.notes, `Verse-la sur un œuf pour faire éclore un familier ${name}.${where}`],
      ];
    }),
  ),
  ...Object.fromEntries(
    [...Object.values(pets), ...Object.values(mounts)]
      .filter((animal) => animal.text)
      .map((animal) => [animal.text as string, SPECIAL_NAMES[animal.key] ?? humanize(animal.key)]),
  ),
  ...Object.fromEntries(
    Object.values(food).flatMap((item) => {
      const [name, notes, a, the] = foodWords(item.key);
      return [
        [item.text, name],
        [item.textA, `${a} ${lower(name)}`],
        [item.textThe, elide(the, lower(name))],
        [item.notes, notes],
      ];
    }),
  ),
};
