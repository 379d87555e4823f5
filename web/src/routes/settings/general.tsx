/** General settings: language, day start, time zone, classes, allocation, rest, sound, names, email, password, starting over, deletion. */
import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import {
  ALLOCATION_MODES,
  AUDIO_THEME_COUNT,
  CLASSES,
  LEVEL_CLASS_UNLOCK,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type PlayerClass,
} from "../../../../content/data/constants";
import type { User } from "../../../../content/rules/types";
import * as accountApi from "../../api/account";
import { isApiError } from "../../api/client";
import { Field } from "../../components/Field";
import { notify } from "../../notifications/store";
import { markPasswordChanged } from "../../session";
import { clearSettings } from "../../settings";
import { saveUserPaths, usePendingChoices } from "../common/game";
import { ConfirmDialog } from "../common/PurchaseDialog";
import { Block, SettingsPage } from "./SettingsPage";
import { LanguagePicker, useChooseLanguage } from "../../components/LanguagePicker";
import text from "../../i18n/namespaces/settings";
import startOverText from "../../i18n/namespaces/startOver";
import words from "../../i18n/namespaces/words";
import { isLanguage, translate, useT } from "../../i18n";

import { hasPassword, SignInMethods } from "./SignInMethods";
import { ThemeSettings } from "./ThemeSettings";

type SettingsText = keyof (typeof text)["en"];

import { CLASS_NAMES } from "../../classes";
import { userTasksQuery } from "../../queries/tasks";
import { userQuery } from "../../queries/user";
const MODE_NAMES: Record<(typeof ALLOCATION_MODES)[number], SettingsText> = {
  flat: "modeFlat",
  classbased: "modeClass",
  taskbased: "modeTask",
};
/** Our names for the audio themes (spec §9: 15 of them), plus silence: keys of the settings namespace. */
export const AUDIO_THEMES: [key: string, name: SettingsText][] = [
  ["off", "soundOff"],
  ["danielTheBard", "soundBard"],
  ["gokulTheme", "soundTemple"],
  ["luneFoxTheme", "soundFox"],
  ["wattsTheme", "soundWorkshop"],
  ["rosstavoTheme", "soundTavern"],
  ["dewinTheme", "soundForest"],
  ["airuTheme", "soundSky"],
  ["beatscribeNesTheme", "soundConsole"],
  ["arashiTheme", "soundStorm"],
  ["triumphTheme", "soundFanfare"],
  ["lunasolTheme", "soundSunMoon"],
  ["spacePenguinTheme", "soundSpace"],
  ["maflTheme", "soundMarket"],
  ["pizildenTheme", "soundHarp"],
  ["farvoidTheme", "soundEcho"],
];
const className = (klass: PlayerClass) => translate(words, CLASS_NAMES[klass]);

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
  const t = useT(text);
  const { save, busy } = useSetting();
  const chooseLanguage = useChooseLanguage();
  const [switching, setSwitching] = useState(false);
  const [dayStart, setDayStart] = useState(String(user.preferences.dayStart ?? 0));
  const deviceOffset = new Date().getTimezoneOffset();
  return (
    <Block title={t("languageAndDay")}>
      <LanguagePicker
        value={isLanguage(user.preferences.language) ? user.preferences.language : "en"}
        disabled={busy || switching}
        onChange={async (language) => {
          setSwitching(true);
          // The screen switches first, so the confirmation already speaks the new language.
          if (await chooseLanguage(language)) notify({ type: "success", text: translate(text, "languageSaved") });
          setSwitching(false);
        }}
      />
      <p className="field-hint">{t("languageHint")}</p>
      <form
        className="field-row"
        onSubmit={(event) => {
          event.preventDefault();
          void save(
            { "preferences.dayStart": Number(dayStart) },
            translate(text, "dayStartSaved", { hour: `${dayStart}:00` }),
          );
        }}
      >
        <div className="field">
          <label htmlFor="day-start">{t("dayStart")}</label>
          <select id="day-start" value={dayStart} onChange={(event) => setDayStart(event.target.value)}>
            {Array.from({ length: 25 }, (_, hour) => (
              <option key={hour} value={hour}>
                {String(hour).padStart(2, "0")}:00
              </option>
            ))}
          </select>
          <p className="field-hint">{t("dayStartHint")}</p>
        </div>
        <button type="submit" className="button secondary" disabled={busy}>
          {t("saveDayStart")}
        </button>
      </form>
      <p>
        {t.rich("timeZone", {
          zone: <strong>{formatOffset(user.preferences.timezoneOffset ?? 0)}</strong>,
          device: formatOffset(deviceOffset),
        })}{" "}
        {(user.preferences.timezoneOffset ?? 0) !== deviceOffset && (
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => save({ "preferences.timezoneOffset": deviceOffset }, translate(text, "timeZoneSaved"))}
          >
            {t("useDeviceZone")}
          </button>
        )}
      </p>
    </Block>
  );
}

function ClassSettings({ user }: { user: User }) {
  const t = useT(text);
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
    <Block title={t("class")}>
      {level < LEVEL_CLASS_UNLOCK ? (
        <p>{t("classesAt", { unlock: LEVEL_CLASS_UNLOCK, level })}</p>
      ) : (
        <>
          <p>
            {user.preferences.disableClasses
              ? t("classesOff")
              : hasClass
                ? t("youAreA", { class: className(user.stats.class) })
                : t("noClassYet")}
          </p>
          <div className="field-row">
            <div className="field">
              <label htmlFor="class-choice">{t("yourClass")}</label>
              <select id="class-choice" value={klass} onChange={(event) => setKlass(event.target.value as PlayerClass)}>
                {CLASSES.map((entry) => (
                  <option key={entry} value={entry}>
                    {className(entry)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() =>
                hasClass
                  ? setConfirm("change")
                  : act(() => accountApi.changeClass(klass), translate(text, "youAreNow", { class: className(klass) }))
              }
            >
              {hasClass ? t("changeClass") : t("chooseThisClass")}
            </button>
            {!user.preferences.disableClasses && (
              <button type="button" className="button secondary" disabled={busy} onClick={() => setConfirm("disable")}>
                {t("playWithoutClass")}
              </button>
            )}
          </div>
          {hasClass && <p className="field-hint">{t("changeClassHint")}</p>}
        </>
      )}
      <ConfirmDialog
        open={confirm !== undefined}
        title={confirm === "disable" ? t("playWithoutTitle") : t("becomeA", { class: className(klass) })}
        confirmLabel={confirm === "disable" ? t("switchOff") : t("changeFor")}
        onClose={() => setConfirm(undefined)}
        onConfirm={() =>
          confirm === "disable"
            ? act(() => accountApi.disableClasses(), translate(text, "classesOffDone"))
            : act(() => accountApi.changeClass(klass), translate(text, "youAreNow", { class: className(klass) }))
        }
      >
        <p>{confirm === "disable" ? t("disableText") : t("pointsBack")}</p>
      </ConfirmDialog>
    </Block>
  );
}

function AllocationAndRest({ user }: { user: User }) {
  const t = useT(text);
  const { save, busy } = useSetting();
  const client = useQueryClient();
  const choices = usePendingChoices();
  const sleep = (value: boolean) =>
    saveUserPaths(client, { "preferences.sleep": value }, translate(text, value ? "resting" : "leftInn"), () =>
      accountApi.setSleep(value),
    );
  return (
    <Block title={t("pointsAndSound")}>
      <label className="check-row">
        <input
          type="checkbox"
          checked={choices.shown("automaticAllocation", Boolean(user.preferences.automaticAllocation))}
          disabled={busy}
          onChange={(event) => {
            const value = event.target.checked;
            void choices.choose("automaticAllocation", value, () =>
              save({ "preferences.automaticAllocation": value }, translate(text, value ? "autoOn" : "autoOff")),
            );
          }}
        />
        {t("autoAllocate")}
      </label>
      <fieldset className="field-group" disabled={busy || !user.preferences.automaticAllocation}>
        <legend>{t("howToSpend")}</legend>
        {ALLOCATION_MODES.map((mode) => (
          <label key={mode} className="check-row">
            <input
              type="radio"
              name="allocation-mode"
              value={mode}
              checked={choices.shown("allocationMode", user.preferences.allocationMode) === mode}
              onChange={() =>
                void choices.choose("allocationMode", mode, () =>
                  save({ "preferences.allocationMode": mode }, translate(text, "allocationSaved")),
                )
              }
            />
            {t(MODE_NAMES[mode])}
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
        {t("rest")}
      </label>
      <div className="field">
        <label htmlFor="audio-theme">{t("soundTheme")}</label>
        <select
          id="audio-theme"
          value={choices.shown("sound", user.preferences.sound ?? "off")}
          disabled={busy}
          onChange={(event) => {
            const value = event.target.value;
            void choices.choose("sound", value, () =>
              save({ "preferences.sound": value }, translate(text, "soundSaved")),
            );
          }}
        >
          {AUDIO_THEMES.slice(0, AUDIO_THEME_COUNT + 1).map(([key, name]) => (
            <option key={key} value={key}>
              {t(name)}
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
  const t = useT(text);
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
      notify({ type: "success", text: translate(text, "usernameNow", { username: username.trim() }) });
      setUsernamePassword("");
      refresh(client);
    } catch (error) {
      setUsernameError(errorText(error));
    }
  };
  return (
    <Block title={t("names")}>
      <form
        className="field-row"
        onSubmit={(event) => {
          event.preventDefault();
          void save({ "profile.name": name.trim() }, translate(text, "displayNameSaved"));
        }}
      >
        <Field
          label={t("displayName")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={30}
          required
          hint={t("displayNameHint")}
        />
        <button type="submit" className="button secondary" disabled={busy || !name.trim()}>
          {t("saveDisplayName")}
        </button>
      </form>
      <form className="field-row" onSubmit={saveUsername}>
        <Field
          label={t("username")}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          maxLength={20}
          required
          error={usernameError}
          hint={t("usernameHint")}
        />
        {hasPassword(user) && (
          <Field
            label={t("passwordToConfirm")}
            type="password"
            autoComplete="current-password"
            value={usernamePassword}
            onChange={(event) => setUsernamePassword(event.target.value)}
            required
          />
        )}
        <button
          type="submit"
          className="button secondary"
          disabled={
            !username.trim() || username.trim() === user.auth.local.username || (hasPassword(user) && !usernamePassword)
          }
        >
          {t("changeUsername")}
        </button>
      </form>
    </Block>
  );
}

function EmailAndPassword({ user }: { user: User }) {
  const t = useT(text);
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
      notify({ type: "success", text: translate(text, "emailUpdated") });
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
    <Block title={t("emailAndPassword")}>
      <form className="settings-form" onSubmit={changeEmail}>
        <Field
          label={t("emailAddress")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        {hasPassword(user) ? (
          <Field
            label={t("yourPasswordConfirm")}
            type="password"
            autoComplete="current-password"
            value={emailPassword}
            onChange={(event) => setEmailPassword(event.target.value)}
            required
            error={emailError}
          />
        ) : (
          emailError && <p className="field-error">{emailError}</p>
        )}
        <button
          type="submit"
          className="button secondary"
          disabled={(hasPassword(user) && !emailPassword) || email.trim() === user.auth.local.email}
        >
          {t("changeEmail")}
        </button>
      </form>
      <form className="settings-form" onSubmit={changePassword}>
        <h3>{hasPassword(user) ? t("changePassword") : t("setAPassword")}</h3>
        {hasPassword(user) ? (
          <Field
            label={t("currentPassword")}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            required
          />
        ) : (
          <p className="muted">{t("providerOnly")}</p>
        )}
        <Field
          label={t("newPassword")}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          required
          error={tooShort ? t("passwordLength", { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined}
        />
        <Field
          label={t("newPasswordAgain")}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          required
          error={mismatch ? t("passwordsDiffer") : passwordError}
        />
        <button
          type="submit"
          className="button secondary"
          disabled={(hasPassword(user) && !current) || !next || tooShort || mismatch || !confirm}
        >
          {hasPassword(user) ? t("changePassword") : t("setPassword")}
        </button>
      </form>
    </Block>
  );
}

/** Starting over (POST /user/reset): the account's password confirms it, as for deletion. */
function StartOver({ user }: { user: User }) {
  const t = useT(startOverText);
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    setPassword("");
    setError(undefined);
  };
  const startOver = async () => {
    if (busy) return;
    setError(undefined);
    setBusy(true);
    try {
      await accountApi.resetAccount(hasPassword(user) ? password : "");
      close();
      notify({ type: "success", text: translate(startOverText, "done") });
      void client.invalidateQueries({ queryKey: userQuery().queryKey });
      void client.invalidateQueries({ queryKey: userTasksQuery().queryKey });
    } catch (failure) {
      setError(errorText(failure) ?? translate(startOverText, "failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Block title={t("title")}>
      <p>{t("text")}</p>
      <button type="button" className="button danger" onClick={() => setOpen(true)}>
        {t("button")}
      </button>
      <ConfirmDialog
        open={open}
        danger
        title={t("confirmTitle")}
        confirmLabel={t("confirm")}
        onClose={close}
        onConfirm={startOver}
      >
        {hasPassword(user) ? (
          <Field
            label={t("password")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
          />
        ) : (
          <>
            <p>{t("noPassword")}</p>
            {error && <p className="field-error">{error}</p>}
          </>
        )}
      </ConfirmDialog>
    </Block>
  );
}

function DeleteAccount({ user }: { user: User }) {
  const t = useT(text);
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
      void navigate("/static/home", { replace: true });
    } catch (failure) {
      setError(errorText(failure) ?? translate(text, "deleteFailed"));
    }
  };
  return (
    <Block title={t("deleteAccount")}>
      <p>{t("deleteText")}</p>
      <button type="button" className="button danger" onClick={() => setOpen(true)}>
        {t("deleteMine")}
      </button>
      <ConfirmDialog
        open={open}
        danger
        title={t("deleteTitle")}
        confirmLabel={t("deleteForever")}
        onClose={() => setOpen(false)}
        onConfirm={remove}
      >
        {hasPassword(user) ? (
          <Field
            label={t("yourPassword")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
          />
        ) : (
          <Field
            label={t("typeDelete")}
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
          />
        )}
        <div className="field">
          <label htmlFor="delete-feedback">{t("feedback")}</label>
          <textarea
            id="delete-feedback"
            rows={3}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            maxLength={10000}
          />
        </div>
      </ConfirmDialog>
    </Block>
  );
}

export function Component() {
  const t = useT(text);
  const user = useQuery(userQuery());
  return (
    <SettingsPage title={t("generalTitle")}>
      {user.data ? (
        <>
          <DayAndLanguage user={user.data} />
          <ThemeSettings />
          <ClassSettings user={user.data} />
          <AllocationAndRest user={user.data} />
          <Names user={user.data} />
          <EmailAndPassword user={user.data} />
          <SignInMethods user={user.data} />
          <StartOver user={user.data} />
          <DeleteAccount user={user.data} />
        </>
      ) : (
        <p role="status">{t("loading")}</p>
      )}
    </SettingsPage>
  );
}
