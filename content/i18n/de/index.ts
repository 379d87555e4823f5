/** Every text of this language by message key; keys it lacks fall back to English. */
export const de: Readonly<Record<string, string>> = {};
