/** The game's messages the client shows itself (rule refusals, errors): this language's messages, one chunk with its client catalogue. */
export { messages as game } from "./messages";
