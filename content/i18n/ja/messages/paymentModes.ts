/** サーバーで支払いが無効なときと、グループプランのギルドの公開範囲（en/paymentModes.ts）。 */
export const paymentModeMessages: Record<string, string> = {
  paymentsOff:
    "このサーバーは支払いを受け付けていません。ジェム、サブスクリプション、ギフト、グループプランはここでは購入できません。",
  simulatorOff: "このサーバーでは支払いシミュレーターがオフになっています。",
  groupPlanGuildStaysPrivate: "グループプランのあるギルドは非公開のままです。プランが有効なあいだは公開にできません。",
  groupPlanNeedsPrivateGuild:
    "グループプランを付けられるのは非公開のギルドだけです。先にギルドを非公開にしてください。",
};
