CREATE TABLE `challenge_members` (
	`challenge_id` text NOT NULL,
	`user_id` text NOT NULL,
	`joined_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `challenge_members_pk` ON `challenge_members` (`challenge_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `challenge_members_user` ON `challenge_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`leader_id` text NOT NULL,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`prize` integer DEFAULT 0 NOT NULL,
	`member_count` integer DEFAULT 0 NOT NULL,
	`flag_count` integer DEFAULT 0 NOT NULL,
	`doc` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `challenges_group` ON `challenges` (`group_id`);--> statement-breakpoint
CREATE INDEX `challenges_leader` ON `challenges` (`leader_id`);