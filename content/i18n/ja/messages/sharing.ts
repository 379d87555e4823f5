/** ライブルームと共有の招待リンク(en/sharing.ts)。 */
export const sharingMessages: Record<string, string> = {
  liveConnectionsMax:
    "このグループへのライブ接続はすでに{max}件あります。どれか1つ(別のタブや端末)を閉じてから、もう一度お試しください。",
  onlyLeaderManagesInviteLinks: "共有の招待リンクを作成・確認・取り消しできるのは、グループのリーダーだけです。",
  inviteLinksMax: "1つのグループで同時に持てる共有の招待リンクは{max}件までです。先にどれかを取り消してください。",
  inviteLinkNotFound: "その招待リンクは存在しないか、すでに取り消されています。",
};
