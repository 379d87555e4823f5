CREATE TABLE `password_checks` (
	`user_id` text PRIMARY KEY NOT NULL,
	`failures` text DEFAULT '[]' NOT NULL,
	`locked_until` integer DEFAULT 0 NOT NULL,
	`lockouts` integer DEFAULT 0 NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `password_checks_updated_at` ON `password_checks` (`updated_at`);