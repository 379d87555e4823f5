CREATE TABLE `push_devices` (
	`user_id` text NOT NULL,
	`reg_id` text NOT NULL,
	`type` text NOT NULL,
	`endpoint` text,
	`p256dh` text,
	`auth` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_devices_pk` ON `push_devices` (`user_id`,`reg_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `push_devices_endpoint` ON `push_devices` (`endpoint`);--> statement-breakpoint
CREATE TABLE `reminder_schedule` (
	`task_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`next_at` integer DEFAULT 0 NOT NULL,
	`last_sent_at` integer DEFAULT 0 NOT NULL,
	`claimed_until` integer DEFAULT 0 NOT NULL,
	`rev` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reminder_schedule_next_at` ON `reminder_schedule` (`next_at`);--> statement-breakpoint
CREATE INDEX `reminder_schedule_user` ON `reminder_schedule` (`user_id`);