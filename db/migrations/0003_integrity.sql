CREATE TABLE `pending_work` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pending_work_created_at` ON `pending_work` (`created_at`);--> statement-breakpoint
CREATE TABLE `pending_work_targets` (
	`work_id` text NOT NULL,
	`user_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pending_work_targets_pk` ON `pending_work_targets` (`work_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `server_keys` (
	`name` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `challenges` ADD `closed_at` text;