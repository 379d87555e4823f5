CREATE TABLE `profile_reports` (
	`member_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`reported_at` text NOT NULL,
	`comment` text,
	`source` text,
	PRIMARY KEY(`member_id`, `reporter_id`)
);
--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `author_style` text;