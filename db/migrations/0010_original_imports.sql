CREATE TABLE `original_imports` (
	`original_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`imported_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `original_imports_user` ON `original_imports` (`user_id`);