/** English quest texts, in our own words: a title, the foe, and a one-line premise each. */
import { type QUEST_GROUPS, quests } from "../../data/quests";
import type { Quest, QuestRage } from "../../data/types";
import { humanize } from "./words";

/** quest key -> [title, foe or goal, premise] */
const QUEST_WORDS: Record<string, [string, string, string]> = {
  atom1: [
    "Attack of the Mundane, Part 1: Dish Disaster",
    "Soap Bars",
    "A mountain of dirty dishes blocks the lake shore. Scrub your way through it!",
  ],
  atom2: [
    "Attack of the Mundane, Part 2: The Snackless Monster",
    "Snackless Monster",
    "Something hungry is lurking under the suds.",
  ],
  atom3: [
    "Attack of the Mundane, Part 3: The Laundromancer",
    "Laundromancer",
    "The mind behind the mess finally shows itself, wrapped in socks.",
  ],
  vice1: [
    "Vice, Part 1: Free Yourself of the Dragon's Influence",
    "Vice's Shade",
    "A dark wyrm feeds on bad habits. Shake off its grip.",
  ],
  vice2: [
    "Vice, Part 2: Find the Lair of the Wyrm",
    "Light Crystals",
    "Collect glowing crystals to light the way to the dragon's den.",
  ],
  vice3: ["Vice, Part 3: Vice Awakens", "Vice, the Shadow Wyrm", "The dragon wakes. Stand together and end its reign."],
  goldenknight1: [
    "The Golden Knight, Part 1: A Stern Talking-To",
    "Testimonies",
    "Gather testimonies from everyone the Golden Knight has scolded.",
  ],
  goldenknight2: [
    "The Golden Knight, Part 2: Gold Knight",
    "The Golden Knight",
    "She will not listen to reason. Show her another way.",
  ],
  goldenknight3: [
    "The Golden Knight, Part 3: The Iron Knight",
    "The Iron Knight",
    "An armoured stranger claims the credit for all her sternness.",
  ],
  moonstone1: [
    "Recidivate, Part 1: The Moonstone Chain",
    "Moonstones",
    "Collect the moonstones that bind a cursed necromancer.",
  ],
  moonstone2: [
    "Recidivate, Part 2: Recidivate the Necromancer",
    "The Necromancer",
    "The chain is forged. Face the necromancer in the crypt.",
  ],
  moonstone3: [
    "Recidivate, Part 3: Recidivate Transformed",
    "Recidivate Transformed",
    "The necromancer returns as something far worse.",
  ],
  moon1: [
    "Lunar Battle, Part 1: Find the Mysterious Shards",
    "Moon Shards",
    "Shards of moonlight are falling from the sky. Pick them up.",
  ],
  moon2: [
    "Lunar Battle, Part 2: Stop the Overshadowing Stress",
    "The Looming Shadow",
    "The shards cast a shadow that feeds on worry.",
  ],
  moon3: [
    "Lunar Battle, Part 3: The Monstrous Moon",
    "The Monstrous Moon",
    "The moon itself has grown teeth. Bring it back to its senses.",
  ],
  dilatoryDistress1: [
    "Dilatory Distress, Part 1: Message in a Bottle",
    "Fire Coral and Blue Fins",
    "A plea washes ashore from the drowned city. Gather supplies for the journey.",
  ],
  dilatoryDistress2: [
    "Dilatory Distress, Part 2: Creatures of the Crevasse",
    "Swarm of Water Skulls",
    "Eerie skulls pour out of a deep trench.",
  ],
  dilatoryDistress3: [
    "Dilatory Distress, Part 3: Not a Mere Maid",
    "The Sea Witch Adva",
    "The one behind the skulls rises from the depths.",
  ],
  mayhemMistiflying1: [
    "Mayhem in Mistiflying, Part 1: A Stormy Welcome",
    "Ice Air Elemental",
    "The floating city is battered by a cold gale.",
  ],
  mayhemMistiflying2: [
    "Mayhem in Mistiflying, Part 2: The Mistiflies",
    "Mistiflies",
    "Catch the startled mistiflies before they scatter for good.",
  ],
  mayhemMistiflying3: [
    "Mayhem in Mistiflying, Part 3: The Mailman Is a Menace",
    "The Wind-Worker",
    "A courier has been whipping up the storms all along.",
  ],
  stoikalmCalamity1: [
    "Stoïkalm Calamity, Part 1: Earthen Foes",
    "Earth Skull Swarm",
    "Skulls of stone rumble across the frozen steppes.",
  ],
  stoikalmCalamity2: [
    "Stoïkalm Calamity, Part 2: Seek the Icicle Caverns",
    "Icicle Coins",
    "Follow a trail of icicle coins into the caverns.",
  ],
  stoikalmCalamity3: [
    "Stoïkalm Calamity, Part 3: Icicle Drake Quake",
    "Icicle Drake Queen",
    "The queen of the drakes guards the stolen treasure.",
  ],
  taskwoodsTerror1: [
    "Terror in the Taskwoods, Part 1: The Blaze",
    "Fire Skull Swarm",
    "Flaming skulls set the friendly forest alight.",
  ],
  taskwoodsTerror2: [
    "Terror in the Taskwoods, Part 2: Find the Flourishing Fairies",
    "Forest Folk",
    "Find the pixies, brownies and dryads who fled the fire.",
  ],
  taskwoodsTerror3: [
    "Terror in the Taskwoods, Part 3: Jacko of the Lantern",
    "Jacko of the Lantern",
    "A lantern spirit holds the last of the flames.",
  ],
  lostMasterclasser1: [
    "The Mystery of the Masterclassers, Part 1: Read Between the Lines",
    "Ancient Tomes",
    "Search the library for clues about the vanished class masters.",
  ],
  lostMasterclasser2: [
    "The Mystery of the Masterclassers, Part 2: Assembling the A'Voidant",
    "The A'Voidant",
    "A creature of pure avoidance bars the way.",
  ],
  lostMasterclasser3: [
    "The Mystery of the Masterclassers, Part 3: City in the Sands",
    "The Void Skull Swarm",
    "A buried city wakes and so do its guardians.",
  ],
  lostMasterclasser4: [
    "The Mystery of the Masterclassers, Part 4: The Lost Masterclasser",
    "The Anti'zinnya",
    "The lost master waits at the end, stronger than anyone imagined.",
  ],
  alligator: ["The Insta-Gator", "Insta-Gator", "A reptile that snaps at every distraction lurks in the swamp."],
  alpaca: [
    "The Stubborn Alpaca",
    "Grumpy Alpaca",
    "A fluffy alpaca has planted its hooves on the mountain path and spits at anyone who tries to pass.",
  ],
  armadillo: ["The Indulgent Armadillo", "Armadillo", "This armadillo rolls into a ball whenever work appears."],
  axolotl: ["The Magical Axolotl", "Magical Axolotl", "A giant axolotl keeps regrowing whatever you knock off."],
  badger: ["Stop Badgering Me!", "The Badgering Bother", "A badger that will not stop nagging has moved in."],
  beetle: ["The Critical Bug", "Critical Bug", "A beetle made of errors is crawling through the code."],
  bunny: ["The Killer Bunny", "Killer Bunny", "Do not be fooled by the fluffy tail."],
  butterfly: ["Bye, Bye, Butterfry", "Butterfry", "A fiery butterfly scorches the flower meadows."],
  cat: [
    "The Cat That Sat on the Keyboard",
    "Keyboard Cat",
    "A sleek cat naps on every page you need. Coax it off, gently.",
  ],
  chameleon: ["The Chaos Chameleon", "Chaos Chameleon", "A lizard that changes colour with every change of plan."],
  cheetah: ["Such a Cheetah", "Cheetah", "A cat so fast it finishes tasks before anyone checks them."],
  cow: ["The Mootant Cow", "Mootant Cow", "A cow glowing faintly green is trampling the fields."],
  crab: ["The Crabby Crab", "Crabby Crab", "A grumpy crab pinches anyone who comes near the beach."],
  dilatory_derby: ["The Dilatory Derby", "Sea Stallion", "Race the fastest seahorse in the sea and win its trust."],
  dog: ["The Dog Days", "Distracted Hound", "A dog chases every squirrel of a thought but its own work."],
  dolphin: ["The Dolphin of Doubt", "Dolphin of Doubt", "A dolphin whispers that you cannot do it. Prove it wrong."],
  falcon: [
    "The Birds of Preycrastination",
    "Flock of Preycrastinators",
    "Birds swoop down on anyone who puts things off.",
  ],
  ferret: ["The Nefarious Ferret", "Nefarious Ferret", "A ferret in a top hat sells useless potions in the market."],
  frog: ["Swamp of the Clutter Frog", "Clutter Frog", "A frog piles junk on every surface in the swamp."],
  ghost_stag: ["The Spirit of Spring", "Ghost Stag", "A ghostly stag has frozen spring in place."],
  giraffe: ["The Giraffe Gaffe", "Towering Giraffe", "A giraffe who takes on far too much needs a hand."],
  gryphon: ["The Fiery Gryphon", "Fiery Gryphon", "A hot-headed gryphon has torched the stables."],
  guineapig: ["The Guinea Pig Gang", "Guinea Pig Gang", "A squeaky gang has taken over the market."],
  harpy: ["Help! Harpy!", "Harpy", "A harpy has stolen the parrots of the jungle."],
  hedgehog: ["The Hedgebeast", "Hedgebeast", "A giant hedgehog rolls around the park in a temper."],
  hippo: ["What a Hippo-Crite", "Hippo-Crite", "A hippo preaches hard work but never lifts a hoof."],
  horse: ["Ride the Night-Mare", "Night-Mare", "A dark horse gallops through everyone's dreams."],
  kangaroo: ["Kangaroo Catastrophe", "Kangaroo", "A boxing kangaroo won't let anyone finish a task."],
  kraken: [
    "The Kraken of Inkomplete",
    "Kraken of Inkomplete",
    "A kraken wraps its arms around every unfinished chore.",
  ],
  monkey: [
    "Monstrous Mandrill and the Mischief Monkeys",
    "Monstrous Mandrill",
    "A mandrill and its troop steal whatever isn't tied down.",
  ],
  nudibranch: [
    "Infestation of the NowDo Nudibranches",
    "NowDo Nudibranches",
    "Colourful sea slugs demand that everything be done right now.",
  ],
  octopus: ["The Call of Octothulu", "Octothulu", "Something vast stirs in the depths, and it wants your attention."],
  otter: ["The Otter Chaos", "Tumbling Otter", "An otter juggles too many shells and keeps dropping them."],
  owl: ["The Night-Owl", "Night Owl", "An owl keeps everyone up far too late."],
  peacock: ["The Peacock Push-Me-Pull-You", "Peacock", "A two-headed peacock can't decide which way to go."],
  penguin: ["The Fowl Frost", "Frost Penguin", "A penguin freezes everything it waddles past."],
  platypus: ["The Platypus Puzzle", "Puzzling Platypus", "A creature made of odd parts poses riddles at the river."],
  pterodactyl: ["The Pterror-dactyl", "Pterror-dactyl", "A winged terror swoops over the cliffs."],
  raccoon: ["The Raccoon Raid", "Rummaging Raccoon", "A raccoon raids the pantry of half-finished plans."],
  rat: ["The Rat King", "Rat King", "A crowned rat rules a kingdom of mess."],
  rock: ["Escape the Cave Creature", "Cave Creature", "The cave you are exploring turns out to be alive."],
  rooster: ["Rooster Rampage", "Rooster", "A rooster crows so loudly nobody can sleep."],
  sabretooth: ["The Sabre Cat", "Zombie Sabre Cat", "An old cat with long teeth prowls the ice."],
  seaserpent: ["Danger in the Depths: Sea Serpent Strike", "Sea Serpent", "A serpent coils around the harbour."],
  sheep: ["The Thunder Ram", "Thunder Ram", "A ram made of storm clouds charges across the sky."],
  slime: ["The Jelly Regent", "Jelly Regent", "A wobbly monarch is turning the town to jelly."],
  sloth: ["The Somnolent Snowsloth", "Snowsloth", "A sleepy giant makes everyone near it drowsy."],
  snail: ["The Snail of Drudgery Sludge", "Snail of Drudgery", "A snail leaves a trail of tedious chores behind."],
  snake: ["The Serpent of Distraction", "Serpent of Distraction", "A snake hypnotises anyone who looks up from work."],
  spider: ["The Icy Arachnid", "Frost Spider", "A spider spins webs of ice across the windows."],
  squirrel: ["The Sneaky Squirrel", "Sneaky Squirrel", "A squirrel hoards every task and hides them all."],
  treeling: ["The Tangle Tree", "Tangle Tree", "A tree knots its roots around anyone who dawdles."],
  trex: ["King of the Dinosaurs", "Flesh-and-Blood T-Rex", "A living tyrannosaur stomps through the museum."],
  trex_undead: ["The Dinosaur Unearthed", "Skeletal T-Rex", "A fossil has climbed off its stand and wants a fight."],
  triceratops: ["The Trampling Triceratops", "Trampling Triceratops", "A triceratops tramples every neat plan."],
  turtle: ["Guide the Turtle", "Lost Sea Turtle", "Help a lost turtle find its way home to the reef."],
  unicorn: [
    "Convincing the Unicorn Queen",
    "Unicorn Queen",
    "A proud unicorn will only trust those who finish what they start.",
  ],
  velociraptor: ["The Veloci-Rapper", "Veloci-Rapper", "A dinosaur with a rhyme for every excuse."],
  whale: ["Wail of the Whale", "Wailing Whale", "A whale's sad song floods the bay with gloom."],
  yarn: ["A Tangled Yarn", "Dread Yarnghetti", "A monster of knotted yarn blocks the craft fair."],
  amber: ["The Amber Alliance", "Treeling Tyrant", "A tree spirit seals everything it loves in amber."],
  blackPearl: ["A Startling Starry Idea", "Pearl-eyed Kraken", "A pearl-eyed monster guards the starlit sea."],
  bronze: ["Brazen Beetle Battle", "Brazen Beetle", "A beetle of gleaming bronze blocks the road."],
  fluorite: ["A Bright and Fluorescent Fear", "Fluorite Elemental", "A glowing stone creature lights up the caves."],
  jade: ["The Jade Jinx", "Jade Jinx", "A green jinx turns everything it touches to stone."],
  pinkMarble: ["Cupid Calamity", "Cupid Gone Wrong", "A cupid's arrows are making everyone fall for procrastination."],
  onyx: ["Into the Onyx Den", "Onyx Stones", "Dig for dark stones and runes in a deep den."],
  ruby: ["Ruby Rapport", "Rubies", "Collect rubies and star runes for a heartfelt spell."],
  silver: ["The Silver Solution", "Silver Ingots", "Gather silver and moon runes to brew a shining potion."],
  stone: ["A Maze of Moss", "Mossy Stones", "Find the mossy stones hidden in a green labyrinth."],
  turquoise: ["Turquoise Treasure Toil", "Turquoise Gems", "Dig for turquoise and starry runes in the desert."],
  opal: ["The Opal Odyssey", "Opal Gems", "Collect shimmering opals and runes along a winding path."],
  waffle: ["Waffling with the Fool", "Disastrous Waffle", "A breakfast gone terribly wrong has come to life."],
  virtualpet: ["Beep! Beep! A Virtual Pet", "Needy Virtual Pet", "A tiny screen-pet demands attention every minute."],
  fungi: ["The Mushroom Mayhem", "Moody Mushroom", "A grumpy mushroom spreads spores of gloom."],
  robot: [
    "Mysterious Mechanical Marvels",
    "Robot Parts",
    "Collect bolts, gears and springs to rebuild a helper robot.",
  ],
  solarSystem: [
    "A Voyage of Cosmic Concentration",
    "The Diversionoids",
    "Space creatures pull your attention in every direction.",
  ],
  windup: ["A Whirl with a Wind-Up Warrior", "Wind-Up Warrior", "A clockwork soldier has wound itself far too tight."],
  dilatory: [
    "The Dread Drag'on of Dilatory",
    "Dread Drag'on",
    "A vast dragon rises from the sea to drown the city in delay.",
  ],
  stressbeast: [
    "The Abominable Stressbeast",
    "Abominable Stressbeast",
    "Everyone's stress has taken shape as a snow monster.",
  ],
  burnout: ["Burnout and the Exhaust Spirits", "Burnout", "A fiery spirit drains the energy of the whole land."],
  bewilder: ["The Be-Wilder", "The Be-Wilder", "A trickster spirit fills the sky with confusing illusions."],
  dysheartener: ["The Dysheartener", "The Dysheartener", "A heartbreaking creature feeds on discouragement."],
  basilist: ["The Basi-List", "Basi-List", "A serpent made of to-do lists rears up. Tackle it together."],
  dustbunnies: ["The Feral Dust Bunnies", "Feral Dust Bunnies", "Dust bunnies have gone wild under the bed."],
  evilsanta: ["Trapper Santa", "Trapper Santa", "A grumpy trapper has caught a polar bear. Set it free."],
  evilsanta2: ["Find the Cub", "Tracks and Branches", "Follow the tracks through the snow to find a lost cub."],
  egg: ["Egg Hunt", "Plain Eggs", "Eggs are hidden everywhere. Find as many as you can."],
};

const groupNames: Record<(typeof QUEST_GROUPS)[number], string> = {
  questGroupAtom: "Attack of the Mundane",
  questGroupVice: "Vice the Shadow Wyrm",
  questGroupGoldenknight: "The Golden Knight",
  questGroupMoonstone: "Recidivate",
  questGroupMoon: "Lunar Battle",
  questGroupDilatoryDistress: "Dilatory Distress",
  questGroupMayhemMistiflying: "Mayhem in Mistiflying",
  questGroupStoikalmCalamity: "Stoïkalm Calamity",
  questGroupTaskwoodsTerror: "Terror in the Taskwoods",
  questGroupLostMasterclasser: "The Mystery of the Masterclassers",
  questGroupEarnable: "Earnable Quests",
};

function rageEffect(foe: string, rage: QuestRage): string {
  if (rage.worldEffect) return `${foe} lashes out at the town, and its shopkeepers and friends are shaken!`;
  if (rage.healing) return `${foe} is furious and heals some of its wounds!`;
  if (rage.mpDrain) return `${foe} is furious and drains your party's mana!`;
  return `${foe} is furious and undoes some of your party's progress!`;
}

function questMessages(quest: Quest): [string, string][] {
  const [title, foe, premise] = QUEST_WORDS[quest.key];
  const entries: [string, string][] = [
    [quest.text, title],
    [quest.notes, premise],
    [
      quest.completion,
      quest.boss
        ? `${foe} is beaten! Your party shares the rewards.`
        : `You found everything you needed. Well done, team!`,
    ],
  ];
  if (quest.completionChat)
    entries.push([quest.completionChat, `The whole town cheers: ${foe} has been defeated! Thank you, everyone.`]);
  if (quest.boss) {
    entries.push([quest.boss.name, foe]);
    if (quest.boss.rage) {
      entries.push([quest.boss.rage.title, `${foe}'s Fury`]);
      entries.push([
        quest.boss.rage.description,
        `Skipped dailies fill this bar. When it is full, ${foe} strikes back.`,
      ]);
      entries.push([quest.boss.rage.effect, rageEffect(foe, quest.boss.rage)]);
    }
    if (quest.boss.desperation)
      entries.push([quest.boss.desperation.text, `${foe} is desperate and fights harder than ever!`]);
  }
  for (const [itemKey, collected] of Object.entries(quest.collect ?? {}))
    entries.push([collected.text, humanize(itemKey)]);
  if (quest.drop.unlock) entries.push([quest.drop.unlock, `Unlocks "${title}" for purchase in the Quest Shop.`]);
  if (quest.unlockCondition) {
    entries.push([
      quest.unlockCondition.text,
      quest.unlockCondition.condition === "party invite"
        ? "Invite a friend to your party to unlock this quest."
        : `Check in on ${quest.unlockCondition.incentiveThreshold} days to unlock this quest.`,
    ]);
  }
  return entries;
}

export const questTexts: Record<string, string> = {
  ...Object.fromEntries(Object.values(quests).flatMap(questMessages)),
  ...groupNames,
};
