-- The chat webhook index follows every write of a player's webhooks, whichever code makes it:
-- each enabled `groupChatReceived` webhook of the player has its row (group, player, webhook),
-- and nothing else does. The view below says which rows a player's document gives: each
-- webhook is read by its path in the document, so an entry that is not an object is passed
-- over rather than failing the write.
CREATE VIEW `group_chat_webhook_entries` AS
SELECT
	lower(json_extract(`users`.`misc`, hook.fullkey || '.options.groupId')) AS `group_id`,
	`users`.`id` AS `user_id`,
	json_extract(`users`.`misc`, hook.fullkey || '.id') AS `webhook_id`
FROM `users`, json_each(`users`.`misc`, '$.webhooks') AS hook
WHERE json_extract(`users`.`misc`, hook.fullkey || '.type') = 'groupChatReceived'
	AND json_extract(`users`.`misc`, hook.fullkey || '.enabled') = 1
	AND typeof(json_extract(`users`.`misc`, hook.fullkey || '.options.groupId')) = 'text'
	AND typeof(json_extract(`users`.`misc`, hook.fullkey || '.id')) = 'text';
--> statement-breakpoint
CREATE TRIGGER `group_chat_webhooks_user_insert` AFTER INSERT ON `users`
WHEN instr(NEW.`misc`, 'groupChatReceived') > 0
BEGIN
	INSERT OR IGNORE INTO `group_chat_webhooks` (`group_id`, `user_id`, `webhook_id`)
	SELECT `group_id`, `user_id`, `webhook_id` FROM `group_chat_webhook_entries` WHERE `user_id` = NEW.`id`;
END;
--> statement-breakpoint
-- A write of a player who has no chat webhook before or after it (most writes) is told apart by
-- a plain text search, without reading the document as JSON.
CREATE TRIGGER `group_chat_webhooks_user_update` AFTER UPDATE OF `misc` ON `users`
WHEN (instr(OLD.`misc`, 'groupChatReceived') > 0 OR instr(NEW.`misc`, 'groupChatReceived') > 0)
	AND json_extract(OLD.`misc`, '$.webhooks') IS NOT json_extract(NEW.`misc`, '$.webhooks')
BEGIN
	DELETE FROM `group_chat_webhooks` WHERE `user_id` = OLD.`id`;
	INSERT OR IGNORE INTO `group_chat_webhooks` (`group_id`, `user_id`, `webhook_id`)
	SELECT `group_id`, `user_id`, `webhook_id` FROM `group_chat_webhook_entries` WHERE `user_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `group_chat_webhooks_user_delete` AFTER DELETE ON `users`
BEGIN
	DELETE FROM `group_chat_webhooks` WHERE `user_id` = OLD.`id`;
END;
--> statement-breakpoint
-- The webhooks players registered before the index existed.
INSERT OR IGNORE INTO `group_chat_webhooks` (`group_id`, `user_id`, `webhook_id`)
SELECT `group_id`, `user_id`, `webhook_id` FROM `group_chat_webhook_entries`;
