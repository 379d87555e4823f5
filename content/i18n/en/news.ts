/** News posts about the game, in our own words. */
export const newsMessages: Record<string, string> = {
  newsTitleStableOpens: "The stable doors are open",
  newsTextStableOpens:
    "Eggs, potions and food now drop as you complete tasks. Hatch your first pet from the inventory, feed it its favourite food and watch it grow into a mount you can ride.",
  newsTitleShopsOpen: "Five shops, one market square",
  newsTextShopsOpen:
    "The market, the quest shop, the customizations shop, the seasonal shop and the time travelers have opened their doors. Pin anything you are saving for to your rewards column so your goal stays in sight.",
  newsTitleImport: "Bring your old tasks along",
  newsTextImport:
    "Coming from the open-source habit game? Settings → Site data now imports its data export: your tasks, tags and settings arrive in a minute, and we tell you what stayed behind.",
  newsTitleSeasons: "A new season in the shops",
  newsTextSeasons:
    "The seasonal shop changes with the calendar: each season brings its own class gear, spells and quests. Look in while they last.",
};
