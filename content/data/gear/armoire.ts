/**
 * Enchanted Armoire gear: 100 gold a pull, owned through a per-item flag, each item
 * belonging to a set that is released in a given month (later sets from the release table).
 */
import { ARMOIRE_PRICE } from "../constants";
import type { GearItem, GearType, ReleaseDate, StatBonus } from "../types";
import { makeGear } from "./build";

type Piece = [GearType, string, Partial<StatBonus>];

export interface ArmoireSet {
  key: string;
  text: string;
  released: ReleaseDate;
  pieces: Piece[];
}

const set = (key: string, year: number, month: number, pieces: Piece[]): ArmoireSet => ({
  key,
  text: `armoireSet${key.charAt(0).toUpperCase()}${key.slice(1)}`,
  released: { year, month },
  pieces,
});

export const armoireSets: ArmoireSet[] = [
  set("gladiatorSet", 2015, 1, [["weapon", "basicCrossbow", { str: 5, per: 5, con: 5 }], ["armor", "gladiatorArmor", { str: 7, per: 7 }], ["head", "gladiatorHelm", { int: 7 }], ["shield", "gladiatorShield", { con: 5, str: 5 }]]),
  set("rancherSet", 2015, 3, [["weapon", "lunarSceptre", { con: 9, int: 9 }], ["armor", "rancherRobes", { str: 5, per: 5, int: 5 }], ["head", "rancherHat", { str: 5, per: 5, int: 5 }]]),
  set("goldenTogaSet", 2015, 5, [["armor", "goldenToga", { str: 8, con: 8 }], ["head", "goldenLaurels", { per: 8, con: 8 }]]),
  set("hornedIronSet", 2015, 8, [["weapon", "ironCrook", { str: 7, per: 7 }], ["armor", "hornedIronArmor", { con: 9, per: 7 }], ["head", "hornedIronHelm", { con: 9, str: 7 }]]),
  set("plagueDoctorSet", 2015, 10, [["armor", "plagueDoctorOvercoat", { int: 6, str: 5, con: 6 }], ["head", "plagueDoctorHat", { str: 5, int: 5, con: 6 }]]),
  set("shepherdSet", 2016, 1, [["weapon", "shepherdsCrook", { con: 9 }], ["armor", "shepherdRobes", { str: 9, per: 9 }], ["head", "shepherdHeaddress", { int: 9 }]]),
  set("royalSet", 2016, 3, [["weapon", "royalScepter", { int: 10 }], ["armor", "royalRobes", { con: 5, per: 5, int: 5 }], ["head", "royalCrown", { str: 10 }]]),
  set("crystalCrescentSet", 2016, 6, [["weapon", "crystalCrescentStaff", { int: 7, con: 7 }], ["armor", "crystalCrescentRobes", { per: 7, con: 7 }], ["head", "crystalCrescentHat", { int: 7, per: 7 }]]),
  set("dragonTamerSet", 2016, 9, [["armor", "dragonTamerArmor", { con: 15 }], ["head", "dragonTamerHelm", { int: 15 }], ["shield", "dragonTamerShield", { per: 15 }]]),
  set("barristerSet", 2017, 1, [["armor", "barristerRobes", { con: 10 }], ["head", "barristerWig", { str: 10 }]]),
  set("jesterSet", 2017, 4, [["weapon", "jesterBaton", { int: 8, per: 8 }], ["armor", "jesterCostume", { per: 15 }], ["head", "jesterCap", { per: 15 }]]),
  set("minerSet", 2017, 7, [["weapon", "miningPickax", { per: 15 }], ["armor", "minerOveralls", { con: 10 }], ["head", "minerHelmet", { int: 10 }]]),
  set("basicArcherSet", 2017, 10, [["weapon", "basicLongbow", { str: 6 }], ["armor", "basicArcherArmor", { per: 12 }], ["head", "basicArcherCap", { per: 6 }]]),
  set("graduateSet", 2018, 5, [["weapon", "graduateScroll", { int: 7 }], ["armor", "graduateRobe", { int: 10 }], ["head", "graduateCap", { int: 9 }]]),
  set("lunarArmorSet", 2018, 8, [["armor", "lunarArmor", { str: 7, int: 7 }], ["head", "lunarCrown", { con: 7, per: 7 }], ["shield", "lunarShield", { str: 7, int: 7 }]]),
  set("gardenerSet", 2019, 3, [["weapon", "wateringCan", { con: 10 }], ["armor", "gardenerOveralls", { con: 6, per: 6 }], ["head", "gardenersSunHat", { per: 8 }]]),
  set("falconerSet", 2019, 6, [["armor", "falconerArmor", { con: 10 }], ["head", "falconerHood", { per: 10 }], ["shield", "falconerGlove", { str: 10 }]]),
  set("vikingSet", 2019, 9, [["weapon", "vikingAxe", { str: 12 }], ["armor", "vikingTunic", { con: 6, str: 6 }], ["head", "vikingHelm", { str: 6, per: 6 }]]),
  set("swanDancerSet", 2020, 2, [["armor", "swanDancerTutu", { int: 7, str: 7 }], ["head", "swanFeatherCrown", { int: 8 }], ["shield", "swanFeatherFan", { str: 8 }]]),
  set("pirateSet", 2020, 7, [["weapon", "pirateCutlass", { str: 9 }], ["armor", "pirateOutfit", { con: 9 }], ["head", "pirateTricorn", { per: 9 }]]),
  set("hoofSet", 2021, 1, [["weapon", "hoofBoots", { str: 8, con: 8 }], ["head", "hoofHornedHelm", { per: 8 }]]),
  set("ramFleeceSet", 2021, 4, [["armor", "ramFleeceRobes", { con: 9, str: 9 }], ["head", "ramHeaddress", { per: 12 }]]),
  set("birdOfParadiseSet", 2021, 9, [["armor", "birdOfParadiseDress", { per: 10 }], ["head", "birdOfParadiseHat", { int: 10 }]]),
  set("fancyPirateSet", 2022, 2, [["armor", "fancyPirateTunic", { per: 9 }], ["head", "fancyPirateHat", { str: 9 }], ["shield", "pirateFlag", { con: 9 }]]),
  set("musicianSet", 2022, 6, [["weapon", "lute", { per: 10 }], ["armor", "musicianOutfit", { int: 8 }], ["head", "musicianBeret", { con: 8 }]]),
  set("shootingStarSet", 2022, 10, [["weapon", "shootingStarSpell", { int: 12 }], ["armor", "shootingStarCostume", { con: 12 }], ["head", "shootingStarCrown", { per: 12 }]]),
  set("jewelersSet", 2023, 3, [["weapon", "jewelersPliers", { per: 10 }], ["armor", "jewelersApron", { int: 10 }], ["eyewear", "jewelersEyeLoupe", { con: 10 }]]),
  set("blueMoonSet", 2023, 7, [["weapon", "blueMoonSai", { str: 10 }], ["armor", "blueMoonShozoku", { con: 10 }], ["head", "blueMoonHelm", { per: 10 }], ["shield", "blueMoonSai", { str: 10 }]]),
  // Sets released on the newer monthly schedule (limited releases 2023-10 to 2025-11).
  set("somethingSpooky", 2023, 10, [["armor", "somethingSpookyCostume", { con: 12 }], ["head", "somethingSpookyMask", { int: 12 }]]),
  set("cookingImplementsTwo", 2023, 11, [["weapon", "rollingPin", { str: 12 }], ["shield", "mixingBowl", { con: 12 }]]),
  set("greenTrapper", 2023, 12, [["armor", "greenTrapperCoat", { con: 12 }], ["head", "greenTrapperHat", { per: 12 }]]),
  set("schoolUniform", 2024, 1, [["armor", "schoolUniformSkirt", { int: 10 }], ["head", "schoolUniformCap", { per: 10 }]]),
  set("whiteLoungeWear", 2024, 2, [["armor", "whiteLoungeWear", { con: 12 }], ["head", "whiteLoungeCap", { int: 12 }]]),
  set("hatterSet", 2024, 3, [["armor", "hatterCoat", { int: 12 }], ["head", "hatterTopHat", { per: 12 }]]),
  set("optimistSet", 2024, 4, [["armor", "optimistSuit", { con: 12 }], ["head", "optimistHat", { str: 12 }]]),
  set("pottersSet", 2024, 5, [["weapon", "pottersWheel", { int: 12 }], ["armor", "pottersApron", { con: 12 }]]),
  set("beachsideSet", 2024, 6, [["armor", "beachsideRobe", { per: 12 }], ["head", "beachsideHat", { con: 12 }]]),
  set("corsairSet", 2024, 7, [["weapon", "corsairBlade", { str: 12 }], ["armor", "corsairCoat", { per: 12 }]]),
  set("dragonKnightSet", 2024, 8, [["armor", "dragonKnightArmor", { con: 13 }], ["head", "dragonKnightHelm", { str: 13 }], ["shield", "dragonKnightShield", { per: 13 }]]),
  set("funnyFoolSet", 2024, 9, [["armor", "funnyFoolCostume", { per: 12 }], ["head", "funnyFoolCap", { int: 12 }]]),
  set("frightNightSet", 2024, 10, [["armor", "frightNightCloak", { con: 12 }], ["head", "frightNightHood", { per: 12 }]]),
  set("stormKnightSet", 2024, 11, [["armor", "stormKnightArmor", { str: 13 }], ["head", "stormKnightHelm", { con: 13 }]]),
  set("festiveHelperSet", 2024, 12, [["armor", "festiveHelperOveralls", { con: 12 }], ["head", "festiveHelperHat", { int: 12 }]]),
  set("snowyTrapperSet", 2025, 1, [["armor", "snowyTrapperCoat", { con: 12 }], ["head", "snowyTrapperHat", { per: 12 }]]),
  set("cozyCottageSet", 2025, 2, [["armor", "cozyCottageSweater", { con: 12 }], ["shield", "cozyCottageMug", { int: 12 }]]),
  set("mapmakerSet", 2025, 3, [["weapon", "mapmakerQuill", { int: 12 }], ["armor", "mapmakerCoat", { per: 12 }]]),
  set("blossomSet", 2025, 4, [["armor", "blossomGown", { con: 12 }], ["head", "blossomWreath", { per: 12 }]]),
  set("meadowSet", 2025, 5, [["weapon", "meadowScythe", { str: 12 }], ["head", "meadowStrawHat", { con: 12 }]]),
  set("tidepoolSet", 2025, 6, [["armor", "tidepoolWaders", { con: 12 }], ["shield", "tidepoolNet", { per: 12 }]]),
  set("glassblowerSet", 2025, 7, [["weapon", "glassblowerPipe", { int: 12 }], ["armor", "glassblowerApron", { con: 12 }]]),
  set("stargazerSet", 2025, 8, [["armor", "stargazerRobe", { int: 12 }], ["eyewear", "stargazerSpyglass", { per: 12 }]]),
  set("harvesterSet", 2025, 9, [["weapon", "harvesterSickle", { str: 12 }], ["head", "harvesterHat", { con: 12 }]]),
  set("lanternSet", 2025, 10, [["weapon", "lanternStaff", { per: 12 }], ["armor", "lanternCloak", { int: 12 }]]),
  set("quillSet", 2025, 11, [["weapon", "quillPen", { int: 12 }], ["armor", "quillScribeRobe", { per: 12 }]]),
];

export const armoireGear: GearItem[] = armoireSets.flatMap((armoireSet) =>
  armoireSet.pieces.map(([type, index, stats]) =>
    makeGear(type, "armoire", index, { ...stats, value: ARMOIRE_PRICE, set: armoireSet.key, canOwn: [{ flag: "ownsItem" }], released: armoireSet.released }),
  ),
);
