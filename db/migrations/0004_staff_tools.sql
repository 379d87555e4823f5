CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`actor_id` text NOT NULL,
	`actor_name` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`action` text NOT NULL,
	`changes` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_target` ON `audit_log` (`target_type`,`target_id`,`id`);--> statement-breakpoint
CREATE TABLE `blockers` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`area` text NOT NULL,
	`value` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`disabled` integer DEFAULT false NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blockers_type_area_value` ON `blockers` (`type`,`area`,`value`);--> statement-breakpoint
CREATE TABLE `staff_notes` (
	`user_id` text PRIMARY KEY NOT NULL,
	`text` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`at` text NOT NULL,
	`client` text,
	`detail` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `user_history_user_kind` ON `user_history` (`user_id`,`kind`,`id`);--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `shadow_muted` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `chat_messages_flagged` ON `chat_messages` (`flag_count`,`timestamp`) WHERE "chat_messages"."flag_count" > 0;