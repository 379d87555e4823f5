import type text from "../../en/web/guildAdmin";
import type { Translation } from "../../define";

export default {
  saved: "ギルドの情報を保存しました。",
  editTitle: "ギルドを編集",
  name: "名前",
  summary: "概要",
  summaryHint: "ギルド一覧に表示される 1〜2 行の紹介文です。",
  description: "説明",
  markdownHint: "Markdown が使えます：**太字**、*斜体*、リスト、リンク。",
  whoMayFind: "公開範囲",
  anyone: "誰でも（公開）",
  invitedOnly: "招待されたプレイヤーのみ（非公開）",
  categories: "カテゴリー",
  leaderOnlyChallenges: "チャレンジを始められるのはリーダーとマネージャーのみ",
  saveGuild: "ギルドを保存",
  cancel: "キャンセル",
  nowManager: "{name}がマネージャーになりました。",
  noLongerManager: "{name}はマネージャーではなくなりました。",
  removed: "{name}をギルドから外しました。",
  leadsNow: "{name}がギルドのリーダーになりました。",
  removeManager: "マネージャーから外す",
  makeManager: "マネージャーにする",
  makeLeader: "リーダーにする",
  remove: "外す",
  removeTitle: "{name}をギルドから外しますか？",
  handOverTitle: "ギルドを{name}に譲りますか？",
  removeText:
    "ギルドとそのチャットから抜けることになります。再び参加できるのは、ギルドが公開されているか、もう一度招待されたときだけです。",
  noteForThem: "本人へのメッセージ（任意）",
  handOverText:
    "あなたはメンバーとしてギルドに残ります。{name}がリーダーになり、ギルドの編集、マネージャーの任命、メンバーの除外ができるようになります。",
  removeFromGuild: "ギルドから外す",
  makeThemLeader: "リーダーにする",
} satisfies Translation<typeof text>;
