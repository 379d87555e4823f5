import type text from "../../en/web/celebrations";
import type { Translation } from "../../define";

export default {
  healthBack: "体力が {max} まで回復しました。",
  pointsToSpend: "{count, plural, other {割り振れる能力ポイントが # あります。}}",
  canChooseClass: "クラスを選べるようになりました！",
  rewards: "報酬",
  dontShowAgain: "今後は表示しない",
  firstStepsTitle: "はじめの一歩をクリアしました！",
  firstStepsText:
    "タスクの作成と完了、孵化、エサやり、装備の購入。ひととおり試しましたね。ボーナスとして {gold} ゴールドをどうぞ。",
  goldReward: "{gold} ゴールド",
  aChallenge: "チャレンジ",
  challengeWonTitle: "チャレンジで優勝しました！",
  challengeWonText: "チャレンジ「{name}」で、あなたが勝者に選ばれました。",
  gemsReward: "{count, plural, other {# ジェム}}",
  questCompleteTitle: "クエスト達成！",
  questWon: "パーティーが「{quest}」をクリアしました。{completion}",
  questFinished: "パーティーがクエストを終えました。",
  classTitle: "{class}になりました！",
  classText: "{blurb} スキルはレベル 11 から、タスク画面の下に表示されます。",
  hatchTitle: "新しいペットが生まれました！",
  hatchText: "{name}が仲間になりました。エサをあげて乗騎に育てるか、お供に選んで冒険に連れて行きましょう。",
  mountTitle: "乗騎を育てました！",
  mountText:
    "エサをあげ続けたかいがありました。{name}は立派に育ち、あなたを乗せる準備ができています。動物小屋で選んで乗りましょう。",
  experienceReward: "経験値 {exp}",
  itemCount: "{name} × {count}",
  boss: "ボス",
  health: "体力",
  strength: "強さ",
  rage: "怒り：{title}",
  rageText: "パーティーが日課を逃すたびに {value} ずつたまり、満タンになると攻撃してきます：{description}",
  itemsToCollect: "集めるアイテム",
} satisfies Translation<typeof text>;
