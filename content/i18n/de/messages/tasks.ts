/** Aufgabenvorlagen, Gildenkategorien, Benachrichtigungen (en/tasks.ts) und die ersten Aufgaben (en/starter.ts). */
import { guildCategoryMessagesOf, taskTemplateMessages } from "../../keys";

const TEMPLATE_WORDS: Record<string, [string, string][]> = {
  work: [
    ["Konzentrierte Arbeitsphase", "Ein ordentlicher Block Arbeit ohne Ablenkung."],
    ["Nachrichten lesen und den Tag planen", "Fünf Minuten, um zu sortieren, was heute zählt."],
    ["Den Wochenbericht fertigstellen", "Bring ihn früh hinter dich."],
  ],
  exercise: [
    ["Die Treppe nehmen", "Jedes Stockwerk zählt."],
    ["Zehn Minuten dehnen", "Lockere dich, bevor der Tag hektisch wird."],
    ["Das Training der Woche planen", "Such dir die Tage aus und schreib sie auf."],
  ],
  health_wellness: [
    [
      "Ein Glas Wasser trinken",
      "Hak es ab, wenn du ein Glas getrunken hast; tippe auf Minus, wenn es stattdessen Limo war.",
    ],
    ["Vitamine nehmen", "Eine Kleinigkeit, die sich summiert."],
    ["Einen Vorsorgetermin ausmachen", "Such eine passende Zeit und ruf an."],
  ],
  school: [
    ["Eine Weile lernen", "Plus für eine konzentrierte Runde, Minus für eine vertrödelte."],
    ["Hausaufgaben machen", "Bleib bei deinen Aufgaben am Ball."],
    ["Den Aufsatzentwurf fertigschreiben", "Erst mal Wörter aufs Papier – feilen kannst du später."],
  ],
  self_care: [
    ["Eine kurze Pause machen", "Weg vom Bildschirm und durchatmen."],
    ["Tagebuch schreiben", "Ein paar Zeilen über heute."],
    ["Etwas Schönes planen", "Trag dir eine kleine Belohnung in den Kalender ein."],
  ],
  chores: [
    ["Zehn Minuten aufräumen", "Ein bisschen Aufräumen hält das Chaos fern."],
    ["Abwaschen", "Eine leere Spüle macht den Morgen leichter."],
    ["Den Kühlschrank ausmisten", "Weg mit allem, was seine besten Tage hinter sich hat."],
  ],
  creativity: [
    ["Dein Handwerk üben", "Jede Übung zählt."],
    ["Täglich zeichnen, schreiben oder spielen", "Erschaffe etwas, egal wie klein."],
    ["Ein kleines Projekt abschließen", "Such dir eins aus und zieh es durch."],
  ],
  defaults: [
    ["Gesunder Snack", "Plus für Obst oder Gemüse, Minus für Junkfood."],
    ["Produktive Arbeit", "Tippe auf Plus, wann immer du etwas geschafft hast."],
    ["Aufschieben", "Tippe auf Minus, wenn du dich beim Aufschieben ertappst."],
    ["Morgenroutine", "Eine Tagesaufgabe wiederholt sich an den Tagen, die du wählst. Hak sie jedes Mal ab."],
    ["Das Spiel erkunden", "Ein To-do bleibt, bis du es erledigst. Leg doch gleich ein eigenes an!"],
    ["Eine Folge schauen", "Belohnungen kosten Gold. Gib das, was du verdienst, für etwas aus, das dir Freude macht."],
  ],
};

const CATEGORY_NAMES: Record<string, string> = {
  habitica_official: "Offiziell",
  academics: "Studium und Wissen",
  advocacy_causes: "Engagement und gute Zwecke",
  creativity: "Kreativität",
  entertainment: "Unterhaltung",
  finance: "Finanzen",
  health_fitness: "Gesundheit und Fitness",
  hobbies_occupations: "Hobbys und Berufe",
  location_based: "Ortsbezogen",
  mental_health: "Psychische Gesundheit und Selbstfürsorge",
  getting_organized: "Ordnung schaffen",
  recovery_support_groups: "Genesung und Selbsthilfe",
  self_improvement: "Persönliche Entwicklung",
  spirituality: "Spiritualität",
  time_management: "Zeitmanagement",
};

export const taskMessages: Record<string, string> = {
  ...taskTemplateMessages(TEMPLATE_WORDS),
  ...guildCategoryMessagesOf(CATEGORY_NAMES),
  lostHealth: "Du hast {amount} Gesundheit verloren.",
  lostMana: "Du hast {amount} Mana verbraucht.",
  lostExperience: "Du hast {amount} Erfahrung verloren.",
  lostGold: "Du hast {amount} Gold verloren.",
  gainedHealth: "Du hast {amount} Gesundheit zurückgewonnen.",
  gainedMana: "Du hast {amount} Mana zurückgewonnen.",
  gainedExperience: "Du hast {amount} Erfahrung gewonnen.",
  gainedGold: "Du hast {amount} Gold erhalten.",
  streakCoins: "Serienbonus: {amount} Gold!",
  bossDamage: "Du hast dem Boss {amount} Schaden zugefügt.",
};

export const starterMessages: Record<string, string> = {
  starterTagWork: "Arbeit",
  starterTagExercise: "Sport",
  starterTagHealth: "Gesundheit + Wohlbefinden",
  starterTagSchool: "Schule",
  starterTagTeams: "Teams",
  starterTagChores: "Haushalt",
  starterTagCreativity: "Kreativität",
  starterHabitWaterText: "Ein Glas Wasser trinken",
  starterHabitWaterNotes: "Tippe jedes Mal auf +, wenn du es tust – kleine Erfolge summieren sich.",
  starterHabitScrollText: "Doomscrolling",
  starterHabitScrollNotes: "Tippe auf −, wenn du dich ertappst – Gewohnheiten können auch schlecht sein.",
  starterHabitStairsText: "Die Treppe nehmen",
  starterHabitStairsNotes: "Beide Knöpfe: + für die Treppe, − für den Aufzug.",
  starterDailyPlanText: "Die drei wichtigsten Aufgaben für morgen auswählen",
  starterDailyPlanNotes:
    "Tagesaufgaben kommen an jedem fälligen Tag wieder. Verpasst du eine, verlierst du Gesundheit.",
  starterTodoHabitText: "Eine eigene Gewohnheit hinzufügen",
  starterTodoHabitNotes: "Nutze den +-Knopf über der Spalte „Gewohnheiten“.",
  starterTodoDailyText: "Eine eigene Tagesaufgabe hinzufügen",
  starterTodoDailyNotes: "In ihrem Editor wählst du die Tage, an denen sie sich wiederholt.",
  starterRewardText: "Eine Folge deiner Lieblingsserie",
  starterRewardNotes: "Belohnungen kosten Gold. Wähle Dinge, die dir wirklich Freude machen.",
};
