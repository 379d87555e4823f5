/** Settings → site data: bringing an account from Habitica, and importing a data file. */
import { defineText } from "../../define";

export default defineText("accountImport", {
  originalTitle: "Bring your account from Habitica",
  originalIntro:
    "Already playing Habitica? Bring your tasks, tags, settings, avatar and owned items here. This server asks Habitica itself, with your User ID and API token, so exactly what your account holds there comes across.",
  whereTitle: "Where to find them",
  whereText:
    "On Habitica, open Settings and go to the API section. Copy your User ID and your API Token (press “Show API Token”) into the fields below.",
  tokenPromise:
    "Your API token works like a password. It is used for this one request to Habitica and is never stored or written to any log.",
  comesTitle: "What comes across",
  comesTasks: "Habits, dailies, to-dos and rewards, with their checklists, schedules, reminders and history",
  comesTags: "Tags (one you already have here, by the same name, is reused)",
  comesSettings: "Settings, your profile and your avatar's look",
  comesItems: "Owned gear, pets, mounts, eggs, hatching potions, food, quest scrolls, special items and backgrounds",
  staysTitle: "What stays behind",
  staysCurrencies: "Gold, gems and mystic hourglasses",
  staysStats: "Level, experience, health, mana, stats and class",
  staysAchievements: "Achievements",
  staysPurchases: "Subscriptions and purchases",
  staysSocial: "Party, guilds, challenges and their tasks, and messages",
  addNotReplace:
    "Nothing you have here is removed: the imported tasks are added on top of your lists, and counted items are added to yours. A Habitica account can be brought to this server only once.",
  userId: "Habitica User ID",
  apiToken: "Habitica API token",
  credentialsHint: "Both look like 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d.",
  bring: "Bring my account",
  bringing: "Asking Habitica…",
  unavailable:
    "This server is not set up to bring accounts from Habitica. You can still import a data file below (without items).",
  failed: "Your account could not be brought across. Try again.",
  broughtTitle: "Welcome! Your account has come across.",
  brought:
    "Added {tasks, plural, one {# task} other {# tasks}}, {tags, plural, one {# new tag} other {# new tags}}, {items, plural, one {# kind of item} other {# kinds of items}} and {settings, plural, one {# setting} other {# settings}}.",
  unknownHere: "Not known in this game, so left behind: {keys}.",
  fileTitle: "Import a data file",
  fileText:
    "Have a data export (userdata.json) from Habitica? It brings your tasks, tags, checklists, history and settings.",
  fileNoItems:
    "A file cannot prove what you own, so it brings no items, gold, gems, hourglasses, achievements or purchases. To bring your items, use “Bring your account from Habitica” above.",
  fileItemsAllowed:
    "On this server, a file may also bring owned items (once per account): the server's operator has chosen to trust files.",
  exportFile: "Data export file",
  notAnExport: "This file is not a JSON data export. Choose the userdata.json file you downloaded from Habitica.",
  tooLarge: "This file is too large to import in one go.",
  checking: "Reading the file…",
  ready:
    "Ready to import {tasks, plural, one {# task} other {# tasks}}, {tags, plural, one {# new tag} other {# new tags}} and {settings, plural, one {# setting} other {# settings}}.",
  itemsToo: "Owned items come along too: {items, plural, one {# kind of item} other {# kinds of items}}.",
  itemsDone: "The items of a data file were already brought into this account once; they are not brought again.",
  notImported: "These stay behind:",
  importNow: "Import now",
  importing: "Importing…",
  imported:
    "Imported {tasks, plural, one {# task} other {# tasks}}, {tags, plural, one {# tag} other {# tags}} and {settings, plural, one {# setting} other {# settings}}.",
  importedItems: "Items brought in: {items, plural, one {# kind} other {# kinds}}.",
  skipChallengeTasks:
    "{count, plural, one {# task that belongs to a challenge} other {# tasks that belong to a challenge}}",
  skipGroupTasks: "{count, plural, one {# task that belongs to a group} other {# tasks that belong to a group}}",
  skipFinishedTodos: "{count, plural, one {# finished to-do} other {# finished to-dos}}",
  skipWithoutText: "{count, plural, one {# task without text} other {# tasks without text}}",
  skipChallengeTags: "{count, plural, one {# challenge or group tag} other {# challenge or group tags}}",
  skipOverTaskLimit:
    "{count, plural, one {# task over the limit of tasks one player may keep} other {# tasks over the limit of tasks one player may keep}}",
  skipOverTagLimit:
    "{count, plural, one {# tag over the limit of tags one player may keep} other {# tags over the limit of tags one player may keep}}",
});
