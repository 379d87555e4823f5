import type text from "../../en/web/accountImport";
import type { Translation } from "../../define";

export default {
  originalTitle: "Habitica からアカウントを引き継ぐ",
  originalIntro:
    "すでに Habitica で遊んでいますか？ タスク、タグ、設定、アバター、持っているアイテムをここへ引き継げます。このサーバーがあなたのユーザーIDとAPIトークンで Habitica に直接問い合わせるので、向こうのアカウントにあるものがそのまま届きます。",
  whereTitle: "どこで確認できるか",
  whereText:
    "Habitica で「設定」を開き、「API」の欄へ進んでください。ユーザーIDとAPIトークン（「APIトークンを表示」を押します）を下の欄にコピーします。",
  tokenPromise:
    "APIトークンはパスワードと同じ働きをします。Habitica へのこの1回の問い合わせにだけ使い、保存したりログに書いたりすることはありません。",
  comesTitle: "引き継がれるもの",
  comesTasks: "習慣、日課、To Do、ごほうび（チェックリスト、スケジュール、リマインダー、履歴も）",
  comesTags: "タグ（ここに同じ名前のタグがあれば、そのタグを使います）",
  comesSettings: "設定、プロフィール、アバターの見た目",
  comesItems: "装備、ペット、乗騎、たまご、たまごがえしの薬、エサ、クエストの巻物、特別なアイテム、背景",
  staysTitle: "引き継がれないもの",
  staysCurrencies: "ゴールド、ジェム、神秘の砂時計",
  staysStats: "レベル、経験値、体力、マナ、能力値、クラス",
  staysAchievements: "実績",
  staysPurchases: "定期購入と購入したもの",
  staysSocial: "パーティー、ギルド、チャレンジとそのタスク、メッセージ",
  addNotReplace:
    "ここにあるものは何も消えません。引き継いだタスクは各リストの上に追加され、数のあるアイテムはあなたの数に足されます。1つの Habitica アカウントをこのサーバーに引き継げるのは1回だけです。",
  userId: "Habitica のユーザーID",
  apiToken: "Habitica のAPIトークン",
  credentialsHint: "どちらも 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d のような形です。",
  bring: "アカウントを引き継ぐ",
  bringing: "Habitica に問い合わせています…",
  unavailable:
    "このサーバーでは Habitica からのアカウント引き継ぎが設定されていません。下でデータファイルを取り込むことはできます（アイテムは除きます）。",
  failed: "アカウントを引き継げませんでした。もう一度お試しください。",
  broughtTitle: "ようこそ！ アカウントを引き継ぎました。",
  brought: "追加したもの：タスク {tasks} 件、新しいタグ {tags} 件、アイテム {items} 種類、設定 {settings} 件。",
  unknownHere: "このゲームにはないため、引き継がなかったもの：{keys}。",
  fileTitle: "データファイルを取り込む",
  fileText:
    "Habitica のデータエクスポート（userdata.json）がありますか？ タスク、タグ、チェックリスト、履歴、設定を取り込めます。",
  fileNoItems:
    "ファイルでは何を持っているかを証明できないため、アイテム、ゴールド、ジェム、砂時計、実績、購入したものは取り込みません。アイテムを引き継ぐには、上の「Habitica からアカウントを引き継ぐ」を使ってください。",
  fileItemsAllowed:
    "このサーバーでは、ファイルからアイテムも取り込めます（アカウントごとに1回）。サーバーの運営者がファイルを信頼する設定にしています。",
  exportFile: "データエクスポートのファイル",
  notAnExport:
    "このファイルは JSON のデータエクスポートではありません。Habitica からダウンロードした userdata.json を選んでください。",
  tooLarge: "このファイルは大きすぎて、一度に取り込めません。",
  checking: "ファイルを読み込んでいます…",
  ready: "取り込みの準備ができました：タスク {tasks} 件、新しいタグ {tags} 件、設定 {settings} 件。",
  itemsToo: "アイテムも一緒に取り込みます：{items} 種類。",
  itemsDone: "データファイルのアイテムは、このアカウントにすでに1回取り込まれています。もう一度は取り込みません。",
  notImported: "取り込まれないもの：",
  importNow: "今すぐ取り込む",
  importing: "取り込んでいます…",
  imported: "取り込んだもの：タスク {tasks} 件、タグ {tags} 件、設定 {settings} 件。",
  importedItems: "取り込んだアイテム：{items} 種類。",
  skipChallengeTasks: "チャレンジに属するタスク {count} 件",
  skipGroupTasks: "グループに属するタスク {count} 件",
  skipFinishedTodos: "完了した To Do {count} 件",
  skipWithoutText: "テキストのないタスク {count} 件",
  skipChallengeTags: "チャレンジやグループのタグ {count} 件",
  skipOverTaskLimit: "1人が持てるタスクの上限を超えたタスク {count} 件",
  skipOverTagLimit: "1人が持てるタグの上限を超えたタグ {count} 件",
} satisfies Translation<typeof text>;
