/**
 * D1 schema. Scalar columns hold what is queried or guarded (ids, login names, party, day
 * boundary, version); JSON columns hold the nested documents of the user and tasks.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
export const liveTickets = sqliteTable("live_tickets", {
  ticket: text("ticket").primaryKey(),
  userId: text("user_id").notNull(),
  groupId: text("group_id").notNull(),
  expiresAt: integer("expires_at").notNull(),
});

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
  (table) => [uniqueIndex("group_invites_pk").on(table.groupId, table.userId), index("group_invites_user").on(table.userId)],
);

/** Group chat, one row per message; read newest first per group. */
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
  (table) => [index("inbox_messages_owner_time").on(table.ownerId, table.timestamp), index("inbox_messages_unique").on(table.uniqueMessageId)],
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
  (table) => [uniqueIndex("challenge_members_pk").on(table.challengeId, table.userId), index("challenge_members_user").on(table.userId)],
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
  (table) => [index("audit_log_target").on(table.targetType, table.targetId, table.id)],
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

/** Staff's private note on a player: never part of the player's own document. */
export const staffNotes = sqliteTable("staff_notes", {
  userId: text("user_id").primaryKey(),
  text: text("text").notNull(),
  updatedAt: text("updated_at").notNull(),
  updatedBy: text("updated_by").notNull(),
});

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
  (table) => [index("account_codes_user_kind").on(table.userId, table.kind), index("account_codes_expires_at").on(table.expiresAt)],
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
  (table) => [uniqueIndex("social_logins_pk").on(table.network, table.subject), uniqueIndex("social_logins_user_network").on(table.userId, table.network)],
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
