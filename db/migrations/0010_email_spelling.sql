-- Email addresses are stored and compared in one spelling (see normaliseEmail in
-- content/rules/accountNames.ts). Rows written before that may carry surrounding spaces or
-- trailing dots: they take the one spelling here, in the column and in the document, unless
-- another account already holds it (or several rows would meet in it: then only the oldest id
-- moves). Those left behind are still found by the spelling they were registered with.
-- Domains written in Unicode are put into their ASCII (IDNA) form by the daily job, which can
-- compute it.
UPDATE `users` SET
	`email` = lower(rtrim(trim(`email`), '.')),
	`misc` = json_set(`misc`, '$.auth.local.email', lower(rtrim(trim(`email`), '.')))
WHERE `email` <> lower(rtrim(trim(`email`), '.'))
	AND NOT EXISTS (SELECT 1 FROM `users` AS `holder` WHERE `holder`.`email` = lower(rtrim(trim(`users`.`email`), '.')))
	AND `id` = (
		SELECT min(`same`.`id`) FROM `users` AS `same`
		WHERE lower(rtrim(trim(`same`.`email`), '.')) = lower(rtrim(trim(`users`.`email`), '.'))
	);
