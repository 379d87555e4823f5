import type text from "../../en/web/heroDialogs";
import type { Translation } from "../../define";

export default {
  levelTitle: "Stufe {level}!",
  onward: "Weiter geht’s!",
  levelLead: "Deine harte Arbeit hat sich gelohnt: Du bist jetzt auf Stufe {level}.",
  healthBack: "Deine Gesundheit ist wieder bei {max}.",
  pointsToSpend:
    "{points, plural, one {Du hast # Attributpunkt zu verteilen.} other {Du hast # Attributpunkte zu verteilen.}}",
  canChooseClass: "Jetzt kannst du eine Klasse wählen!",
  dontShowAgain: "Nicht mehr anzeigen",
  faintedTitle: "Deine Gesundheit ist aufgebraucht",
  refill: "Gesundheit auffüllen und weitermachen",
  faintedLead:
    "Verpasste Tagesaufgaben und schlechte Gewohnheiten haben ihren Tribut gefordert – dein Held ist ohnmächtig geworden.",
  faintedText:
    "Wieder aufzustehen kostet eine Stufe, deine Erfahrung und dein Gold, einen Attributpunkt und vielleicht ein Ausrüstungsteil. Danach ist deine Gesundheit wieder voll. Halte deine Tagesaufgaben so klein, dass du sie schaffst – dann passiert das selten.",
  blurbWarrior: "Schlägt hart zu und steckt viel ein. Mehr kritische Treffer und mehr Schaden am Boss.",
  blurbRogue: "Findet mehr Gold und Gegenstände und schleicht sich an verpassten Tagesaufgaben vorbei.",
  blurbWizard: "Lernt schnell und hat einen tiefen Manavorrat für mächtige Zauber.",
  blurbHealer: "Zäh und fürsorglich: heilt sich selbst und die ganze Gruppe.",
  youAreNow: "Du bist jetzt {class}.",
  chooseClass: "Wähle deine Klasse",
  classLead: "Du hast Stufe {level} erreicht: Wähle den Weg, dem dein Held folgen soll.",
  changeLater: "Später umzuentscheiden kostet {gems} Edelsteine.",
  classesOff: "Klassen sind aus. In den Einstellungen kannst du sie wieder einschalten.",
  playWithoutClass: "Ohne Klasse spielen",
  decideLater: "Später entscheiden",
  gemAdded: "Ein Edelstein liegt jetzt in deinem Geldbeutel.",
  purchaseFailed: "Der Kauf konnte nicht gestartet werden. Bitte versuch es noch einmal.",
  getGems: "Edelsteine holen",
  gemsLead: "Mit Edelsteinen kaufst du besondere Gegenstände, Quests und Hintergründe – und unterstützt das Spiel.",
  gemSale: "Edelstein-Aktion: Jedes Paket enthält zusätzliche Edelsteine.",
  packGems: "{count} Edelsteine",
  buyPack: "{count} Edelsteine für {price} kaufen",
  opening: "Wird geöffnet …",
  buyGemForGold: "1 Edelstein für {gold} Gold kaufen",
  monthlyCap: "Pro Monat gibt es eine Obergrenze für Edelsteine gegen Gold.",
  needsSubscription: "Edelsteine gegen Gold gibt es nur mit einem {link}.",
  subscriptionLink: "Abo",
  yesterdayTitle: "Hast du das gestern erledigt?",
  skip: "Überspringen",
  recordAndStart: "{count} eintragen und den Tag beginnen",
  startDay: "Tag beginnen",
  yesterdayLead:
    "Ein neuer Tag hat begonnen. Hake die Tagesaufgaben ab, die du gestern geschafft, aber nicht abgehakt hast: Sie zählen als erledigt, und ihr Schaden wird zurückgenommen.",
  yesterdaysDailies: "Tagesaufgaben von gestern",
} satisfies Translation<typeof text>;
