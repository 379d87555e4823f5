CREATE TABLE `cas_guard` (
	`must_not_be_null` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `group_members` (
	`group_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	`joined_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `group_members_pk` ON `group_members` (`group_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `group_members_user` ON `group_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `groups` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`privacy` text DEFAULT 'private' NOT NULL,
	`leader_id` text NOT NULL,
	`member_count` integer DEFAULT 1 NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`doc` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `groups_type_privacy` ON `groups` (`type`,`privacy`);--> statement-breakpoint
CREATE TABLE `live_tickets` (
	`ticket` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`group_id` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`bucket` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `scheduled_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cron` text NOT NULL,
	`kind` text NOT NULL,
	`ran_at` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`group_id` text,
	`challenge_id` text,
	`type` text NOT NULL,
	`doc` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tasks_user_type` ON `tasks` (`user_id`,`type`);--> statement-breakpoint
CREATE INDEX `tasks_group` ON `tasks` (`group_id`);--> statement-breakpoint
CREATE INDEX `tasks_challenge` ON `tasks` (`challenge_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`username_lower` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`api_token` text NOT NULL,
	`party_id` text,
	`last_cron` text NOT NULL,
	`next_cron_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`stats` text NOT NULL,
	`items` text NOT NULL,
	`preferences` text NOT NULL,
	`flags` text NOT NULL,
	`achievements` text NOT NULL,
	`purchased` text NOT NULL,
	`profile` text NOT NULL,
	`party` text NOT NULL,
	`inbox` text NOT NULL,
	`notifications` text NOT NULL,
	`misc` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower` ON `users` (`username_lower`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_next_cron_at` ON `users` (`next_cron_at`);--> statement-breakpoint
CREATE INDEX `users_party_id` ON `users` (`party_id`);--> statement-breakpoint
CREATE TABLE `world_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text NOT NULL
);
