/** Deutsche Titel und Beschreibungen der Erfolge. `{count}` setzt der Client ein. */
import { achievements } from "../../../data/achievements";
import type { Achievement } from "../../../data/types";
import { questTitle } from "./quests";
import { eggName, potionName } from "./stable";
import { lookup } from "./words";

const WORDS: Record<string, [string, string]> = {
  createdTask: ["Erste Schritte", "Deine erste Aufgabe erstellt."],
  completedTask: ["Erledigt und abgehakt", "Deine erste Aufgabe erledigt."],
  hatchedPet: ["Frisch geschlüpft", "Dein erstes Haustier ausgebrütet."],
  fedPet: ["Snackzeit", "Zum ersten Mal ein Haustier gefüttert."],
  purchasedEquipment: ["Gut gerüstet", "Dein erstes Ausrüstungsteil gekauft."],
  partyUp: ["Gemeinsam stark", "Mit einem anderen Spieler einer Gruppe beigetreten."],
  partyOn: ["Die Party geht weiter", "Einer Gruppe mit vier oder mehr Spielern beigetreten."],
  streak: ["Serienheld", "Eine Tagesaufgabe 21 Tage am Stück durchgehalten."],
  perfect: ["Perfekter Tag", "An einem Tag alle Tagesaufgaben erledigt."],
  royallyLoyal: ["Königlich treu", "An 500 Tagen eingecheckt."],
  joinedGuild: ["Einer Gilde beigetreten", "Eine Gemeinschaft gefunden, mit der du deine Ziele teilst."],
  joinedChallenge: ["Herausforderer", "Deinem ersten Wettbewerb beigetreten."],
  invitedFriend: ["Freundliche Einladung", "Einen Freund auf gemeinsame Abenteuer eingeladen."],
  beastMaster: ["Meister der Bestien", "Alle Standard-Haustiere gesammelt."],
  mountMaster: ["Meister der Reittiere", "Alle Standard-Reittiere gezähmt."],
  triadBingo: [
    "Triaden-Bingo",
    "Alle Standard-Haustiere und -Reittiere besessen und danach noch einmal alle Haustiere.",
  ],
  roughRider: [
    "Rauer Reiter",
    "Kaktus, Igel und Stein in allen Standardfarben als Haustiere und als Reittiere großgezogen.",
  ],
  boneToPick: ["Ein Hühnchen zu rupfen", "Alle Skelett-Haustiere ausgebrütet, aus gefundenen und aus Quest-Eiern."],
  snowball: ["Eingeschneit", "Gruppenmitglieder haben dich mit Schneebällen beworfen."],
  spookySparkles: ["Funkenregen", "Gruppenmitglieder haben dich mit Gruselfunken überschüttet."],
  shinySeed: ["In voller Blüte", "Gruppenmitglieder haben dich in eine Blume verwandelt."],
  seafoam: ["Gischt", "Gruppenmitglieder haben dich mit Meeresschaum bedeckt."],
  contributor: ["Mitwirkender", "Beim Bau des Spiels geholfen."],
  npc: ["Stadtfigur", "Leiht einer der Figuren der Stadt ein Gesicht."],
  kickstarter: ["Unterstützer", "Das Spiel in seinen Anfängen unterstützt."],
  kickstarter2019: ["Anstecker-Unterstützer", "Die Spendenaktion 2019 unterstützt."],
  groupsBeta2022: ["Gruppenplan-Pionier", "Gruppenpläne ausprobiert, als sie neu waren."],
  veteran: ["Veteran", "Eine große Änderung des Spiels miterlebt."],
  originalUser: ["Spieler der ersten Stunde", "Einer der allerersten Spieler."],
  habitSurveys: ["Hilfreiche Stimme", "Das Spiel mit der Teilnahme an einer Umfrage verbessert."],
  habitBirthdays: ["Geburtstagsgast", "Den Geburtstag des Spiels gefeiert."],
  habiticaDays: ["Namenstag", "Den Tag gefeiert, an dem das Spiel seinen Namen bekam."],
  costumeContests: ["Kostümwettbewerber", "Sich für einen Kostümwettbewerb verkleidet."],
  lostMasterclasser: [
    "Meister der Klassen",
    "Alle Questreihen abgeschlossen und das Rätsel der verschwundenen Klassenmeister gelöst.",
  ],
  bareNecessities: ["Probier’s mal mit Gemütlichkeit", "Die Quests von Affe, Faultier und Bäumling abgeschlossen."],
  bugBonanza: ["Krabbelparade", "Die Quests von Käfer, Schmetterling, Schnecke und Spinne abgeschlossen."],
  freshwaterFriends: ["Süßwasserfreunde", "Die Quests von Axolotl, Frosch und Nilpferd abgeschlossen."],
  justAddWater: [
    "Einfach Wasser dazu",
    "Die Quests des Meeres abgeschlossen: Krake, Seepferdchen, Riesenkrake, Wal, Schildkröte, Meeresnacktschnecke, Seeschlange und Delfin.",
  ],
  mindOverMatter: ["Geist über Materie", "Die Quests von Stein, Schleim und Garn abgeschlossen."],
  seasonalSpecialist: ["Saisonspezialist", "Die Eiersuche und beide Winterquests abgeschlossen."],
  dilatoryQuest: ["Retter der versunkenen Stadt", "Geholfen, den schrecklichen Drag’on von Trödelheim zu vertreiben."],
  stressbeastQuest: ["Stressbezwinger", "Geholfen, das abscheuliche Stressbiest zu beruhigen."],
  burnoutQuest: ["Funkenhüter", "Geholfen, Burnout zu löschen."],
  bewilderQuest: ["Klarer Kopf", "Geholfen, die Trugbilder des Verwirrers zu durchschauen."],
  dysheartenerQuest: ["Herzensheiler", "Geholfen, den Herzbrecher zu besiegen."],
};

const TITLES: Record<string, string> = {
  backToBasics: "Zurück zu den Wurzeln",
  allYourBase: "Alles auf Anfang",
  dustDevil: "Staubteufel",
  aridAuthority: "Herrscher der Dürre",
  monsterMagus: "Monstermagier",
  undeadUndertaker: "Untoter Bestatter",
  primedForPainting: "Grundiert und bereit",
  pearlyPro: "Perlmutt-Profi",
  tickledPink: "Rosarot vor Freude",
  rosyOutlook: "Rosige Aussichten",
  goodAsGold: "Gold wert",
  allThatGlitters: "Alles, was glänzt",
  boneCollector: "Knochensammler",
  skeletonCrew: "Skelettcrew",
  seeingRed: "Rot sehen",
  redLetterDay: "Rot im Kalender",
  violetsAreBlue: "Veilchen sind blau",
  wildBlueYonder: "Ab ins Blaue",
  shadyCustomer: "Zwielichtige Gestalt",
  shadeOfItAll: "Ganz im Dunkeln",
  legendaryBestiary: "Sagenhaftes Bestiarium",
  birdsOfAFeather: "Gleich und gleich gesellt sich gern",
  bonelessBoss: "Boss ohne Knochen",
  cats: "Katzenliebe",
  dinosaurDynasty: "Dinosaurier-Dynastie",
  domesticated: "Gezähmt",
  duneBuddy: "Dünenkumpel",
  plantParent: "Pflanzeneltern",
  polarPro: "Polarprofi",
  reptacularRumble: "Reptilien-Radau",
  rodentRuler: "Herrscher der Nager",
  woodlandWizard: "Waldzauberer",
  zodiacZookeeper: "Tierkreis-Tierpfleger",
  warriorUltimateGear: "Ultimative Kriegerausrüstung",
  rogueUltimateGear: "Ultimative Schurkenausrüstung",
  mageUltimateGear: "Ultimative Magierausrüstung",
  healerUltimateGear: "Ultimative Heilerausrüstung",
  greetingCards: "Grußkarten",
  nyeCards: "Neujahrskarten",
  thankyouCards: "Dankeskarten",
  valentineCards: "Valentinskarten",
  birthdayCards: "Geburtstagskarten",
  congratsCards: "Glückwunschkarten",
  getwellCards: "Gute-Besserung-Karten",
  goodluckCards: "Viel-Glück-Karten",
};

const CARDS: Record<string, string> = {
  greeting: "Grußkarten",
  nye: "Neujahrskarten",
  thankyou: "Dankeskarten",
  valentine: "Valentinskarten",
  birthday: "Geburtstagskarten",
  congrats: "Glückwunschkarten",
  getwell: "Gute-Besserung-Karten",
  goodluck: "Viel-Glück-Karten",
};

const CLASS_GEAR: Record<string, string> = {
  warrior: "Kriegerausrüstung",
  rogue: "Schurkenausrüstung",
  wizard: "Magierausrüstung",
  mage: "Magierausrüstung",
  healer: "Heilerausrüstung",
};

const ANIMALS: Record<string, string> = { pet: "Haustiere", mount: "Reittiere", petMount: "Haustiere und Reittiere" };

function title(item: Achievement): string {
  if (WORDS[item.key]) return WORDS[item.key][0];
  return lookup(TITLES, item.key);
}

function text(item: Achievement): string {
  if (WORDS[item.key]) return WORDS[item.key][1];
  const animals = ANIMALS[item.mountOrPet ?? "pet"] ?? "Haustiere";
  switch (item.kind) {
    case "animalColor":
      return `Alle ${animals} der Sorte „${potionName(item.potion ?? "Base")}“ gesammelt.`;
    case "animalSet":
      return `Alle ${animals} in Standardfarben gesammelt von: ${item.eggs?.map((egg) => eggName(egg)).join(", ")}.`;
    case "questSeries":
      return `Alle diese Quests abgeschlossen: ${item.quests?.map((quest) => `„${questTitle(quest)}“`).join(", ")}.`;
    case "worldBoss":
      return `Geholfen, den Weltboss aus „${questTitle(item.quests?.[0] ?? "")}“ zu besiegen.`;
    case "ultimateGear":
      return `Besitzt die beste ${CLASS_GEAR[item.klass ?? ""] ?? "Ausrüstung"}, die es gibt.`;
    case "card":
      return `${CARDS[item.card ?? ""] ?? "Karten"} verschickt oder bekommen.`;
    default:
      return "Eine besondere Ehre.";
  }
}

export const achievementMessages: Record<string, string> = Object.fromEntries(
  Object.values(achievements).flatMap((item) => {
    const entries: [string, string][] = [
      [item.titleKey, title(item)],
      [item.textKey, text(item)],
    ];
    if (item.modalTextKey) entries.push([item.modalTextKey, `Du hast einen Erfolg errungen: ${title(item)}!`]);
    if (item.singularTextKey) entries.push([item.singularTextKey, `${text(item)} (einmal)`]);
    if (item.pluralTextKey) entries.push([item.pluralTextKey, `${text(item)} ({count}-mal)`]);
    if (item.singularTitleKey) entries.push([item.singularTitleKey, title(item)]);
    if (item.pluralTitleKey) entries.push([item.pluralTitleKey, `{count} × ${title(item)}`]);
    return entries;
  }),
);
