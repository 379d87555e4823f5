import type text from "../../en/web/game";
import type { Translation } from "../../define";

export default {
  pageFailed: "ページを読み込めませんでした",
  tryAgain: "再試行",
  loadingGame: "ゲームを読み込み中…",
  goldLabel: "ゴールド",
  gemLabel: "{count, plural, other {ジェム}}",
  hourglassLabel: "{count, plural, other {砂時計}}",
  yourMoney: "所持金",
  gold: "ゴールド",
  gems: "ジェム",
  hourglasses: "砂時計",
  nothingOnSale: "今は何も売っていません。",
  pinned: "{name}をごほうびにピン留めしました。",
  unpinned: "{name}のピン留めを外しました。",
  ownedLabel: "{name}、所持済み",
  lockedLabel: "{name}、ロック中：{reason}",
  shortLabel:
    "{name}、{currency, select, gold {ゴールド} gems {ジェム} hourglasses {砂時計} other {{currency}}}が足りません",
  owned: "所持済み",
  youHave: "所持数：{count}",
  unpin: "ピン留めを外す",
  pinToRewards: "ごほうびにピン留め",
  buyTitle: "{name}を購入",
  cancel: "キャンセル",
  buyFor: "{price} で購入",
  priceEach: "価格：1 個 {price}",
  howMany: "いくつ買いますか？",
  wholeNumber: "1〜{max} の整数を選んでください。",
  notEnough: "所持：{purse}。これを買うには少し足りません。",
  notEnoughYet:
    "{currency, select, gold {ゴールド} gems {ジェム} hourglasses {砂時計} other {{currency}}}がまだ足りません",
} satisfies Translation<typeof text>;
