/** English names of eggs, hatching potions, pets, mounts and food, in our own words. */
import { eggs } from "../../data/eggs";
import { food } from "../../data/food";
import { hatchingPotions } from "../../data/hatchingPotions";
import { mounts, pets } from "../../data/pets";
import { article, humanize } from "./words";

/** egg key -> [pet name, mount name, adjective] */
const EGG_WORDS: Record<string, [string, string, string]> = {
  Wolf: ["Wolf", "Wolf", "loyal"],
  TigerCub: ["Tiger Cub", "Tiger", "fierce"],
  PandaCub: ["Panda Cub", "Panda", "gentle"],
  LionCub: ["Lion Cub", "Lion", "regal"],
  Fox: ["Fox", "Fox", "clever"],
  FlyingPig: ["Flying Pig", "Flying Pig", "whimsical"],
  Dragon: ["Dragon", "Dragon", "mighty"],
  Cactus: ["Cactus", "Cactus", "prickly"],
  BearCub: ["Bear Cub", "Bear", "cuddly"],
  Gryphon: ["Gryphon", "Gryphon", "proud"],
  Hedgehog: ["Hedgehog", "Hedgehog", "spiky"],
  Deer: ["Deer", "Deer", "graceful"],
  Egg: ["Egg", "Giant Egg", "plain"],
  Rat: ["Rat", "Rat", "sly"],
  Octopus: ["Octopus", "Octopus", "slippery"],
  Seahorse: ["Seahorse", "Seahorse", "swift"],
  Parrot: ["Parrot", "Parrot", "chatty"],
  Rooster: ["Rooster", "Rooster", "strutting"],
  Spider: ["Spider", "Spider", "creepy"],
  Owl: ["Owl", "Owl", "wise"],
  Penguin: ["Penguin", "Penguin", "dapper"],
  TRex: ["Tyrannosaur", "Tyrannosaur", "tiny-armed"],
  Rock: ["Rock", "Rock", "lively"],
  Bunny: ["Bunny", "Bunny", "snuggly"],
  Slime: ["Marshmallow Slime", "Marshmallow Slime", "sweet"],
  Sheep: ["Sheep", "Sheep", "woolly"],
  Cuttlefish: ["Cuttlefish", "Cuttlefish", "cuddly"],
  Whale: ["Whale", "Whale", "splashy"],
  Cheetah: ["Cheetah", "Cheetah", "speedy"],
  Horse: ["Horse", "Horse", "galloping"],
  Frog: ["Frog", "Frog", "princely"],
  Snake: ["Snake", "Snake", "slithering"],
  Unicorn: ["Unicorn", "Unicorn", "magical"],
  Sabretooth: ["Sabre-tooth Cat", "Sabre-tooth Cat", "ferocious"],
  Monkey: ["Monkey", "Monkey", "mischievous"],
  Snail: ["Snail", "Snail", "slow and steady"],
  Falcon: ["Falcon", "Falcon", "keen-eyed"],
  Treeling: ["Treeling", "Treeling", "leafy"],
  Axolotl: ["Axolotl", "Axolotl", "smiling"],
  Turtle: ["Sea Turtle", "Sea Turtle", "patient"],
  Armadillo: ["Armadillo", "Armadillo", "armoured"],
  Cow: ["Cow", "Cow", "mooing"],
  Beetle: ["Beetle", "Beetle", "shiny"],
  Ferret: ["Ferret", "Ferret", "fluffy"],
  Sloth: ["Sloth", "Sloth", "sleepy"],
  Triceratops: ["Triceratops", "Triceratops", "stomping"],
  GuineaPig: ["Guinea Pig", "Guinea Pig", "squeaky"],
  Peacock: ["Peacock", "Peacock", "dazzling"],
  Butterfly: ["Caterpillar", "Butterfly", "fluttering"],
  Nudibranch: ["Sea Slug", "Sea Slug", "frilly"],
  Hippo: ["Hippo", "Hippo", "hefty"],
  Yarn: ["Ball of Yarn", "Flying Carpet", "tangled"],
  Pterodactyl: ["Pterosaur", "Pterosaur", "soaring"],
  Badger: ["Badger", "Badger", "stubborn"],
  Squirrel: ["Squirrel", "Squirrel", "sneaky"],
  SeaSerpent: ["Sea Serpent", "Sea Serpent", "shimmering"],
  Kangaroo: ["Kangaroo", "Kangaroo", "bouncy"],
  Alligator: ["Alligator", "Alligator", "snappy"],
  Velociraptor: ["Velociraptor", "Velociraptor", "quick"],
  Dolphin: ["Dolphin", "Dolphin", "playful"],
  Robot: ["Robot", "Robot", "tinkering"],
  Giraffe: ["Giraffe", "Giraffe", "tall"],
  Chameleon: ["Chameleon", "Chameleon", "colour-shifting"],
  Crab: ["Crab", "Crab", "sideways"],
  Raccoon: ["Raccoon", "Raccoon", "curious"],
  Dog: ["Dog", "Dog", "faithful"],
  Otter: ["Otter", "Otter", "frolicking"],
  Platypus: ["Platypus", "Platypus", "puzzling"],
  Cat: ["Cat", "Cat", "curious"],
  Alpaca: ["Alpaca", "Alpaca", "fluffy"],
};

/** Potion display names that differ from the spaced-out key. */
const POTION_NAMES: Record<string, string> = {
  Base: "Base",
  CottonCandyPink: "Cotton Candy Pink",
  CottonCandyBlue: "Cotton Candy Blue",
  MossyStone: "Mossy Stone",
  SolarSystem: "Solar System",
  BlackPearl: "Black Pearl",
  PinkMarble: "Pink Marble",
  VirtualPet: "Virtual Pet",
  TeaShop: "Tea Shop",
  IcySnow: "Icy Snow",
  StarryNight: "Starry Night",
  RoseQuartz: "Rose Quartz",
  RoyalPurple: "Royal Purple",
  BirchBark: "Birch Bark",
  SandSculpture: "Sand Sculpture",
  AutumnLeaf: "Autumn Leaf",
  StainedGlass: "Stained Glass",
  PolkaDot: "Polka Dot",
  RoseGold: "Rose Gold",
};

const potionName = (key: string): string => POTION_NAMES[key] ?? humanize(key);

/** Special pets and mounts with names of their own. */
const SPECIAL_NAMES: Record<string, string> = {
  "Wolf-Veteran": "Veteran Wolf",
  "Wolf-Cerberus": "Three-headed Pup",
  "Dragon-Hydra": "Hydra",
  "Turkey-Base": "Turkey",
  "BearCub-Polar": "Polar Bear",
  "MantisShrimp-Base": "Mantis Shrimp",
  "JackOLantern-Base": "Jack-o'-Lantern",
  "Mammoth-Base": "Woolly Mammoth",
  "Tiger-Veteran": "Veteran Tiger",
  "Phoenix-Base": "Phoenix",
  "Turkey-Gilded": "Gilded Turkey",
  "MagicalBee-Base": "Magical Bee",
  "Lion-Veteran": "Veteran Lion",
  "Gryphon-RoyalPurple": "Royal Purple Gryphon",
  "JackOLantern-Ghost": "Ghost Jack-o'-Lantern",
  "Jackalope-RoyalPurple": "Royal Purple Jackalope",
  "Orca-Base": "Orca",
  "Bear-Veteran": "Veteran Bear",
  "Hippogriff-Hopeful": "Hopeful Hippogriff",
  "Fox-Veteran": "Veteran Fox",
  "JackOLantern-Glow": "Glowing Jack-o'-Lantern",
  "Gryphatrice-Jubilant": "Jubilant Gryphatrice",
  "JackOLantern-RoyalPurple": "Royal Purple Jack-o'-Lantern",
  "Dragon-Veteran": "Veteran Dragon",
  "Cactus-Veteran": "Veteran Cactus",
  "Gryphon-Gryphatrice": "Gryphatrice",
  "LionCub-Ethereal": "Ethereal Lion",
  "Aether-Invisible": "Invisible Aether Steed",
};

/** food key -> [name, short description] */
const FOOD_WORDS: Record<string, [string, string]> = {
  Meat: ["Meat", "A hearty cut that Base pets love."],
  Milk: ["Milk", "A cool glass that White pets love."],
  Potatoe: ["Potato", "A humble spud that Desert pets love."],
  Strawberry: ["Strawberry", "A juicy berry that Red pets love."],
  Chocolate: ["Chocolate", "A dark square that Shade pets love."],
  Fish: ["Fish", "A fresh catch that Skeleton pets love."],
  RottenMeat: ["Rotten Meat", "Smelly, but Zombie pets adore it."],
  CottonCandyPink: ["Pink Cotton Candy", "A fluffy swirl that Cotton Candy Pink pets love."],
  CottonCandyBlue: ["Blue Cotton Candy", "A fluffy swirl that Cotton Candy Blue pets love."],
  Honey: ["Honey", "A sticky treat that Golden pets love."],
  Saddle: ["Saddle", "Turns one of your pets into a mount straight away."],
};

/** Foods one has "some" of rather than "a". */
const UNCOUNTABLE_FOOD = new Set([
  "Meat",
  "Milk",
  "Chocolate",
  "Fish",
  "RottenMeat",
  "Honey",
  "CottonCandyPink",
  "CottonCandyBlue",
]);

const SEASONAL_FOOD_NOUNS: Record<string, string> = { Cake: "Cake", Candy: "Candy", Pie: "Pie" };

function foodWords(key: string): [string, string] {
  if (FOOD_WORDS[key]) return FOOD_WORDS[key];
  const [season, colour] = key.split("_");
  const colourName = potionName(colour);
  return [`${colourName} ${SEASONAL_FOOD_NOUNS[season]}`, `A festive treat that ${colourName} pets love.`];
}

export const stableMessages: Record<string, string> = {
  petName: "{potion} {egg}",
  mountName: "{potion} {mount}",
  ...Object.fromEntries(
    Object.values(eggs).flatMap((egg) => {
      const [name, mountName, adjective] = EGG_WORDS[egg.key];
      return [
        [egg.text, name],
        [egg.mountText, mountName],
        [egg.adjective, adjective],
        [egg.notes, `Pour a hatching potion on this egg and ${article(adjective)} ${adjective} ${name} will hatch.`],
      ];
    }),
  ),
  ...Object.fromEntries(
    Object.values(hatchingPotions).flatMap((potion) => {
      const name = potionName(potion.key);
      const where = potion.wacky
        ? " It only works on standard eggs, and the result will never grow into a mount."
        : potion.premium
          ? " It only works on standard eggs."
          : "";
      return [
        [potion.text, name],
        [potion.notes, `Pour it on an egg to hatch a ${name} pet.${where}`],
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
      const [name, notes] = foodWords(item.key);
      return [
        [item.text, name],
        [item.textA, `${UNCOUNTABLE_FOOD.has(item.key) ? "some" : article(name)} ${name}`],
        [item.textThe, `the ${name}`],
        [item.notes, notes],
      ];
    }),
  ),
};
