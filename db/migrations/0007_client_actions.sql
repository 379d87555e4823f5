CREATE TABLE `client_actions` (
	`user_id` text NOT NULL,
	`action_id` text NOT NULL,
	`recorded_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_actions_pk` ON `client_actions` (`user_id`,`action_id`);--> statement-breakpoint
CREATE INDEX `client_actions_user_time` ON `client_actions` (`user_id`,`recorded_at`);