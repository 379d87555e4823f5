/** タスクのテンプレート、ギルドのカテゴリー、通知の既定メッセージ、最初のタスク。 */
import { guildCategoryMessagesOf, taskTemplateMessages } from "../../keys";

/** カテゴリー -> テンプレートごとの [テキスト, メモ]（表の順） */
const TEMPLATE_WORDS: Record<string, [string, string][]> = {
  work: [
    ["集中して作業する", "気を散らさずに、まとまった時間取り組みましょう。"],
    ["メッセージを確認して一日の計画を立てる", "5分で、今日大事なことを整理しましょう。"],
    ["週報を仕上げる", "早めに片づけてしまいましょう。"],
  ],
  exercise: [
    ["階段を使う", "1階分でも立派な一歩です。"],
    ["10分ストレッチする", "忙しくなる前に、体をほぐしましょう。"],
    ["今週の運動の計画を立てる", "運動する日を決めて、書き出しましょう。"],
  ],
  health_wellness: [
    ["水をコップ1杯飲む", "1杯飲んだらチェック。炭酸飲料にしたときはマイナスを押しましょう。"],
    ["ビタミンをとる", "小さな積み重ねが大きな差になります。"],
    ["健康診断を予約する", "都合のいい日を見つけて電話しましょう。"],
  ],
  school: [
    ["しばらく勉強する", "集中できたらプラス、だらけてしまったらマイナス。"],
    ["宿題をする", "課題をためないようにしましょう。"],
    ["レポートの下書きを仕上げる", "まずは書き出すこと。磨くのはあとで。"],
  ],
  self_care: [
    ["ちょっと休憩する", "画面から離れて、深呼吸しましょう。"],
    ["日記を書く", "今日のことを数行だけでも。"],
    ["楽しい予定を立てる", "自分へのごほうびをカレンダーに入れましょう。"],
  ],
  chores: [
    ["10分片づける", "少しずつ片づければ、散らからずにすみます。"],
    ["お皿を洗う", "流しがきれいだと、朝が楽になります。"],
    ["冷蔵庫の中を整理する", "古くなったものは処分しましょう。"],
  ],
  creativity: [
    ["腕を磨く", "どれだけ練習しても、ちゃんと数に入ります。"],
    ["毎日描く、書く、または演奏する", "どんなに小さくても、何かを作りましょう。"],
    ["小さな作品を仕上げる", "ひとつ選んで、最後までやり遂げましょう。"],
  ],
  defaults: [
    ["ヘルシーなおやつ", "果物や野菜ならプラス、ジャンクフードならマイナス。"],
    ["はかどった作業", "何かを片づけるたびにプラスを押しましょう。"],
    ["先延ばし", "後回しにしている自分に気づいたらマイナスを押しましょう。"],
    ["朝のルーティン", "日課は選んだ曜日にくり返し現れます。そのたびにチェックしましょう。"],
    ["ゲームを探検する", "To-Doは終えるまで残ります。自分でも作ってみましょう！"],
    ["番組を1話見る", "ごほうびにはゴールドがかかります。稼いだゴールドを好きなことに使いましょう。"],
  ],
};

const CATEGORY_NAMES: Record<string, string> = {
  habitica_official: "公式",
  academics: "学業",
  advocacy_causes: "社会活動",
  creativity: "創作",
  entertainment: "エンタメ",
  finance: "お金",
  health_fitness: "健康とフィットネス",
  hobbies_occupations: "趣味と仕事",
  location_based: "地域",
  mental_health: "心の健康とセルフケア",
  getting_organized: "整理整頓",
  recovery_support_groups: "回復とサポート",
  self_improvement: "自己成長",
  spirituality: "スピリチュアル",
  time_management: "時間管理",
};

export const guildCategoryMessages: Record<string, string> = guildCategoryMessagesOf(CATEGORY_NAMES);

export const taskMessages: Record<string, string> = {
  ...taskTemplateMessages(TEMPLATE_WORDS),
  ...guildCategoryMessages,
  lostHealth: "体力が{amount}減りました。",
  lostMana: "マナを{amount}使いました。",
  lostExperience: "経験値が{amount}減りました。",
  lostGold: "ゴールドが{amount}減りました。",
  gainedHealth: "体力が{amount}回復しました。",
  gainedMana: "マナが{amount}回復しました。",
  gainedExperience: "経験値を{amount}獲得しました。",
  gainedGold: "ゴールドを{amount}獲得しました。",
  streakCoins: "連続ボーナス：{amount}ゴールド！",
  bossDamage: "ボスに{amount}のダメージを与えました。",
};

export const starterMessages: Record<string, string> = {
  starterTagWork: "仕事",
  starterTagExercise: "運動",
  starterTagHealth: "健康＋ウェルネス",
  starterTagSchool: "学校",
  starterTagTeams: "チーム",
  starterTagChores: "家事",
  starterTagCreativity: "創作",
  starterHabitWaterText: "水をコップ1杯飲む",
  starterHabitWaterNotes: "飲むたびに＋を押しましょう。小さな達成が積み重なります。",
  starterHabitScrollText: "だらだらSNSを見る",
  starterHabitScrollNotes: "気づいたら−を押しましょう。悪い習慣だってあるのです。",
  starterHabitStairsText: "階段を使う",
  starterHabitStairsNotes: "ボタンは両方：階段なら＋、エレベーターなら−。",
  starterDailyPlanText: "明日いちばん大事なタスクを3つ選ぶ",
  starterDailyPlanNotes: "日課は予定の日ごとにまた現れます。やり残すと体力が減ります。",
  starterTodoHabitText: "自分の習慣を追加する",
  starterTodoHabitNotes: "習慣の列の上にある＋ボタンを使いましょう。",
  starterTodoDailyText: "自分の日課を追加する",
  starterTodoDailyNotes: "くり返す曜日は編集画面で選べます。",
  starterRewardText: "好きな番組を1話見る",
  starterRewardNotes: "ごほうびにはゴールドがかかります。心から楽しめるものにしましょう。",
};
