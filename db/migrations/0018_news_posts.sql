CREATE TABLE `news_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`text` text NOT NULL,
	`credits` text NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`publish_date` text NOT NULL,
	`author` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `news_posts_published` ON `news_posts` (`published`,`publish_date`);