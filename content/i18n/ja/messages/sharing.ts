/** ライブルームと共有の招待リンク(en/sharing.ts)。 */
export const sharingMessages: Record<string, string> = {
  liveConnectionsMax:
    "このグループへのライブ接続はすでに{max}件あります。どれか1つ(別のタブや端末)を閉じてから、もう一度お試しください。",
};
