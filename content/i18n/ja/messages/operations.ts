/** ジェムやサブスクリプション月数のプロモコードと、サーバーエラーのあとにプレイヤーがサポートへ伝える参照番号（en/operations.ts）。 */
export const operationsMessages: Record<string, string> = {
  promoCodeGems: "コードが使えました：ジェム{gems}個を受け取りました！",
  promoCodeMonths: "コードが使えました：サブスクリプションが{months}か月分追加されました！",
  promoCodeExpired: "このプロモコードは有効期限が切れています。",
  promoCodeUsedUp: "このプロモコードは使用回数の上限に達しています。",
  promoCodeAlreadyRedeemed: "このプロモコードはすでに使用済みです。",
  promoCodeNotFound: "そのようなプロモコードはありません。",
  promoCodeNeedsGems: "ジェムのコードにはジェムの数が必要です。",
  promoCodeNeedsMonths: "サブスクリプションのコードには期間（1、3、6、12か月）が必要です。",
  promoCodeExpiryInvalid: "有効期限は未来の日付で、{days}日以内にしてください。",
  internalErrorReference:
    "こちら側で問題が発生しました。もう一度お試しください。繰り返し起きる場合は、この参照番号をサポートにお伝えください：{requestId}",
};
