/** Every text of this language by message key; keys it lacks fall back to English. */
export const pt_BR: Readonly<Record<string, string>> = {};
