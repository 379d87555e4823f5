CREATE TABLE `coupons` (
	`code` text PRIMARY KEY NOT NULL,
	`event` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text,
	`used_by` text,
	`used_at` text
);
--> statement-breakpoint
CREATE INDEX `coupons_created` ON `coupons` (`created_at`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`provider` text NOT NULL,
	`id` text NOT NULL,
	`type` text NOT NULL,
	`outcome` text NOT NULL,
	`order_id` text,
	`subscription_id` text,
	`user_id` text,
	`group_id` text,
	`amount` integer,
	`currency` text,
	`detail` text DEFAULT '{}' NOT NULL,
	`received_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_events_pk` ON `payment_events` (`provider`,`id`);--> statement-breakpoint
CREATE INDEX `payment_events_subscription` ON `payment_events` (`subscription_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `payment_events_user` ON `payment_events` (`user_id`,`received_at`);--> statement-breakpoint
CREATE TABLE `payment_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`details` text NOT NULL,
	`provider_session_id` text,
	`provider_customer_id` text,
	`provider_subscription_id` text,
	`provider_payment_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payment_orders_user` ON `payment_orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payment_orders_session` ON `payment_orders` (`provider_session_id`);--> statement-breakpoint
CREATE INDEX `payment_orders_payment` ON `payment_orders` (`provider_payment_id`);--> statement-breakpoint
CREATE INDEX `payment_orders_status` ON `payment_orders` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`customer_id` text NOT NULL,
	`payer_id` text NOT NULL,
	`user_id` text,
	`group_id` text,
	`plan_key` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`status` text NOT NULL,
	`current_period_end` integer NOT NULL,
	`order_id` text,
	`created_at` text NOT NULL,
	`canceled_at` text,
	`ended_at` text
);
--> statement-breakpoint
CREATE INDEX `payment_subscriptions_user` ON `payment_subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `payment_subscriptions_group` ON `payment_subscriptions` (`group_id`);--> statement-breakpoint
CREATE INDEX `payment_subscriptions_status_end` ON `payment_subscriptions` (`status`,`current_period_end`);--> statement-breakpoint
CREATE INDEX `payment_subscriptions_customer` ON `payment_subscriptions` (`customer_id`);--> statement-breakpoint
CREATE TABLE `purchase_history` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	`currency` text NOT NULL,
	`amount` real NOT NULL,
	`transaction_type` text NOT NULL,
	`reference` text,
	`reference_text` text,
	`current_amount` real
);
--> statement-breakpoint
CREATE INDEX `purchase_history_user_time` ON `purchase_history` (`user_id`,`created_at`);