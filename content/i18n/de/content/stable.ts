/** Deutsche Namen von Eiern, Schlüpftränken, Haustieren, Reittieren und Futter. */
import { eggs } from "../../../data/eggs";
import { food } from "../../../data/food";
import { hatchingPotions } from "../../../data/hatchingPotions";
import { mounts, pets } from "../../../data/pets";
import { lookup } from "./words";

/** egg key -> [Haustier, Reittier, Eigenschaft, „ein treuer Wolf“] */
const EGG_WORDS: Record<string, [string, string, string, string]> = {
  Wolf: ["Wolf", "Wolf", "treu", "ein treuer Wolf"],
  TigerCub: ["Tigerjunges", "Tiger", "wild", "ein wildes Tigerjunges"],
  PandaCub: ["Pandajunges", "Panda", "sanft", "ein sanftes Pandajunges"],
  LionCub: ["Löwenjunges", "Löwe", "königlich", "ein königliches Löwenjunges"],
  Fox: ["Fuchs", "Fuchs", "schlau", "ein schlauer Fuchs"],
  FlyingPig: ["Fliegendes Schwein", "Fliegendes Schwein", "verspielt", "ein verspieltes fliegendes Schwein"],
  Dragon: ["Drache", "Drache", "mächtig", "ein mächtiger Drache"],
  Cactus: ["Kaktus", "Kaktus", "stachelig", "ein stacheliger Kaktus"],
  BearCub: ["Bärenjunges", "Bär", "knuddelig", "ein knuddeliges Bärenjunges"],
  Gryphon: ["Greif", "Greif", "stolz", "ein stolzer Greif"],
  Hedgehog: ["Igel", "Igel", "pieksig", "ein pieksiger Igel"],
  Deer: ["Hirsch", "Hirsch", "anmutig", "ein anmutiger Hirsch"],
  Egg: ["Ei", "Riesenei", "schlicht", "ein schlichtes Ei"],
  Rat: ["Ratte", "Ratte", "gerissen", "eine gerissene Ratte"],
  Octopus: ["Krake", "Krake", "glitschig", "ein glitschiger Krake"],
  Seahorse: ["Seepferdchen", "Seepferdchen", "flink", "ein flinkes Seepferdchen"],
  Parrot: ["Papagei", "Papagei", "gesprächig", "ein gesprächiger Papagei"],
  Rooster: ["Hahn", "Hahn", "stolzierend", "ein stolzierender Hahn"],
  Spider: ["Spinne", "Spinne", "gruselig", "eine gruselige Spinne"],
  Owl: ["Eule", "Eule", "weise", "eine weise Eule"],
  Penguin: ["Pinguin", "Pinguin", "elegant", "ein eleganter Pinguin"],
  TRex: ["Tyrannosaurus", "Tyrannosaurus", "kurzarmig", "ein kurzarmiger Tyrannosaurus"],
  Rock: ["Stein", "Stein", "munter", "ein munterer Stein"],
  Bunny: ["Häschen", "Hase", "kuschelig", "ein kuscheliges Häschen"],
  Slime: ["Marshmallow-Schleim", "Marshmallow-Schleim", "süß", "ein süßer Marshmallow-Schleim"],
  Sheep: ["Schaf", "Schaf", "wollig", "ein wolliges Schaf"],
  Cuttlefish: ["Sepia", "Sepia", "knuddelig", "eine knuddelige Sepia"],
  Whale: ["Wal", "Wal", "spritzig", "ein spritziger Wal"],
  Cheetah: ["Gepard", "Gepard", "rasant", "ein rasanter Gepard"],
  Horse: ["Pferd", "Pferd", "galoppierend", "ein galoppierendes Pferd"],
  Frog: ["Frosch", "Frosch", "prinzlich", "ein prinzlicher Frosch"],
  Snake: ["Schlange", "Schlange", "schlängelnd", "eine schlängelnde Schlange"],
  Unicorn: ["Einhorn", "Einhorn", "magisch", "ein magisches Einhorn"],
  Sabretooth: ["Säbelzahnkatze", "Säbelzahnkatze", "grimmig", "eine grimmige Säbelzahnkatze"],
  Monkey: ["Affe", "Affe", "frech", "ein frecher Affe"],
  Snail: ["Schnecke", "Schnecke", "langsam, aber stetig", "eine langsame, aber stetige Schnecke"],
  Falcon: ["Falke", "Falke", "scharfäugig", "ein scharfäugiger Falke"],
  Treeling: ["Bäumling", "Bäumling", "belaubt", "ein belaubter Bäumling"],
  Axolotl: ["Axolotl", "Axolotl", "lächelnd", "ein lächelnder Axolotl"],
  Turtle: ["Meeresschildkröte", "Meeresschildkröte", "geduldig", "eine geduldige Meeresschildkröte"],
  Armadillo: ["Gürteltier", "Gürteltier", "gepanzert", "ein gepanzertes Gürteltier"],
  Cow: ["Kuh", "Kuh", "muhend", "eine muhende Kuh"],
  Beetle: ["Käfer", "Käfer", "glänzend", "ein glänzender Käfer"],
  Ferret: ["Frettchen", "Frettchen", "flauschig", "ein flauschiges Frettchen"],
  Sloth: ["Faultier", "Faultier", "schläfrig", "ein schläfriges Faultier"],
  Triceratops: ["Triceratops", "Triceratops", "stampfend", "ein stampfender Triceratops"],
  GuineaPig: ["Meerschweinchen", "Meerschweinchen", "quiekend", "ein quiekendes Meerschweinchen"],
  Peacock: ["Pfau", "Pfau", "schillernd", "ein schillernder Pfau"],
  Butterfly: ["Raupe", "Schmetterling", "flatternd", "eine flatterhafte Raupe"],
  Nudibranch: ["Meeresnacktschnecke", "Meeresnacktschnecke", "gerüscht", "eine gerüschte Meeresnacktschnecke"],
  Hippo: ["Nilpferd", "Nilpferd", "stämmig", "ein stämmiges Nilpferd"],
  Yarn: ["Wollknäuel", "Fliegender Teppich", "verheddert", "ein verheddertes Wollknäuel"],
  Pterodactyl: ["Flugsaurier", "Flugsaurier", "segelnd", "ein segelnder Flugsaurier"],
  Badger: ["Dachs", "Dachs", "stur", "ein sturer Dachs"],
  Squirrel: ["Eichhörnchen", "Eichhörnchen", "heimlich", "ein heimliches Eichhörnchen"],
  SeaSerpent: ["Seeschlange", "Seeschlange", "schimmernd", "eine schimmernde Seeschlange"],
  Kangaroo: ["Känguru", "Känguru", "hüpfend", "ein hüpfendes Känguru"],
  Alligator: ["Alligator", "Alligator", "bissig", "ein bissiger Alligator"],
  Velociraptor: ["Velociraptor", "Velociraptor", "flink", "ein flinker Velociraptor"],
  Dolphin: ["Delfin", "Delfin", "verspielt", "ein verspielter Delfin"],
  Robot: ["Roboter", "Roboter", "tüftelnd", "ein tüftelnder Roboter"],
  Giraffe: ["Giraffe", "Giraffe", "groß", "eine große Giraffe"],
  Chameleon: ["Chamäleon", "Chamäleon", "farbwechselnd", "ein farbwechselndes Chamäleon"],
  Crab: ["Krabbe", "Krabbe", "seitwärts", "eine seitwärts krabbelnde Krabbe"],
  Raccoon: ["Waschbär", "Waschbär", "neugierig", "ein neugieriger Waschbär"],
  Dog: ["Hund", "Hund", "treu", "ein treuer Hund"],
  Otter: ["Otter", "Otter", "ausgelassen", "ein ausgelassener Otter"],
  Platypus: ["Schnabeltier", "Schnabeltier", "rätselhaft", "ein rätselhaftes Schnabeltier"],
  Cat: ["Katze", "Katze", "neugierig", "eine neugierige Katze"],
  Alpaca: ["Alpaka", "Alpaka", "flauschig", "ein flauschiges Alpaka"],
};

/** Potion names, as nouns („Wolf (Rot)“, „Wüsten-Kuchen“). */
const POTION_NAMES: Record<string, string> = {
  Base: "Basis",
  White: "Weiß",
  Desert: "Wüste",
  Red: "Rot",
  Shade: "Dunkel",
  Skeleton: "Skelett",
  Zombie: "Zombie",
  CottonCandyPink: "Zuckerwatte-Rosa",
  CottonCandyBlue: "Zuckerwatte-Blau",
  Golden: "Gold",
  RoyalPurple: "Königslila",
  Cupid: "Amor",
  Shimmer: "Schimmer",
  Fairy: "Fee",
  Floral: "Blüten",
  Aquatic: "Meer",
  Ember: "Glut",
  Thunderstorm: "Gewitter",
  Spooky: "Grusel",
  Ghost: "Geist",
  Holly: "Stechpalme",
  Peppermint: "Pfefferminz",
  StarryNight: "Sternennacht",
  Rainbow: "Regenbogen",
  Glass: "Glas",
  Glow: "Nachtleuchten",
  Frost: "Frost",
  IcySnow: "Eisschnee",
  RoseQuartz: "Rosenquarz",
  Celestial: "Himmelszelt",
  Sunshine: "Sonnenschein",
  Watery: "Wasser",
  Shadow: "Schatten",
  Aurora: "Polarlicht",
  BirchBark: "Birkenrinde",
  SandSculpture: "Sandskulptur",
  Vampire: "Vampir",
  AutumnLeaf: "Herbstlaub",
  StainedGlass: "Buntglas",
  PolkaDot: "Tupfen",
  Sunset: "Sonnenuntergang",
  Moonglow: "Mondschein",
  Porcelain: "Porzellan",
  RoseGold: "Roségold",
  Koi: "Koi",
  Gingerbread: "Lebkuchen",
  Balloon: "Ballon",
  Bronze: "Bronze",
  Silver: "Silber",
  Amber: "Bernstein",
  Ruby: "Rubin",
  Fluorite: "Fluorit",
  Windup: "Uhrwerk",
  Turquoise: "Türkis",
  BlackPearl: "Schwarze Perle",
  MossyStone: "Moosstein",
  SolarSystem: "Sonnensystem",
  Onyx: "Onyx",
  PinkMarble: "Rosa Marmor",
  Jade: "Jade",
  Opal: "Opal",
  Veggie: "Gemüse",
  Dessert: "Dessert",
  VirtualPet: "Digitaltier",
  TeaShop: "Teestube",
  Fungi: "Pilz",
  Cryptid: "Kryptid",
};

const potionName = (key: string): string => lookup(POTION_NAMES, key);

const SPECIAL_NAMES: Record<string, string> = {
  "Wolf-Veteran": "Veteranenwolf",
  "Wolf-Cerberus": "Dreiköpfiger Welpe",
  "Dragon-Hydra": "Hydra",
  "Turkey-Base": "Truthahn",
  "BearCub-Polar": "Eisbär",
  "MantisShrimp-Base": "Fangschreckenkrebs",
  "JackOLantern-Base": "Kürbislaterne",
  "Mammoth-Base": "Wollmammut",
  "Tiger-Veteran": "Veteranentiger",
  "Phoenix-Base": "Phönix",
  "Turkey-Gilded": "Vergoldeter Truthahn",
  "MagicalBee-Base": "Magische Biene",
  "Lion-Veteran": "Veteranenlöwe",
  "Gryphon-RoyalPurple": "Königslila Greif",
  "JackOLantern-Ghost": "Geister-Kürbislaterne",
  "Jackalope-RoyalPurple": "Königslila Wolpertinger",
  "Orca-Base": "Orca",
  "Bear-Veteran": "Veteranenbär",
  "Hippogriff-Hopeful": "Hoffnungsvoller Hippogreif",
  "Fox-Veteran": "Veteranenfuchs",
  "JackOLantern-Glow": "Leuchtende Kürbislaterne",
  "Gryphatrice-Jubilant": "Jubelnder Greifatrix",
  "JackOLantern-RoyalPurple": "Königslila Kürbislaterne",
  "Dragon-Veteran": "Veteranendrache",
  "Cactus-Veteran": "Veteranenkaktus",
  "Gryphon-Gryphatrice": "Greifatrix",
  "LionCub-Ethereal": "Ätherischer Löwe",
  "Aether-Invisible": "Unsichtbares Ätherross",
};

/** food key -> [Name, „eine Erdbeere“ / „etwas Fleisch“, „die Erdbeere“, Beschreibung] */
const FOOD_WORDS: Record<string, [string, string, string, string]> = {
  Meat: ["Fleisch", "etwas Fleisch", "das Fleisch", "Ein herzhaftes Stück, das Basis-Haustiere lieben."],
  Milk: ["Milch", "etwas Milch", "die Milch", "Ein kühles Glas, das weiße Haustiere lieben."],
  Potatoe: ["Kartoffel", "eine Kartoffel", "die Kartoffel", "Eine bescheidene Knolle, die Wüsten-Haustiere lieben."],
  Strawberry: ["Erdbeere", "eine Erdbeere", "die Erdbeere", "Eine saftige Beere, die rote Haustiere lieben."],
  Chocolate: ["Schokolade", "etwas Schokolade", "die Schokolade", "Ein dunkles Stück, das dunkle Haustiere lieben."],
  Fish: ["Fisch", "etwas Fisch", "der Fisch", "Ein frischer Fang, den Skelett-Haustiere lieben."],
  RottenMeat: [
    "Gammelfleisch",
    "etwas Gammelfleisch",
    "das Gammelfleisch",
    "Stinkt, aber Zombie-Haustiere sind ganz verrückt danach.",
  ],
  CottonCandyPink: [
    "Rosa Zuckerwatte",
    "etwas rosa Zuckerwatte",
    "die rosa Zuckerwatte",
    "Ein flauschiger Wirbel, den Zuckerwatte-Rosa-Haustiere lieben.",
  ],
  CottonCandyBlue: [
    "Blaue Zuckerwatte",
    "etwas blaue Zuckerwatte",
    "die blaue Zuckerwatte",
    "Ein flauschiger Wirbel, den Zuckerwatte-Blau-Haustiere lieben.",
  ],
  Honey: ["Honig", "etwas Honig", "der Honig", "Eine klebrige Leckerei, die goldene Haustiere lieben."],
  Saddle: ["Sattel", "ein Sattel", "der Sattel", "Macht eines deiner Haustiere sofort zum Reittier."],
};

/** Seasonal food: [Nomen, unbestimmter Artikel, bestimmter Artikel] */
const SEASONAL_FOOD: Record<string, [string, string, string]> = {
  Cake: ["Kuchen", "ein", "der"],
  Candy: ["Bonbon", "ein", "das"],
  Pie: ["Pastete", "eine", "die"],
};

function foodWords(key: string): [string, string, string, string] {
  if (FOOD_WORDS[key]) return FOOD_WORDS[key];
  const [season, colour] = key.split("_");
  const colourName = potionName(colour);
  const [noun, a, the] = SEASONAL_FOOD[season];
  const name = `${colourName}-${noun}`;
  return [name, `${a} ${name}`, `${the} ${name}`, `Eine festliche Leckerei, die ${colourName}-Haustiere lieben.`];
}

export const stableMessages: Record<string, string> = {
  petName: "{egg} ({potion})",
  mountName: "{mount} ({potion})",
  ...Object.fromEntries(
    Object.values(eggs).flatMap((egg) => {
      const [name, mountName, adjective, phrase] = EGG_WORDS[egg.key];
      return [
        [egg.text, name],
        [egg.mountText, mountName],
        [egg.adjective, adjective],
        [egg.notes, `Gieß einen Schlüpftrank über dieses Ei, und ${phrase} schlüpft.`],
      ];
    }),
  ),
  ...Object.fromEntries(
    Object.values(hatchingPotions).flatMap((potion) => {
      const name = potionName(potion.key);
      const where = potion.wacky
        ? " Er wirkt nur auf gewöhnliche Eier, und das Ergebnis wird nie zum Reittier."
        : potion.premium
          ? " Er wirkt nur auf gewöhnliche Eier."
          : "";
      return [
        [potion.text, name],
        [potion.notes, `Gieß ihn über ein Ei, und ein Haustier der Sorte „${name}“ schlüpft.${where}`],
      ];
    }),
  ),
  ...Object.fromEntries(
    [...Object.values(pets), ...Object.values(mounts)]
      .filter((animal) => animal.text)
      .map((animal) => [animal.text as string, lookup(SPECIAL_NAMES, animal.key)]),
  ),
  ...Object.fromEntries(
    Object.values(food).flatMap((item) => {
      const [name, a, the, notes] = foodWords(item.key);
      return [
        [item.text, name],
        [item.textA, a],
        [item.textThe, the],
        [item.notes, notes],
      ];
    }),
  ),
};

/** German pet name of an egg („Wolf“, „Bärenjunges“). */
export const eggName = (key: string): string => EGG_WORDS[key]?.[0] ?? key;
/** German name of a hatching potion („Rot“, „Zuckerwatte-Blau“). */
export { potionName };
