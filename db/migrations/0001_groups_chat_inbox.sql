CREATE TABLE `chat_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`user_id` text,
	`username` text,
	`display_name` text,
	`text` text NOT NULL,
	`timestamp` integer NOT NULL,
	`likes` text DEFAULT '{}' NOT NULL,
	`flags` text DEFAULT '{}' NOT NULL,
	`flag_count` integer DEFAULT 0 NOT NULL,
	`info` text
);
--> statement-breakpoint
CREATE INDEX `chat_messages_group_time` ON `chat_messages` (`group_id`,`timestamp`);--> statement-breakpoint
CREATE TABLE `group_invites` (
	`group_id` text NOT NULL,
	`user_id` text NOT NULL,
	`inviter_id` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `group_invites_pk` ON `group_invites` (`group_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `group_invites_user` ON `group_invites` (`user_id`);--> statement-breakpoint
CREATE TABLE `inbox_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`unique_message_id` text NOT NULL,
	`sender_id` text NOT NULL,
	`sender_username` text NOT NULL,
	`sender_name` text NOT NULL,
	`contact_id` text NOT NULL,
	`contact_username` text NOT NULL,
	`contact_name` text NOT NULL,
	`sent` integer NOT NULL,
	`text` text NOT NULL,
	`timestamp` integer NOT NULL,
	`likes` text DEFAULT '{}' NOT NULL,
	`flags` text DEFAULT '{}' NOT NULL,
	`flag_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `inbox_messages_owner_time` ON `inbox_messages` (`owner_id`,`timestamp`);--> statement-breakpoint
CREATE INDEX `inbox_messages_unique` ON `inbox_messages` (`unique_message_id`);