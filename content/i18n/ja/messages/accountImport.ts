/** 元のゲーム（Habitica）からアカウントを引き継ぐ：確認付きの引き継ぎと、データファイルの取り込み（en/accountImport.ts）。 */
export const accountImportMessages: Record<string, string> = {
  importNotAnAccount: "これはアカウントのデータエクスポートではありません。アカウントが見つかりませんでした。",
  originalAccountImported: "Habitica からアカウントを引き継ぎました。",
  dataFileImported: "データファイルを取り込みました。",
  originalImportUnavailable: "このサーバーでは Habitica からのアカウント引き継ぎが設定されていません。",
  originalUnreachable:
    "今は Habitica に接続できません。何も変更されていません。しばらくしてからもう一度お試しください。",
  originalBusy:
    "Habitica から少し待つよう求められました。何も変更されていません。1分ほどしてからもう一度お試しください。",
  originalBadAnswer:
    "Habitica の応答を読み取れませんでした。何も変更されていません。しばらくしてからもう一度お試しください。",
  originalCredentialsRefused:
    "Habitica がこのユーザーIDとAPIトークンを受け付けませんでした。Habitica の設定の「API」欄から、両方をもう一度コピーしてください。",
  originalCredentialsInvalid:
    "ユーザーIDとAPIトークンは Habitica に表示されているとおりに入力してください。どちらも 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d のような36文字です。",
  originalAlreadyImported:
    "この Habitica アカウントは、すでにこのサーバーに引き継がれています。1つのアカウントを引き継げるのは1回だけです。",
  itemsNeedVerifiedImport:
    "ファイルに含まれるアイテムは確認できないため、ここではファイルからは取り込みません。代わりに、ユーザーIDとAPIトークンを使って Habitica からアカウントを引き継いでください。",
};
