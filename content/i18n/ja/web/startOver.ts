import type text from "../../en/web/startOver";
import type { Translation } from "../../define";

export default {
  title: "最初からやり直す",
  text: "最初からやり直すと、ヒーローはレベル1に戻り、ゴールド・経験値・能力ポイントがなくなり、あなた自身の習慣、日課、To-Do、ごほうびが消えます。ゴールドで買った装備は失われます。ペット、乗騎、アイテム、実績、ジェムで買ったものは残り、チャレンジやグループのタスクも残ります。元に戻すことはできません。",
  button: "最初からやり直す…",
  confirmTitle: "レベル1から最初からやり直しますか？",
  confirm: "やり直す",
  password: "パスワード",
  noPassword:
    "このアカウントはログインサービスでサインインしており、パスワードがありません。下のボタンですぐにやり直せます。",
  done: "アカウントを最初からやり直しました。",
  failed: "アカウントをやり直せませんでした。もう一度お試しください。",
} satisfies Translation<typeof text>;
