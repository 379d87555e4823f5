/** アカウントを守る仕組み（en/accounts.ts）：パスワード確認、表示名、確認済みのメールアドレス。 */
export const accountMessages: Record<string, string> = {
  passwordChecksPaused:
    "このアカウントでパスワードの間違いが多すぎます。{seconds}秒後にもう一度お試しいただくか、新しいパスワードを設定するためのリンクをメールで請求してください。",
  displayNameHiddenCharacters: "表示名には、目に見えない文字や文字の向きを変える文字は使えません。",
  displayNameReserved:
    "その表示名はゲームの運営チームとシステムのメッセージ用に予約されています。別の名前を選んでください。",
  socialEmailUnverified:
    "{network}が{email}をあなたのアドレスとして確認していないため、このアドレスではアカウントを作成できません。先に{network}でアドレスを確認するか、メールアドレスとパスワードで登録してください。",
};
