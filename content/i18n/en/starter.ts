/** A new player's first tags and tasks, written in the language they registered in. */
export const starterMessages = {
  starterTagWork: "Work",
  starterTagExercise: "Exercise",
  starterTagHealth: "Health + Wellness",
  starterTagSchool: "School",
  starterTagTeams: "Teams",
  starterTagChores: "Chores",
  starterTagCreativity: "Creativity",
  starterHabitWaterText: "Drink a glass of water",
  starterHabitWaterNotes: "Tap + every time you do it; small wins add up.",
  starterHabitScrollText: "Doomscrolling",
  starterHabitScrollNotes: "Tap − when you catch yourself; habits can be bad too.",
  starterHabitStairsText: "Take the stairs",
  starterHabitStairsNotes: "Both buttons: + for the stairs, − for the lift.",
  starterDailyPlanText: "Pick tomorrow's three most important tasks",
  starterDailyPlanNotes: "Dailies come back every day they are due. Miss one and you lose health.",
  starterTodoHabitText: "Add a habit of your own",
  starterTodoHabitNotes: "Use the + button above the habits column.",
  starterTodoDailyText: "Add a daily of your own",
  starterTodoDailyNotes: "Choose the days it repeats in its editor.",
  starterRewardText: "An episode of a favourite show",
  starterRewardNotes: "Rewards cost gold. Make them things you truly enjoy.",
} as const;

export type StarterKey = keyof typeof starterMessages;
