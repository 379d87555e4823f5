/** Business constants of both specifications' §9: one exported constant per fact. */

export const MAX_HEALTH = 50;
export const MAX_LEVEL = 100;
export const MAX_LEVEL_HARD_CAP = 9999;
export const MAX_STAT_POINTS = MAX_LEVEL;
export const MAX_FIELD_HARD_CAP = 99_999_999;
export const ATTRIBUTES = ["str", "int", "con", "per"] as const;
export type Attribute = (typeof ATTRIBUTES)[number];
export const MAX_INCENTIVES = 500;
export const LARGE_GROUP_MESSAGE_CUTOFF = 5000;
export const PARTY_MEMBER_LIMIT = 30;
/** How long an invitation link a member sends stays good. */
export const INVITATION_LINK_TTL_DAYS = 14;
/** A reusable invitation link (the leader's choice): at most this many registrations it invites. */
export const INVITE_LINK_USES_MAX = 500;
/** A reusable invitation link stops inviting after at most this many days. */
export const INVITE_LINK_TTL_DAYS_MAX = 30;
/** Reusable links one group may have at once (expired ones do not count). */
export const INVITE_LINKS_PER_GROUP_MAX = 10;
/** Live connections one player may hold open to one group's room (tabs and devices), tickets not yet used included. */
export const ROOM_CONNECTIONS_PER_PLAYER = 5;
/** How long a password reset link works (it works once). */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** How long a trip through a sign-in provider (Google, Apple) may take before it must start again. */
export const SOCIAL_SIGN_IN_TTL_MINUTES = 10;
export const GUILDS_PER_PAGE = 30;
/**
 * Staff privileges (spec §6) plus the original game's moderator, news and coupons roles, in the
 * order staff screens list them.
 */
export const STAFF_PRIVILEGES = [
  "fullAccess",
  "userSupport",
  "accessControl",
  "groupSupport",
  "challengeAdmin",
  "moderator",
  "news",
  "coupons",
] as const;
export const CHAT_FLAG_FROM_MOD = 5;
export const CHAT_FLAG_FROM_SHADOW_MUTE = 10;
export const CHAT_FLAG_LIMIT_FOR_HIDING = 2;
export const TAVERN_ID = "00000000-0000-4000-a000-000000000000";
/**
 * Minutes a new account waits before talking in public chat (the tavern, public guilds), so a
 * throwaway account cannot troll at once; the game's API has the same rule as a setting.
 */
export const CHAT_MIN_ACCOUNT_AGE_MINUTES_DEFAULT = 10;
export const CRIT_CHANCE_BASE = 0.03;
/**
 * Task values are clamped to these bounds before a score's delta is computed, so deltas stay
 * finite; drops read the upper one too (a task far from it drops more often).
 */
export const MAX_TASK_VALUE = 21.27;
export const MIN_TASK_VALUE = -47.27;
export const HEALTH_POTION_HEAL = 15;
export const HEALTH_POTION_PRICE = 25;
export const ARMOIRE_PRICE = 100;
export const ARMOIRE_GEAR_CHANCE = 0.6;
export const ARMOIRE_FOOD_CHANCE_UPTO = 0.8;
export const ARMOIRE_EXP_MIN = 10;
export const ARMOIRE_EXP_MAX = 49;
export const SADDLE_VALUE = 5;
export const FOOD_VALUE = 1;
export const GOLD_PER_GEM = 20;
export const GEMS_FOR_GOLD_BASE_CAP = 24;
/** Balance is stored in quarter-dollar units: one gem is 0.25 balance. */
export const BALANCE_PER_GEM = 0.25;
export const GEMS_PER_BALANCE = 4;
export const REBIRTH_ORB_GEMS = 6;
export const FREE_REBIRTH_DAYS = 45;
export const FORTIFY_GEMS = 1;
export const RELEASE_GEMS = 1;
export const PETS_FOR_RELEASE = 90;
export const CLASS_CHANGE_GEMS = 0.75 * GEMS_PER_BALANCE;
export const CLASS_CHANGE_BALANCE = 0.75;
export const HOURGLASS_PER_ITEM = 1;
export const HOURGLASS_PER_MYSTERY_SET = 1;
export const ONBOARDING_BONUS_GOLD = 100;
export const FEED_LIKED = 5;
export const FEED_OTHER = 2;
export const FEED_PREMIUM = 5;
export const MOUNT_AT = 50;
export const HATCHED_PET_VALUE = 5;
export const CARD_PRICE_GOLD = 10;
/** Gold price of a seasonal special spell (snowball, spooky sparkles, shiny seed, seafoam). */
export const SPECIAL_SPELL_PRICE_GOLD = 15;
export const DEBUFF_POTION_COST = 5;
export const RECURRENCE_PREVIEW_COUNT = 6;
export const AUDIO_THEME_COUNT = 15;
export const CONTACT_COOKIE_MINUTES = 10;
export const DAY_BOUNDARY_OFFSET_HOURS = 8;
export const SEASONAL_START_DAY = 1;
export const DEFAULT_QUEST_VALUE_GEMS = 4;
export const DEFAULT_REWARD_VALUE = 10;
export const LEVEL_CLASS_UNLOCK = 10;
export const LEVEL_REBIRTH = 50;
/**
 * How long a player's lists may grow. The original game sets no such limits; these are far above
 * what players keep (its heaviest users have a few hundred tasks and tags) and keep one player's
 * document and rows from growing without end.
 */
export const TAGS_MAX = 500;
export const TAG_NAME_MAX = 100;
export const TASK_TEXT_MAX = 2000;
export const TASK_NOTES_MAX = 10_000;
export const WEBHOOKS_MAX = 20;
export const PINNED_ITEMS_MAX = 200;
export const CHECKLIST_ITEMS_MAX = 200;
export const TASKS_PER_REQUEST_MAX = 100;
/** Habits, dailies, rewards and open to-dos (completed to-dos are cleared by the day rollover). */
export const TASKS_PER_PLAYER_MAX = 2000;
export const CHALLENGE_TASKS_MAX = 300;
export const GROUP_TASKS_MAX = 500;
export const BLOCKS_MAX = 1000;
/** Webhook deliveries one player's activity may cause per minute; the excess is dropped. */
export const WEBHOOK_DELIVERIES_PER_MINUTE = 60;

/** Lists others can add to (cards, gifts): the newest are kept, the oldest fall off. */
export const NOTIFICATIONS_KEPT_MAX = 200;
export const CARD_SENDERS_KEPT_MAX = 100;

/** Email and push notification switches: the original's keys and this game's own additions. */
export const EMAIL_NOTIFICATION_KEYS = [
  "unsubscribeFromAll",
  "newPM",
  "kickedGroup",
  "wonChallenge",
  "giftedGems",
  "giftedSubscription",
  "invitedParty",
  "invitedGuild",
  "questStarted",
  "invitedQuest",
  "importantAnnouncements",
  "weeklyRecaps",
  "onboarding",
  "majorUpdates",
  "subscriptionReminders",
  "contentRelease",
] as const;
export const PUSH_NOTIFICATION_KEYS = [
  "unsubscribeFromAll",
  "newPM",
  "wonChallenge",
  "giftedGems",
  "giftedSubscription",
  "invitedParty",
  "invitedGuild",
  "questStarted",
  "invitedQuest",
  "majorUpdates",
  "mentionParty",
  "mentionJoinedGuild",
  "mentionUnjoinedGuild",
  "partyActivity",
  "eventAndContentUpdates",
  "contentRelease",
  "taskReminders",
] as const;
/** Devices one player may receive push notifications on. */
export const PUSH_DEVICES_PER_PLAYER_MAX = 20;
/** Guided tours: -1 not started, -2 finished, else the step reached. */
export const TOUR_KEYS = [
  "intro",
  "classes",
  "stats",
  "tavern",
  "party",
  "guilds",
  "challenges",
  "market",
  "pets",
  "mounts",
  "hall",
  "equipment",
  "groupPlans",
] as const;
export const TUTORIAL_KEYS = {
  common: [
    "habits",
    "dailies",
    "todos",
    "rewards",
    "party",
    "pets",
    "gems",
    "skills",
    "classes",
    "tavern",
    "equipment",
    "items",
    "mounts",
    "inbox",
    "stats",
  ],
  ios: ["addTask", "editTask", "deleteTask", "filterTask", "groupPets", "inviteParty", "reorderTask"],
} as const;
export const IMPROVEMENT_CATEGORIES = [
  "work",
  "exercise",
  "healthWellness",
  "school",
  "teams",
  "chores",
  "creativity",
] as const;

/** Most items one purchase, sale or feeding handles: generous for play, far from overflowing. */
export const MAX_ITEM_QUANTITY = 9999;
export const QUEST_DROP_LEVELS = [15, 30, 40, 60] as const;

/** The largest request body the API reads; anything larger is refused unread. */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;
export const REQUEST_BODY_MAX_TEXT = `${REQUEST_BODY_MAX_BYTES / 2 ** 20} MiB`;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const GIFT_MESSAGE_MAX = 200;
export const CHAT_MESSAGE_MAX = 3000;
export const GUILD_SUMMARY_MAX = 250;
export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 10_000;
export const CHALLENGE_SUMMARY_MAX = 250;
export const CHALLENGE_SHORT_NAME_MIN = 3;
export const DAY_START_MIN = 0;
export const DAY_START_MAX = 24;
export const TIMEZONE_OFFSET_MIN = -720;
export const TIMEZONE_OFFSET_MAX = 840;
export const EVERY_X_MAX = 9999;

export const NOTIFICATION_MAX_VISIBLE = 4;
export const NOTIFICATION_REMOVE_MS = 2500;
export const NOTIFICATION_REFILL_MS = 60;
export const NOTIFICATION_FILL_STEP_MS = 240;
export const SCROLL_THROTTLE_MS = 16;
export const BANNER_BASE_OFFSET_PX = 56;
export const TOOLTIP_DELAY_MS = 50;

export const SUBSCRIPTION_BLOCKS = {
  basic_earned: { months: 1, price: 5 },
  basic_3mo: { months: 3, price: 15 },
  basic_6mo: { months: 6, price: 30 },
  google_6mo: { months: 6, price: 24 },
  basic_12mo: { months: 12, price: 48 },
  group_monthly: { months: 1, price: 9, quantity: 3 },
  group_plan_auto: { months: 1, price: 9, quantity: 3 },
} as const;

/** The plans a player can buy for themselves or give; group plans are bought for a group. */
export const PERSONAL_SUBSCRIPTION_BLOCKS = [
  "basic_earned",
  "basic_3mo",
  "basic_6mo",
  "google_6mo",
  "basic_12mo",
] as const;
export type PersonalSubscriptionBlock = (typeof PERSONAL_SUBSCRIPTION_BLOCKS)[number];
/** Blocks sold only with a promo code of the block's own event (as the original's google_6mo). */
export const DISCOUNTED_SUBSCRIPTION_BLOCKS: readonly string[] = ["google_6mo"];
export const GROUP_PLAN_BLOCK = "group_monthly";
/** What a group plan's members hold on their own plan while the group's plan runs. */
export const GROUP_PLAN_MEMBER_BLOCK = "group_plan_auto";

/** Money is charged in US dollars, in cents. */
export const PAYMENT_CURRENCY = "usd";
export const CENTS_PER_DOLLAR = 100;
/** A gem given as a gift costs a quarter of a dollar, as one gem is a quarter of balance. */
export const GIFT_GEM_PRICE_CENTS = 25;
/** The smallest card charge the payment provider takes is half a dollar: two gems. */
export const GIFT_GEMS_MIN = 2;
export const GIFT_GEMS_MAX = 1000;
/** A cancelled subscription without a known paid-up date keeps its perks this long. */
export const SUBSCRIPTION_CANCEL_DEFAULT_DAYS = 30;
/** A member who leaves a plan group keeps the plan's perks this long. */
export const GROUP_PLAN_LEAVE_GRACE_DAYS = 2;
/** A checkout nobody paid or declined closes after a day (the provider's sessions expire too). */
export const CHECKOUT_EXPIRY_HOURS = 24;
/** The pet every new subscriber receives, and the mount every group plan member receives. */
export const SUBSCRIBER_PET = "Jackalope-RoyalPurple";

export const GEM_PACKS = {
  "4gems": { gems: 4, price: 99, promoGems: 5 },
  "21gems": { gems: 21, price: 499, promoGems: 30 },
  "42gems": { gems: 42, price: 999, promoGems: 60 },
  "84gems": { gems: 84, price: 1999, promoGems: 125 },
} as const;

export const CARD_TYPES = [
  "greeting",
  "nye",
  "thankyou",
  "valentine",
  "birthday",
  "congrats",
  "getwell",
  "goodluck",
] as const;
export const CARD_MESSAGE_OPTIONS = 5;

export const DEBUFF_MAP = {
  snowball: "salt",
  spookySparkles: "opaquePotion",
  shinySeed: "petalFreePotion",
  seafoam: "sand",
} as const;

export const ALLOCATION_MODES = ["flat", "classbased", "taskbased"] as const;
export const CLASSES = ["warrior", "rogue", "wizard", "healer"] as const;
export type PlayerClass = (typeof CLASSES)[number];

export const GUILD_CATEGORIES = [
  "habitica_official",
  "academics",
  "advocacy_causes",
  "creativity",
  "entertainment",
  "finance",
  "health_fitness",
  "hobbies_occupations",
  "location_based",
  "mental_health",
  "getting_organized",
  "recovery_support_groups",
  "self_improvement",
  "spirituality",
  "time_management",
] as const;

/** Shop item categories (content spec §3 "Shop item categories"). */
export const SHOP_ITEM_CATEGORIES = [
  "weapon",
  "armor",
  "head",
  "shield",
  "back",
  "body",
  "headAccessory",
  "eyewear",
  "hatchingPotions",
  "premiumHatchingPotions",
  "eggs",
  "quests",
  "food",
  "Saddle",
  "bundles",
] as const;

/** Kinds of entries in the notification area (content spec §2). */
export const NOTIFICATION_KINDS = [
  "hp",
  "gp",
  "xp",
  "mp",
  "streak",
  "damage",
  "drop",
  "info",
  "success",
  "crit",
  "lvl",
  "error",
] as const;
