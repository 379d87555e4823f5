/** Deutsche Namen und Beschreibungen aller Ausrüstungsteile und Ausrüstungssets. */
import { armoireSets, mysterySets } from "../../../data/gear";
import type { GearItem, GearType } from "../../../data/types";
import type { PlayerClass } from "../../../data/constants";
import { lookup, MONTH_NAMES, statLine } from "./words";
import { classLineName, gearMessagesOf } from "../../keys";

const CLASS_LINE_NAMES: Record<PlayerClass, Partial<Record<GearType, string[]>>> = {
  warrior: {
    weapon: ["Übungsschwert", "Stählernes Langschwert", "Holzfälleraxt", "Stachelmorgenstern", "Saphirklinge", "Glut-Zweihänder", "Sonnengeschmiedete Klinge"],
    armor: ["Gepolstertes Wams", "Ringpanzer", "Kettenhemd", "Stählerner Brustpanzer", "Vergoldeter Plattenpanzer"],
    head: ["Eisenkappe", "Kettenhaube", "Hörnerhelm", "Helm mit karmesinrotem Kamm", "Gekrönter Topfhelm"],
    shield: ["Eichenbuckler", "Bandschild", "Eiserner Drachenschild", "Karmesinroter Turmschild", "Vergoldete Aegis"],
  },
  rogue: {
    weapon: ["Schnitzmesser", "Kurzdolch", "Gebogenes Kukri", "Zweischneidiger Dolch", "Nachtkatana", "Schatten-Ninjato", "Mondlichtklinge"],
    armor: ["Geöltes Leder", "Genähtes Wams", "Tarnumhang", "Schattenhülle", "Schleier der Dämmerung"],
    head: ["Lederkapuze", "Genähte Kapuze", "Dunkle Gugel", "Nachtmaskenkapuze", "Kapuze der Dämmerung"],
    shield: ["Ersatz-Schnitzmesser", "Zweithanddolch", "Zweithand-Kukri", "Zweithand-Stichdolch", "Zweithand-Katana", "Zweithand-Ninjato", "Zweithand-Mondlichtklinge"],
  },
  wizard: {
    weapon: ["Lehrlingsstab", "Birkenstab", "Zaubererstab", "Kristallstab", "Erzmagierstab", "Sternenstab", "Kometenstab"],
    armor: ["Novizenrobe", "Bestickte Robe", "Gelehrtengewand", "Astralrobe", "Robe des Erzmagiers"],
    head: ["Spitzhut", "Breitkrempiger Hut", "Sternenhut", "Astralreif", "Krone des Erzmagiers"],
  },
  healer: {
    weapon: ["Novizenstab", "Weidenzauberstab", "Glockenzauberstab", "Silberner Caduceus", "Zepter der Morgenröte", "Strahlender Stab", "Stab des Tagesanbruchs"],
    armor: ["Leinentunika", "Robe des Heilkundigen", "Mantel des Hüters", "Sonnenbeschienenes Gewand", "Robe der Morgenröte"],
    head: ["Schlichter Reif", "Silberreif", "Saphirdiadem", "Goldenes Diadem", "Heiligenschein der Morgenröte"],
    shield: ["Buckler des Heilkundigen", "Schild des Hüters", "Sonnenstrahlschild", "Schild der Gnade", "Schild der Morgenröte"],
  },
};

const CLASS_FLAVOUR: Record<PlayerClass, string> = {
  warrior: "Ehrlicher Stahl für alle, die als Erste losstürmen.",
  rogue: "Leicht und leise, gemacht für flinke Finger.",
  wizard: "Summt leise vor gesammeltem Wissen.",
  healer: "Warm in der Hand und gut zu Verbündeten.",
};

const BASE_NAMES: Record<GearType, string> = {
  weapon: "Leere Hände",
  armor: "Schlichte Kleidung",
  head: "Kein Kopfschutz",
  shield: "Leere Zweithand",
  back: "Nichts auf dem Rücken",
  body: "Kein Körperschmuck",
  headAccessory: "Kein Kopfschmuck",
  eyewear: "Keine Brille",
};

const SPECIAL_NAMES: Record<string, string> = {
  weapon_special_0: "Schattenstahlklinge",
  weapon_special_1: "Kristallklinge der Helfer",
  weapon_special_2: "Drachenlanze",
  weapon_special_3: "Meilenstein-Morgenstern",
  weapon_special_critical: "Käferbann-Klinge",
  weapon_special_tridentOfCrashingTides: "Dreizack der tosenden Gezeiten",
  weapon_special_roguishRainbowMessage: "Regenbogenbrief",
  weapon_special_taskwoodsLantern: "Laterne des Aufgabenwalds",
  weapon_special_lunarScythe: "Mondsense",
  armor_special_0: "Schattenrüstung",
  armor_special_1: "Kristallrüstung",
  armor_special_2: "Edle Mondsteintunika",
  armor_special_mammothRiderArmor: "Pelze des Mammutreiters",
  armor_special_lunarWarriorArmor: "Rüstung des Mondkriegers",
  armor_special_finnedOceanicArmor: "Flossige Meeresrüstung",
  armor_special_roguishRainbowMessengerRobes: "Roben des Regenbogenboten",
  armor_special_pyromancersRobes: "Roben des Feuerbändigers",
  head_special_fireCoralCirclet: "Feuerkorallenreif",
  head_special_roguishRainbowMessengerHood: "Kapuze des Regenbogenboten",
  head_special_pyromancersTurban: "Turban des Feuerbändigers",
  weapon_special_mammothRiderSpear: "Speer des Mammutreiters",
  head_special_0: "Schattenhelm",
  head_special_1: "Kristallhelm",
  head_special_2: "Helm des namenlosen Helden",
  head_special_mammothRiderHelm: "Mütze des Mammutreiters",
  head_special_lunarWarriorHelm: "Helm des Mondkriegers",
  head_special_bardHat: "Bardenmütze",
  armor_special_bardRobes: "Bardenroben",
  weapon_special_bardInstrument: "Bardenlaute",
  armor_special_pageArmor: "Pagenwappenrock",
  head_special_pageHelm: "Pagenmütze",
  weapon_special_pageBanner: "Pagenbanner",
  shield_special_0: "Schattenschild",
  shield_special_1: "Kristallschild",
  shield_special_goldenknight: "Schild der Goldenen Ritterin",
  shield_special_moonpearlShield: "Mondperlenschild",
  eyewear_special_aetherMask: "Äthermaske",
  body_special_aetherAmulet: "Ätheramulett",
  back_special_aetherCloak: "Ätherumhang",
  head_special_turkeyHelmBase: "Truthahnhut",
  armor_special_turkeyArmorBase: "Truthahnkostüm",
  back_special_turkeyTailBase: "Truthahn-Schwanzfedern",
  armor_special_birthday: "Alberne Partyroben",
  back_special_wondercon_red: "Mächtiger roter Umhang",
  back_special_wondercon_black: "Heimlicher schwarzer Umhang",
  body_special_wondercon_red: "Rubinkragen",
  body_special_wondercon_gold: "Goldkragen",
  body_special_wondercon_black: "Ebenholzkragen",
  eyewear_special_wondercon_red: "Mächtige rote Maske",
  eyewear_special_wondercon_black: "Heimliche schwarze Maske",
  head_special_nye: "Alberner Partyhut",
};

const EARLY = "Ein Geschenk für frühe Unterstützer.";
const HELPERS = "Verliehen an Mitwirkende, die mit anpacken.";
const CONVENTION = "Ein Andenken an einen Messebesuch.";
const CHECKIN = "Eine Check-in-Belohnung für treue Abenteurer.";
const SPECIAL_NOTES: Record<string, string> = {
  weapon_special_0: EARLY,
  weapon_special_1: HELPERS,
  weapon_special_critical: "Verliehen an alle, die einen schweren Fehler gefunden und behoben haben.",
  back_special_wondercon_red: CONVENTION,
  back_special_wondercon_black: CONVENTION,
  body_special_wondercon_red: CONVENTION,
  body_special_wondercon_gold: CONVENTION,
  body_special_wondercon_black: CONVENTION,
  eyewear_special_wondercon_red: CONVENTION,
  eyewear_special_wondercon_black: CONVENTION,
  armor_special_bardRobes: CHECKIN,
  head_special_bardHat: CHECKIN,
  weapon_special_bardInstrument: CHECKIN,
  armor_special_pageArmor: CHECKIN,
  head_special_pageHelm: CHECKIN,
  weapon_special_pageBanner: CHECKIN,
  armor_special_0: EARLY,
  armor_special_1: HELPERS,
  head_special_0: EARLY,
  head_special_1: HELPERS,
  shield_special_0: EARLY,
  shield_special_1: HELPERS,
};

/** Special pieces named after their key in English. */
const SPECIAL_INDEX: Record<string, string> = {
  takeThis: "Take-This-Schwert",
  skeletonKey: "Dietrich",
  nomadsScimitar: "Krummsäbel des Nomaden",
  fencingFoil: "Florett",
  tachi: "Tachi",
  aetherCrystals: "Ätherkristalle",
  ks2019: "Greifen-Rüstung 2019",
  heroicTunic: "Heldentunika",
  sneakthiefRobes: "Roben des Schleichdiebs",
  snowSovereignRobes: "Roben der Schneeherrscherin",
  dandySuit: "Dandyanzug",
  nomadsCuirass: "Kürass des Nomaden",
  samuraiArmor: "Samurairüstung",
  gaymerx: "Regenbogen-Kriegerhelm",
  turkeyArmorGilded: "Vergoldetes Truthahnkostüm",
  clandestineCowl: "Heimliche Gugel",
  snowSovereignCrown: "Krone der Schneeherrscherin",
  spikedHelm: "Stachelhelm",
  dandyHat: "Dandyhut",
  kabuto: "Kabuto",
  namingDay2017: "Namenstags-Greifenhelm 2017",
  turkeyHelmGilded: "Vergoldeter Truthahnhut",
  piDay: "Pi-Tag-Hut",
  mammothRiderHorn: "Horn des Mammutreiters",
  roguishRainbowMessage: "Regenbogenbrief",
  diamondStave: "Diamantstab",
  lootBag: "Beutesack",
  wintryMirror: "Winterspiegel",
  wakizashi: "Wakizashi",
  namingDay2018: "Namenstags-Greifenumhang 2018",
  anniversary: "Jubiläums-Heldenumhang",
  heroicAureole: "Heldenaureole",
  snowdriftVeil: "Schneewehenschleier",
  turkeyTailGilded: "Vergoldete Truthahn-Schwanzfedern",
  namingDay2020: "Namenstags-Greifenmantel 2020",
  heroicCirclet: "Heldenreif",
};

const SLOT_NOUNS: Record<PlayerClass, Partial<Record<GearType, string>>> = {
  warrior: { weapon: "Schwert", armor: "Rüstung", head: "Helm", shield: "Schild" },
  rogue: { weapon: "Dolch", armor: "Umhang", head: "Kapuze", shield: "Zweithanddolch" },
  wizard: { weapon: "Stab", armor: "Roben", head: "Hut" },
  healer: { weapon: "Zauberstab", armor: "Robe", head: "Reif", shield: "Buckler" },
};

const GENERIC_NOUNS: Record<GearType, string> = {
  weapon: "Zauberstab",
  armor: "Gewand",
  head: "Hut",
  shield: "Talisman",
  back: "Umhang",
  body: "Kragen",
  headAccessory: "Kopfschmuck",
  eyewear: "Brille",
};

/** Themes of the seasonal gala sets, as the first part of a compound („Haikrieger-Schwert“). */
const THEMES: Record<string, string> = {
  yeti: "Yetijäger", ski: "Skiläufer", candycane: "Zuckerstangen", snowflake: "Schneeflocken",
  stealthyKitty: "Schleichkätzchen", mightyBunny: "Mächtiges-Häschen", magicMouse: "Zaubermaus", lovingPup: "Welpenliebe",
  roguishPirate: "Piraten", daringSwashbuckler: "Draufgänger", emeraldMermage: "Smaragd-Meermagier", reefSeahealer: "Riff-Meeresheiler",
  vampireSmiter: "Vampirschreck", monsterOfScience: "Wissenschaftsmonster", witchyWizard: "Hexenmeister", mummyMedic: "Mumiendoktor",
  icicleDrake: "Eiszapfendrachen", gingerbread: "Lebkuchen", northMage: "Nordmagier", soothingSkater: "Sanfte-Eisläufer",
  sneakySqueaker: "Schleichmaus", bewareDog: "Wachhund", magicianBunny: "Zauberhasen", comfortingKitty: "Trostkätzchen",
  reefRenegade: "Riff-Abtrünnigen", sunfishWarrior: "Mondfischkrieger", shipSoothsayer: "Schiffswahrsager", strappingSailor: "Stattliche-Matrosen",
  battleRogue: "Kampfschurken", scarecrowWarrior: "Vogelscheuchenkrieger", stitchWitch: "Flickhexen", potioner: "Trankbrauer",
  cocoa: "Kakao", snowDay: "Schneetag", snowboarding: "Snowboard", festiveFairy: "Festtagsfee",
  cleverDog: "Schlauer-Hund", braveMouse: "Mutige-Maus", grandMalkin: "Große-Katzen", springingBunny: "Hüpfhasen",
  Eel: "Aal", SharkWarrior: "Haikrieger", DolphinMage: "Delfinmagier", SeahorseHealer: "Seepferdchenheiler",
  BlackWidow: "Schwarze-Witwe", SwampThing: "Sumpfwesen", WickedSorcerer: "Böser-Zauberer", GorgonHealer: "Gorgonenheiler",
  FrostyRogue: "Frostschurken", IceHockey: "Eishockey", WinterWolf: "Winterwolf", SugarPlum: "Zuckerfee",
  SneakyBunny: "Schleichhasen", FelineWarrior: "Katzenkrieger", CanineConjuror: "Hundebeschwörer", FloralMouse: "Blütenmaus",
  SeaDragon: "Seedrachen", SandcastleWarrior: "Sandburgkrieger", WhirlpoolMage: "Strudelmagier", SeashellSeahealer: "Muschel-Meeresheiler",
  TrickOrTreat: "Süßes-oder-Saures", Habitoween: "Habitoween", Masquerade: "Maskenball", HauntedHouse: "Spukhaus",
  Reindeer: "Rentier", GiftWrapped: "Geschenkpapier", Confetti: "Konfetti", Mistletoe: "Mistelzweig",
  DucklingRogue: "Entleinschurken", SunriseWarrior: "Sonnenaufgangskrieger", TulipMage: "Tulpenmagier", GarnetHealer: "Granatheiler",
  FisherRogue: "Fischerschurken", BettaFishWarrior: "Kampffischkrieger", LionfishMage: "Rotfeuerfischmagier", MerfolkMonarch: "Meervolk-Monarchen",
  AlterEgo: "Alter-Ego", MinotaurWarrior: "Minotauruskrieger", CandymancerMage: "Zuckerbeschwörer", CarnivorousPlant: "Fleischfressende-Pflanzen",
  Poinsettia: "Weihnachtsstern", Blizzard: "Schneesturm", Pyrotechnic: "Feuerwerker", WinterStar: "Winterstern",
  CloudRogue: "Wolkenschurken", OrchidWarrior: "Orchideenkrieger", AmberMage: "Bernsteinmagier", RobinHealer: "Rotkehlchenheiler",
  HammerheadRogue: "Hammerhaischurken", SeaTurtleWarrior: "Meeresschildkrötenkrieger", WaterLilyMage: "Seerosenmagier", ConchHealer: "Muschelhornheiler",
  OperaticSpecter: "Opernphantom", Raven: "Raben", Cyclops: "Zyklopen", Lich: "Lich",
  Lantern: "Laternen", Evergreen: "Immergrün", CarolOfTheMage: "Magierlied", WinterSpice: "Wintergewürz",
  LapisLazuliRogue: "Lapislazulischurken", BeetleWarrior: "Käferkrieger", PuddleMage: "Pfützenmagier", IrisHealer: "Irisheiler",
  CrocodileRogue: "Krokodilschurken", RainbowTroutWarrior: "Regenbogenforellenkrieger", OarfishMage: "Riemenfischmagier", SeaGlassHealer: "Meerglasheiler",
  TwoHeadedRogue: "Zweiköpfigen-Schurken", WraithWarrior: "Geisterkrieger", ThirdEyeMage: "Drittes-Auge-Magier", DeathsHeadMothHealer: "Totenkopfschwärmerheiler",
  HollyIvyRogue: "Stechpalmen-Efeu-Schurken", IceFishingWarrior: "Eisangelkrieger", WinterMoonMage: "Wintermondmagier", ArcticExplorerHealer: "Polarforscherheiler",
  TwinFlowerRogue: "Zwillingsblumenschurken", SunstoneWarrior: "Sonnensteinkrieger", SwanMage: "Schwanenmagier", WillowHealer: "Weidenheiler",
  ClownfishRogue: "Clownfischschurken", FlyingFishWarrior: "Fliegender-Fisch-Krieger", NautilusMage: "Nautilusmagier", ParrotHealer: "Papageienheiler",
  OozeRogue: "Schleimschurken", HeadlessWarrior: "Kopflosen-Krieger", BrainEaterMage: "Hirnfressermagier", FlameSummonerHealer: "Flammenbeschwörerheiler",
  FireworksRogue: "Feuerwerksschurken", StockingWarrior: "Strumpfkrieger", PomegranateMage: "Granatapfelmagier", IceCrystalHealer: "Eiskristallheiler",
  MagpieRogue: "Elsternschurken", RainstormWarrior: "Regensturmkrieger", ForsythiaMage: "Forsythienmagier", PeridotHealer: "Peridotheiler",
  CrabRogue: "Krabbenschurken", WaterspoutWarrior: "Wasserhosenkrieger", MantaRayMage: "Mantarochenmagier", AngelfishHealer: "Kaiserfischheiler",
  KappaRogue: "Kappaschurken", OrcWarrior: "Orkkrieger", HarpyMage: "Harpyienmagier", WatcherHealer: "Wächterheiler",
  RibbonRogue: "Schleifenschurken", WalrusWarrior: "Walrosskrieger", FairyLightsMage: "Lichterkettenmagier", CardinalHealer: "Kardinalheiler",
  CaterpillarRogue: "Raupenschurken", HummingbirdWarrior: "Kolibrikrieger", MoonstoneMage: "Mondsteinmagier", LilyHealer: "Lilienheiler",
  GuppyRogue: "Guppyschurken", GoldfishWarrior: "Goldfischkrieger", CoralMage: "Korallenmagier", KelpHealer: "Seetangheiler",
  WitchsBrewRogue: "Hexengebräuschurken", BogCreatureHealer: "Moorwesenheiler", ScaryMovieWarrior: "Horrorfilmkrieger", ScarletWarlockMage: "Scharlachhexer",
  SnowyOwlRogue: "Schneeeulenschurken", FrozenHealer: "Eisheiler", PeppermintBarkWarrior: "Pfefferminzkrieger", NarwhalWizardMage: "Narwalmagier",
  FluoriteWarrior: "Fluoritkrieger", HibiscusMage: "Hibiskusmagier", BluebirdHealer: "Hüttensängerheiler", MeltingSnowRogue: "Schneeschmelzeschurken",
  WhaleSharkWarrior: "Walhaikrieger", SeaAnemoneMage: "Seeanemonenmagier", SeaSnailHealer: "Meeresschneckenheiler", NudibranchRogue: "Nacktschneckenschurken",
  FieryImpWarrior: "Feuerkoboldkrieger", UnderworldSorcerorMage: "Unterweltzauberer", SpaceInvaderHealer: "Weltraumeindringlingsheiler", BlackCatRogue: "Schwarze-Katze-Schurken",
  MooseWarrior: "Elchkrieger", AuroraMage: "Polarlichtmagier", StringLightsHealer: "Lichterkettenheiler", SnowRogue: "Schneeschurken",
  SunshineWarrior: "Sonnenscheinkrieger", CrystalPointRogue: "Kristallspitzenschurken", PlumeriaHealer: "Frangipaniheiler", MantisMage: "Gottesanbeterinnenmagier",
  ScallopWarrior: "Jakobsmuschelkrieger", SquidRogue: "Tintenfischschurken", SeaAngelHealer: "Seeengelheiler", FairyWrasseMage: "Feenlippfischmagier",
  SasquatchWarrior: "Sasquatchkrieger", MaskedGhostMage: "Maskengeistmagier", KoboldHealer: "Koboldheiler", SkeletonRogue: "Skelettschurken",
};

const MYSTERY_THEMES = ["Frost", "Herzens", "Klee", "Regen", "Blüten", "Gezeiten", "Glühwürmchen", "Sonnenstein", "Ernte", "Spuk", "Glut", "Sternenlicht"];

const SEASON_GALA: Record<string, string> = { winter: "der Wintergala", spring: "der Frühlingsgala", summer: "der Sommergala", fall: "der Herbstgala" };
const CLASS_PLURAL: Record<PlayerClass, string> = { warrior: "Krieger", rogue: "Schurken", wizard: "Magier", healer: "Heiler" };

const GLASS_COLOURS: Record<string, string> = { black: "Schwarze", blue: "Blaue", green: "Grüne", pink: "Rosa", red: "Rote", white: "Weiße", yellow: "Gelbe" };
const ANIMALS: Record<string, string> = { bear: "Bären", cactus: "Kaktus", fox: "Fuchs", lion: "Löwen", panda: "Panda", pig: "Schweine", tiger: "Tiger", wolf: "Wolfs" };
const HEADBAND_COLOURS: Record<string, string> = { black: "Schwarzes", blue: "Blaues", green: "Grünes", pink: "Rosa", red: "Rotes", white: "Weißes", yellow: "Gelbes" };

const ARMOIRE: Record<string, string> = {
  lunarSceptre: "Beruhigendes Mondzepter", lunarArmor: "Beruhigende Mondrüstung", lunarCrown: "Beruhigende Mondkrone",
  rancherLasso: "Rancher-Lasso", rancherRobes: "Rancher-Roben", rancherHat: "Rancherhut",
  mythmakerSword: "Schwert des Mythenschmieds", goldenToga: "Goldene Toga", goldenLaurels: "Goldener Lorbeer",
  ironCrook: "Eiserner Hirtenstab", hornedIronArmor: "Gehörnte Eisenrüstung", hornedIronHelm: "Gehörnter Eisenhelm",
  shepherdsCrook: "Hirtenstab", shepherdRobes: "Hirtenroben", shepherdHeaddress: "Hirtenkopfschmuck",
  crystalCrescentStaff: "Kristallmondsichelstab", crystalCrescentRobes: "Kristallmondsichelroben", crystalCrescentHat: "Kristallmondsichelhut",
  blueLongbow: "Blauer Langbogen", ironBlueArcherArmor: "Eiserne Rüstung des blauen Bogenschützen", ironBlueArcherHelm: "Eiserner Helm des blauen Bogenschützen",
  barristerGavel: "Richterhammer", barristerRobes: "Anwaltsroben", barristerWig: "Anwaltsperücke",
  jesterBaton: "Narrenzepter", jesterCostume: "Narrenkostüm", jesterCap: "Narrenkappe",
  miningPickax: "Spitzhacke", minerOveralls: "Bergmannsoverall", minerHelmet: "Grubenhelm",
  basicLongbow: "Einfacher Langbogen", basicArcherArmor: "Einfache Bogenschützenrüstung", basicArcherCap: "Einfache Bogenschützenkappe",
  habiticanDiploma: "Diplom von Habitforge", graduateRobe: "Absolventenrobe", graduateCap: "Doktorhut",
  sandySpade: "Sandiger Spaten", stripedSwimsuit: "Gestreifter Badeanzug", sandyBucket: "Sandiger Eimer",
  cannon: "Kanone", cannoneerRags: "Kanonierlumpen", cannoneerBandanna: "Kanonierkopftuch",
  vermilionArcherBow: "Bogen des zinnoberroten Schützen", vermilionArcherArmor: "Rüstung des zinnoberroten Schützen", vermilionArcherHelm: "Helm des zinnoberroten Schützen",
  ogreClub: "Ogerkeule", ogreArmor: "Ogerrüstung", ogreMask: "Ogermaske",
  woodElfStaff: "Waldelfenstab", woodElfArmor: "Waldelfenrüstung", woodElfHelm: "Waldelfenhelm",
  wandOfHearts: "Herzzepter", gownOfHearts: "Herzkleid", crownOfHearts: "Herzkrone",
  festivalFirecracker: "Festknaller", greenFestivalYukata: "Grüner Fest-Yukata", festivalParasol: "Festsonnenschirm",
  merchantsDisplayTray: "Bauchladen des Händlers", merchantTunic: "Händlertunika", merchantChaperon: "Händler-Chaperon",
  hoofClippers: "Hufzange", farrierOutfit: "Hufschmiedkluft", horseshoe: "Hufeisen",
  weaversComb: "Weberkamm", wovenRobes: "Gewebte Roben", weaversShuttle: "Weberschiffchen",
  lamplighter: "Laternenanzünder", lamplightersGreatcoat: "Mantel des Laternenanzünders", lamplightersTopHat: "Zylinder des Laternenanzünders",
  cozyScarf: "Kuscheliger Schal",
  coachDriversWhip: "Kutscherpeitsche", coachDriverLivery: "Kutscherlivree", coachDriversHat: "Kutscherhut",
  scepterOfDiamonds: "Karozepter", robeOfDiamonds: "Karorobe", crownOfDiamonds: "Karokrone", shieldOfDiamonds: "Karoschild",
  flutteryArmy: "Flatterarmee", flutteryFrock: "Flatterkleid", flutteryWig: "Flatterperücke", flutteryFan: "Flatterfächer",
  cobblersHammer: "Schusterhammer", cobblersCoveralls: "Schusteroverall", fancyShoe: "Feiner Schuh",
  glassblowersBlowpipe: "Glasmacherpfeife", glassblowersCoveralls: "Glasbläseroverall", glassblowersHat: "Glasbläserhut", fancyBlownGlassVase: "Edle mundgeblasene Vase",
  poisonedGoblet: "Vergifteter Kelch", piraticalPrincessGown: "Kleid der Piratenprinzessin", piraticalPrincessHeaddress: "Kopfschmuck der Piratenprinzessin", piraticalSkullShield: "Piratenschild mit Totenkopf",
  jeweledArcherBow: "Juwelenbesetzter Schützenbogen", jeweledArcherArmor: "Juwelenbesetzte Schützenrüstung", jeweledArcherHelm: "Juwelenbesetzter Schützenhelm",
  needleOfBookbinding: "Buchbindernadel", coverallsOfBookbinding: "Buchbinderoverall", unfinishedTome: "Unvollendeter Wälzer", gogglesOfBookbinding: "Buchbinderlupenbrille",
  spearOfSpades: "Pikspeer", robeOfSpades: "Pikrobe", veilOfSpades: "Pikschleier",
  arcaneScroll: "Arkane Schriftrolle", scribesRobe: "Schreiberrobe", mightyQuill: "Mächtige Feder",
  chefsSpoon: "Kochlöffel", chefsJacket: "Kochjacke", toqueBlanche: "Kochmütze", mightyPizza: "Mächtige Pizza",
  vernalTaper: "Frühlingskerze", vernalVestment: "Frühlingsgewand", vernalHennin: "Frühlingshennin",
  nephriteBow: "Nephritbogen", nephriteArmor: "Nephritrüstung", nephriteHelm: "Nephrithelm",
  bambooCane: "Bambusstock", boatingJacket: "Ruderjacke", boaterHat: "Kreissäge-Strohhut",
  astronomersTelescope: "Fernrohr des Astronomen", astronomersRobe: "Robe des Astronomen", astronomersHat: "Hut des Astronomen",
  magnifyingGlass: "Lupe", invernessCape: "Havelock", deerstalkerCap: "Deerstalker-Mütze", trustyUmbrella: "Treuer Regenschirm",
  shadowMastersMace: "Streitkolben des Schattenmeisters", shadowMastersRobe: "Robe des Schattenmeisters", shadowMastersHood: "Kapuze des Schattenmeisters", masteredShadow: "Gebändigter Schatten",
  alchemistsDistiller: "Destille des Alchemisten", alchemistsRobe: "Robe des Alchemisten", alchemistsHat: "Hut des Alchemisten", alchemistsScale: "Waage des Alchemisten",
  happyBanner: "Fröhliches Banner", layerCakeArmor: "Schichttortenrüstung", frostedHelm: "Glasierter Helm", birthdayBanner: "Geburtstagsbanner",
  livelyMatch: "Lebhaftes Streichholz", matchMakersApron: "Schürze der Kupplerin", matchMakersBeret: "Barett der Kupplerin", perfectMatch: "Perfektes Paar",
  baseballBat: "Baseballschläger", baseballUniform: "Baseballtrikot", baseballCap: "Baseballkappe", baseballGlove: "Baseballhandschuh",
  paperCutter: "Papierschneider", boxArmor: "Kartonrüstung", hobbyHorse: "Steckenpferd",
  fiddlersBow: "Geigenbogen", fiddlersCoat: "Fiedlerrock", fiddlersCap: "Fiedlermütze", fiddle: "Fiedel",
  beachFlag: "Strandflagge", lifeBuoy: "Rettungsring", lifeguardWhistle: "Rettungsschwimmerpfeife",
  handyHook: "Praktischer Haken", pirateOutfit: "Piratenkluft", piratesCompanion: "Piratengefährte",
  guardiansCrook: "Hirtenstab des Hüters", guardiansGown: "Gewand des Hüters", guardiansBonnet: "Haube des Hüters",
  enchantersStaff: "Stab des Verzauberers", autumnEnchantersCloak: "Umhang des Herbstverzauberers", hornsOfAutumn: "Herbsthörner", darkAutumnFlame: "Dunkle Herbstflamme",
  clubOfClubs: "Kreuzkeule", doubletOfClubs: "Kreuzwams", capOfClubs: "Kreuzkappe",
  eveningTea: "Abendtee", dressingGown: "Morgenmantel", nightcap: "Schlafmütze",
  blueMoonSai: "Blaumond-Sai", blueMoonShozoku: "Blaumond-Shozoku", blueMoonHelm: "Blaumondhelm",
  jadeGlaive: "Jadeglefe", jadeArmor: "Jaderüstung", jadeHelm: "Jadehelm",
  medievalWashboard: "Mittelalterliches Waschbrett", medievalLaundryOutfit: "Mittelalterliche Wäscherkluft", medievalLaundryDress: "Mittelalterliches Wäscherinnenkleid", medievalLaundryCap: "Mittelalterliche Wäscherkappe", medievalLaundryHat: "Mittelalterlicher Wäscherinnenhut", medievalLaundry: "Mittelalterliche Wäsche",
  buoyantBubbles: "Schwebende Blasen", bathtub: "Badewanne", rubberDucky: "Quietscheentchen", bouncyBubbles: "Hüpfende Blasen",
  heraldsBuisine: "Heroldstrompete", heraldsTunic: "Heroldstunika", heraldsCap: "Heroldsmütze", heraldsMessageScroll: "Botschaftsrolle des Herolds",
  potionBase: "Gewöhnlicher Trankstab", potionBlue: "Blauer Trankstab", potionDesert: "Wüsten-Trankstab", potionGolden: "Goldener Trankstab", potionPink: "Rosa Trankstab", potionRed: "Roter Trankstab", potionShade: "Schatten-Trankstab", potionSkeleton: "Skelett-Trankstab", potionWhite: "Weißer Trankstab", potionZombie: "Zombie-Trankstab",
  regalSceptre: "Königliches Zepter", regalCrown: "Königliche Krone",
  shootingStarSpell: "Sternschnuppenzauber", shootingStarCostume: "Sternschnuppenkostüm", shootingStarCrown: "Sternschnuppenkrone",
  gardenersWateringCan: "Gießkanne des Gärtners", gardenersOveralls: "Latzhose des Gärtners", gardenersSunHat: "Sonnenhut des Gärtners", gardenersSpade: "Spaten des Gärtners",
  huntingHorn: "Jagdhorn", spanishGuitar: "Spanische Gitarre", snareDrum: "Kleine Trommel",
  blueKite: "Blauer Drachen", greenKite: "Grüner Drachen", orangeKite: "Oranger Drachen", pinkKite: "Rosa Drachen", yellowKite: "Gelber Drachen",
  pushBroom: "Schrubber", featherDuster: "Staubwedel", dustpan: "Kehrschaufel",
  magicSpatula: "Zauberpfannenwender", bubblingCauldron: "Blubbernder Kessel",
  finelyCutGem: "Fein geschliffener Edelstein", jewelersApron: "Juwelierschürze", jewelersPliers: "Juwelierzange", jewelersEyeLoupe: "Juwelierlupe",
  paintbrush: "Pinsel", paintersApron: "Malerkittel", paintersBeret: "Malerbarett", paintersPalette: "Malerpalette",
  mop: "Wischmopp", cleaningCloth: "Putzlappen", bucket: "Eimer", ridingBroom: "Reitbesen",
  blackSpookySorceryHat: "Schwarzer Gruselzauberhut", purpleSpookySorceryHat: "Lila Gruselzauberhut",
  rollingPin: "Nudelholz", saucepan: "Kochtopf",
  scholarlyTextbooks: "Gelehrte Lehrbücher", schoolUniformSkirt: "Schuluniform mit Rock", schoolUniformPants: "Schuluniform mit Hose", trustyPencil: "Treuer Bleistift",
  hattersShears: "Hutmacherschere", hattersSuit: "Hutmacheranzug", hattersTopHat: "Hutmacherzylinder", hattersPocketWatch: "Taschenuhr des Hutmachers",
  optimistsClover: "Klee des Optimisten", smileyShirt: "Smiley-Hemd", happyThoughts: "Fröhliche Gedanken", roseColoredGlasses: "Rosarote Brille",
  pottersWheel: "Töpferscheibe", pottersApron: "Töpferschürze", pottersBandana: "Töpferkopftuch", thrownVessel: "Gedrehtes Gefäß",
  shadyBeachUmbrella: "Schattiger Strandschirm", yellowStripedSwimsuit: "Gelb gestreifter Badeanzug", blueStripedSwimsuit: "Blau gestreifter Badeanzug", buoyantBeachBall: "Schwungvoller Wasserball",
  corsairsBlade: "Korsarenklinge", corsairsCoatAndCape: "Korsarenrock mit Umhang", corsairsBandana: "Korsarenkopftuch",
  dragonKnightsLance: "Lanze des Drachenritters", dragonKnightsArmor: "Rüstung des Drachenritters", dragonKnightsHelm: "Helm des Drachenritters",
  funnyFoolBaton: "Stab des lustigen Narren", funnyFoolCostume: "Kostüm des lustigen Narren", funnyFoolCap: "Kappe des lustigen Narren",
  spookyCandyBucket: "Gruseliger Süßigkeiteneimer", safetyFlashlight: "Sicherheitstaschenlampe",
  stormKnightAxe: "Axt des Sturmritters", stormKnightArmor: "Rüstung des Sturmritters", stormKnightHelm: "Helm des Sturmritters",
  gildedKnightsSpear: "Speer des vergoldeten Ritters", gildedKnightsPlate: "Plattenpanzer des vergoldeten Ritters", gildedKnightsHelm: "Helm des vergoldeten Ritters",
  beekeepersSmoker: "Imkerpfeife", beekeepersSuit: "Imkeranzug", beekeepersHat: "Imkerhut", beekeepersHive: "Bienenstock",
  blacksmithsHammer: "Schmiedehammer", blacksmithsApron: "Schmiedeschürze", blacksmithsGoggles: "Schmiedeschutzbrille",
  gladiatorArmor: "Gladiatorenrüstung", gladiatorHelm: "Gladiatorenhelm", gladiatorShield: "Gladiatorenschild",
  plagueDoctorOvercoat: "Mantel des Pestarztes", plagueDoctorHat: "Hut des Pestarztes", plagueDoctorMask: "Maske des Pestarztes",
  royalRobes: "Königliche Roben", royalCrown: "Königskrone", royalCane: "Königlicher Stock",
  dragonTamerArmor: "Rüstung des Drachenzähmers", dragonTamerHelm: "Helm des Drachenzähmers", dragonTamerShield: "Schild des Drachenzähmers",
  falconerArmor: "Falknerrüstung", falconerCap: "Falknerkappe", perchingFalcon: "Sitzender Falke",
  redPartyDress: "Rotes Partykleid", redHairbow: "Rote Haarschleife",
  ramFleeceRobes: "Widdervliesroben", ramHeaddress: "Widderkopfschmuck", ramHornShield: "Widderhornschild",
  mushroomDruidArmor: "Rüstung des Pilzdruiden", mushroomDruidCap: "Kappe des Pilzdruiden", mushroomDruidShield: "Schild des Pilzdruiden",
  vikingTunic: "Wikingertunika", vikingHelm: "Wikingerhelm", vikingShield: "Wikingerschild",
  swanDancerTutu: "Tutu der Schwanentänzerin", swanFeatherCrown: "Schwanenfederkrone", swanFeatherFan: "Schwanenfederfächer",
  yellowPartyDress: "Gelbes Partykleid", yellowHairbow: "Gelbe Haarschleife",
  antiProcrastinationArmor: "Anti-Aufschieberitis-Rüstung", antiProcrastinationHelm: "Anti-Aufschieberitis-Helm", antiProcrastinationShield: "Anti-Aufschieberitis-Schild",
  candlestickMakerOutfit: "Kluft des Kerzenziehers", candlestickMakerHat: "Hut des Kerzenziehers", handmadeCandlestick: "Handgemachter Kerzenständer",
  bluePartyDress: "Blaues Partykleid", blueHairbow: "Blaue Haarschleife",
  softBlueSuit: "Weicher blauer Anzug", blueFloppyHat: "Blauer Schlapphut", softBluePillow: "Weiches blaues Kissen",
  softGreenSuit: "Weicher grüner Anzug", greenFloppyHat: "Grüner Schlapphut", softGreenPillow: "Weiches grünes Kissen",
  softRedSuit: "Weicher roter Anzug", redFloppyHat: "Roter Schlapphut", softRedPillow: "Weiches rotes Kissen",
  duffleCoat: "Dufflecoat", earflapHat: "Ohrenklappenmütze",
  heroicHerbalistRobe: "Robe der heldenhaften Kräuterkundigen", heroicHerbalistCrispinette: "Haarnetz der heldenhaften Kräuterkundigen", mortarAndPestle: "Mörser und Stößel",
  softPinkSuit: "Weicher rosa Anzug", pinkFloppyHat: "Rosa Schlapphut", softPinkPillow: "Weiches rosa Kissen",
  clownsMotley: "Clownskostüm", clownsWig: "Clownsperücke", clownsBalloons: "Clownsluftballons", clownsBowtie: "Clownsfliege",
  bagpipersKilt: "Kilt des Dudelsackspielers", glengarry: "Glengarry-Mütze", bagpipes: "Dudelsack",
  softBlackSuit: "Weicher schwarzer Anzug", blackFloppyHat: "Schwarzer Schlapphut", softBlackPillow: "Weiches schwarzes Kissen",
  softVioletSuit: "Weicher violetter Anzug", violetFloppyHat: "Violetter Schlapphut", softVioletPillow: "Weiches violettes Kissen",
  strawRaincoat: "Strohregenmantel", strawRainHat: "Strohregenhut",
  fancyPirateSuit: "Feiner Piratenanzug", fancyPirateHat: "Feiner Piratenhut", treasureMap: "Schatzkarte",
  teaGown: "Teekleid", teaHat: "Teehut", teaKettle: "Teekessel",
  basketballUniform: "Basketballtrikot", basketball: "Basketball",
  stripedRainbowShirt: "Gestreiftes Regenbogenhemd", diagonalRainbowShirt: "Schräg gestreiftes Regenbogenhemd",
  admiralsUniform: "Admiralsuniform", admiralsBicorne: "Admiralszweispitz",
  karateGi: "Karate-Gi", karateYellowBelt: "Gelber Karategürtel", karateWhiteBelt: "Weißer Karategürtel", karateRedBelt: "Roter Karategürtel", karatePurpleBelt: "Lila Karategürtel", karateOrangeBelt: "Oranger Karategürtel", karateGreenBelt: "Grüner Karategürtel", karateBrownBelt: "Brauner Karategürtel", karateBlueBelt: "Blauer Karategürtel", karateBlackBelt: "Schwarzer Karategürtel",
  greenFluffTrimmedCoat: "Grüner Mantel mit Flauschbesatz", greenTrapperHat: "Grüne Trappermütze",
  softWhiteSuit: "Weicher weißer Anzug", whiteFloppyHat: "Weißer Schlapphut", softWhitePillow: "Weiches weißes Kissen",
  festiveHelperOveralls: "Latzhose des Festtagshelfers", festiveHelperHat: "Mütze des Festtagshelfers",
  snowyFluffTrimmedCoat: "Schneeweißer Mantel mit Flauschbesatz", snowyTrapperHat: "Schneeweiße Trappermütze",
  springPetalYukata: "Frühlingsblüten-Yukata", springPetalUchiwa: "Frühlingsblüten-Uchiwa",
  sillyOrangeTuxedo: "Alberner oranger Smoking", sillyOrangeTophat: "Alberner oranger Zylinder", sillierBlueTuxedo: "Noch albernerer blauer Smoking", sillierBlueTophat: "Noch albernerer blauer Zylinder",
  flyFishingWaders: "Wathose zum Fliegenfischen", flyFishingHat: "Anglerhut", flyFishingRod: "Fliegenrute",
  redWaistcoat: "Rote Weste", redNewsieHat: "Rote Schiebermütze",
  softOrangeSuit: "Weicher oranger Anzug", floppyOrangeHat: "Oranger Schlapphut", softOrangePillow: "Weiches oranges Kissen",
  blackPartyDress: "Schwarzes Partykleid", blackHairbow: "Schwarze Haarschleife",
  fancyFloralHat: "Feiner Blumenhut", fancyFloralFan: "Feiner Blumenfächer",
  strawberryFood: "Erdbeerschild", rottenMeatFood: "Gammelfleischschild", potatoFood: "Kartoffelschild", pinkCottonCandyFood: "Rosa Zuckerwatteschild", meatFood: "Fleischschild", honeyFood: "Honigschild", fishFood: "Fischschild", chocolateFood: "Schokoladenschild", blueCottonCandyFood: "Blauer Zuckerwatteschild", milkFood: "Milchschild",
  basicCrossbow: "Einfache Armbrust", goldWingStaff: "Goldflügelstab", batWand: "Fledermauszauberstab", glowingSpear: "Leuchtender Speer", forestFungusStaff: "Waldpilzstab", battleAxe: "Streitaxt", jugglingBalls: "Jonglierbälle", slingshot: "Steinschleuder", floridFan: "Blumiger Fächer", resplendentRapier: "Prächtiges Rapier", skullLantern: "Schädellaterne", pinkLongbow: "Rosa Langbogen",
  sheetGhostCostume: "Bettlakengespenst-Kostüm", shawlCollarCoat: "Mantel mit Schalkragen",
  blackCat: "Schwarze Katze", orangeCat: "Rote Katze", bigWig: "Große Perücke", paperBag: "Papiertüte", birdsNest: "Vogelnest", tricornHat: "Dreispitz", beaniePropellerHat: "Propellermütze",
  midnightShield: "Mitternachtsschild", mysticLamp: "Mystische Lampe", floralBouquet: "Blumenstrauß", redRose: "Rote Rose", goldenBaton: "Goldener Taktstock", polishedPocketwatch: "Polierte Taschenuhr",
  comicalArrow: "Komischer Pfeil", goofyGlasses: "Alberne Brille", clownsNose: "Clownsnase", tragedyMask: "Tragödienmaske", comedyMask: "Komödienmaske",
};

const ARMOIRE_SETS: Record<string, string> = {
  soothing: "Beruhigendes Set", rancher: "Rancher-Set", goldenToga: "Goldene-Toga-Set", hornedIron: "Gehörntes-Eisen-Set", shepherd: "Hirten-Set",
  crystalCrescent: "Kristallmondsichel-Set", blueArcher: "Blauer-Bogenschütze-Set", barrister: "Anwalts-Set", jester: "Narren-Set", miner: "Bergmanns-Set",
  basicArcher: "Einfacher-Bogenschütze-Set", graduate: "Absolventen-Set", seaside: "Strand-Set", cannoneer: "Kanonier-Set", vermilionArcher: "Zinnoberschützen-Set",
  ogre: "Oger-Set", woodElf: "Waldelfen-Set", queenOfHearts: "Herzkönigin-Set", festivalAttire: "Festgewand-Set", merchant: "Händler-Set",
  farrier: "Hufschmied-Set", weaver: "Weber-Set", lamplighter: "Laternenanzünder-Set", coachDriver: "Kutscher-Set", kingOfDiamonds: "Karokönig-Set",
  fluttery: "Flatter-Set", cobbler: "Schuster-Set", glassblower: "Glasbläser-Set", piraticalPrincess: "Piratenprinzessin-Set", jeweledArcher: "Juwelenschützen-Set",
  bookbinder: "Buchbinder-Set", aceOfSpades: "Pik-Ass-Set", scribe: "Schreiber-Set", chef: "Koch-Set", vernalVestments: "Frühlingsgewand-Set",
  nephrite: "Nephrit-Set", boating: "Ruder-Set", astronomer: "Astronomen-Set", detective: "Detektiv-Set", shadowMaster: "Schattenmeister-Set",
  alchemist: "Alchemisten-Set", birthday: "Geburtstags-Set", matchMaker: "Kupplerinnen-Set", baseball: "Baseball-Set", paperKnight: "Papierritter-Set",
  fiddler: "Fiedler-Set", lifeguard: "Rettungsschwimmer-Set", pirate: "Piraten-Set", grazerGuardian: "Weidehüter-Set", autumnEnchanter: "Herbstverzauberer-Set",
  jackOfClubs: "Kreuzbube-Set", dressingGown: "Morgenmantel-Set", blueMoon: "Blaumond-Set", jadeWarrior: "Jadekrieger-Set", medievalLaunderers: "Mittelalterliche-Wäscher-Set",
  bath: "Bade-Set", herald: "Herolds-Set", hatchingPotions: "Schlüpftrank-Set", regal: "Königliches Set", shootingStar: "Sternschnuppen-Set",
  gardenerSet: "Gärtner-Set", musicalInstrumentOne: "Musikinstrumente-Set", kite: "Drachen-Set", cleaningSupplies: "Putzzeug-Set", cookingImplements: "Kochutensilien-Set",
  jewelers: "Juwelier-Set", painters: "Maler-Set", cleaningSuppliesTwo: "Putzzeug-Set 2", somethingSpooky: "Etwas-Gruseliges-Set", cookingImplementsTwo: "Kochutensilien-Set 2",
  schoolUniform: "Schuluniform-Set", hatterSet: "Hutmacher-Set", optimistSet: "Optimisten-Set", pottersSet: "Töpfer-Set", beachsideSet: "Strandpromenaden-Set",
  corsairSet: "Korsaren-Set", dragonKnightSet: "Drachenritter-Set", funnyFoolSet: "Lustiger-Narr-Set", frightNightSet: "Schreckensnacht-Set", stormKnightSet: "Sturmritter-Set",
  gildedKnightSet: "Vergoldeter-Ritter-Set", beekeepersSet: "Imker-Set", blacksmith: "Schmiede-Set", gladiator: "Gladiatoren-Set", plagueDoctor: "Pestarzt-Set",
  royal: "Königs-Set", dragonTamer: "Drachenzähmer-Set", falconer: "Falkner-Set", redHairbow: "Rote-Haarschleife-Set", ramBarbarian: "Widderbarbaren-Set",
  mushroomDruid: "Pilzdruiden-Set", viking: "Wikinger-Set", swanDancer: "Schwanentänzerinnen-Set", yellowHairbow: "Gelbe-Haarschleife-Set", antiProcrastination: "Anti-Aufschieberitis-Set",
  candlestickMaker: "Kerzenzieher-Set", blueHairbow: "Blaue-Haarschleife-Set", blueLoungewear: "Blaues Loungewear-Set", greenLoungewear: "Grünes Loungewear-Set", redLoungewear: "Rotes Loungewear-Set",
  duffle: "Dufflecoat-Set", herbalist: "Kräuterkundigen-Set", pinkLoungewear: "Rosa Loungewear-Set", clown: "Clowns-Set", bonnieBagpiper: "Dudelsackspieler-Set",
  blackLoungewear: "Schwarzes Loungewear-Set", violetLoungewear: "Violettes Loungewear-Set", strawRaincoat: "Strohregenmantel-Set", fancyPirate: "Feiner-Pirat-Set", teaParty: "Teeparty-Set",
  oldTimeyBasketball: "Altmodisches Basketball-Set", rainbow: "Regenbogen-Set", admiralsSet: "Admirals-Set", karateSet: "Karate-Set", greenTrapper: "Grüner-Trapper-Set",
  whiteLoungeWear: "Weißes Loungewear-Set", festiveHelperSet: "Festtagshelfer-Set", snowyTrapperSet: "Schneeweißer-Trapper-Set", springPetalSet: "Frühlingsblüten-Set", sillyTuxedoSet: "Alberner-Smoking-Set",
  sillierTuxedoSet: "Noch-albernerer-Smoking-Set", flyFishingSet: "Fliegenfischer-Set", redWaistcoatSet: "Rote-Weste-Set", orangeLoungewear: "Oranges Loungewear-Set", blackHairbow: "Schwarze-Haarschleife-Set",
  fancyFloralSet: "Feines Blumen-Set", petFood: "Tierfutter-Set",
};

function seasonalName(item: GearItem): string {
  const klass = item.specialClass as PlayerClass;
  const theme = lookup(THEMES, (item.set ?? item.index).replace(/Set$/, "").replace(/^(winter|spring|summer|fall)\d{4}/, ""));
  const year = item.index.match(/\d{4}/)?.[0] ?? "2014";
  const noun = SLOT_NOUNS[klass][item.type] ?? GENERIC_NOUNS[item.type];
  return `${theme.replace(/-$/, "")}-${noun} (${year})`;
}

function nameOf(item: GearItem): string {
  if (SPECIAL_NAMES[item.key]) return SPECIAL_NAMES[item.key];
  switch (item.klass) {
    case "base":
      return BASE_NAMES[item.type];
    case "warrior":
    case "rogue":
    case "wizard":
    case "healer": {
      return classLineName(CLASS_LINE_NAMES, item);
    }
    case "mystery": {
      const month = Number(item.mystery?.slice(4, 6));
      const noun = GENERIC_NOUNS[item.type];
      const name = Number(item.mystery?.slice(0, 4)) > 3000 ? `Steampunk-${noun}` : `${MYSTERY_THEMES[month - 1]}-${noun} ${item.mystery?.slice(0, 4)}`;
      const variant = item.index.endsWith("A") ? " (hell)" : item.index.endsWith("B") ? " (dunkel)" : "";
      return `${name}${variant}`;
    }
    case "armoire":
      return lookup(ARMOIRE, item.index);
    case "special": {
      if (item.season) return seasonalName(item);
      if (item.gearSet === "glasses") {
        const colour = GLASS_COLOURS[item.index.replace(/(TopFrame|HalfMoon)$/, "")];
        return `${colour} ${item.index.endsWith("TopFrame") ? "Halbrandbrille" : "Halbmondbrille"}`;
      }
      if (/^birthday\d{4}$/.test(item.index)) return `Partyroben von ${item.index.slice(8)}`;
      if (/^nye\d{4}$/.test(item.index)) return `Neujahrshut von ${item.index.slice(3)}`;
      const animal = item.index.match(/^([a-z]+)(Ears|Tail)$/);
      if (animal && ANIMALS[animal[1]]) return `${ANIMALS[animal[1]]}${animal[2] === "Ears" ? "ohren" : "schwanz"}`;
      const headband = item.index.match(/^([a-z]+)Headband$/);
      if (headband && HEADBAND_COLOURS[headband[1]]) return `${HEADBAND_COLOURS[headband[1]]} Stirnband`;
      return lookup(SPECIAL_INDEX, item.index);
    }
  }
}

function notesOf(item: GearItem): string {
  const stats = statLine(item);
  switch (item.klass) {
    case "base":
      return "Hier ist noch nichts angelegt.";
    case "warrior":
    case "rogue":
    case "wizard":
    case "healer":
      return `${CLASS_FLAVOUR[item.klass]} ${stats}`;
    case "mystery": {
      const id = item.mystery ?? "";
      const when = Number(id.slice(0, 4)) > 3000 ? "aus dem Kleiderschrank der Zeitreisenden" : `für die Abonnenten vom ${MONTH_NAMES[Number(id.slice(4)) - 1]} ${id.slice(0, 4)}`;
      return `Ein Andenken ${when}. ${stats}`;
    }
    case "armoire":
      return `Aus dem Verzauberten Schrank. ${stats}`;
    case "special":
      if (item.season) return `Limitierte Ausrüstung ${SEASON_GALA[item.season]} für ${CLASS_PLURAL[item.specialClass as PlayerClass]}. ${stats}`;
      if (item.gearSet === "animal") return "Zeig dein Lieblingstier. Kein Attributbonus.";
      if (item.gearSet) return "Ein fröhliches Accessoire. Kein Attributbonus.";
      return `${SPECIAL_NOTES[item.key] ?? "Ein seltenes Stück mit einer Geschichte."} ${stats}`;
  }
}

export const gearMessages: Record<string, string> = gearMessagesOf(nameOf, notesOf);

export const gearSetMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(mysterySets).map((set) => {
      if (set.key === "wondercon") return [set.text, "Messe-Andenken"];
      const year = Number(set.key.slice(0, 4));
      const month = Number(set.key.slice(4));
      const name = year > 3000 ? `Steampunk-Set ${set.key}` : `${MYSTERY_THEMES[month - 1]}-Set vom ${MONTH_NAMES[month - 1]} ${year}`;
      return [set.text, name];
    }),
  ),
  ...Object.fromEntries(armoireSets.map((set) => [set.text, lookup(ARMOIRE_SETS, set.key)])),
};
