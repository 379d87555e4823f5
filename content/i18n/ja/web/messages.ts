import type text from "../../en/web/messages";
import type { Translation } from "../../define";

export default {
  unblocked: "{name}のブロックを解除しました。",
  blockedNotice: "{name}をブロックしました。お互いにメッセージを送れなくなります。",
  unblock: "ブロック解除",
  block: "ブロック",
  loadingConversation: "会話を読み込み中…",
  noMessages: "まだメッセージはありません。あいさつしてみましょう！",
  messages: "メッセージ",
  you: "あなた",
  liked: "いいね済み",
  like: "いいね",
  likes: "{count, plural, other {いいね # 件}}",
  delete: "削除",
  messageTo: "{name}へのメッセージ",
  writeTo: "{name}にメッセージを書く…",
  send: "送信",
  canMessage: "他のプレイヤーがまたメッセージを送れるようになりました。",
  cannotMessage: "他のプレイヤーはメッセージを送れなくなりました。",
  receive: "個人メッセージを受け取る",
  newMessageTo: "新しいメッセージの宛先（ユーザー名）",
  start: "開始",
  conversations: "会話",
  loadingMessages: "メッセージを読み込み中…",
  noneYet: "メッセージはまだありません。",
  pickConversation: "会話を選ぶか、プレイヤーのユーザー名を入れて新しく始めましょう。",
} satisfies Translation<typeof text>;
