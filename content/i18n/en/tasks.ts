/** English wording of task templates, guild categories and default notification messages. */
import { guildCategoryMessagesOf, taskTemplateMessages } from "../keys";

/** category -> [text, notes] per template, in the order of the table */
const TEMPLATE_WORDS: Record<string, [string, string][]> = {
  work: [
    ["Focused work session", "A solid block of work without distractions."],
    ["Check messages and plan the day", "Five minutes to sort out what matters today."],
    ["Finish the weekly report", "Get it out of the way early."],
  ],
  exercise: [
    ["Take the stairs", "Every flight counts."],
    ["Stretch for ten minutes", "Loosen up before the day gets busy."],
    ["Plan this week's workouts", "Pick the days and write them down."],
  ],
  health_wellness: [
    ["Drink a glass of water", "Tick it when you have a glass; tap minus for a fizzy drink instead."],
    ["Take your vitamins", "A small thing that adds up."],
    ["Book a check-up", "Find a time that works and call."],
  ],
  school: [
    ["Study for a while", "Plus for a focused session, minus for a wasted one."],
    ["Do homework", "Keep on top of assignments."],
    ["Finish the essay draft", "Get words on the page; polish later."],
  ],
  self_care: [
    ["Take a short break", "Step away from the screen and breathe."],
    ["Write in a journal", "A few lines about today."],
    ["Plan something fun", "Put a treat for yourself on the calendar."],
  ],
  chores: [
    ["Tidy for ten minutes", "A little tidying keeps the mess away."],
    ["Wash the dishes", "A clean sink makes mornings easier."],
    ["Clean out the fridge", "Toss what is past its best."],
  ],
  creativity: [
    ["Practise your craft", "Any amount of practice counts."],
    ["Sketch, write or play daily", "Make something, however small."],
    ["Finish a small project", "Pick one and see it through."],
  ],
  defaults: [
    ["Healthy snack", "Plus for fruit or veg, minus for junk food."],
    ["Productive work", "Tap plus whenever you get something done."],
    ["Procrastinate", "Tap minus when you catch yourself putting things off."],
    ["Morning routine", "A daily repeats on the days you choose. Tick it off each time."],
    ["Explore the game", "A to-do stays until you finish it. Try creating your own!"],
    ["Watch an episode", "Rewards cost gold. Spend what you earn on something you enjoy."],
  ],
};

const CATEGORY_NAMES: Record<string, string> = {
  habitica_official: "Official",
  academics: "Academics",
  advocacy_causes: "Advocacy and Causes",
  creativity: "Creativity",
  entertainment: "Entertainment",
  finance: "Finance",
  health_fitness: "Health and Fitness",
  hobbies_occupations: "Hobbies and Occupations",
  location_based: "Location-based",
  mental_health: "Mental Health and Self-care",
  getting_organized: "Getting Organised",
  recovery_support_groups: "Recovery and Support",
  self_improvement: "Self-improvement",
  spirituality: "Spirituality",
  time_management: "Time Management",
};

export const guildCategoryMessages: Record<string, string> = guildCategoryMessagesOf(CATEGORY_NAMES);

export const taskMessages: Record<string, string> = {
  ...taskTemplateMessages(TEMPLATE_WORDS),
  ...guildCategoryMessages,
  // default notification messages (content spec §8)
  lostHealth: "You lost {amount} health.",
  lostMana: "You used {amount} mana.",
  lostExperience: "You lost {amount} experience.",
  lostGold: "You lost {amount} gold.",
  gainedHealth: "You regained {amount} health.",
  gainedMana: "You regained {amount} mana.",
  gainedExperience: "You gained {amount} experience.",
  gainedGold: "You gained {amount} gold.",
  streakCoins: "Streak bonus: {amount} gold!",
  bossDamage: "You hit the boss for {amount} damage.",
};
