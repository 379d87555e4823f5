/** English names and descriptions of skills, special spells, debuff potions and cards. */
import { spellMessagesOf } from "../keys";

/** spell key -> [name, description] */
const SPELL_WORDS: Record<string, [string, string]> = {
  fireball: [
    "Burst of Flame",
    "Scorch a task to gain experience and damage the quest boss. Stronger with Intelligence.",
  ],
  mpheal: ["Ethereal Surge", "Share your mana with your party (other wizards gain less)."],
  earth: ["Earthquake", "Shake the ground and raise your party's Intelligence for the day."],
  frost: ["Chilling Frost", "Freeze your streaks so missed dailies do not reset them tonight."],
  smash: ["Brutal Smash", "Hit a task hard: it becomes bluer and the boss takes extra damage."],
  defensiveStance: ["Defensive Stance", "Brace yourself and gain Constitution for the day."],
  valorousPresence: ["Valorous Presence", "Inspire your party and raise their Strength for the day."],
  intimidate: ["Intimidating Gaze", "Stare down danger and raise your party's Constitution for the day."],
  pickPocket: ["Pickpocket", "Lift some gold from a task. Stronger with Perception."],
  backStab: ["Backstab", "Strike a task from behind for gold and experience."],
  toolsOfTrade: ["Tools of the Trade", "Share your tricks and raise your party's Perception for the day."],
  stealth: ["Stealth", "Slip past some of tonight's missed dailies unharmed."],
  heal: ["Healing Light", "Restore some of your own health."],
  brightness: ["Searing Brightness", "Make all your tasks a little less red."],
  protectAura: ["Protective Aura", "Shield your party and raise their Constitution for the day."],
  healAll: ["Blessing", "Restore health to everyone in your party."],
  snowball: ["Snowball", "Throw a snowball at a friend. What could go wrong?"],
  spookySparkles: ["Spooky Sparkles", "Turn a friend into a floating blanket with eyes."],
  shinySeed: ["Shiny Seed", "Turn a friend into a cheerful flower."],
  seafoam: ["Seafoam", "Turn a friend into a little sea creature."],
  salt: ["Salt", "Undo a snowball and get back to normal."],
  opaquePotion: ["Opaque Potion", "Undo spooky sparkles and become visible again."],
  petalFreePotion: ["Petal-free Potion", "Undo a shiny seed and shed your petals."],
  sand: ["Sand", "Undo seafoam and walk on land again."],
  greeting: ["Greeting Card", "Send a friendly hello to a party member."],
  nye: ["New Year's Card", "Wish a friend a happy new year."],
  thankyou: ["Thank-you Card", "Let someone know you are grateful."],
  valentine: ["Valentine Card", "Send a little love to a friend."],
  birthday: ["Birthday Card", "Celebrate a friend's special day."],
  congrats: ["Congratulations Card", "Cheer a friend on a job well done."],
  getwell: ["Get Well Card", "Send a friend warm wishes to feel better."],
  goodluck: ["Good Luck Card", "Wish a friend luck with what is ahead."],
};

export const spellMessages: Record<string, string> = spellMessagesOf(SPELL_WORDS);
