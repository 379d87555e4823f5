import type text from "../../en/web/offline";
import type { Translation } from "../../define";

export default {
  pendingTitle: "接続が戻るまでこの端末に保存しています",
  pending: "送信待ち",
  needsServer: "オフラインです。{action}にはサーバーへの接続が必要です。オンラインに戻ると、またできるようになります。",
  updateReady:
    "Habitforge の新しいバージョンの準備ができました。再読み込みすると更新されます。それまでは、このページは起動時のバージョンのまま動きます。",
  reload: "再読み込みして更新",
  doingBuyGems: "ジェムの購入",
  doingSendMessage: "メッセージの送信",
  doingBuy: "購入",
  doingJoinParty: "パーティーへの参加",
  nothingChanged:
    "オフラインのため、この操作にはサーバーが必要です。何も変更されていません。オンラインに戻ってから、もう一度お試しください。",
} satisfies Translation<typeof text>;
