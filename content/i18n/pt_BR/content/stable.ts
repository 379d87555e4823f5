/** Nomes de ovos, poções de eclosão, mascotes, montarias e comidas em português. */
import { eggs } from "../../../data/eggs";
import { food } from "../../../data/food";
import { hatchingPotions } from "../../../data/hatchingPotions";
import { mounts, pets } from "../../../data/pets";

/** ovo -> [mascote, montaria, adjetivo (concordando com o mascote), gênero do mascote] */
export const EGG_WORDS: Record<string, [string, string, string, "m" | "f"]> = {
  Wolf: ["Lobo", "Lobo", "leal", "m"],
  TigerCub: ["Filhote de Tigre", "Tigre", "feroz", "m"],
  PandaCub: ["Filhote de Panda", "Panda", "gentil", "m"],
  LionCub: ["Filhote de Leão", "Leão", "majestoso", "m"],
  Fox: ["Raposa", "Raposa", "esperta", "f"],
  FlyingPig: ["Porco Voador", "Porco Voador", "extravagante", "m"],
  Dragon: ["Dragão", "Dragão", "poderoso", "m"],
  Cactus: ["Cacto", "Cacto", "espinhento", "m"],
  BearCub: ["Filhote de Urso", "Urso", "fofinho", "m"],
  Gryphon: ["Grifo", "Grifo", "orgulhoso", "m"],
  Hedgehog: ["Ouriço", "Ouriço", "espetado", "m"],
  Deer: ["Cervo", "Cervo", "gracioso", "m"],
  Egg: ["Ovo", "Ovo Gigante", "simples", "m"],
  Rat: ["Rato", "Rato", "astuto", "m"],
  Octopus: ["Polvo", "Polvo", "escorregadio", "m"],
  Seahorse: ["Cavalo-Marinho", "Cavalo-Marinho", "veloz", "m"],
  Parrot: ["Papagaio", "Papagaio", "tagarela", "m"],
  Rooster: ["Galo", "Galo", "vaidoso", "m"],
  Spider: ["Aranha", "Aranha", "arrepiante", "f"],
  Owl: ["Coruja", "Coruja", "sábia", "f"],
  Penguin: ["Pinguim", "Pinguim", "elegante", "m"],
  TRex: ["Tiranossauro", "Tiranossauro", "de bracinhos curtos", "m"],
  Rock: ["Pedra", "Pedra", "animada", "f"],
  Bunny: ["Coelhinho", "Coelhinho", "aconchegante", "m"],
  Slime: ["Geleca de Marshmallow", "Geleca de Marshmallow", "doce", "f"],
  Sheep: ["Ovelha", "Ovelha", "lanuda", "f"],
  Cuttlefish: ["Choco", "Choco", "fofinho", "m"],
  Whale: ["Baleia", "Baleia", "espalhafatosa", "f"],
  Cheetah: ["Guepardo", "Guepardo", "ligeiro", "m"],
  Horse: ["Cavalo", "Cavalo", "galopante", "m"],
  Frog: ["Sapo", "Sapo", "principesco", "m"],
  Snake: ["Cobra", "Cobra", "rastejante", "f"],
  Unicorn: ["Unicórnio", "Unicórnio", "mágico", "m"],
  Sabretooth: ["Tigre-Dentes-de-Sabre", "Tigre-Dentes-de-Sabre", "feroz", "m"],
  Monkey: ["Macaco", "Macaco", "travesso", "m"],
  Snail: ["Caracol", "Caracol", "devagar e sempre", "m"],
  Falcon: ["Falcão", "Falcão", "de olhar aguçado", "m"],
  Treeling: ["Arvorezinha", "Arvorezinha", "folhosa", "f"],
  Axolotl: ["Axolote", "Axolote", "sorridente", "m"],
  Turtle: ["Tartaruga Marinha", "Tartaruga Marinha", "paciente", "f"],
  Armadillo: ["Tatu", "Tatu", "blindado", "m"],
  Cow: ["Vaca", "Vaca", "mugidora", "f"],
  Beetle: ["Besouro", "Besouro", "brilhante", "m"],
  Ferret: ["Furão", "Furão", "peludinho", "m"],
  Sloth: ["Bicho-Preguiça", "Bicho-Preguiça", "sonolento", "m"],
  Triceratops: ["Tricerátops", "Tricerátops", "pisoteador", "m"],
  GuineaPig: ["Porquinho-da-Índia", "Porquinho-da-Índia", "guinchador", "m"],
  Peacock: ["Pavão", "Pavão", "deslumbrante", "m"],
  Butterfly: ["Lagarta", "Borboleta", "esvoaçante", "f"],
  Nudibranch: ["Lesma-do-Mar", "Lesma-do-Mar", "cheia de babados", "f"],
  Hippo: ["Hipopótamo", "Hipopótamo", "robusto", "m"],
  Yarn: ["Novelo de Lã", "Tapete Voador", "embaraçado", "m"],
  Pterodactyl: ["Pterossauro", "Pterossauro", "planador", "m"],
  Badger: ["Texugo", "Texugo", "teimoso", "m"],
  Squirrel: ["Esquilo", "Esquilo", "sorrateiro", "m"],
  SeaSerpent: ["Serpente Marinha", "Serpente Marinha", "cintilante", "f"],
  Kangaroo: ["Canguru", "Canguru", "saltitante", "m"],
  Alligator: ["Jacaré", "Jacaré", "abocanhador", "m"],
  Velociraptor: ["Velocirraptor", "Velocirraptor", "rápido", "m"],
  Dolphin: ["Golfinho", "Golfinho", "brincalhão", "m"],
  Robot: ["Robô", "Robô", "engenhoso", "m"],
  Giraffe: ["Girafa", "Girafa", "altona", "f"],
  Chameleon: ["Camaleão", "Camaleão", "furta-cor", "m"],
  Crab: ["Caranguejo", "Caranguejo", "de lado", "m"],
  Raccoon: ["Guaxinim", "Guaxinim", "curioso", "m"],
  Dog: ["Cachorro", "Cachorro", "fiel", "m"],
  Otter: ["Lontra", "Lontra", "brincalhona", "f"],
  Platypus: ["Ornitorrinco", "Ornitorrinco", "intrigante", "m"],
  Cat: ["Gato", "Gato", "curioso", "m"],
  Alpaca: ["Alpaca", "Alpaca", "felpuda", "f"],
};

/** Nomes das poções: substantivos que ficam bem depois de qualquer animal ("Lobo Fantasma", "Raposa Ouro"). */
export const POTION_NAMES: Record<string, string> = {
  Base: "Base",
  White: "Alabastro",
  Desert: "Deserto",
  Red: "Carmim",
  Shade: "Penumbra",
  Skeleton: "Esqueleto",
  Zombie: "Zumbi",
  CottonCandyPink: "Algodão-Doce Rosa",
  CottonCandyBlue: "Algodão-Doce Azul",
  Golden: "Ouro",
  RoyalPurple: "Púrpura Real",
  Cupid: "Cupido",
  Shimmer: "Cintilante",
  Fairy: "Fada",
  Floral: "Floral",
  Aquatic: "Maré",
  Ember: "Brasa",
  Thunderstorm: "Trovoada",
  Spooky: "Assombração",
  Ghost: "Fantasma",
  Holly: "Azevinho",
  Peppermint: "Hortelã",
  StarryNight: "Noite Estrelada",
  Rainbow: "Arco-Íris",
  Glass: "Vidro",
  Glow: "Brilhante",
  Frost: "Geada",
  IcySnow: "Neve Gelada",
  RoseQuartz: "Quartzo Rosa",
  Celestial: "Celestial",
  Sunshine: "Raio de Sol",
  Watery: "Aquarela",
  Shadow: "Sombra",
  Aurora: "Aurora",
  BirchBark: "Casca de Bétula",
  SandSculpture: "Escultura de Areia",
  Vampire: "Vampiro",
  AutumnLeaf: "Folha de Outono",
  StainedGlass: "Vitral",
  PolkaDot: "Bolinhas",
  Sunset: "Pôr do Sol",
  Moonglow: "Luar",
  Porcelain: "Porcelana",
  RoseGold: "Ouro Rosé",
  Koi: "Carpa",
  Gingerbread: "Pão de Mel",
  Balloon: "Balão",
  Bronze: "Bronze",
  Silver: "Prata",
  Amber: "Âmbar",
  Ruby: "Rubi",
  Fluorite: "Fluorita",
  Windup: "Corda",
  Turquoise: "Turquesa",
  BlackPearl: "Pérola Negra",
  MossyStone: "Pedra Musgosa",
  SolarSystem: "Sistema Solar",
  Onyx: "Ônix",
  PinkMarble: "Mármore Rosa",
  Jade: "Jade",
  Opal: "Opala",
  Veggie: "Horta",
  Dessert: "Sobremesa",
  VirtualPet: "Bichinho Virtual",
  TeaShop: "Casa de Chá",
  Fungi: "Fungo",
  Cryptid: "Críptido",
};

const potionName = (key: string): string => POTION_NAMES[key] ?? key;

const SPECIAL_NAMES: Record<string, string> = {
  "Wolf-Veteran": "Lobo Veterano",
  "Wolf-Cerberus": "Filhote de Três Cabeças",
  "Dragon-Hydra": "Hidra",
  "Turkey-Base": "Peru",
  "BearCub-Polar": "Urso Polar",
  "MantisShrimp-Base": "Tamarutaca",
  "JackOLantern-Base": "Abóbora de Halloween",
  "Mammoth-Base": "Mamute Lanoso",
  "Tiger-Veteran": "Tigre Veterano",
  "Phoenix-Base": "Fênix",
  "Turkey-Gilded": "Peru Dourado",
  "MagicalBee-Base": "Abelha Mágica",
  "Lion-Veteran": "Leão Veterano",
  "Gryphon-RoyalPurple": "Grifo Púrpura Real",
  "JackOLantern-Ghost": "Abóbora de Halloween Fantasma",
  "Jackalope-RoyalPurple": "Lebrílope Púrpura Real",
  "Orca-Base": "Orca",
  "Bear-Veteran": "Urso Veterano",
  "Hippogriff-Hopeful": "Hipogrifo Esperançoso",
  "Fox-Veteran": "Raposa Veterana",
  "JackOLantern-Glow": "Abóbora de Halloween Brilhante",
  "Gryphatrice-Jubilant": "Grifatriz Jubilosa",
  "JackOLantern-RoyalPurple": "Abóbora de Halloween Púrpura Real",
  "Dragon-Veteran": "Dragão Veterano",
  "Cactus-Veteran": "Cacto Veterano",
  "Gryphon-Gryphatrice": "Grifatriz",
  "LionCub-Ethereal": "Leão Etéreo",
  "Aether-Invisible": "Corcel de Éter Invisível",
};

/** comida -> [nome, artigo indefinido, artigo definido, descrição] */
const FOOD_WORDS: Record<string, [string, string, string, string]> = {
  Meat: ["Carne", "um pouco de", "a", "Um corte suculento que os mascotes Base adoram."],
  Milk: ["Leite", "um pouco de", "o", "Um copo geladinho que os mascotes Alabastro adoram."],
  Potatoe: ["Batata", "uma", "a", "Uma batata humilde que os mascotes Deserto adoram."],
  Strawberry: ["Morango", "um", "o", "Uma frutinha suculenta que os mascotes Carmim adoram."],
  Chocolate: ["Chocolate", "um pouco de", "o", "Um quadradinho escuro que os mascotes Penumbra adoram."],
  Fish: ["Peixe", "um pouco de", "o", "Uma pesca fresquinha que os mascotes Esqueleto adoram."],
  RottenMeat: ["Carne Podre", "um pouco de", "a", "Fedorenta, mas os mascotes Zumbi adoram."],
  CottonCandyPink: [
    "Algodão-Doce Rosa",
    "um pouco de",
    "o",
    "Um redemoinho fofinho que os mascotes Algodão-Doce Rosa adoram.",
  ],
  CottonCandyBlue: [
    "Algodão-Doce Azul",
    "um pouco de",
    "o",
    "Um redemoinho fofinho que os mascotes Algodão-Doce Azul adoram.",
  ],
  Honey: ["Mel", "um pouco de", "o", "Uma guloseima grudenta que os mascotes Ouro adoram."],
  Saddle: ["Sela", "uma", "a", "Transforma na hora um dos seus mascotes em montaria."],
};

const SEASONAL_FOOD_NOUNS: Record<string, [string, string, string]> = {
  Cake: ["Bolo", "um", "o"],
  Candy: ["Doce", "um", "o"],
  Pie: ["Torta", "uma", "a"],
};

function foodWords(key: string): [string, string, string, string] {
  if (FOOD_WORDS[key]) return FOOD_WORDS[key];
  const [season, colour] = key.split("_");
  const colourName = potionName(colour);
  const [noun, a, the] = SEASONAL_FOOD_NOUNS[season];
  return [`${noun} ${colourName}`, a, the, `Uma guloseima festiva que os mascotes ${colourName} adoram.`];
}

export const stableMessagesPt: Record<string, string> = {
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
          `Despeje uma poção de eclosão neste ovo e ${gender === "f" ? "uma" : "um"} ${name} ${adjective} vai nascer.`,
        ],
      ];
    }),
  ),
  ...Object.fromEntries(
    Object.values(hatchingPotions).flatMap((potion) => {
      const name = potionName(potion.key);
      const where = potion.wacky
        ? " Só funciona em ovos comuns, e o mascote nunca vai crescer e virar montaria."
        : potion.premium
          ? " Só funciona em ovos comuns."
          : "";
      return [
        [potion.text, name],
        [potion.notes, `Despeje em um ovo para chocar um mascote ${name}.${where}`],
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
      const [name, a, the, notes] = foodWords(item.key);
      return [
        [item.text, name],
        [item.textA, `${a} ${name.toLowerCase()}`],
        [item.textThe, `${the} ${name.toLowerCase()}`],
        [item.notes, notes],
      ];
    }),
  ),
};
