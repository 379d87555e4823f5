-- Email addresses are stored and compared in one spelling (see normaliseEmail in
-- content/rules/accountNames.ts). Rows written before that may carry surrounding spaces or
-- trailing dots: they take the one spelling here, in the column and in the document, unless
-- another account already holds it (or several rows would meet in it: then only the oldest id
-- moves). Rows left behind, and domains written in Unicode (whose ASCII, IDNA, form SQL cannot
-- compute), are found by comparing both sides normalised (findUserRowByEmail in db/emails.ts).
UPDATE `users` SET
	`email` = lower(rtrim(trim(`email`), '.')),
	`misc` = json_set(`misc`, '$.auth.local.email', lower(rtrim(trim(`email`), '.')))
WHERE `email` <> lower(rtrim(trim(`email`), '.'))
	AND NOT EXISTS (SELECT 1 FROM `users` AS `holder` WHERE `holder`.`email` = lower(rtrim(trim(`users`.`email`), '.')))
	AND `id` = (
		SELECT min(`same`.`id`) FROM `users` AS `same`
		WHERE lower(rtrim(trim(`same`.`email`), '.')) = lower(rtrim(trim(`users`.`email`), '.'))
	);
