CREATE TABLE `account_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`data` text DEFAULT '{}' NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `account_codes_user_kind` ON `account_codes` (`user_id`,`kind`);--> statement-breakpoint
CREATE INDEX `account_codes_expires_at` ON `account_codes` (`expires_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`links` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_to` ON `mail_outbox` (`to`,`id`);--> statement-breakpoint
CREATE TABLE `social_logins` (
	`network` text NOT NULL,
	`subject` text NOT NULL,
	`user_id` text NOT NULL,
	`email` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `social_logins_pk` ON `social_logins` (`network`,`subject`);--> statement-breakpoint
CREATE UNIQUE INDEX `social_logins_user_network` ON `social_logins` (`user_id`,`network`);