/** ゲームから送るメール（en/mail.ts）：パスワード再設定、メールアドレスの変更、招待、ギフト。 */
export const mailMessages: Record<string, string> = {
  mailHello: "{name}さん、こんにちは。",
  mailHelloPlain: "こんにちは。",
  mailTurnOff: "このメールは「設定」の「通知」で停止できます。",
  mailResetSubject: "{product}の新しいパスワードを設定してください",
  mailResetText:
    "{product}アカウントの新しいパスワードの設定がリクエストされました（ご本人からのリクエストであることを願っています）。{minutes} 分以内に下のリンクを開いて、パスワードを決めてください。",
  mailResetTextNoPassword:
    "{product}アカウントのパスワードの設定がリクエストされました（ご本人からのリクエストであることを願っています）。このアカウントには、これまで外部のサインインサービスでログインしていました。{minutes} 分以内に下のリンクを開いて、パスワードを決めてください。",
  mailResetButton: "新しいパスワードを決める",
  mailResetFooter:
    "リンクは 1 回しか使えません。心当たりがない場合は、このメールを無視してください。リンクが使われない限り、何も変わりません。",
  mailEmailChangedSubject: "{product}アカウントのメールアドレスが変更されました",
  mailEmailChangedText:
    "{when}、{product}アカウントのメールアドレスが {old} から {new} に変更されました。パスワード再設定のリンクなど、アカウントに関するメールは今後、新しいアドレスに届きます。",
  mailEmailChangedYou: "ご自身で変更した場合は、これ以上の操作は必要ありません。",
  mailEmailChangedNotYou:
    "心当たりがない場合は、ほかの誰かがあなたのパスワードを知っているおそれがあります。すぐにこの{product}サーバーの運営者に連絡して、アカウントを取り戻してもらってください。",
  mailInviteSubjectParty: "{inviter}さんから{product}のパーティーに招待されました",
  mailInviteSubjectGuild: "{inviter}さんから{product}のギルドに招待されました",
  mailInvitePlayerParty:
    "{inviter}さんが、{product}の自分のパーティー「{group}」にあなたを招待しています。ログインして、招待を受けるか断るかを選んでください。",
  mailInvitePlayerGuild:
    "{inviter}さんが、{product}のギルド「{group}」にあなたを招待しています。ログインして、招待を受けるか断るかを選んでください。",
  mailInviteSee: "招待を見る",
  mailInviteNewParty:
    "{inviter}さんが、{product}の自分のパーティー「{group}」にあなたを招待しています。{product}は、ロールプレイングゲームとして遊べる習慣トラッカーです。習慣・日課・To-Do をこなすとヒーローが経験値やゴールド、装備を手に入れ、パーティーの仲間と一緒にやるべきことを片づけてモンスターと戦います。",
  mailInviteNewGuild:
    "{inviter}さんが、{product}のギルド「{group}」にあなたを招待しています。{product}は、ロールプレイングゲームとして遊べる習慣トラッカーです。習慣・日課・To-Do をこなすとヒーローが経験値やゴールド、装備を手に入れ、パーティーの仲間と一緒にやるべきことを片づけてモンスターと戦います。",
  mailInviteCreate: "下のリンクから無料でアカウントを作成してください。招待があなたを待っています。",
  mailInviteAccept: "招待を受けて登録する",
  mailInviteLifetime:
    "リンクの有効期限は {days} 日です。{inviter}さんに心当たりがない場合は、このメールを無視してください。",
  mailGiftGems: "{count, plural, other {# ジェム}}",
  mailGiftSubscription: "{months, plural, other {# か月分のサブスクリプション}}",
  mailGiftSent: "{from}さんから{product}で{gift}が届きました。もうあなたのものです。",
  mailGiftMessage: "添えられたメッセージ：\n{message}",
  mailGiftOpen: "{product}を開く",
  mailGiftSubject: "{from}さんから{product}でギフトが届きました",
};
