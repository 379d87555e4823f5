import type text from "../../en/web/offlineReport";
import type { Translation } from "../../define";

export default {
  taskNotHere: "そのタスクはこの端末にありません。",
  quoted: "「{text}」",
  lateScores:
    "{count, plural, other {# 件の記録}}は、サーバーに届く前にその日が終わっていたため、今日の分として数えられました：{names}。",
  backOnline: "オンラインに戻りました。オフライン中の{count, plural, other {変更 # 件}}を保存しました。",
  refusedLine: "{task}（{action}）：{message}",
  othersSaved: "ほかの{count, plural, other {変更 # 件}}は保存されました。",
  refusedTitle: "オフライン中の{count, plural, other {変更 # 件}}を保存できませんでした",
  dailiesCost: "やり残した日課で体力を {health} 失いました。",
  lateDailies:
    "サーバーはオフライン中の操作を受け取らないままその日を締めくくったため、{names}（{count, plural, other {# 件}}）はその日の完了として数えられません。オンラインに戻ったとき、そのチェックは受け付けられません。",
  newDayTitle: "新しい 1 日が始まりました",
  newDayText: "日課がリセットされました。",
  actionBought: "購入",
  actionScoredUp: "＋を記録",
  actionScoredDown: "−を記録",
  actionChecked: "チェック",
  actionUnchecked: "チェック解除",
  actionAdded: "追加",
  actionEdited: "編集",
  actionDeleted: "削除",
  actionMoved: "移動",
  actionChecklistChecked: "チェックリスト項目をチェック",
  actionChecklistUnchecked: "チェックリスト項目のチェック解除",
} satisfies Translation<typeof text>;
