/** Messages of the game rules (content/rules) not already in the error catalogue. `{name}` marks a placeholder. */
export const ruleMessages: Record<string, string> = {
  // scoring and stats
  sessionOutdated: "This task changed since you last loaded it. Refresh and try again.",
  taskApprovalHasBeenRequested: "Approval has been requested from the group's leaders.",
  notEnoughAttrPoints: "You have no attribute points left to spend.",
  cannotRevive: "You can only revive when your health is gone.",
  messageLostItem: "You lost your {itemText} when you fell.",
  rebirthComplete: "You have been reborn! Level 1 awaits, with everything you collected.",
  resetComplete: "Your account starts over: level 1, no gold, and your own tasks cleared.",
  customDayStartHasChanged: "Your day now starts at the hour you chose.",

  // pets
  messageHatched: "Your egg hatched! Find your new pet in the stable.",
  messageLikesFood: "Your pet gobbles the food happily.",
  messageDontEnjoyFood: "Your pet eats the food, but without much joy.",
  messageEvolve: "Your pet has grown into a mount!",

  // equipment
  messageEquipped: "Equipped {itemText}.",
  messageUnEquipped: "Took off {itemText}.",
  messageTwoHandedEquip: "This weapon needs both hands, so your shield was taken off.",
  messageTwoHandedUnequip: "Your two-handed weapon was put away to make room for the shield.",
  messagePetMountUnEquipped: "Your pet and mount are resting in the stable.",
  messageBackgroundUnEquipped: "Background removed.",
  messageAllUnEquipped: "Everything was taken off.",
  messageCostumeUnEquipped: "Costume removed.",
  messageBattleGearUnEquipped: "Battle gear removed.",

  // selling
  saddleNotSellable: "The Saddle cannot be sold.",

  // shops
  potionText: "Health Potion",
  potionNotes: "Heals 15 health at once, up to your maximum of 50.",
  armoireText: "Enchanted Armoire",
  armoireNotes: "Open it for a surprise: a rare piece of equipment, some pet food or a little experience.",
  armoireEquipment: "The Enchanted Armoire gives you a piece of equipment: {dropText}!",
  armoireFood: "The Enchanted Armoire hands you some pet food: {dropText}.",
  dropFoundFood: "You found some food: {dropText}. Feed it to a pet in your stable.",
  dropFoundEgg: "You found an egg: {dropText}. Hatch it with a hatching potion.",
  dropFoundHatchingPotion: "You found a hatching potion: {dropText}. Pour it on an egg to hatch a pet.",
  armoireExp: "You wrestle with the Enchanted Armoire and gain experience.",
  mysteryItemOpened: "You open the mystery box and find new equipment!",

  // tasks and gifts
  checklistOnlyDailyTodo: "Only dailies and to-dos have checklists.",
  checklistItemNotFound: "That checklist item does not exist.",
  badAmountOfGemsToSend: "The number of gems to send must be a whole number above zero.",
  cannotSendGemsToYourself: "You cannot send gems to yourself.",

  // skills
  classNotSelected: "Choose a class before using class skills.",
  notEnoughMana: "You do not have enough mana for that skill.",
  spellLevelTooHigh: "You need to reach level {level} to use this skill.",
  targetIdRequired: "Choose a target for this skill.",
  challengeTasksNoCast: "Skills cannot be cast on challenge tasks.",
  groupTasksNoCast: "Skills cannot be cast on group tasks.",
};
