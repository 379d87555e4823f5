/** Every text of this language by message key: the game's messages and the game content. Keys it lacks fall back to English. */
import { contentTexts } from "./content";
import { messages } from "./messages";

export const pt_BR: Readonly<Record<string, string>> = { ...messages, ...contentTexts };
