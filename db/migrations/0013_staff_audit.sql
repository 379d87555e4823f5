CREATE INDEX `audit_log_actor` ON `audit_log` (`actor_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_action` ON `audit_log` (`action`,`id`);