import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../../content/rules/types";
import { saveUserPaths, usePendingChoices } from "../common/game";
import { ReminderSettings } from "./ReminderSettings";
import { Block, SettingsPage } from "./SettingsPage";
import text from "../../i18n/namespaces/settings";
import { translate, useT } from "../../i18n";
import { userQuery } from "../../queries/user";

type Choice = [key: string, text: keyof (typeof text)["en"]];

/** What both mail and push notifications can be about. */
const SHARED_CHOICES: Choice[] = [
  ["newPM", "emailNewPM"],
  ["wonChallenge", "emailWonChallenge"],
  ["giftedGems", "emailGiftedGems"],
  ["giftedSubscription", "emailGiftedSubscription"],
  ["invitedParty", "emailInvitedParty"],
  ["invitedGuild", "emailInvitedGuild"],
  ["questStarted", "emailQuestStarted"],
  ["invitedQuest", "emailInvitedQuest"],
];

const EMAIL_CHOICES: Choice[] = [
  ...SHARED_CHOICES,
  ["importantAnnouncements", "emailAnnouncements"],
  ["weeklyRecaps", "emailRecaps"],
  ["onboarding", "emailOnboarding"],
  ["majorUpdates", "emailMajorUpdates"],
  ["subscriptionReminders", "emailSubscriptionReminders"],
  ["contentRelease", "emailContentRelease"],
];

const PUSH_CHOICES: Choice[] = [
  ...SHARED_CHOICES,
  ["majorUpdates", "emailMajorUpdates"],
  ["mentionParty", "pushMentionParty"],
  ["mentionJoinedGuild", "pushMentionJoined"],
  ["mentionUnjoinedGuild", "pushMentionOther"],
  ["partyActivity", "pushPartyActivity"],
  ["contentRelease", "emailContentRelease"],
];

function Choices({
  user,
  channel,
  choices,
  title,
}: {
  user: User;
  channel: "emailNotifications" | "pushNotifications";
  choices: Choice[];
  title: string;
}) {
  const t = useT(text);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const values = user.preferences[channel] ?? {};
  const pending = usePendingChoices();
  const set = async (key: string, value: boolean) => {
    setBusy(true);
    try {
      await pending.choose(key, value, () =>
        saveUserPaths(client, { [`preferences.${channel}.${key}`]: value }, translate(text, "saved")),
      );
    } finally {
      setBusy(false);
    }
  };
  const none = pending.shown("unsubscribeFromAll", Boolean(values.unsubscribeFromAll));
  return (
    <Block title={title}>
      <label className="check-row">
        <input
          type="checkbox"
          checked={none}
          disabled={busy}
          onChange={(event) => set("unsubscribeFromAll", event.target.checked)}
        />
        {channel === "emailNotifications" ? t("noEmail") : t("noPush")}
      </label>
      <fieldset className="field-group" disabled={busy || none}>
        <legend>{channel === "emailNotifications" ? t("emailMeWhen") : t("notifyMeWhen")}</legend>
        {choices.map(([key, label]) => (
          <label key={key} className="check-row">
            <input
              type="checkbox"
              name={`${channel}.${key}`}
              checked={pending.shown(key, values[key] !== false)}
              onChange={(event) => set(key, event.target.checked)}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
    </Block>
  );
}

export function Component() {
  const t = useT(text);
  const user = useQuery(userQuery());
  return (
    <SettingsPage title={t("notificationsTitle")} intro={t("notificationsIntro")}>
      {user.data ? (
        <>
          <Choices user={user.data} channel="emailNotifications" choices={EMAIL_CHOICES} title={t("email")} />
          <Choices user={user.data} channel="pushNotifications" choices={PUSH_CHOICES} title={t("push")} />
          <ReminderSettings user={user.data} />
        </>
      ) : (
        <p role="status">{t("loading")}</p>
      )}
    </SettingsPage>
  );
}
