CREATE TABLE `coupon_redemptions` (
	`code` text NOT NULL,
	`user_id` text NOT NULL,
	`redeemed_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupon_redemptions_code_user` ON `coupon_redemptions` (`code`,`user_id`);--> statement-breakpoint
CREATE INDEX `coupon_redemptions_code_time` ON `coupon_redemptions` (`code`,`redeemed_at`);--> statement-breakpoint
ALTER TABLE `coupons` ADD `gems` integer;--> statement-breakpoint
ALTER TABLE `coupons` ADD `months` integer;--> statement-breakpoint
ALTER TABLE `coupons` ADD `max_uses` integer;--> statement-breakpoint
ALTER TABLE `coupons` ADD `uses` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `coupons` ADD `expires_at` text;--> statement-breakpoint
ALTER TABLE `coupons` ADD `note` text;