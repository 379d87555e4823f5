/**
 * D1 schema. Scalar columns hold what is queried or guarded (ids, login names, party, day
 * boundary, version); JSON columns hold the nested documents of the user and tasks.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    username: text("username").notNull(),
    usernameLower: text("username_lower").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    apiToken: text("api_token").notNull(),
    partyId: text("party_id"),
    lastCron: text("last_cron").notNull(),
    /** Epoch ms of the user's next day boundary; the cron sweep scans this index. */
    nextCronAt: integer("next_cron_at").notNull(),
    /** Compare-and-set guard: every write bumps it (the API's userV). */
    version: integer("version").notNull().default(1),
    createdAt: text("created_at").notNull(),
    stats: text("stats", { mode: "json" }).notNull(),
    items: text("items", { mode: "json" }).notNull(),
    preferences: text("preferences", { mode: "json" }).notNull(),
    flags: text("flags", { mode: "json" }).notNull(),
    achievements: text("achievements", { mode: "json" }).notNull(),
    purchased: text("purchased", { mode: "json" }).notNull(),
    profile: text("profile", { mode: "json" }).notNull(),
    party: text("party", { mode: "json" }).notNull(),
    inbox: text("inbox", { mode: "json" }).notNull(),
    notifications: text("notifications", { mode: "json" }).notNull(),
    /** Every other top-level field of the user document. */
    misc: text("misc", { mode: "json" }).notNull(),
  },
  (table) => [
    uniqueIndex("users_username_lower").on(table.usernameLower),
    uniqueIndex("users_email").on(table.email),
    index("users_next_cron_at").on(table.nextCronAt),
    index("users_party_id").on(table.partyId),
  ],
);

export const tasks = sqliteTable(
  "tasks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id"),
    groupId: text("group_id"),
    challengeId: text("challenge_id"),
    type: text("type").notNull(),
    doc: text("doc", { mode: "json" }).notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [
    index("tasks_user_type").on(table.userId, table.type),
    index("tasks_group").on(table.groupId),
    index("tasks_challenge").on(table.challengeId),
  ],
);

export const groups = sqliteTable(
  "groups",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    privacy: text("privacy").notNull().default("private"),
    leaderId: text("leader_id").notNull(),
    memberCount: integer("member_count").notNull().default(1),
    version: integer("version").notNull().default(1),
    doc: text("doc", { mode: "json" }).notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("groups_type_privacy").on(table.type, table.privacy)],
);

export const groupMembers = sqliteTable(
  "group_members",
  {
    groupId: text("group_id").notNull(),
    userId: text("user_id").notNull(),
    role: text("role").notNull().default("member"),
    joinedAt: text("joined_at").notNull(),
  },
  (table) => [
    uniqueIndex("group_members_pk").on(table.groupId, table.userId),
    index("group_members_user").on(table.userId),
  ],
);

/** Single-use tickets that let a group member open a live connection to the group's room. */
export const liveTickets = sqliteTable(
  "live_tickets",
  {
    ticket: text("ticket").primaryKey(),
    userId: text("user_id").notNull(),
    groupId: text("group_id").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (table) => [index("live_tickets_user_group").on(table.userId, table.groupId)],
);

/** Fixed-window counters for login and register attempts per client address. */
export const rateLimits = sqliteTable("rate_limits", {
  bucket: text("bucket").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/** A statement inserts NULL here to abort a D1 batch when a compare-and-set matched no row. */
export const casGuard = sqliteTable("cas_guard", {
  mustNotBeNull: integer("must_not_be_null").notNull(),
});

/** What the scheduled jobs did, for operators and for idempotency. */
export const scheduledRuns = sqliteTable("scheduled_runs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  cron: text("cron").notNull(),
  kind: text("kind").notNull(),
  ranAt: text("ran_at").notNull(),
  detail: text("detail", { mode: "json" }).notNull().default(sql`'{}'`),
});

/** Key-value cache of world state computed by the daily job (rotation of the month, events). */
export const worldState = sqliteTable("world_state", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: text("updated_at").notNull(),
});

/**
 * Pending invitations to a group, one row per invitee. The invitee's user document mirrors
 * them (invitations.*); this table lets the party limit count members plus pending invites
 * in SQL, race-free, and lets a group list whom it invited.
 */
export const groupInvites = sqliteTable(
  "group_invites",
  {
    groupId: text("group_id").notNull(),
    userId: text("user_id").notNull(),
    inviterId: text("inviter_id").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("group_invites_pk").on(table.groupId, table.userId),
    index("group_invites_user").on(table.userId),
  ],
);

/** Group chat, one row per message; read newest first per group. */
/**
 * Invitation links made for one email address that a registration has used: each invites
 * once. Kept until the link would have expired anyway (`expires_at`, epoch ms).
 */
export const spentInvitations = sqliteTable("spent_invitations", {
  tokenId: text("token_id").primaryKey(),
  groupId: text("group_id").notNull(),
  userId: text("user_id").notNull(),
  spentAt: text("spent_at").notNull(),
  expiresAt: integer("expires_at").notNull(),
});

/**
 * Reusable invitation links a group's leader made: each invites at most `max_uses` new players
 * until `expires_at` (epoch ms); revoking one deletes its row.
 */
export const groupInviteLinks = sqliteTable(
  "group_invite_links",
  {
    id: text("id").primaryKey(),
    groupId: text("group_id").notNull(),
    createdBy: text("created_by").notNull(),
    maxUses: integer("max_uses").notNull(),
    uses: integer("uses").notNull().default(0),
    expiresAt: integer("expires_at").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("group_invite_links_group").on(table.groupId, table.expiresAt)],
);

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: text("id").primaryKey(),
    groupId: text("group_id").notNull(),
    /** Absent for system messages (quest progress, joins...). */
    userId: text("user_id"),
    username: text("username"),
    /** The author's display name when the message was written. */
    displayName: text("display_name"),
    text: text("text").notNull(),
    /** Epoch ms. */
    timestamp: integer("timestamp").notNull(),
    /** userId -> true */
    likes: text("likes", { mode: "json" }).notNull().default(sql`'{}'`),
    /** userId -> { at, comment } */
    flags: text("flags", { mode: "json" }).notNull().default(sql`'{}'`),
    flagCount: integer("flag_count").notNull().default(0),
    /** What a system message describes (type and its data); null for players' messages. */
    info: text("info", { mode: "json" }),
    /** Written by a shadow-muted author: hidden from everyone but the author and moderators. */
    shadowMuted: integer("shadow_muted", { mode: "boolean" }).notNull().default(false),
    /**
     * How the author looked and stood when they wrote it, as the game's API sends it with each
     * message: { userStyles, contributor, backer }. Null for system messages and older messages.
     */
    authorStyle: text("author_style", { mode: "json" }),
  },
  (table) => [
    index("chat_messages_group_time").on(table.groupId, table.timestamp),
    // The moderation queue reads only reported messages: a small partial index.
    index("chat_messages_flagged").on(table.flagCount, table.timestamp).where(sql`${table.flagCount} > 0`),
  ],
);

/**
 * Private messages: every message has two rows, the sender's copy (sent = 1) and the
 * recipient's, sharing uniqueMessageId, so each side can delete its own copy.
 */
export const inboxMessages = sqliteTable(
  "inbox_messages",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    uniqueMessageId: text("unique_message_id").notNull(),
    senderId: text("sender_id").notNull(),
    senderUsername: text("sender_username").notNull(),
    senderName: text("sender_name").notNull(),
    /** The other side of the conversation, seen from the owner. */
    contactId: text("contact_id").notNull(),
    contactUsername: text("contact_username").notNull(),
    contactName: text("contact_name").notNull(),
    sent: integer("sent", { mode: "boolean" }).notNull(),
    text: text("text").notNull(),
    timestamp: integer("timestamp").notNull(),
    likes: text("likes", { mode: "json" }).notNull().default(sql`'{}'`),
    flags: text("flags", { mode: "json" }).notNull().default(sql`'{}'`),
    flagCount: integer("flag_count").notNull().default(0),
  },
  (table) => [
    index("inbox_messages_owner_time").on(table.ownerId, table.timestamp),
    index("inbox_messages_unique").on(table.uniqueMessageId),
  ],
);

/**
 * Challenges: a leader's set of tasks that members copy and compete on (spec §3 Challenge).
 * The challenge's own tasks live in `tasks` with no user and this challenge's id; each
 * member's copies carry the member's user id and challenge {id, taskId}.
 */
export const challenges = sqliteTable(
  "challenges",
  {
    id: text("id").primaryKey(),
    groupId: text("group_id").notNull(),
    leaderId: text("leader_id").notNull(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    /** Gems for the winner, paid up front by the leader. */
    prize: integer("prize").notNull().default(0),
    memberCount: integer("member_count").notNull().default(0),
    flagCount: integer("flag_count").notNull().default(0),
    /** summary, description, categories, official, flags, tasksOrder, cloned from. */
    doc: text("doc", { mode: "json" }).notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    /** Set by the one write that closes the challenge (winner chosen or deleted); the row goes once every member was told. */
    closedAt: text("closed_at"),
  },
  (table) => [index("challenges_group").on(table.groupId), index("challenges_leader").on(table.leaderId)],
);

export const challengeMembers = sqliteTable(
  "challenge_members",
  {
    challengeId: text("challenge_id").notNull(),
    userId: text("user_id").notNull(),
    joinedAt: text("joined_at").notNull(),
  },
  (table) => [
    uniqueIndex("challenge_members_pk").on(table.challengeId, table.userId),
    index("challenge_members_user").on(table.userId),
  ],
);

/** Secrets the server makes for itself on first use (the key that signs invitation links). */
export const serverKeys = sqliteTable("server_keys", {
  name: text("name").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: text("created_at").notNull(),
});

/**
 * Work one guarded change leaves to be done player by player (closing a challenge, copying new
 * challenge tasks, removing a deleted group task, putting a party on its quest, a party skill).
 * It is recorded in the same batch as that change; each player's part is written in one batch
 * with the removal of that player's target row, so a retry does exactly what is left.
 */
export const pendingWork = sqliteTable(
  "pending_work",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: text("payload", { mode: "json" }).notNull(),
    /** Epoch ms. */
    createdAt: integer("created_at").notNull(),
    /** Runs that ended with players still waiting. */
    attempts: integer("attempts").notNull().default(0),
  },
  (table) => [index("pending_work_created_at").on(table.createdAt)],
);

export const pendingWorkTargets = sqliteTable(
  "pending_work_targets",
  {
    workId: text("work_id").notNull(),
    userId: text("user_id").notNull(),
  },
  (table) => [uniqueIndex("pending_work_targets_pk").on(table.workId, table.userId)],
);
/**
 * Every change staff make (to a player, a group, a chat message or a blocker): who, when, what
 * and each changed value before and after. Read on the target's admin page.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull(),
    actorId: text("actor_id").notNull(),
    actorName: text("actor_name").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    action: text("action").notNull(),
    /** [{ path, old, new }] */
    changes: text("changes", { mode: "json" }).notNull().default(sql`'[]'`),
  },
  (table) => [
    index("audit_log_target").on(table.targetType, table.targetId, table.id),
    // The staff-wide audit screen pages newest first by staff member or by action.
    index("audit_log_actor").on(table.actorId, table.id),
    index("audit_log_action").on(table.action, table.id),
  ],
);

/**
 * Addresses refused by the API (type `ipaddress`) and email addresses or whole domains refused
 * at registration and email changes (type `email`); `area` says whether everything or only
 * payments are refused. Values are stored normalised (trimmed, lower case).
 */
export const blockers = sqliteTable(
  "blockers",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    area: text("area").notNull(),
    value: text("value").notNull(),
    reason: text("reason").notNull().default(""),
    disabled: integer("disabled", { mode: "boolean" }).notNull().default(false),
    createdBy: text("created_by").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [uniqueIndex("blockers_type_area_value").on(table.type, table.area, table.value)],
);

/**
 * What support needs to retrace a player's recent days: logins, day rollovers, armoire
 * openings, quest invitation answers. Only the newest rows of each kind are kept per player.
 */
export const userHistory = sqliteTable(
  "user_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").notNull(),
    kind: text("kind").notNull(),
    at: text("at").notNull(),
    /** The x-client header of the request, or "scheduled" for the Cron Trigger. */
    client: text("client"),
    detail: text("detail", { mode: "json" }).notNull().default(sql`'{}'`),
  },
  (table) => [index("user_history_user_kind").on(table.userId, table.kind, table.id)],
);

/**
 * Reports on a player's profile (POST /members/{id}/flag): one row per reporter, for staff;
 * never part of the reported player's own document, so they cannot learn who reported them.
 */
export const profileReports = sqliteTable(
  "profile_reports",
  {
    memberId: text("member_id").notNull(),
    reporterId: text("reporter_id").notNull(),
    /** ISO time of the (latest) report by this reporter. */
    reportedAt: text("reported_at").notNull(),
    comment: text("comment"),
    /** Where the reporter says they reported from (a screen, a tool). */
    source: text("source"),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.reporterId] })],
);

/** Staff's private note on a player: never part of the player's own document. */
export const staffNotes = sqliteTable("staff_notes", {
  userId: text("user_id").primaryKey(),
  text: text("text").notNull(),
  updatedAt: text("updated_at").notNull(),
  updatedBy: text("updated_by").notNull(),
});
/**
 * Checkouts: one row per purchase a player starts (gems, a subscription, a gift, a group
 * plan). What is bought and its price are fixed here when the checkout starts, from the
 * content tables; a provider's event is checked against this row before anything is granted.
 */
export const paymentOrders = sqliteTable(
  "payment_orders",
  {
    id: text("id").primaryKey(),
    /** The buyer. */
    userId: text("user_id").notNull(),
    provider: text("provider").notNull(),
    /** gems | subscription | gift-gems | gift-subscription | group-plan */
    kind: text("kind").notNull(),
    /** open | paid | declined | expired */
    status: text("status").notNull(),
    /** Smallest currency unit (cents). */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** What the order grants: gems, plan key, gift receiver and message, group, promotion. */
    details: text("details", { mode: "json" }).notNull(),
    /** The provider's checkout session, customer, subscription and payment ids once known. */
    providerSessionId: text("provider_session_id"),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    providerPaymentId: text("provider_payment_id"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    index("payment_orders_user").on(table.userId, table.createdAt),
    index("payment_orders_session").on(table.providerSessionId),
    index("payment_orders_payment").on(table.providerPaymentId),
    index("payment_orders_status").on(table.status, table.createdAt),
  ],
);

/**
 * Every provider event that was verified, by the provider's event id: a replayed or retried
 * event finds its row and changes nothing. A step of an event that touches a second record
 * (the buyer of a gift promotion, a group's members) is keyed `<event id>#<step>`.
 */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    id: text("id").notNull(),
    type: text("type").notNull(),
    /** applied | ignored | rejected */
    outcome: text("outcome").notNull(),
    orderId: text("order_id"),
    subscriptionId: text("subscription_id"),
    userId: text("user_id"),
    groupId: text("group_id"),
    amount: integer("amount"),
    currency: text("currency"),
    detail: text("detail", { mode: "json" }).notNull().default(sql`'{}'`),
    receivedAt: text("received_at").notNull(),
  },
  (table) => [
    uniqueIndex("payment_events_pk").on(table.provider, table.id),
    index("payment_events_subscription").on(table.subscriptionId, table.receivedAt),
    index("payment_events_user").on(table.userId, table.receivedAt),
  ],
);

/** Recurring plans at a provider: a player's subscription or a group's plan. */
export const paymentSubscriptions = sqliteTable(
  "payment_subscriptions",
  {
    /** The provider's subscription id. */
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
    /** Who pays. */
    payerId: text("payer_id").notNull(),
    /** Who benefits: a player, or a group's members. */
    userId: text("user_id"),
    groupId: text("group_id"),
    planKey: text("plan_key").notNull(),
    quantity: integer("quantity").notNull().default(1),
    /** active | canceling | ended */
    status: text("status").notNull(),
    /** Epoch ms: the end of the period paid for. */
    currentPeriodEnd: integer("current_period_end").notNull(),
    orderId: text("order_id"),
    createdAt: text("created_at").notNull(),
    canceledAt: text("canceled_at"),
    endedAt: text("ended_at"),
  },
  (table) => [
    index("payment_subscriptions_user").on(table.userId),
    index("payment_subscriptions_group").on(table.groupId),
    index("payment_subscriptions_status_end").on(table.status, table.currentPeriodEnd),
    index("payment_subscriptions_customer").on(table.customerId),
  ],
);

/**
 * The player's purchase history: every change of their gems and hourglasses and every
 * subscription month bought, given or received, newest read first.
 */
export const purchaseHistory = sqliteTable(
  "purchase_history",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    createdAt: text("created_at").notNull(),
    /** gems | hourglasses | subscription (amount counts months) */
    currency: text("currency").notNull(),
    /** Positive when received, negative when spent or taken back. */
    amount: real("amount").notNull(),
    transactionType: text("transaction_type").notNull(),
    reference: text("reference"),
    referenceText: text("reference_text"),
    /** The balance in that currency afterwards. */
    currentAmount: real("current_amount"),
  },
  (table) => [index("purchase_history_user_time").on(table.userId, table.createdAt)],
);

/**
 * Promo codes. An event's code grants that event's items once, to the first player who enters it
 * (used_by). A code staff make for gems or months of subscription (event "gems" or
 * "subscription") may be used max_uses times, once per player, until it expires; each use is a
 * row of coupon_redemptions and counts in uses.
 */
export const coupons = sqliteTable(
  "coupons",
  {
    code: text("code").primaryKey(),
    event: text("event").notNull(),
    createdAt: text("created_at").notNull(),
    createdBy: text("created_by"),
    usedBy: text("used_by"),
    usedAt: text("used_at"),
    gems: integer("gems"),
    months: integer("months"),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    expiresAt: text("expires_at"),
    note: text("note"),
  },
  (table) => [index("coupons_created").on(table.createdAt)],
);

/** Who used a staff-made promo code and when: one row per player and code. */
export const couponRedemptions = sqliteTable(
  "coupon_redemptions",
  {
    code: text("code").notNull(),
    userId: text("user_id").notNull(),
    redeemedAt: text("redeemed_at").notNull(),
  },
  (table) => [
    uniqueIndex("coupon_redemptions_code_user").on(table.code, table.userId),
    index("coupon_redemptions_code_time").on(table.code, table.redeemedAt),
  ],
);

/**
 * Actions a client named with its own id (scores kept while offline, sent again after an answer
 * was lost): recorded in the same batch as their effect, so a replay is recognised and applied
 * once. Rows older than the keep period are pruned as new ones arrive.
 */
export const clientActions = sqliteTable(
  "client_actions",
  {
    userId: text("user_id").notNull(),
    actionId: text("action_id").notNull(),
    /** Epoch ms. */
    recordedAt: integer("recorded_at").notNull(),
  },
  (table) => [
    uniqueIndex("client_actions_pk").on(table.userId, table.actionId),
    index("client_actions_user_time").on(table.userId, table.recordedAt),
  ],
);

/**
 * One-time codes: password reset links and the round trip through a sign-in provider. Only a
 * SHA-256 hash of each code is kept, so a copy of the database opens no account.
 */
export const accountCodes = sqliteTable(
  "account_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    /** "password-reset" or "social-state". */
    kind: text("kind").notNull(),
    userId: text("user_id"),
    /** What the code carries (a provider round trip: the network and its PKCE verifier). */
    data: text("data", { mode: "json" }).notNull().default(sql`'{}'`),
    /** Epoch ms. */
    expiresAt: integer("expires_at").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [
    index("account_codes_user_kind").on(table.userId, table.kind),
    index("account_codes_expires_at").on(table.expiresAt),
  ],
);

/** Sign-in provider accounts (Google, Apple) linked to players: one row per provider account. */
export const socialLogins = sqliteTable(
  "social_logins",
  {
    network: text("network").notNull(),
    /** The provider's stable id of its account (the id token's `sub`). */
    subject: text("subject").notNull(),
    userId: text("user_id").notNull(),
    email: text("email"),
    createdAt: text("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("social_logins_pk").on(table.network, table.subject),
    uniqueIndex("social_logins_user_network").on(table.userId, table.network),
  ],
);

/** Mails kept by the local outbox instead of being sent (`npm start` and the tests). */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    links: text("links", { mode: "json" }).notNull().default(sql`'[]'`),
    /** Epoch ms. */
    createdAt: integer("created_at").notNull(),
  },
  (table) => [index("mail_outbox_to").on(table.to, table.id)],
);

/**
 * Accounts of the original game brought here through the verified import: each one once per
 * server (the unique original id), whichever player brought it, and kept when that player's
 * account is deleted so its items cannot be brought again.
 */
export const originalImports = sqliteTable(
  "original_imports",
  {
    /** The account's id on the original game, as its own API answered it. */
    originalId: text("original_id").primaryKey(),
    userId: text("user_id").notNull(),
    importedAt: text("imported_at").notNull(),
  },
  (table) => [index("original_imports_user").on(table.userId)],
);

/**
 * Each account's budget of password checks, shared by every route that checks a password: the
 * wrong passwords of the sliding window (epoch ms) and the cool-down they earned. A row exists
 * only while an account has recent wrong passwords; a right one deletes it.
 */
export const passwordChecks = sqliteTable(
  "password_checks",
  {
    userId: text("user_id").primaryKey(),
    failures: text("failures", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    /** Epoch ms; 0 when no cool-down runs. */
    lockedUntil: integer("locked_until").notNull().default(0),
    /** Cool-downs in a row, each twice as long as the one before (up to a ceiling). */
    lockouts: integer("lockouts").notNull().default(0),
    /** Compare-and-set guard of the row. */
    version: integer("version").notNull().default(1),
    /** Epoch ms of the last change, for the daily clean-up. */
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [index("password_checks_updated_at").on(table.updatedAt)],
);

/**
 * The devices a player gets push notifications on (POST /user/push-devices): one row per
 * device, named by the device (`reg_id`). Web Push subscriptions carry their endpoint and keys;
 * an endpoint belongs to one account at a time.
 */
export const pushDevices = sqliteTable(
  "push_devices",
  {
    userId: text("user_id").notNull(),
    regId: text("reg_id").notNull(),
    type: text("type").notNull(),
    endpoint: text("endpoint"),
    p256dh: text("p256dh"),
    auth: text("auth"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("push_devices_pk").on(table.userId, table.regId),
    uniqueIndex("push_devices_endpoint").on(table.endpoint),
  ],
);

/**
 * When each task with reminders rings next (epoch ms), for the minute Cron Trigger. Triggers on
 * `tasks` and `users` keep it in step with every write (db/migrations, reminder triggers): a
 * written task or a change of the player's preferences sets `next_at` to 0, "work it out again".
 */
export const reminderSchedule = sqliteTable(
  "reminder_schedule",
  {
    taskId: text("task_id").primaryKey(),
    userId: text("user_id").notNull(),
    nextAt: integer("next_at").notNull().default(0),
    /** The latest reminder time that was sent, so none rings twice. */
    lastSentAt: integer("last_sent_at").notNull().default(0),
    /** A delivery run holds the row until then. */
    claimedUntil: integer("claimed_until").notNull().default(0),
    /** Bumped by every change of the task or the player's preferences: a run writes back only what it read. */
    rev: integer("rev").notNull().default(0),
  },
  (table) => [index("reminder_schedule_next_at").on(table.nextAt), index("reminder_schedule_user").on(table.userId)],
);

/**
 * News posts written by staff with the news privilege (POST /news). Players see the published
 * ones whose publish date has come, beside the game's own posts of content/data/news.ts.
 */
export const newsPosts = sqliteTable(
  "news_posts",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    credits: text("credits").notNull(),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    /** ISO date and time. */
    publishDate: text("publish_date").notNull(),
    author: text("author").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("news_posts_published").on(table.published, table.publishDate)],
);

/**
 * The players each group's chat messages go out to: one row per enabled `groupChatReceived`
 * webhook (group, player, webhook), so a message reads only its own group's rows. Triggers on
 * `users` keep it in step with every write of a player's webhooks, whichever code makes it
 * (db/migrations, group chat webhook triggers); delivery still checks membership.
 */
export const groupChatWebhooks = sqliteTable(
  "group_chat_webhooks",
  {
    groupId: text("group_id").notNull(),
    userId: text("user_id").notNull(),
    webhookId: text("webhook_id").notNull(),
  },
  (table) => [
    uniqueIndex("group_chat_webhooks_pk").on(table.groupId, table.userId, table.webhookId),
    index("group_chat_webhooks_user").on(table.userId),
  ],
);
