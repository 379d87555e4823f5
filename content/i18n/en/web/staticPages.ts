/** The text pages under /static: features, overview, guidelines, contact, press, plans, terms, privacy, credits. */
import { defineText } from "../../define";

export default defineText("staticPages", {
  featuresTitle: "Features",
  featuresLead: "Everything Habitforge does to help you keep going.",
  featuresH1: "Four kinds of task",
  featuresP1:
    "Habits for things you do any number of times, dailies for routines on a schedule, to-dos for one-off jobs and rewards you pick yourself. Checklists, due dates, tags and repeating schedules come with them.",
  featuresH2: "A hero who grows with you",
  featuresP2:
    "Every finished task gives experience and gold. Level up, choose a class at level 10, spend attribute points and learn skills that help you and your friends.",
  featuresH3: "Pets, mounts and gear",
  featuresP3:
    "Eggs, potions and food drop as you work. Hatch more than a hundred kinds of pet, raise them into mounts and dress your hero in gear from five shops.",
  featuresH4: "Friends who keep you honest",
  featuresP4:
    "Join a party to fight bosses together: your completed tasks hurt the boss, and everyone's missed dailies hurt the party. Guilds and challenges bring people with the same goals together.",
  featuresH5: "Group plans",
  featuresP5: "Families, classes and teams can share a task board, assign jobs and approve them when they are done.",
  featuresH6: "Your data, your way",
  featuresP6:
    "Export everything at any time, use the API for your own tools, and import your tasks from the open-source habit game.",
  overviewTitle: "Overview",
  overviewLead: "New here? A quick tour of how the game works.",
  overviewH1: "1. Write down what matters",
  overviewP1:
    "Add a few habits you want to build or break, the dailies of your routine and the to-dos on your mind. Start small: three of each is plenty.",
  overviewH2: "2. Tick things off",
  overviewP2:
    "Each time you do something, tick it. Your hero gains experience and gold. Miss a daily and you lose a little health at the end of the day.",
  overviewH3: "3. Treat yourself",
  overviewP3: "Spend gold on the rewards you set up, or on gear and the Enchanted Armoire in the market.",
  overviewH4: "4. Collect and explore",
  overviewP4:
    "Hatch pets from the eggs and potions you find, raise mounts, earn achievements and join a party for quests.",
  communityGuidelinesTitle: "Community guidelines",
  communityGuidelinesLead: "Habitforge is a place to encourage each other. These rules keep it that way.",
  communityGuidelinesH1: "Be kind",
  communityGuidelinesP1:
    "Treat everyone with respect. No insults, harassment, threats, hate speech or discrimination of any kind.",
  communityGuidelinesH2: "Keep it suitable for everyone",
  communityGuidelinesP2:
    "Players of many ages and backgrounds meet here. Keep language and images free of explicit, violent or hateful content.",
  communityGuidelinesH3: "No spam or selling",
  communityGuidelinesP3: "Do not advertise, beg for gems, send chain messages or post the same thing again and again.",
  communityGuidelinesH4: "Protect privacy",
  communityGuidelinesP4: "Never share someone else's personal details, and think twice before sharing your own.",
  communityGuidelinesH5: "Flag, do not fight",
  communityGuidelinesP5:
    "If something breaks these rules, flag it and let the moderators handle it. Moderators may hide messages, mute chat or close accounts that break the rules.",
  contactTitle: "Contact us",
  contactLead: "We read every message.",
  contactH1: "Questions and problems",
  contactH2: "Reporting a bug",
  contactP1:
    "Tell us what you did, what you expected and what you saw instead. Screenshots and your browser's name help us a lot.",
  contactH3: "Press and partnerships",
  pressKitTitle: "Press kit",
  pressKitLead: "Facts and pictures for writing about Habitforge.",
  pressKitH1: "In one sentence",
  pressKitP1:
    "Habitforge is a free habit tracker and to-do list that turns your goals into a role-playing game you play alone or with friends.",
  pressKitH2: "Key facts",
  pressKitItem1: "Runs in any modern browser, on phones and computers.",
  pressKitItem2: "Free to play; optional subscriptions and gems support the game.",
  pressKitItem3: "Open API and full data export.",
  pressKitH3: "Pictures",
  plansTitle: "Plans",
  plansLead: "Play for free for as long as you like. Subscribe if you want more.",
  plansH1: "Free",
  plansP1: "All task types, levels, classes, pets, mounts, quests, parties and guilds.",
  plansH2: "Subscriber",
  plansH3: "Group plan",
  groupPlansTitle: "Group plans",
  groupPlansLead: "One task board for your household, class or team.",
  groupPlansH1: "Share the load",
  groupPlansP1:
    "Create tasks on a shared board and assign them to one person or several. Everyone sees what is left to do.",
  groupPlansH2: "Approve when done",
  groupPlansP2:
    "Tasks can ask for approval, so a parent, teacher or team lead confirms a job before its reward is paid.",
  groupPlansH3: "Perks for everyone",
  groupPlansP3: "Every member gets the benefits of a subscription for as long as they are in the group.",
  groupPlansH4: "Pricing",
  termsTitle: "Terms of service",
  termsH1: "Using Habitforge",
  termsP1:
    "You may use Habitforge if you are old enough to agree to these terms where you live, or have a parent's permission. Keep your password safe; you are responsible for what happens in your account.",
  termsH2: "Your content",
  termsP2:
    "Tasks, messages and profile text stay yours. You give us permission to store and show them as the service needs. Content you post in groups must follow the community guidelines.",
  termsH3: "Purchases",
  termsP3:
    "Gems, subscriptions and group plans pay for the service. Virtual items have no cash value and cannot be exchanged for money. Subscriptions renew until you cancel them.",
  termsH4: "Ending",
  termsP4:
    "You can delete your account at any time in Settings. We may suspend accounts that break these terms or the community guidelines.",
  termsH5: "No guarantees",
  termsP5:
    "We work hard to keep Habitforge running, but it is provided as it is, and we are not liable for losses beyond what the law requires.",
  privacyTitle: "Privacy policy",
  privacyH1: "What we keep",
  privacyP1:
    "Your username, email address, a scrambled form of your password, your tasks, your game progress and the messages you send. We do not sell any of it.",
  privacyH2: "Why",
  privacyP2:
    "To run the game, keep your account safe, answer your questions and, if you agree, send you the emails you chose in Settings.",
  privacyH3: "Who sees it",
  privacyP3:
    "Your tasks are private. Others see your public profile: name, avatar, level and achievements. Payment providers handle card details; we never see them.",
  privacyH4: "Your rights",
  privacyP4:
    "Download all your data or delete your account at any time from Settings. Write to us through the contact page with any question.",
  privacyH5: "Your browser",
  privacyP5: "We keep your sign-in in your browser's local storage and a few session flags. No advertising trackers.",
  attributionsTitle: "Picture credits",
  attributionsLead: "The artists whose work makes the game look good.",
  attributionsH1: "Item pictures",
  updated: "Last updated 20 November 2026.",
  overviewQuestions: "Questions? The {faq} has answers.",
  faqLink: "FAQ",
  contactAnswers:
    "Most answers are in the {faq}. If yours is not, write to {email} with your username and what happened.",
  contactPress: "Write to {email}, and see our {pressKit}.",
  pressKitLink: "press kit",
  creditsLink: "picture credits",
  pressKitPixelArt:
    "The hero, equipment, pets, mounts and backgrounds are our own pixel art; eggs, potions, food, quests and skills use icons from game-icons.net under a Creative Commons licence. See the {credits}, and please credit the artists when you use their icons.",
  attributionsIconList:
    "Egg, hatching potion, food, quest, bundle, achievement and skill pictures are icons from {site}, made by {artists} and the other artists listed on that site.",
  attributionsPixelTitle: "The hero, equipment, pets, mounts and backgrounds",
  attributionsPixelText:
    "The hero and everything drawn on it (body, skin, hair, beards, flowers, every piece of equipment, chairs), the pets and mounts, and the background scenes are our own pixel art, made for this game. They are drawn by our code from the game's own data: an item's slot, class and set decide its shape and colours, and a background's place and mood words decide its scene.",
  plansSubscriber:
    "From {monthly} a month, or {yearly} a year: buy gems with gold, a mystery item set each month, mystic hourglasses, a higher drop cap and a longer history.",
  plansGroup:
    "{monthly} a month for the group owner plus {member} for each further member: a shared task board and subscriber perks for everyone. {learnMore}.",
  learnMore: "Learn more",
  groupPlansPricing:
    "{monthly} a month, which covers the owner and first members, plus a small fee per extra member. Cancel any time from the group's billing page.",
  attributionsLicence:
    "They are shared under the {licence} licence. We tint them by colour, class and season and change their size; their shapes are unchanged.",
  reviewTitle: "{title}: review",
  reviewNotice:
    "This is the text we plan to publish. Read it and tell us through the contact page if anything is unclear.",
});
