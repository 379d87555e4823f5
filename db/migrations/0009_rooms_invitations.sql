CREATE TABLE `group_invite_links` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`created_by` text NOT NULL,
	`max_uses` integer NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `group_invite_links_group` ON `group_invite_links` (`group_id`,`expires_at`);--> statement-breakpoint
CREATE TABLE `spent_invitations` (
	`token_id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`user_id` text NOT NULL,
	`spent_at` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `live_tickets_user_group` ON `live_tickets` (`user_id`,`group_id`);