/** General settings: language, day start, time zone, classes, allocation, rest, sound, names, email, password, deletion. */
import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ALLOCATION_MODES, AUDIO_THEME_COUNT, CLASSES, LEVEL_CLASS_UNLOCK, PASSWORD_MAX, PASSWORD_MIN, type PlayerClass } from "../../../../content/data/constants";
import type { User } from "../../../../content/rules/types";
import * as accountApi from "../../api/account";
import { isApiError } from "../../api/client";
import { Field } from "../../components/Field";
import { notify } from "../../notifications/store";
import { userQuery } from "../../queries";
import { markPasswordChanged } from "../../session";
import { clearSettings } from "../../settings";
import { saveUserPaths, usePendingChoices } from "../common/game";
import { ConfirmDialog } from "../common/PurchaseDialog";
import { Block, SettingsPage } from "./SettingsPage";
import { hasPassword, SignInMethods } from "./SignInMethods";

import { CLASS_NAMES } from "../../classes";
const MODE_NAMES: Record<(typeof ALLOCATION_MODES)[number], string> = {
  flat: "Evenly across all four attributes",
  classbased: "By what suits my class",
  taskbased: "By the attributes of the tasks I complete",
};
/** Our names for the audio themes (spec §9: 15 of them), plus silence. */
export const AUDIO_THEMES: [key: string, name: string][] = [
  ["off", "No sound"],
  ["danielTheBard", "The bard's lute"],
  ["gokulTheme", "Temple bells"],
  ["luneFoxTheme", "Fox in the snow"],
  ["wattsTheme", "Workshop"],
  ["rosstavoTheme", "Tavern tunes"],
  ["dewinTheme", "Forest morning"],
  ["airuTheme", "Sky chimes"],
  ["beatscribeNesTheme", "Pocket console"],
  ["arashiTheme", "Storm drums"],
  ["triumphTheme", "Fanfare"],
  ["lunasolTheme", "Sun and moon"],
  ["spacePenguinTheme", "Space station"],
  ["maflTheme", "Marketplace"],
  ["pizildenTheme", "Harp and flute"],
  ["farvoidTheme", "Deep echo"],
];

/** Sends one PUT /user change, updates the cached user and says so. */
function useSetting() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = async (changes: Record<string, unknown>, message: string) => {
    setBusy(true);
    try {
      return await saveUserPaths(client, changes, message);
    } finally {
      setBusy(false);
    }
  };
  return { save, busy };
}

function refresh(client: ReturnType<typeof useQueryClient>) {
  void client.invalidateQueries({ queryKey: userQuery().queryKey });
}

function formatOffset(offset: number): string {
  const minutes = -offset;
  const sign = minutes >= 0 ? "+" : "-";
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

function DayAndLanguage({ user }: { user: User }) {
  const { save, busy } = useSetting();
  const [dayStart, setDayStart] = useState(String(user.preferences.dayStart ?? 0));
  const deviceOffset = new Date().getTimezoneOffset();
  return (
    <Block title="Language and your day">
      <div className="field">
        <label htmlFor="language">Language</label>
        <select id="language" value={user.preferences.language ?? "en"} onChange={(event) => save({ "preferences.language": event.target.value }, "Language saved.")} disabled={busy}>
          <option value="en">English</option>
        </select>
        <p className="field-hint">More languages will follow.</p>
      </div>
      <form
        className="field-row"
        onSubmit={(event) => {
          event.preventDefault();
          void save({ "preferences.dayStart": Number(dayStart) }, `Your day now starts at ${dayStart}:00.`);
        }}
      >
        <div className="field">
          <label htmlFor="day-start">My day starts at</label>
          <select id="day-start" value={dayStart} onChange={(event) => setDayStart(event.target.value)}>
            {Array.from({ length: 25 }, (_, hour) => (
              <option key={hour} value={hour}>
                {String(hour).padStart(2, "0")}:00
              </option>
            ))}
          </select>
          <p className="field-hint">Dailies left undone count against you after this hour. Night owls may want a later start.</p>
        </div>
        <button type="submit" className="button secondary" disabled={busy}>
          Save day start
        </button>
      </form>
      <p>
        Time zone used for your day: <strong>{formatOffset(user.preferences.timezoneOffset ?? 0)}</strong>. This device is at {formatOffset(deviceOffset)}.{" "}
        {(user.preferences.timezoneOffset ?? 0) !== deviceOffset && (
          <button type="button" className="link-button" disabled={busy} onClick={() => save({ "preferences.timezoneOffset": deviceOffset }, "Your time zone is updated.")}>
            Use this device's time zone
          </button>
        )}
      </p>
    </Block>
  );
}

function ClassSettings({ user }: { user: User }) {
  const client = useQueryClient();
  const [klass, setKlass] = useState<PlayerClass>(user.stats.class ?? "warrior");
  const [confirm, setConfirm] = useState<"change" | "disable">();
  const [busy, setBusy] = useState(false);
  const act = async (call: () => Promise<unknown>, message: string) => {
    setConfirm(undefined);
    setBusy(true);
    try {
      await call();
      notify({ type: "success", text: message });
    } catch {
      // The notification area shows the refusal.
    } finally {
      setBusy(false);
      refresh(client);
    }
  };
  const level = user.stats.lvl;
  const hasClass = !user.preferences.disableClasses && user.flags.classSelected;
  return (
    <Block title="Class">
      {level < LEVEL_CLASS_UNLOCK ? (
        <p>Classes open at level {LEVEL_CLASS_UNLOCK}. You are level {level}: keep going!</p>
      ) : (
        <>
          <p>
            {user.preferences.disableClasses
              ? "Classes are switched off: you play without class skills."
              : hasClass
                ? `You are a ${CLASS_NAMES[user.stats.class]}.`
                : "You have not chosen a class yet."}
          </p>
          <div className="field-row">
            <div className="field">
              <label htmlFor="class-choice">Your class</label>
              <select id="class-choice" value={klass} onChange={(event) => setKlass(event.target.value as PlayerClass)}>
                {CLASSES.map((entry) => (
                  <option key={entry} value={entry}>
                    {CLASS_NAMES[entry]}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="button secondary" disabled={busy} onClick={() => (hasClass ? setConfirm("change") : act(() => accountApi.changeClass(klass), `You are now a ${CLASS_NAMES[klass]}.`))}>
              {hasClass ? "Change class" : "Choose this class"}
            </button>
            {!user.preferences.disableClasses && (
              <button type="button" className="button secondary" disabled={busy} onClick={() => setConfirm("disable")}>
                Play without a class
              </button>
            )}
          </div>
          {hasClass && <p className="field-hint">Changing class costs 3 gems and gives you back every attribute point to spend again.</p>}
        </>
      )}
      <ConfirmDialog
        open={confirm !== undefined}
        title={confirm === "disable" ? "Play without a class?" : `Become a ${CLASS_NAMES[klass]}?`}
        confirmLabel={confirm === "disable" ? "Switch classes off" : "Change class for 3 gems"}
        onClose={() => setConfirm(undefined)}
        onConfirm={() => (confirm === "disable" ? act(() => accountApi.disableClasses(), "Classes are off. Your points will be spent for you.") : act(() => accountApi.changeClass(klass), `You are now a ${CLASS_NAMES[klass]}.`))}
      >
        <p>{confirm === "disable" ? "You will play as a warrior without skills, and your attribute points will be spent automatically. You can choose a class again later for free." : "Your attribute points come back to you to spend again."}</p>
      </ConfirmDialog>
    </Block>
  );
}

function AllocationAndRest({ user }: { user: User }) {
  const { save, busy } = useSetting();
  const client = useQueryClient();
  const choices = usePendingChoices();
  const sleep = (value: boolean) =>
    saveUserPaths(
      client,
      { "preferences.sleep": value },
      value ? "You are resting at the inn: missed dailies will not hurt you." : "You left the inn. Your dailies count again from tomorrow.",
      () => accountApi.setSleep(value),
    );
  return (
    <Block title="Attribute points, rest and sound">
      <label className="check-row">
        <input
          type="checkbox"
          checked={choices.shown("automaticAllocation", Boolean(user.preferences.automaticAllocation))}
          disabled={busy}
          onChange={(event) => {
            const value = event.target.checked;
            void choices.choose("automaticAllocation", value, () => save({ "preferences.automaticAllocation": value }, value ? "Points will be spent for you." : "You will spend your points yourself."));
          }}
        />
        Spend my attribute points for me
      </label>
      <fieldset className="field-group" disabled={busy || !user.preferences.automaticAllocation}>
        <legend>How to spend them</legend>
        {ALLOCATION_MODES.map((mode) => (
          <label key={mode} className="check-row">
            <input type="radio" name="allocation-mode" value={mode} checked={user.preferences.allocationMode === mode} onChange={() => save({ "preferences.allocationMode": mode }, "Allocation saved.")} />
            {MODE_NAMES[mode]}
          </label>
        ))}
      </fieldset>
      <label className="check-row">
        <input
          type="checkbox"
          checked={choices.shown("sleep", Boolean(user.preferences.sleep))}
          onChange={(event) => {
            const value = event.target.checked;
            void choices.choose("sleep", value, () => sleep(value));
          }}
        />
        Rest at the inn (pause damage from missed dailies)
      </label>
      <div className="field">
        <label htmlFor="audio-theme">Sound theme</label>
        <select id="audio-theme" value={user.preferences.sound ?? "off"} disabled={busy} onChange={(event) => save({ "preferences.sound": event.target.value }, "Sound theme saved.")}>
          {AUDIO_THEMES.slice(0, AUDIO_THEME_COUNT + 1).map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </Block>
  );
}

function errorText(error: unknown): string | undefined {
  return isApiError(error) ? error.messages.join(" ") : undefined;
}

function Names({ user }: { user: User }) {
  const { save, busy } = useSetting();
  const client = useQueryClient();
  const [name, setName] = useState(user.profile?.name ?? "");
  const [username, setUsername] = useState(user.auth.local.username);
  const [usernamePassword, setUsernamePassword] = useState("");
  const [usernameError, setUsernameError] = useState<string>();
  const saveUsername = async (event: FormEvent) => {
    event.preventDefault();
    setUsernameError(undefined);
    try {
      await accountApi.updateUsername(username.trim(), usernamePassword);
      notify({ type: "success", text: `Your username is now @${username.trim()}.` });
      setUsernamePassword("");
      refresh(client);
    } catch (error) {
      setUsernameError(errorText(error));
    }
  };
  return (
    <Block title="Names">
      <form
        className="field-row"
        onSubmit={(event) => {
          event.preventDefault();
          void save({ "profile.name": name.trim() }, "Display name saved.");
        }}
      >
        <Field label="Display name" value={name} onChange={(event) => setName(event.target.value)} maxLength={30} required hint="Shown to others in your party, guilds and chat." />
        <button type="submit" className="button secondary" disabled={busy || !name.trim()}>
          Save display name
        </button>
      </form>
      <form className="field-row" onSubmit={saveUsername}>
        <Field label="Username" value={username} onChange={(event) => setUsername(event.target.value)} maxLength={20} required error={usernameError} hint="Letters, digits, hyphens and underscores. Others use it to invite and mention you." />
        {hasPassword(user) && (
          <Field label="Password to confirm" type="password" autoComplete="current-password" value={usernamePassword} onChange={(event) => setUsernamePassword(event.target.value)} required />
        )}
        <button type="submit" className="button secondary" disabled={!username.trim() || username.trim() === user.auth.local.username || (hasPassword(user) && !usernamePassword)}>
          Change username
        </button>
      </form>
    </Block>
  );
}

function EmailAndPassword({ user }: { user: User }) {
  const client = useQueryClient();
  const [email, setEmail] = useState(user.auth.local.email ?? "");
  const [emailPassword, setEmailPassword] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [passwordError, setPasswordError] = useState<string>();
  const changeEmail = async (event: FormEvent) => {
    event.preventDefault();
    setEmailError(undefined);
    try {
      await accountApi.updateEmail(email.trim(), emailPassword);
      setEmailPassword("");
      notify({ type: "success", text: "Your email address is updated." });
      refresh(client);
    } catch (error) {
      setEmailError(errorText(error));
    }
  };
  const tooShort = next.length > 0 && (next.length < PASSWORD_MIN || next.length > PASSWORD_MAX);
  const mismatch = confirm.length > 0 && confirm !== next;
  const changePassword = async (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(undefined);
    try {
      await accountApi.updatePassword(current, next, confirm);
      // The next page load says the password changed (spec §2), then forgets it.
      markPasswordChanged();
      window.location.reload();
    } catch (error) {
      setPasswordError(errorText(error));
    }
  };
  return (
    <Block title="Email and password">
      <form className="settings-form" onSubmit={changeEmail}>
        <Field label="Email address" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
        {hasPassword(user) ? (
          <Field label="Your password, to confirm" type="password" autoComplete="current-password" value={emailPassword} onChange={(event) => setEmailPassword(event.target.value)} required error={emailError} />
        ) : (
          emailError && <p className="field-error">{emailError}</p>
        )}
        <button type="submit" className="button secondary" disabled={(hasPassword(user) && !emailPassword) || email.trim() === user.auth.local.email}>
          Change email
        </button>
      </form>
      <form className="settings-form" onSubmit={changePassword}>
        <h3>{hasPassword(user) ? "Change password" : "Set a password"}</h3>
        {hasPassword(user) ? (
          <Field label="Current password" type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} required />
        ) : (
          <p className="muted">You log in through a sign-in provider. With a password you can also log in with your username or email.</p>
        )}
        <Field label="New password" type="password" autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} required error={tooShort ? `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.` : undefined} />
        <Field label="New password again" type="password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} required error={mismatch ? "The two new passwords differ." : passwordError} />
        <button type="submit" className="button secondary" disabled={(hasPassword(user) && !current) || !next || tooShort || mismatch || !confirm}>
          {hasPassword(user) ? "Change password" : "Set password"}
        </button>
      </form>
    </Block>
  );
}

function DeleteAccount({ user }: { user: User }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [feedback, setFeedback] = useState("");
  const [error, setError] = useState<string>();
  const remove = async () => {
    setError(undefined);
    try {
      await accountApi.deleteAccount(password, feedback.trim() || undefined);
      setOpen(false);
      clearSettings();
      client.clear();
      navigate("/static/home", { replace: true });
    } catch (failure) {
      setError(errorText(failure) ?? "The account could not be deleted.");
    }
  };
  return (
    <Block title="Delete account">
      <p>Deleting your account removes your hero, your tasks and everything you collected. This cannot be undone.</p>
      <button type="button" className="button danger" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      <ConfirmDialog open={open} danger title="Delete your account?" confirmLabel="Delete forever" onClose={() => setOpen(false)} onConfirm={remove}>
        {hasPassword(user) ? (
          <Field label="Your password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} error={error} />
        ) : (
          <Field label="Type DELETE to confirm" autoComplete="off" value={password} onChange={(event) => setPassword(event.target.value)} error={error} />
        )}
        <div className="field">
          <label htmlFor="delete-feedback">Anything we could do better? (optional)</label>
          <textarea id="delete-feedback" rows={3} value={feedback} onChange={(event) => setFeedback(event.target.value)} maxLength={10000} />
        </div>
      </ConfirmDialog>
    </Block>
  );
}

export function Component() {
  const user = useQuery(userQuery());
  return (
    <SettingsPage title="General settings">
      {user.data ? (
        <>
          <DayAndLanguage user={user.data} />
          <ClassSettings user={user.data} />
          <AllocationAndRest user={user.data} />
          <Names user={user.data} />
          <EmailAndPassword user={user.data} />
          <SignInMethods user={user.data} />
          <DeleteAccount user={user.data} />
        </>
      ) : (
        <p role="status">Loading…</p>
      )}
    </SettingsPage>
  );
}
