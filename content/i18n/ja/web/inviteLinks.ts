import type text from "../../en/web/inviteLinks";
import type { Translation } from "../../define";

export default {
  title: "共有の招待リンク",
  intro:
    "共有リンクは、使用回数が尽きるか期限が切れるまで、そのリンクで登録した人を全員招待します。見る人全員を歓迎できる場所にだけ載せ、役目を終えたらすぐに取り消しましょう。",
  uses: "使用回数",
  days: "有効期間(日)",
  create: "リンクを作成",
  created: "共有リンクができました。コピーして使えます。",
  loading: "共有リンクを読み込んでいます…",
  loadFailed: "共有リンクを読み込めませんでした。",
  none: "いまは共有リンクがありません。",
  linkLabel: "共有リンク {number}",
  usesLeft: "残り{left, plural, other {#}}回/{max}回",
  expires: "{date}に期限切れ",
  copy: "共有リンク {number} をコピー",
  revoke: "取り消す",
  revokeLabel: "共有リンク {number} を取り消す",
  revoked: "リンクを取り消しました。もう誰も招待しません。",
} satisfies Translation<typeof text>;
