import type text from "../../en/web/hall";
import type { Translation } from "../../define";

export default {
  hall: "殿堂",
  contributors: "貢献者",
  patrons: "支援者",
  patronsIntro: "ゲームを早くから支えてくれたプレイヤーたちです。ありがとうございます！",
  contributorsIntro:
    "ゲームづくりを手伝ってくれているプレイヤーたちです。アーティスト、ライター、プログラマー、そしてお手伝いの皆さん。",
  loading: "読み込み中…",
  nobody: "まだ誰も載っていません。",
  name: "名前",
  tier: "ランク",
  level: "レベル",
  contribution: "貢献",
  previousPage: "前のページ",
  nextPage: "次のページ",
} satisfies Translation<typeof text>;
