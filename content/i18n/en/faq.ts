/** The FAQ's questions and answers (web client spec §2: about 44 headings), in our own words. */
export const faqMessages: Record<string, string> = {
  faqQuestionOverview: "What is Habitforge?",
  faqAnswerOverview:
    "A task list that plays like a role-playing game. You write down habits, dailies and to-dos; doing them earns your hero experience and gold, and skipping them costs health. Level up, collect pets, buy gear and team up with friends to fight bosses.",
  faqQuestionTaskTypes: "What are habits, dailies, to-dos and rewards?",
  faqAnswerTaskTypes:
    "Habits are things you do any number of times, good (+) or bad (-). Dailies repeat on a schedule and hurt you if left undone when your day ends. To-dos are one-off jobs, optionally with a due date. Rewards are treats you buy with the gold you earn.",
  faqQuestionSampleTasks: "What do good tasks look like?",
  faqAnswerSampleTasks:
    "Small and concrete works best. Instead of 'Get fit', try a habit 'Take the stairs', a daily 'Ten-minute walk after lunch' and a to-do 'Book a dentist appointment'. For a reward, pick something you enjoy, such as 'One episode of my favourite series'.",
  faqQuestionTaskColors: "Why do my tasks change colour?",
  faqAnswerTaskColors:
    "The colour shows a task's value. Tasks you do often turn blue and give a little less; neglected ones turn orange and then red and give more when you finally do them, but a red daily also hurts more when missed.",
  faqQuestionPausingDailies: "Can I pause my dailies when I am ill or on holiday?",
  faqAnswerPausingDailies:
    "Yes. Rest at the inn in Settings: while you rest, missed dailies do not hurt you (though bosses on a party quest can still attack if others miss theirs). Leave the inn when you are back.",
  faqQuestionDayStart: "When does my day end?",
  faqAnswerDayStart:
    "At midnight in your time zone unless you change the day start in Settings. Night owls often move it a few hours later so late-night ticks still count for the same day.",
  faqQuestionHealth: "How do I get health back?",
  faqAnswerHealth:
    "Health refills fully when you level up. You can also buy a health potion in the market or from your rewards column, and healers can cast healing skills on themselves and their party.",
  faqQuestionDying: "What happens if my health reaches zero?",
  faqAnswerDying:
    "Your hero faints: you drop a level, lose your gold and one random piece of gear, which you can buy back in the market. Then you get back up with full health. Nobody stays down for long.",
  faqQuestionGold: "How do I earn and spend gold?",
  faqAnswerGold:
    "Every good habit, daily and to-do you complete gives gold, more for harder and more neglected tasks. Spend it on your own rewards, on gear in the market, on quests and on the Enchanted Armoire.",
  faqQuestionExperience: "How does levelling work?",
  faqAnswerExperience:
    "Completing tasks gives experience. When the bar fills you reach the next level, your health refills and you gain an attribute point. Higher levels need more experience.",
  faqQuestionAttributes: "What do strength, intelligence, constitution and perception do?",
  faqAnswerAttributes:
    "Strength raises critical hits and damage to bosses, intelligence raises experience and mana, constitution reduces damage from missed dailies and bad habits, and perception raises gold and item drops. Your stats page shows where each point comes from.",
  faqQuestionAllocation: "How are attribute points spent?",
  faqAnswerAllocation:
    "You can spend them yourself from your stats page, or let the game do it: evenly, by what suits your class, or by the attributes of the tasks you complete. Choose in Settings.",
  faqQuestionClasses: "What are classes?",
  faqAnswerClasses:
    "From level 10 you can become a warrior, rogue, wizard or healer. Each class has its own gear line and four skills that use mana. Warriors hit hard, rogues find more gold, wizards gain experience faster and healers keep the party going.",
  faqQuestionClassChange: "Can I change or drop my class?",
  faqAnswerClassChange:
    "Yes, in Settings. Changing class costs 3 gems and gives back all your attribute points. You can also play without a class; choosing one again later is free.",
  faqQuestionSkills: "How do skills and mana work?",
  faqAnswerSkills:
    "Class skills unlock between levels 11 and 14 and cost mana, which refills a little with every completed task and at the start of each day. Some skills help you, some your party, some a single task.",
  faqQuestionDrops: "How do I find eggs, potions and food?",
  faqAnswerDrops:
    "Completing tasks sometimes drops an item. Drops start after your first few tasks, and the chance grows with perception. There is a daily cap on drops, higher for subscribers.",
  faqQuestionPets: "How do I hatch a pet?",
  faqAnswerPets:
    "Combine an egg with a hatching potion in your inventory: pick the egg, then the potion. The potion decides the colour. Each combination hatches once; after that it lives in your stable.",
  faqQuestionMounts: "How does a pet become a mount?",
  faqAnswerMounts:
    "Feed it. Each pet loves the food matching its colour and grows faster on it. When its bar is full it becomes a mount you can ride. A saddle turns a pet into a mount at once.",
  faqQuestionSpecialPets: "Why can some pets not be fed?",
  faqAnswerSpecialPets:
    "Special pets from events, and the wacky pets hatched with quirky potions, stay pets forever. Magic potions only work on the standard eggs.",
  faqQuestionStable: "What is in the stable?",
  faqAnswerStable:
    "Every pet and mount in the game, with the ones you own, the ones you could hatch right now and the ones still to find. Choose a pet to follow you and a mount to ride from there.",
  faqQuestionRelease: "Can I start my collection again?",
  faqAnswerRelease:
    "Once all 90 standard pets or mounts are yours, you can release them from the stable for a few gems and collect them again. Each full collection earns an achievement.",
  faqQuestionEquipment: "How do gear and costumes work?",
  faqAnswerEquipment:
    "Battle gear gives attribute bonuses. A costume changes only your looks, so you can wear your strongest gear and still look the way you like. Gear of your own class gives an extra bonus.",
  faqQuestionArmoire: "What is the Enchanted Armoire?",
  faqAnswerArmoire:
    "A cupboard that opens once you own a full top set of class gear. For 100 gold it gives a random piece of armoire gear, some food or a bit of experience.",
  faqQuestionGems: "What are gems for?",
  faqAnswerGems:
    "Gems buy eggs, potions, quests, backgrounds and avatar options, and pay for a class change. You can buy them, receive them as a gift, win them in challenges, or, as a subscriber, trade gold for them.",
  faqQuestionHourglasses: "What are mystic hourglasses?",
  faqAnswerHourglasses:
    "Subscribers receive hourglasses over time. The time travelers take them in exchange for past subscriber item sets, special pets and mounts, backgrounds and quests.",
  faqQuestionSubscriptions: "What do subscribers get?",
  faqAnswerSubscriptions:
    "Gems for gold each month, a monthly mystery item set, hourglasses, a higher drop cap and a longer task history. The subscription page in Settings shows the plans.",
  faqQuestionQuests: "How do quests work?",
  faqAnswerQuests:
    "Quests are adventures for your party. Start one from a quest scroll; everyone who accepts joins in. In boss quests your completed tasks deal damage, in collection quests they find items.",
  faqQuestionQuestScrolls: "Where do I get quest scrolls?",
  faqAnswerQuestScrolls:
    "The quest shop sells them for gold or gems, some arrive as you reach levels 15, 30, 40 and 60, and others come from daily check-ins or as rewards of earlier quests.",
  faqQuestionBosses: "How do bosses fight back?",
  faqAnswerBosses:
    "At the end of each day, every daily a party member missed lets the boss strike the whole party. Some bosses also build rage and then use a special attack. Keep your dailies done and your friends safe.",
  faqQuestionParty: "What is a party?",
  faqAnswerParty:
    "A small group of up to 30 players who go on quests together and keep each other on track in their party chat.",
  faqQuestionPartySearch: "How do I find a party?",
  faqAnswerPartySearch:
    "Mark yourself as looking for a party on the party page, and party leaders can invite you. You can also start your own party and invite friends by username or email.",
  faqQuestionInvitations: "How do invitations work?",
  faqAnswerInvitations:
    "Invitations to parties, guilds and quests appear at the top of your screen. Accept or decline them there. You can belong to one party and to as many guilds as you like.",
  faqQuestionGuilds: "What are guilds?",
  faqAnswerGuilds:
    "Guilds are groups built around an interest, from fitness to knitting. Join as many as you like to chat, share tips and take part in their challenges.",
  faqQuestionTavern: "What is the tavern?",
  faqAnswerTavern:
    "The tavern is the game's meeting place, where you can rest at the inn and read news of world events.",
  faqQuestionChallenges: "What are challenges?",
  faqAnswerChallenges:
    "A challenge is a set of tasks someone shares with a guild or party. Join it to add those tasks to your list; the creator may name a winner who receives the gem prize.",
  faqQuestionGroupPlans: "What is a group plan?",
  faqAnswerGroupPlans:
    "A paid plan that turns a group into a shared task board for a family, class or team, with tasks you can assign to members and approve when they are done. Every member gets subscriber perks.",
  faqQuestionGroupPlanTasks: "How do shared tasks work in a group plan?",
  faqAnswerGroupPlanTasks:
    "Managers create tasks on the group board and assign them to one or more members. A task can need approval, in which case the manager confirms it before the reward arrives.",
  faqQuestionMessages: "Can I message other players?",
  faqAnswerMessages:
    "Yes, through private messages from a player's profile. You can block someone or switch off private messages entirely in your settings.",
  faqQuestionAchievements: "How do achievements work?",
  faqAnswerAchievements:
    "Achievements mark milestones: long streaks, perfect days, full pet collections, finished quest series and more. Find them on your profile.",
  faqQuestionCustomizations: "How do I change how my hero looks?",
  faqAnswerCustomizations:
    "Open the customizations shop. Body size, basic skins, hair and shirts are free; special sets cost gems. You can try any option on before you buy it.",
  faqQuestionBackgrounds: "Where do backgrounds come from?",
  faqAnswerBackgrounds:
    "New backgrounds arrive every month for gems, older ones return from time to time, the time travelers sell a few for hourglasses, and some are rewards for daily check-ins.",
  faqQuestionSeasonalEvents: "What are seasonal events?",
  faqAnswerSeasonalEvents:
    "Four times a year a festival brings limited gear, spells, quests and looks to the seasonal shop. Smaller events celebrate holidays and the game's birthday.",
  faqQuestionCheckIns: "What are check-in rewards?",
  faqAnswerCheckIns:
    "Every day you open the game counts as a check-in. Reaching certain totals gives you gear, potions, food, eggs, quests and backgrounds, all the way to day 500.",
  faqQuestionTransformation: "Someone turned me into a snowman! What now?",
  faqAnswerTransformation:
    "Seasonal spells like snowballs change how you look until the end of the day. If you would rather not wait, the matching cure is in the seasonal shop and costs a little gold.",
  faqQuestionDataExport: "Can I take my data with me?",
  faqAnswerDataExport:
    "Yes. Settings → Site data lets you download everything as JSON and your history as a spreadsheet, and import an export from the open-source habit game.",
  faqQuestionApi: "Is there an API?",
  faqAnswerApi:
    "Yes. Your user ID and API token are in Settings → Site data. Keep the token secret: it works like a password.",
  faqQuestionPrivacy: "Who can see my tasks?",
  faqAnswerPrivacy:
    "Only you. Others see your avatar, name, level and achievements, and the tasks of challenges or group plans you share with them.",
  faqQuestionReportBug: "I found a bug. What should I do?",
  faqAnswerReportBug:
    "Tell us through the contact page with what you did, what you expected and what happened instead. A screenshot helps a lot.",
  faqQuestionTavernAndGuilds: "What changed with the tavern and guilds?",
  faqAnswerTavernAndGuilds:
    "Chat in the tavern and in public guilds has been scaled back so we can focus on parties and group plans, where people already know each other. Your party chat and private messages work as before.",
  faqQuestionContentRelease: "How often does new content arrive?",
  faqAnswerContentRelease:
    "We release new items on a steady monthly rhythm: backgrounds early in the month, pet quests and bundles mid-month and magic potions later. Limited items return on a rotation, so missing one month is not the end.",
  faqQuestionSubscriptionChanges: "Did subscriber benefits change?",
  faqAnswerSubscriptionChanges:
    "Subscribers now earn an hourglass right away and more gems-for-gold the longer they stay. Benefits you already earned are kept.",
};
