/** Deutsche Namen und Beschreibungen der Fähigkeiten, Sonderzauber, Gegentränke und Karten. */
import { spellMessagesOf } from "../../keys";

const SPELL_WORDS: Record<string, [string, string]> = {
  fireball: [
    "Flammenstoß",
    "Versenge eine Aufgabe, um Erfahrung zu gewinnen und dem Quest-Boss zu schaden. Stärker mit Intelligenz.",
  ],
  mpheal: ["Ätherwelle", "Teile dein Mana mit deiner Gruppe (andere Magier bekommen weniger)."],
  earth: ["Erdbeben", "Lass den Boden beben und steigere für heute die Intelligenz deiner Gruppe."],
  frost: [
    "Eisiger Frost",
    "Friere deine Serien ein, damit verpasste Tagesaufgaben sie heute Nacht nicht zurücksetzen.",
  ],
  smash: [
    "Brutaler Schlag",
    "Triff eine Aufgabe mit voller Wucht: Sie wird blauer, und der Boss nimmt zusätzlichen Schaden.",
  ],
  defensiveStance: ["Verteidigungshaltung", "Wappne dich und gewinne für heute Ausdauer."],
  valorousPresence: ["Heldenhafte Präsenz", "Begeistere deine Gruppe und steigere für heute ihre Stärke."],
  intimidate: [
    "Einschüchternder Blick",
    "Starr der Gefahr ins Gesicht und steigere für heute die Ausdauer deiner Gruppe.",
  ],
  pickPocket: ["Taschendiebstahl", "Stibitze einer Aufgabe etwas Gold. Stärker mit Wahrnehmung."],
  backStab: ["Meucheln", "Triff eine Aufgabe von hinten und erbeute Gold und Erfahrung."],
  toolsOfTrade: ["Werkzeuge des Handwerks", "Teile deine Tricks und steigere für heute die Wahrnehmung deiner Gruppe."],
  stealth: ["Schleichen", "Schleich dich heute Nacht unbeschadet an einigen verpassten Tagesaufgaben vorbei."],
  heal: ["Heilendes Licht", "Stell einen Teil deiner eigenen Gesundheit wieder her."],
  brightness: ["Sengende Helligkeit", "Mach alle deine Aufgaben ein bisschen weniger rot."],
  protectAura: ["Schutzaura", "Schirme deine Gruppe ab und steigere für heute ihre Ausdauer."],
  healAll: ["Segen", "Stell die Gesundheit aller in deiner Gruppe wieder her."],
  snowball: ["Schneeball", "Wirf einen Schneeball auf einen Freund. Was soll schon schiefgehen?"],
  spookySparkles: ["Gruselfunken", "Verwandle einen Freund in eine schwebende Decke mit Augen."],
  shinySeed: ["Glänzender Samen", "Verwandle einen Freund in eine fröhliche Blume."],
  seafoam: ["Meeresschaum", "Verwandle einen Freund in ein kleines Meereswesen."],
  salt: ["Salz", "Mach einen Schneeball rückgängig und werde wieder normal."],
  opaquePotion: ["Undurchsichtiger Trank", "Mach Gruselfunken rückgängig und werde wieder sichtbar."],
  petalFreePotion: ["Blütenfrei-Trank", "Mach einen glänzenden Samen rückgängig und wirf deine Blütenblätter ab."],
  sand: ["Sand", "Mach Meeresschaum rückgängig und lauf wieder an Land."],
  greeting: ["Grußkarte", "Schick einem Gruppenmitglied einen freundlichen Gruß."],
  nye: ["Neujahrskarte", "Wünsch einem Freund ein frohes neues Jahr."],
  thankyou: ["Dankeskarte", "Zeig jemandem, dass du dankbar bist."],
  valentine: ["Valentinskarte", "Schick einem Freund ein bisschen Liebe."],
  birthday: ["Geburtstagskarte", "Feiere den besonderen Tag eines Freundes."],
  congrats: ["Glückwunschkarte", "Jubel einem Freund für eine gut gemachte Sache zu."],
  getwell: ["Gute-Besserung-Karte", "Schick einem Freund herzliche Genesungswünsche."],
  goodluck: ["Viel-Glück-Karte", "Wünsch einem Freund Glück für das, was vor ihm liegt."],
};

export const spellMessages: Record<string, string> = spellMessagesOf(SPELL_WORDS);
