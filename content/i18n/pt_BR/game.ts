/** The game's messages the client shows itself (rule refusals, errors): the families of content/i18n/en/game.ts. */
export const game: Readonly<Record<string, string>> = {};
