/** Private messages: conversations, sending, blocking and opting out. */
import { defineText } from "../../define";

export default defineText("messages", {
  unblocked: "You unblocked {name}.",
  blockedNotice: "You blocked {name}. Neither of you can message the other now.",
  unblock: "Unblock",
  block: "Block",
  loadingConversation: "Loading the conversation…",
  noMessages: "No messages yet. Say hello!",
  messages: "Messages",
  you: "You",
  liked: "Liked",
  like: "Like",
  likes: "{count, plural, one {# like} other {# likes}}",
  delete: "Delete",
  messageTo: "Message to {name}",
  writeTo: "Write to {name}…",
  send: "Send",
  canMessage: "Other players can message you again.",
  cannotMessage: "Other players can no longer message you.",
  receive: "Receive private messages",
  newMessageTo: "New message to (username)",
  start: "Start",
  conversations: "Conversations",
  loadingMessages: "Loading your messages…",
  noneYet: "You have no messages yet.",
  pickConversation: "Pick a conversation, or start one with a player's username.",
});
