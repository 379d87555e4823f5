-- The purchase history used to be a capped list on each user document (misc.purchaseHistory);
-- its entries move into the purchase_history table and the list leaves the document.
INSERT OR IGNORE INTO `purchase_history` (`id`, `user_id`, `created_at`, `currency`, `amount`, `transaction_type`, `reference`, `reference_text`, `current_amount`)
SELECT
	coalesce(json_extract(entry.value, '$.id'), lower(hex(randomblob(16)))),
	`users`.`id`,
	coalesce(json_extract(entry.value, '$.createdAt'), `users`.`created_at`),
	coalesce(json_extract(entry.value, '$.currency'), 'gems'),
	coalesce(json_extract(entry.value, '$.amount'), 0),
	coalesce(json_extract(entry.value, '$.transactionType'), 'other'),
	json_extract(entry.value, '$.reference'),
	NULL,
	NULL
FROM `users`, json_each(`users`.`misc`, '$.purchaseHistory') AS entry
WHERE json_type(`users`.`misc`, '$.purchaseHistory') = 'array';
--> statement-breakpoint
UPDATE `users` SET `misc` = json_remove(`misc`, '$.purchaseHistory') WHERE json_type(`misc`, '$.purchaseHistory') IS NOT NULL;
