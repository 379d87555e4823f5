-- The reminder index follows every write of a task and of a player's preferences, whichever
-- code makes it: a task with reminders (a daily or a to-do of a player) gets its row, set to
-- 0 ("work out the next time again"); a task without them loses it; a change of the player's
-- preferences (time zone, day start, quiet hours, the switches) does the same for all of theirs.
CREATE TRIGGER `reminder_schedule_task_insert` AFTER INSERT ON `tasks`
WHEN NEW.`user_id` IS NOT NULL AND NEW.`type` IN ('daily', 'todo') AND coalesce(json_array_length(NEW.`doc`, '$.reminders'), 0) > 0
BEGIN
	INSERT INTO `reminder_schedule` (`task_id`, `user_id`, `next_at`) VALUES (NEW.`id`, NEW.`user_id`, 0)
	ON CONFLICT (`task_id`) DO UPDATE SET `user_id` = excluded.`user_id`, `next_at` = 0, `claimed_until` = 0, `rev` = `rev` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reminder_schedule_task_update` AFTER UPDATE ON `tasks`
BEGIN
	DELETE FROM `reminder_schedule` WHERE `task_id` = OLD.`id` AND NOT (NEW.`user_id` IS NOT NULL AND NEW.`type` IN ('daily', 'todo') AND coalesce(json_array_length(NEW.`doc`, '$.reminders'), 0) > 0);
	INSERT INTO `reminder_schedule` (`task_id`, `user_id`, `next_at`)
	SELECT NEW.`id`, NEW.`user_id`, 0 WHERE NEW.`user_id` IS NOT NULL AND NEW.`type` IN ('daily', 'todo') AND coalesce(json_array_length(NEW.`doc`, '$.reminders'), 0) > 0
	ON CONFLICT (`task_id`) DO UPDATE SET `user_id` = excluded.`user_id`, `next_at` = 0, `claimed_until` = 0, `rev` = `rev` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reminder_schedule_task_delete` AFTER DELETE ON `tasks`
BEGIN
	DELETE FROM `reminder_schedule` WHERE `task_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reminder_schedule_preferences` AFTER UPDATE OF `preferences` ON `users`
WHEN OLD.`preferences` IS NOT NEW.`preferences`
BEGIN
	UPDATE `reminder_schedule` SET `next_at` = 0, `claimed_until` = 0, `rev` = `rev` + 1 WHERE `user_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `push_devices_user_delete` AFTER DELETE ON `users`
BEGIN
	DELETE FROM `push_devices` WHERE `user_id` = OLD.`id`;
	DELETE FROM `reminder_schedule` WHERE `user_id` = OLD.`id`;
END;
--> statement-breakpoint
-- Reminders kept from before (imported from the original game) ring from now on.
INSERT OR IGNORE INTO `reminder_schedule` (`task_id`, `user_id`, `next_at`)
SELECT `id`, `user_id`, 0 FROM `tasks`
WHERE `user_id` IS NOT NULL AND `type` IN ('daily', 'todo') AND coalesce(json_array_length(`doc`, '$.reminders'), 0) > 0;
