/**
 * Enchanted Armoire gear: 100 gold a pull, owned through a per-item flag. Most pieces belong to
 * a set; sets of the monthly schedule (from October 2023) appear on day 7 of their release
 * month. Keys, sets, bonuses and dates are the public game's
 * (website/common/script/content/gear/sets/armoire.js, constants/releaseDates.js).
 */
import { ARMOIRE_PRICE } from "../constants";
import type { GearItem, GearType, ReleaseDate, StatBonus } from "../types";
import { makeGear } from "./build";

type Piece = [GearType, string, Partial<StatBonus>, true?];

export interface ArmoireSet {
  key: string;
  text: string;
  /** Sets of the monthly schedule only: the first moment their pieces may appear. */
  released?: ReleaseDate;
  pieces: Piece[];
}

/** Day of the month on which a scheduled armoire set appears. */
export const ARMOIRE_RELEASE_DAY = 7;

/** [set, [year, month] of a scheduled release or null, pieces: [slot, index, bonuses, two-handed]] */
const SETS: [string, [number, number] | null, Piece[]][] = [
  [
    "soothing",
    null,
    [
      ["weapon", "lunarSceptre", { int: 7, con: 7 }],
      ["armor", "lunarArmor", { str: 7, int: 7 }],
      ["head", "lunarCrown", { per: 7, con: 7 }],
    ],
  ],
  [
    "rancher",
    null,
    [
      ["weapon", "rancherLasso", { str: 5, int: 5, per: 5 }, true],
      ["armor", "rancherRobes", { str: 5, int: 5, per: 5 }],
      ["head", "rancherHat", { str: 5, int: 5, per: 5 }],
    ],
  ],
  [
    "goldenToga",
    null,
    [
      ["weapon", "mythmakerSword", { str: 6, per: 6 }],
      ["armor", "goldenToga", { str: 8, con: 8 }],
      ["head", "goldenLaurels", { per: 8, con: 8 }],
    ],
  ],
  [
    "hornedIron",
    null,
    [
      ["weapon", "ironCrook", { str: 7, per: 7 }],
      ["armor", "hornedIronArmor", { per: 7, con: 9 }],
      ["head", "hornedIronHelm", { str: 7, con: 9 }],
    ],
  ],
  [
    "shepherd",
    null,
    [
      ["weapon", "shepherdsCrook", { con: 9 }],
      ["armor", "shepherdRobes", { str: 9, per: 9 }],
      ["head", "shepherdHeaddress", { int: 9 }],
    ],
  ],
  [
    "crystalCrescent",
    null,
    [
      ["weapon", "crystalCrescentStaff", { str: 7, int: 7 }],
      ["armor", "crystalCrescentRobes", { per: 7, con: 7 }],
      ["head", "crystalCrescentHat", { int: 7, per: 7 }],
    ],
  ],
  [
    "blueArcher",
    null,
    [
      ["weapon", "blueLongbow", { str: 7, per: 9, con: 8 }, true],
      ["armor", "ironBlueArcherArmor", { str: 12 }],
      ["head", "ironBlueArcherHelm", { con: 9 }],
    ],
  ],
  [
    "barrister",
    null,
    [
      ["weapon", "barristerGavel", { str: 5, con: 5 }],
      ["armor", "barristerRobes", { con: 10 }],
      ["head", "barristerWig", { str: 10 }],
    ],
  ],
  [
    "jester",
    null,
    [
      ["weapon", "jesterBaton", { int: 8, per: 8 }],
      ["armor", "jesterCostume", { int: 15 }],
      ["head", "jesterCap", { per: 15 }],
    ],
  ],
  [
    "miner",
    null,
    [
      ["weapon", "miningPickax", { per: 15 }],
      ["armor", "minerOveralls", { con: 10 }],
      ["head", "minerHelmet", { int: 5 }],
    ],
  ],
  [
    "basicArcher",
    null,
    [
      ["weapon", "basicLongbow", { str: 6 }, true],
      ["armor", "basicArcherArmor", { per: 12 }],
      ["head", "basicArcherCap", { per: 6 }],
    ],
  ],
  [
    "graduate",
    null,
    [
      ["weapon", "habiticanDiploma", { int: 11 }],
      ["armor", "graduateRobe", { int: 10 }],
      ["head", "graduateCap", { int: 9 }],
    ],
  ],
  [
    "seaside",
    null,
    [
      ["weapon", "sandySpade", { str: 10 }],
      ["armor", "stripedSwimsuit", { con: 13 }],
      ["shield", "sandyBucket", { per: 10 }],
    ],
  ],
  [
    "cannoneer",
    null,
    [
      ["weapon", "cannon", { str: 15 }],
      ["armor", "cannoneerRags", { con: 15 }],
      ["head", "cannoneerBandanna", { int: 15, per: 15 }],
    ],
  ],
  [
    "vermilionArcher",
    null,
    [
      ["weapon", "vermilionArcherBow", { str: 15 }, true],
      ["armor", "vermilionArcherArmor", { per: 15 }],
      ["head", "vermilionArcherHelm", { per: 12 }],
    ],
  ],
  [
    "ogre",
    null,
    [
      ["weapon", "ogreClub", { str: 15 }],
      ["armor", "ogreArmor", { con: 15 }],
      ["head", "ogreMask", { str: 7, con: 7 }],
    ],
  ],
  [
    "woodElf",
    null,
    [
      ["weapon", "woodElfStaff", { int: 12 }],
      ["armor", "woodElfArmor", { per: 12 }],
      ["head", "woodElfHelm", { con: 12 }],
    ],
  ],
  [
    "queenOfHearts",
    null,
    [
      ["weapon", "wandOfHearts", { int: 13 }],
      ["armor", "gownOfHearts", { con: 13 }],
      ["head", "crownOfHearts", { str: 13 }],
    ],
  ],
  [
    "festivalAttire",
    null,
    [
      ["weapon", "festivalFirecracker", { per: 8 }],
      ["armor", "greenFestivalYukata", { per: 8, con: 8 }],
      ["shield", "festivalParasol", { con: 8 }],
    ],
  ],
  [
    "merchant",
    null,
    [
      ["weapon", "merchantsDisplayTray", { int: 10 }],
      ["armor", "merchantTunic", { per: 10 }],
      ["head", "merchantChaperon", { int: 7, per: 7 }],
    ],
  ],
  [
    "farrier",
    null,
    [
      ["weapon", "hoofClippers", { str: 6, int: 6, con: 6 }],
      ["armor", "farrierOutfit", { int: 6, per: 6, con: 6 }],
      ["shield", "horseshoe", { str: 6, per: 6, con: 6 }],
    ],
  ],
  [
    "weaver",
    null,
    [
      ["weapon", "weaversComb", { str: 9, per: 8 }],
      ["armor", "wovenRobes", { int: 9, con: 8 }],
      ["shield", "weaversShuttle", { int: 8, per: 9 }],
    ],
  ],
  [
    "lamplighter",
    null,
    [
      ["weapon", "lamplighter", { per: 6, con: 8 }],
      ["armor", "lamplightersGreatcoat", { per: 14 }],
      ["head", "lamplightersTopHat", { con: 14 }],
      ["body", "cozyScarf", { per: 5, con: 5 }],
    ],
  ],
  [
    "coachDriver",
    null,
    [
      ["weapon", "coachDriversWhip", { str: 6, int: 8 }],
      ["armor", "coachDriverLivery", { str: 12 }],
      ["head", "coachDriversHat", { int: 12 }],
    ],
  ],
  [
    "kingOfDiamonds",
    null,
    [
      ["weapon", "scepterOfDiamonds", { str: 13 }],
      ["armor", "robeOfDiamonds", { per: 13 }],
      ["head", "crownOfDiamonds", { int: 13 }],
      ["shield", "shieldOfDiamonds", { con: 10 }],
    ],
  ],
  [
    "fluttery",
    null,
    [
      ["weapon", "flutteryArmy", { str: 5, int: 5, con: 5 }],
      ["armor", "flutteryFrock", { str: 5, per: 5, con: 5 }],
      ["head", "flutteryWig", { str: 5, int: 5, per: 5 }],
      ["shield", "flutteryFan", { int: 5, per: 5, con: 5 }],
    ],
  ],
  [
    "cobbler",
    null,
    [
      ["weapon", "cobblersHammer", { str: 7, con: 7 }],
      ["armor", "cobblersCoveralls", { str: 7, per: 7 }],
      ["shield", "fancyShoe", { int: 7, per: 7 }],
    ],
  ],
  [
    "glassblower",
    null,
    [
      ["weapon", "glassblowersBlowpipe", { str: 6 }],
      ["armor", "glassblowersCoveralls", { con: 8 }],
      ["head", "glassblowersHat", { per: 8 }],
      ["shield", "fancyBlownGlassVase", { int: 6 }],
    ],
  ],
  [
    "piraticalPrincess",
    null,
    [
      ["weapon", "poisonedGoblet", { int: 7 }],
      ["armor", "piraticalPrincessGown", { per: 7 }],
      ["head", "piraticalPrincessHeaddress", { int: 8, per: 8 }],
      ["shield", "piraticalSkullShield", { int: 4, per: 4 }],
    ],
  ],
  [
    "jeweledArcher",
    null,
    [
      ["weapon", "jeweledArcherBow", { int: 15 }, true],
      ["armor", "jeweledArcherArmor", { con: 15 }],
      ["head", "jeweledArcherHelm", { int: 15 }],
    ],
  ],
  [
    "bookbinder",
    null,
    [
      ["weapon", "needleOfBookbinding", { str: 8 }],
      ["armor", "coverallsOfBookbinding", { per: 5, con: 10 }],
      ["shield", "unfinishedTome", { int: 10 }],
      ["headAccessory", "gogglesOfBookbinding", { per: 8 }],
    ],
  ],
  [
    "aceOfSpades",
    null,
    [
      ["weapon", "spearOfSpades", { con: 13 }],
      ["armor", "robeOfSpades", { str: 13 }],
      ["head", "veilOfSpades", { per: 13 }],
    ],
  ],
  [
    "scribe",
    null,
    [
      ["weapon", "arcaneScroll", { int: 9 }],
      ["armor", "scribesRobe", { int: 7, per: 7 }],
      ["shield", "mightyQuill", { per: 9 }],
    ],
  ],
  [
    "chef",
    null,
    [
      ["weapon", "chefsSpoon", { int: 8 }],
      ["armor", "chefsJacket", { int: 10 }],
      ["head", "toqueBlanche", { per: 10 }],
      ["shield", "mightyPizza", { per: 8 }],
    ],
  ],
  [
    "vernalVestments",
    null,
    [
      ["weapon", "vernalTaper", { con: 8 }],
      ["armor", "vernalVestment", { str: 6, int: 6 }],
      ["head", "vernalHennin", { per: 12 }],
    ],
  ],
  [
    "nephrite",
    null,
    [
      ["weapon", "nephriteBow", { str: 6, int: 7 }, true],
      ["armor", "nephriteArmor", { str: 7, per: 6 }],
      ["head", "nephriteHelm", { int: 6, per: 7 }],
    ],
  ],
  [
    "boating",
    null,
    [
      ["weapon", "bambooCane", { int: 6, per: 6, con: 6 }],
      ["armor", "boatingJacket", { str: 6, int: 6, per: 6 }],
      ["head", "boaterHat", { str: 6, per: 6, con: 6 }],
    ],
  ],
  [
    "astronomer",
    null,
    [
      ["weapon", "astronomersTelescope", { per: 10 }],
      ["armor", "astronomersRobe", { per: 8, con: 8 }],
      ["head", "astronomersHat", { con: 10 }],
    ],
  ],
  [
    "detective",
    null,
    [
      ["weapon", "magnifyingGlass", { per: 7 }],
      ["armor", "invernessCape", { int: 7, per: 7 }],
      ["head", "deerstalkerCap", { int: 14 }],
      ["shield", "trustyUmbrella", { int: 7 }],
    ],
  ],
  [
    "shadowMaster",
    null,
    [
      ["weapon", "shadowMastersMace", { per: 12 }],
      ["armor", "shadowMastersRobe", { con: 12 }],
      ["head", "shadowMastersHood", { per: 5, con: 5 }],
      ["shield", "masteredShadow", { per: 5, con: 5 }],
    ],
  ],
  [
    "alchemist",
    null,
    [
      ["weapon", "alchemistsDistiller", { str: 8, int: 5 }],
      ["armor", "alchemistsRobe", { per: 5, con: 8 }],
      ["head", "alchemistsHat", { per: 7 }],
      ["shield", "alchemistsScale", { int: 7 }],
    ],
  ],
  [
    "birthday",
    null,
    [
      ["weapon", "happyBanner", { per: 7 }],
      ["armor", "layerCakeArmor", { con: 13 }],
      ["head", "frostedHelm", { int: 13 }],
      ["shield", "birthdayBanner", { str: 7 }],
    ],
  ],
  [
    "matchMaker",
    null,
    [
      ["weapon", "livelyMatch", { str: 15 }],
      ["armor", "matchMakersApron", { str: 7, int: 7, con: 7 }],
      ["head", "matchMakersBeret", { con: 15 }],
      ["shield", "perfectMatch", { per: 15 }],
    ],
  ],
  [
    "baseball",
    null,
    [
      ["weapon", "baseballBat", { con: 9 }],
      ["armor", "baseballUniform", { str: 10, con: 10 }],
      ["head", "baseballCap", { str: 8, con: 8 }],
      ["shield", "baseballGlove", { str: 9 }],
    ],
  ],
  [
    "paperKnight",
    null,
    [
      ["weapon", "paperCutter", { str: 9 }],
      ["armor", "boxArmor", { per: 5, con: 5 }],
      ["shield", "hobbyHorse", { per: 4, con: 4 }],
    ],
  ],
  [
    "fiddler",
    null,
    [
      ["weapon", "fiddlersBow", { str: 6 }],
      ["armor", "fiddlersCoat", { con: 6 }],
      ["head", "fiddlersCap", { per: 6 }],
      ["shield", "fiddle", { int: 6 }],
    ],
  ],
  [
    "lifeguard",
    null,
    [
      ["weapon", "beachFlag", { per: 12 }],
      ["shield", "lifeBuoy", { con: 12 }],
      ["body", "lifeguardWhistle", { int: 12 }],
    ],
  ],
  [
    "pirate",
    null,
    [
      ["weapon", "handyHook", { str: 8 }],
      ["armor", "pirateOutfit", { int: 4, con: 4 }],
      ["shield", "piratesCompanion", { per: 8 }],
    ],
  ],
  [
    "grazerGuardian",
    null,
    [
      ["weapon", "guardiansCrook", { str: 10 }],
      ["armor", "guardiansGown", { int: 7 }],
      ["head", "guardiansBonnet", { con: 8 }],
    ],
  ],
  [
    "autumnEnchanter",
    null,
    [
      ["weapon", "enchantersStaff", { per: 12 }],
      ["armor", "autumnEnchantersCloak", { int: 12 }],
      ["head", "hornsOfAutumn", { str: 12 }],
      ["shield", "darkAutumnFlame", { con: 12 }],
    ],
  ],
  [
    "jackOfClubs",
    null,
    [
      ["weapon", "clubOfClubs", { str: 10 }],
      ["armor", "doubletOfClubs", { con: 10 }],
      ["head", "capOfClubs", { int: 10 }],
    ],
  ],
  [
    "dressingGown",
    null,
    [
      ["weapon", "eveningTea", { int: 12 }],
      ["armor", "dressingGown", { con: 12 }],
      ["head", "nightcap", { per: 12 }],
    ],
  ],
  [
    "blueMoon",
    null,
    [
      ["weapon", "blueMoonSai", { str: 8 }],
      ["armor", "blueMoonShozoku", { con: 8 }],
      ["head", "blueMoonHelm", { int: 8 }],
      ["shield", "blueMoonSai", { per: 8 }],
    ],
  ],
  [
    "jadeWarrior",
    null,
    [
      ["weapon", "jadeGlaive", { str: 10 }],
      ["armor", "jadeArmor", { per: 8 }],
      ["head", "jadeHelm", { con: 8 }],
    ],
  ],
  [
    "medievalLaunderers",
    null,
    [
      ["weapon", "medievalWashboard", { str: 6 }],
      ["armor", "medievalLaundryOutfit", { con: 6 }],
      ["armor", "medievalLaundryDress", { con: 6 }],
      ["head", "medievalLaundryCap", { int: 6 }],
      ["head", "medievalLaundryHat", { int: 6 }],
      ["shield", "medievalLaundry", { per: 6 }],
    ],
  ],
  [
    "bath",
    null,
    [
      ["weapon", "buoyantBubbles", { per: 5 }],
      ["armor", "bathtub", { con: 8 }],
      ["head", "rubberDucky", { int: 10 }],
      ["shield", "bouncyBubbles", { str: 5 }],
    ],
  ],
  [
    "herald",
    null,
    [
      ["weapon", "heraldsBuisine", { str: 6 }],
      ["armor", "heraldsTunic", { con: 6 }],
      ["head", "heraldsCap", { int: 6 }],
      ["shield", "heraldsMessageScroll", { per: 6 }],
    ],
  ],
  [
    "hatchingPotions",
    null,
    [
      ["weapon", "potionBase", { str: 3, int: 3, per: 3, con: 3 }],
      ["weapon", "potionBlue", { int: 4, con: 8 }],
      ["weapon", "potionDesert", { str: 4, con: 8 }],
      ["weapon", "potionGolden", { str: 6, int: 6 }],
      ["weapon", "potionPink", { int: 4, con: 8 }],
      ["weapon", "potionRed", { str: 6, con: 6 }],
      ["weapon", "potionShade", { int: 9, per: 3 }],
      ["weapon", "potionSkeleton", { str: 9, int: 3 }],
      ["weapon", "potionWhite", { per: 7, con: 5 }],
      ["weapon", "potionZombie", { per: 8, con: 4 }],
    ],
  ],
  [
    "regal",
    null,
    [
      ["weapon", "regalSceptre", { per: 7 }],
      ["head", "regalCrown", { int: 7 }],
    ],
  ],
  [
    "shootingStar",
    null,
    [
      ["weapon", "shootingStarSpell", { str: 5, int: 5 }, true],
      ["armor", "shootingStarCostume", { con: 10 }],
      ["head", "shootingStarCrown", { per: 10 }],
    ],
  ],
  [
    "gardenerSet",
    null,
    [
      ["weapon", "gardenersWateringCan", { int: 8 }],
      ["armor", "gardenersOveralls", { con: 7 }],
      ["head", "gardenersSunHat", { per: 7 }],
      ["shield", "gardenersSpade", { str: 8 }],
    ],
  ],
  [
    "musicalInstrumentOne",
    null,
    [
      ["weapon", "huntingHorn", { str: 5, int: 6 }],
      ["shield", "spanishGuitar", { int: 6, per: 5 }],
      ["shield", "snareDrum", { int: 6, con: 5 }],
    ],
  ],
  [
    "kite",
    null,
    [
      ["weapon", "blueKite", { str: 3, int: 3, per: 3, con: 3 }],
      ["weapon", "greenKite", { str: 3, int: 3, per: 3, con: 3 }],
      ["weapon", "orangeKite", { str: 3, int: 3, per: 3, con: 3 }],
      ["weapon", "pinkKite", { str: 3, int: 3, per: 3, con: 3 }],
      ["weapon", "yellowKite", { str: 3, int: 3, per: 3, con: 3 }],
    ],
  ],
  [
    "cleaningSupplies",
    null,
    [
      ["weapon", "pushBroom", { str: 4, int: 4 }],
      ["weapon", "featherDuster", { per: 4, con: 4 }],
      ["shield", "dustpan", { int: 4, con: 4 }],
    ],
  ],
  [
    "cookingImplements",
    null,
    [
      ["weapon", "magicSpatula", { per: 8 }],
      ["shield", "bubblingCauldron", { con: 8 }],
    ],
  ],
  [
    "jewelers",
    null,
    [
      ["weapon", "finelyCutGem", { con: 10 }],
      ["armor", "jewelersApron", { int: 10 }],
      ["shield", "jewelersPliers", { str: 10 }],
      ["eyewear", "jewelersEyeLoupe", { per: 10 }],
    ],
  ],
  [
    "painters",
    null,
    [
      ["weapon", "paintbrush", { int: 8 }],
      ["armor", "paintersApron", { con: 10 }],
      ["head", "paintersBeret", { per: 9 }],
      ["shield", "paintersPalette", { str: 7 }],
    ],
  ],
  [
    "cleaningSuppliesTwo",
    null,
    [
      ["weapon", "mop", { per: 4, con: 4 }],
      ["weapon", "cleaningCloth", { str: 4, con: 4 }],
      ["shield", "bucket", { str: 4, int: 4 }],
    ],
  ],
  [
    "somethingSpooky",
    [2023, 10],
    [
      ["weapon", "ridingBroom", { str: 5, int: 3 }],
      ["head", "blackSpookySorceryHat", { int: 5, con: 3 }],
      ["head", "purpleSpookySorceryHat", { per: 5, con: 3 }],
    ],
  ],
  [
    "cookingImplementsTwo",
    [2023, 11],
    [
      ["weapon", "rollingPin", { str: 10 }],
      ["shield", "saucepan", { per: 10 }],
    ],
  ],
  [
    "schoolUniform",
    [2024, 1],
    [
      ["weapon", "scholarlyTextbooks", { int: 10 }],
      ["armor", "schoolUniformSkirt", { int: 5 }],
      ["armor", "schoolUniformPants", { int: 5 }],
      ["shield", "trustyPencil", { int: 10 }],
    ],
  ],
  [
    "hatterSet",
    [2024, 3],
    [
      ["weapon", "hattersShears", { str: 10 }],
      ["armor", "hattersSuit", { con: 9 }],
      ["head", "hattersTopHat", { per: 10 }],
      ["shield", "hattersPocketWatch", { int: 9 }],
    ],
  ],
  [
    "optimistSet",
    [2024, 4],
    [
      ["weapon", "optimistsClover", { str: 4, con: 4 }],
      ["armor", "smileyShirt", { int: 4, per: 4 }],
      ["shield", "happyThoughts", { str: 4, int: 4, per: 4, con: 4 }],
      ["eyewear", "roseColoredGlasses", { per: 8 }],
    ],
  ],
  [
    "pottersSet",
    [2024, 5],
    [
      ["weapon", "pottersWheel", { per: 8 }],
      ["armor", "pottersApron", { str: 8 }],
      ["head", "pottersBandana", { int: 8 }],
      ["shield", "thrownVessel", { con: 8 }],
    ],
  ],
  [
    "beachsideSet",
    [2024, 6],
    [
      ["weapon", "shadyBeachUmbrella", { per: 12 }],
      ["armor", "yellowStripedSwimsuit", { con: 13 }],
      ["armor", "blueStripedSwimsuit", { con: 13 }],
      ["shield", "buoyantBeachBall", { str: 12 }],
    ],
  ],
  [
    "corsairSet",
    [2024, 7],
    [
      ["weapon", "corsairsBlade", { str: 7 }],
      ["armor", "corsairsCoatAndCape", { con: 14 }],
      ["head", "corsairsBandana", { int: 7 }],
    ],
  ],
  [
    "dragonKnightSet",
    [2024, 8],
    [
      ["weapon", "dragonKnightsLance", { con: 8 }],
      ["armor", "dragonKnightsArmor", { str: 8 }],
      ["head", "dragonKnightsHelm", { int: 8 }],
    ],
  ],
  [
    "funnyFoolSet",
    [2024, 9],
    [
      ["weapon", "funnyFoolBaton", { str: 15, con: 15 }],
      ["armor", "funnyFoolCostume", { str: 15 }],
      ["head", "funnyFoolCap", { con: 15 }],
    ],
  ],
  [
    "frightNightSet",
    [2024, 10],
    [
      ["weapon", "spookyCandyBucket", { int: 10 }],
      ["shield", "safetyFlashlight", { con: 10 }],
    ],
  ],
  [
    "stormKnightSet",
    [2024, 11],
    [
      ["weapon", "stormKnightAxe", { str: 11 }],
      ["armor", "stormKnightArmor", { per: 11 }],
      ["head", "stormKnightHelm", { con: 11 }],
    ],
  ],
  [
    "gildedKnightSet",
    [2025, 5],
    [
      ["weapon", "gildedKnightsSpear", { str: 11 }],
      ["armor", "gildedKnightsPlate", { per: 11 }],
      ["head", "gildedKnightsHelm", { con: 11 }],
    ],
  ],
  [
    "beekeepersSet",
    [2025, 6],
    [
      ["weapon", "beekeepersSmoker", { int: 12 }],
      ["armor", "beekeepersSuit", { con: 12 }],
      ["head", "beekeepersHat", { per: 12 }],
      ["shield", "beekeepersHive", { str: 12 }],
    ],
  ],
  [
    "blacksmith",
    [2025, 11],
    [
      ["weapon", "blacksmithsHammer", { str: 11 }],
      ["armor", "blacksmithsApron", { con: 11 }],
      ["head", "blacksmithsGoggles", { per: 11 }],
    ],
  ],
  [
    "gladiator",
    null,
    [
      ["armor", "gladiatorArmor", { str: 7, per: 7 }],
      ["head", "gladiatorHelm", { int: 7, per: 7 }],
      ["shield", "gladiatorShield", { str: 5, con: 5 }],
    ],
  ],
  [
    "plagueDoctor",
    null,
    [
      ["armor", "plagueDoctorOvercoat", { str: 5, int: 6, con: 6 }],
      ["head", "plagueDoctorHat", { str: 6, int: 5, con: 5 }],
      ["eyewear", "plagueDoctorMask", { int: 5, con: 5 }],
    ],
  ],
  [
    "royal",
    null,
    [
      ["armor", "royalRobes", { int: 5, per: 5, con: 5 }],
      ["head", "royalCrown", { str: 10 }],
      ["shield", "royalCane", { int: 5, per: 5, con: 5 }],
    ],
  ],
  [
    "dragonTamer",
    null,
    [
      ["armor", "dragonTamerArmor", { con: 15 }],
      ["head", "dragonTamerHelm", { int: 15 }],
      ["shield", "dragonTamerShield", { per: 15 }],
    ],
  ],
  [
    "falconer",
    null,
    [
      ["armor", "falconerArmor", { con: 10 }],
      ["head", "falconerCap", { int: 10 }],
      ["shield", "perchingFalcon", { str: 16 }],
    ],
  ],
  [
    "redHairbow",
    null,
    [
      ["armor", "redPartyDress", { str: 7, int: 7, con: 7 }],
      ["head", "redHairbow", { str: 5, int: 5, con: 5 }],
    ],
  ],
  [
    "ramBarbarian",
    null,
    [
      ["armor", "ramFleeceRobes", { str: 7, con: 9 }],
      ["head", "ramHeaddress", { per: 7, con: 9 }],
      ["shield", "ramHornShield", { str: 7, con: 7 }],
    ],
  ],
  [
    "mushroomDruid",
    null,
    [
      ["armor", "mushroomDruidArmor", { per: 8, con: 7 }],
      ["head", "mushroomDruidCap", { str: 7, int: 6 }],
      ["shield", "mushroomDruidShield", { str: 8, con: 9 }],
    ],
  ],
  [
    "viking",
    null,
    [
      ["armor", "vikingTunic", { str: 8, con: 6 }],
      ["head", "vikingHelm", { str: 6, per: 8 }],
      ["shield", "vikingShield", { int: 8, per: 6 }],
    ],
  ],
  [
    "swanDancer",
    null,
    [
      ["armor", "swanDancerTutu", { str: 8, int: 8 }],
      ["head", "swanFeatherCrown", { int: 8 }],
      ["shield", "swanFeatherFan", { str: 8 }],
    ],
  ],
  [
    "yellowHairbow",
    null,
    [
      ["armor", "yellowPartyDress", { str: 7, int: 7, per: 7 }],
      ["head", "yellowHairbow", { str: 5, int: 5, per: 5 }],
    ],
  ],
  [
    "antiProcrastination",
    null,
    [
      ["armor", "antiProcrastinationArmor", { str: 15 }],
      ["head", "antiProcrastinationHelm", { per: 15 }],
      ["shield", "antiProcrastinationShield", { con: 15 }],
    ],
  ],
  [
    "candlestickMaker",
    null,
    [
      ["armor", "candlestickMakerOutfit", { con: 12 }],
      ["head", "candlestickMakerHat", { int: 6, per: 6 }],
      ["shield", "handmadeCandlestick", { str: 12 }],
    ],
  ],
  [
    "blueHairbow",
    null,
    [
      ["armor", "bluePartyDress", { str: 7, per: 7, con: 7 }],
      ["head", "blueHairbow", { int: 5, per: 5, con: 5 }],
    ],
  ],
  [
    "blueLoungewear",
    null,
    [
      ["armor", "softBlueSuit", { int: 10, per: 5 }],
      ["head", "blueFloppyHat", { int: 7, per: 7, con: 7 }],
      ["shield", "softBluePillow", { con: 10 }],
    ],
  ],
  [
    "greenLoungewear",
    null,
    [
      ["armor", "softGreenSuit", { int: 7, con: 7 }],
      ["head", "greenFloppyHat", { int: 8, per: 8, con: 8 }],
      ["shield", "softGreenPillow", { int: 6, con: 8 }],
    ],
  ],
  [
    "redLoungewear",
    null,
    [
      ["armor", "softRedSuit", { str: 5, int: 8 }],
      ["head", "redFloppyHat", { int: 6, per: 6, con: 6 }],
      ["shield", "softRedPillow", { str: 5, con: 5 }],
    ],
  ],
  [
    "duffle",
    null,
    [
      ["armor", "duffleCoat", { per: 7, con: 7 }],
      ["head", "earflapHat", { str: 7, int: 7 }],
    ],
  ],
  [
    "herbalist",
    null,
    [
      ["armor", "heroicHerbalistRobe", { int: 7, con: 7 }],
      ["head", "heroicHerbalistCrispinette", { int: 9 }],
      ["shield", "mortarAndPestle", { con: 9 }],
    ],
  ],
  [
    "pinkLoungewear",
    null,
    [
      ["armor", "softPinkSuit", { per: 12 }],
      ["head", "pinkFloppyHat", { int: 12 }],
      ["shield", "softPinkPillow", { str: 6, con: 6 }],
    ],
  ],
  [
    "clown",
    null,
    [
      ["armor", "clownsMotley", { str: 7 }],
      ["head", "clownsWig", { con: 5 }],
      ["shield", "clownsBalloons", { per: 5 }],
      ["body", "clownsBowtie", { str: 2, int: 2, per: 2, con: 2 }],
    ],
  ],
  [
    "bonnieBagpiper",
    null,
    [
      ["armor", "bagpipersKilt", { con: 6 }],
      ["head", "glengarry", { int: 6 }],
      ["shield", "bagpipes", { str: 6 }],
    ],
  ],
  [
    "blackLoungewear",
    null,
    [
      ["armor", "softBlackSuit", { per: 7, con: 7 }],
      ["head", "blackFloppyHat", { str: 7, per: 7, con: 7 }],
      ["shield", "softBlackPillow", { int: 5, per: 5 }],
    ],
  ],
  [
    "violetLoungewear",
    null,
    [
      ["armor", "softVioletSuit", { str: 7, con: 7 }],
      ["head", "violetFloppyHat", { int: 5, per: 5, con: 5 }],
      ["shield", "softVioletPillow", { int: 10 }],
    ],
  ],
  [
    "strawRaincoat",
    null,
    [
      ["armor", "strawRaincoat", { con: 9 }],
      ["head", "strawRainHat", { per: 9 }],
    ],
  ],
  [
    "fancyPirate",
    null,
    [
      ["armor", "fancyPirateSuit", { int: 4, con: 4 }],
      ["head", "fancyPirateHat", { per: 8 }],
      ["shield", "treasureMap", { str: 4, int: 4 }],
    ],
  ],
  [
    "teaParty",
    null,
    [
      ["armor", "teaGown", { str: 5, int: 5 }],
      ["head", "teaHat", { per: 10 }],
      ["shield", "teaKettle", { con: 10 }],
    ],
  ],
  [
    "oldTimeyBasketball",
    null,
    [
      ["armor", "basketballUniform", { per: 10 }],
      ["shield", "basketball", { str: 5, con: 5 }],
    ],
  ],
  [
    "rainbow",
    null,
    [
      ["armor", "stripedRainbowShirt", { str: 7, int: 7 }],
      ["armor", "diagonalRainbowShirt", { per: 7, con: 7 }],
    ],
  ],
  [
    "admiralsSet",
    null,
    [
      ["armor", "admiralsUniform", { str: 7, con: 7 }],
      ["head", "admiralsBicorne", { int: 7, per: 7 }],
    ],
  ],
  [
    "karateSet",
    null,
    [
      ["armor", "karateGi", { str: 10 }],
      ["body", "karateYellowBelt", { per: 3 }],
      ["body", "karateWhiteBelt", { int: 3 }],
      ["body", "karateRedBelt", { per: 3 }],
      ["body", "karatePurpleBelt", { con: 3 }],
      ["body", "karateOrangeBelt", { con: 3 }],
      ["body", "karateGreenBelt", { str: 3 }],
      ["body", "karateBrownBelt", { str: 3 }],
      ["body", "karateBlueBelt", { con: 3 }],
      ["body", "karateBlackBelt", { int: 3 }],
    ],
  ],
  [
    "greenTrapper",
    [2023, 12],
    [
      ["armor", "greenFluffTrimmedCoat", { str: 8, int: 8 }],
      ["head", "greenTrapperHat", { per: 6, con: 6 }],
    ],
  ],
  [
    "whiteLoungeWear",
    [2024, 2],
    [
      ["armor", "softWhiteSuit", { per: 10, con: 7 }],
      ["head", "whiteFloppyHat", { str: 5, int: 5, con: 5 }],
      ["shield", "softWhitePillow", { int: 6, per: 6 }],
    ],
  ],
  [
    "festiveHelperSet",
    [2024, 12],
    [
      ["armor", "festiveHelperOveralls", { con: 12 }],
      ["head", "festiveHelperHat", { int: 12 }],
    ],
  ],
  [
    "snowyTrapperSet",
    [2025, 1],
    [
      ["armor", "snowyFluffTrimmedCoat", { str: 6, int: 6 }],
      ["head", "snowyTrapperHat", { per: 6, con: 6 }],
    ],
  ],
  [
    "springPetalSet",
    [2025, 3],
    [
      ["armor", "springPetalYukata", { str: 8, con: 8 }],
      ["shield", "springPetalUchiwa", { int: 8, per: 8 }],
    ],
  ],
  [
    "sillyTuxedoSet",
    [2025, 4],
    [
      ["armor", "sillyOrangeTuxedo", { con: 12 }],
      ["head", "sillyOrangeTophat", { str: 6, con: 6 }],
    ],
  ],
  [
    "sillierTuxedoSet",
    [2025, 4],
    [
      ["armor", "sillierBlueTuxedo", { str: 12 }],
      ["head", "sillierBlueTophat", { str: 6, con: 6 }],
    ],
  ],
  [
    "flyFishingSet",
    [2025, 7],
    [
      ["armor", "flyFishingWaders", { str: 7, con: 7 }],
      ["head", "flyFishingHat", { str: 7, per: 7 }],
      ["shield", "flyFishingRod", { str: 7, int: 7 }],
    ],
  ],
  [
    "redWaistcoatSet",
    [2025, 8],
    [
      ["armor", "redWaistcoat", { str: 8, con: 8 }],
      ["head", "redNewsieHat", { int: 8, per: 8 }],
    ],
  ],
  [
    "orangeLoungewear",
    [2025, 9],
    [
      ["armor", "softOrangeSuit", { str: 8, con: 8 }],
      ["head", "floppyOrangeHat", { str: 4, int: 4, per: 4, con: 4 }],
      ["shield", "softOrangePillow", { int: 8, per: 8 }],
    ],
  ],
  [
    "blackHairbow",
    [2025, 10],
    [
      ["armor", "blackPartyDress", { str: 7, int: 7, con: 7 }],
      ["head", "blackHairbow", { str: 5, int: 5, con: 5 }],
    ],
  ],
  [
    "fancyFloralSet",
    [2025, 2],
    [
      ["head", "fancyFloralHat", { int: 14 }],
      ["shield", "fancyFloralFan", { per: 14 }],
    ],
  ],
  [
    "petFood",
    null,
    [
      ["shield", "strawberryFood", { str: 5 }],
      ["shield", "rottenMeatFood", { con: 5 }],
      ["shield", "potatoFood", { per: 5 }],
      ["shield", "pinkCottonCandyFood", { int: 5 }],
      ["shield", "meatFood", { str: 5 }],
      ["shield", "honeyFood", { int: 3, per: 3 }],
      ["shield", "fishFood", { per: 5 }],
      ["shield", "chocolateFood", { int: 5 }],
      ["shield", "blueCottonCandyFood", { con: 5 }],
      ["shield", "milkFood", { str: 3, con: 3 }],
    ],
  ],
];

/** Pieces that belong to no set. */
const LOOSE: Piece[] = [
  ["weapon", "basicCrossbow", { str: 5, per: 5, con: 5 }],
  ["weapon", "goldWingStaff", { str: 4, int: 4, per: 4, con: 4 }],
  ["weapon", "batWand", { int: 10, per: 2 }],
  ["weapon", "glowingSpear", { str: 15 }],
  ["weapon", "forestFungusStaff", { int: 8, per: 9 }],
  ["weapon", "battleAxe", { int: 6, con: 8 }],
  ["weapon", "jugglingBalls", { int: 10 }],
  ["weapon", "slingshot", { str: 10 }],
  ["weapon", "floridFan", { con: 9 }],
  ["weapon", "resplendentRapier", { per: 9 }],
  ["weapon", "skullLantern", { int: 10 }],
  ["weapon", "pinkLongbow", { str: 5, per: 6 }, true],
  ["armor", "sheetGhostCostume", { con: 10 }],
  ["armor", "shawlCollarCoat", { con: 8 }],
  ["head", "blackCat", { int: 9, per: 9 }],
  ["head", "orangeCat", { str: 9, con: 9 }],
  ["head", "bigWig", { str: 10 }],
  ["head", "paperBag", { con: 10 }],
  ["head", "birdsNest", { int: 10 }],
  ["head", "tricornHat", { per: 10 }],
  ["head", "beaniePropellerHat", { str: 3, int: 3, per: 3, con: 3 }],
  ["shield", "midnightShield", { str: 2, con: 10 }],
  ["shield", "mysticLamp", { per: 15 }],
  ["shield", "floralBouquet", { con: 3 }],
  ["shield", "redRose", { per: 10 }],
  ["shield", "goldenBaton", { str: 4, int: 4 }],
  ["shield", "polishedPocketwatch", { int: 9 }],
  ["headAccessory", "comicalArrow", { str: 10 }],
  ["eyewear", "goofyGlasses", { per: 10 }],
  ["eyewear", "clownsNose", { int: 5 }],
  ["eyewear", "tragedyMask", { int: 10 }],
  ["eyewear", "comedyMask", { con: 10 }],
];

export const armoireSets: ArmoireSet[] = SETS.map(([key, release, pieces]) => ({
  key,
  text: `armoireSet${key.charAt(0).toUpperCase()}${key.slice(1)}`,
  ...(release ? { released: { year: release[0], month: release[1], day: ARMOIRE_RELEASE_DAY } } : {}),
  pieces,
}));

const piece = ([type, index, stats, twoHanded]: Piece, set?: ArmoireSet): GearItem =>
  makeGear(type, "armoire", index, {
    ...stats,
    value: ARMOIRE_PRICE,
    set: set?.key,
    twoHanded,
    canOwn: [{ flag: "ownsItem" }],
    released: set?.released,
  });

export const armoireGear: GearItem[] = [
  ...armoireSets.flatMap((set) => set.pieces.map((p) => piece(p, set))),
  ...LOOSE.map((p) => piece(p)),
];
