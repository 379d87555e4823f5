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
  },
  (table) => [index("chat_messages_group_time").on(table.groupId, table.timestamp)],
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
  (table) => [uniqueIndex("client_actions_pk").on(table.userId, table.actionId), index("client_actions_user_time").on(table.userId, table.recordedAt)],
);
