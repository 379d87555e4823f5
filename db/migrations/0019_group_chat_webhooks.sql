CREATE TABLE `group_chat_webhooks` (
	`group_id` text NOT NULL,
	`user_id` text NOT NULL,
	`webhook_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `group_chat_webhooks_pk` ON `group_chat_webhooks` (`group_id`,`user_id`,`webhook_id`);--> statement-breakpoint
CREATE INDEX `group_chat_webhooks_user` ON `group_chat_webhooks` (`user_id`);