/** スタッフの権限の制限と、アドレス範囲のブロック。 */
export const staffPowerMessages: Record<string, string> = {
  staffCannotChangeOwnAccount:
    "スタッフ用ツールは自分のアカウントには使えません。フルアクセス権を持つ別のスタッフに変更してもらってください。",
  onlyFullAccessActsOnStaff:
    "ほかのスタッフのアカウント停止、ミュート、チャットの取り消し、新しい認証情報の発行ができるのは、フルアクセス権を持つスタッフだけです。",
  cannotReviewOwnReports: "自分が書いたものへの通報は、別のモデレーターが確認します。",
  blockerInvalidAddress:
    "アドレスのブロックには、IPv4またはIPv6のアドレスか、203.0.113.0/24や2001:db8:1:2::/64のような範囲が必要です。",
  blockerRangeTooWide: "その範囲は広すぎます。IPv4の範囲は最大で/{ipv4}、IPv6の範囲は最大で/{ipv6}までです。",
  cannotRedeemOwnCode: "自分で作ったプロモコードはほかの人のためのものです。自分では使えません。",
  staffCannotChooseThemselves:
    "スタッフの権限で自分をリーダーや勝者にすることはできません。別のスタッフに行ってもらってください。",
};
