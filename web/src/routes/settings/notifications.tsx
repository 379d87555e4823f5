import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../../content/rules/types";
import { userQuery } from "../../queries";
import { saveUserPaths, usePendingChoices } from "../common/game";
import { Block, SettingsPage } from "./SettingsPage";

const EMAIL_CHOICES: [string, string][] = [
  ["newPM", "Someone sends me a private message"],
  ["wonChallenge", "I win a challenge"],
  ["giftedGems", "Someone gives me gems"],
  ["giftedSubscription", "Someone gives me a subscription"],
  ["invitedParty", "I am invited to a party"],
  ["invitedGuild", "I am invited to a guild"],
  ["questStarted", "My party's quest begins"],
  ["invitedQuest", "I am invited to a quest"],
  ["importantAnnouncements", "Reminders to check in"],
  ["weeklyRecaps", "A weekly summary of my progress"],
  ["onboarding", "Tips for getting started"],
  ["majorUpdates", "Big news about the game"],
  ["subscriptionReminders", "My subscription is about to renew"],
  ["contentRelease", "New items and quests arrive"],
];

const PUSH_CHOICES: [string, string][] = [
  ["newPM", "Someone sends me a private message"],
  ["wonChallenge", "I win a challenge"],
  ["giftedGems", "Someone gives me gems"],
  ["giftedSubscription", "Someone gives me a subscription"],
  ["invitedParty", "I am invited to a party"],
  ["invitedGuild", "I am invited to a guild"],
  ["questStarted", "My party's quest begins"],
  ["invitedQuest", "I am invited to a quest"],
  ["majorUpdates", "Big news about the game"],
  ["mentionParty", "Someone mentions me in my party"],
  ["mentionJoinedGuild", "Someone mentions me in a guild I joined"],
  ["mentionUnjoinedGuild", "Someone mentions me in another guild"],
  ["partyActivity", "Something happens in my party"],
  ["contentRelease", "New items and quests arrive"],
];

function Choices({ user, channel, choices, title }: { user: User; channel: "emailNotifications" | "pushNotifications"; choices: [string, string][]; title: string }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const values = user.preferences[channel] ?? {};
  const pending = usePendingChoices();
  const set = async (key: string, value: boolean) => {
    setBusy(true);
    try {
      await pending.choose(key, value, () => saveUserPaths(client, { [`preferences.${channel}.${key}`]: value }, "Saved."));
    } finally {
      setBusy(false);
    }
  };
  const none = pending.shown("unsubscribeFromAll", Boolean(values.unsubscribeFromAll));
  return (
    <Block title={title}>
      <label className="check-row">
        <input type="checkbox" checked={none} disabled={busy} onChange={(event) => set("unsubscribeFromAll", event.target.checked)} />
        {channel === "emailNotifications" ? "Send me no email at all" : "Send me no push notifications at all"}
      </label>
      <fieldset className="field-group" disabled={busy || none}>
        <legend>{channel === "emailNotifications" ? "Email me when" : "Notify me when"}</legend>
        {choices.map(([key, text]) => (
          <label key={key} className="check-row">
            <input type="checkbox" name={`${channel}.${key}`} checked={pending.shown(key, values[key] !== false)} onChange={(event) => set(key, event.target.checked)} />
            {text}
          </label>
        ))}
      </fieldset>
    </Block>
  );
}

export function Component() {
  const user = useQuery(userQuery());
  return (
    <SettingsPage title="Notifications" intro="Choose what we tell you about, and how.">
      {user.data ? (
        <>
          <Choices user={user.data} channel="emailNotifications" choices={EMAIL_CHOICES} title="Email" />
          <Choices user={user.data} channel="pushNotifications" choices={PUSH_CHOICES} title="Push notifications" />
        </>
      ) : (
        <p role="status">Loading…</p>
      )}
    </SettingsPage>
  );
}
