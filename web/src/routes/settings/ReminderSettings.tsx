/** Reminders in the notification settings: their switch, this device, quiet hours and how to-dos ring. */
import { pushDevicesQuery } from "../../queries/pushDevices";
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../../content/rules/types";
import { translate, useT } from "../../i18n";
import text from "../../i18n/namespaces/reminders";
import {
  deviceId,
  disableDevicePush,
  enableDevicePush,
  NotificationsDenied,
  pushSupported,
} from "../../reminders/device";
import { clockOfMinute, minuteOfClock } from "../../reminders/time";
import { saveUserPaths, usePendingChoices } from "../common/game";
import { Block } from "./SettingsPage";

function ThisDevice() {
  const t = useT(text);
  const client = useQueryClient();
  const devices = useQuery({ ...pushDevicesQuery, enabled: pushSupported() });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  if (!pushSupported()) return <p className="muted">{t("deviceUnsupported")}</p>;
  const on = devices.data?.pushDevices.some((device) => device.regId === deviceId()) ?? false;
  const toggle = async () => {
    if (!devices.data) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const pushDevices = on ? await disableDevicePush() : await enableDevicePush(devices.data.vapidPublicKey);
      client.setQueryData(pushDevicesQuery.queryKey, { ...devices.data, pushDevices });
    } catch (error) {
      setProblem(error instanceof NotificationsDenied ? t("deviceDenied") : t("deviceFailed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="field">
      <p role="status">{on ? t("deviceOn") : t("deviceOff")}</p>
      <button type="button" className="button secondary small" disabled={busy || !devices.data} onClick={toggle}>
        {on ? t("disableDevice") : t("enableDevice")}
      </button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}

export function ReminderSettings({ user }: { user: User }) {
  const t = useT(text);
  const client = useQueryClient();
  const prefs = user.preferences.reminders ?? {};
  const allOff = user.preferences.pushNotifications?.unsubscribeFromAll === true;
  // A choice shows at once, even while a read of the player is still on its way.
  const choices = usePendingChoices();
  const save = (path: string, value: unknown) =>
    choices.choose(path, value, () =>
      saveUserPaths(client, { [`preferences.${path}`]: value }, translate(text, "saved")),
    );
  return (
    <Block title={t("reminders")}>
      <fieldset className="field-group" disabled={allOff}>
        <label className="check-row">
          <input
            type="checkbox"
            checked={choices.shown(
              "pushNotifications.taskReminders",
              user.preferences.pushNotifications?.taskReminders !== false,
            )}
            onChange={(event) => void save("pushNotifications.taskReminders", event.target.checked)}
          />
          {t("taskReminders")}
        </label>
        <ThisDevice />
        <div className="field-row">
          {(["quietFrom", "quietUntil"] as const).map((edge) => (
            <div className="field" key={edge}>
              <label htmlFor={`reminders-${edge}`}>{t(edge)}</label>
              <input
                id={`reminders-${edge}`}
                type="time"
                value={clockOfMinute(choices.shown(`reminders.${edge}`, prefs[edge]))}
                onChange={(event) => void save(`reminders.${edge}`, minuteOfClock(event.target.value))}
              />
            </div>
          ))}
        </div>
        <p className="field-hint">{t("quietHint")}</p>
        <div className="field">
          <label htmlFor="todo-reminders">{t("todoMode")}</label>
          <select
            id="todo-reminders"
            value={choices.shown("reminders.todos", prefs.todos ?? "dueDate")}
            onChange={(event) => void save("reminders.todos", event.target.value)}
          >
            <option value="dueDate">{t("todoDueDate")}</option>
            <option value="everyDay">{t("todoEveryDay")}</option>
          </select>
        </div>
      </fieldset>
    </Block>
  );
}
