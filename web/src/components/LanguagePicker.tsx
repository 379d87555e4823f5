import { useId } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../content/rules/types";
import auth from "../i18n/namespaces/auth";
import { updateUser } from "../api/user";
import { LANGUAGE_NAMES, LANGUAGES, localeTag, setLanguage, useLanguage, useT, type Language } from "../i18n";
import { isLoggedIn } from "../settings";
import { userQuery } from "../queries/user";

/**
 * A choice among the game's languages, each written in itself. `onChange` decides what a
 * choice does: a visitor's is remembered on this device, a player's saved to the account.
 */
export function LanguagePicker({
  value,
  onChange,
  disabled,
  className,
}: {
  value?: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
  className?: string;
}) {
  const t = useT(auth);
  const spoken = useLanguage();
  const id = useId();
  return (
    <div className={className ?? "field language-picker"}>
      <label htmlFor={id}>{t("language")}</label>
      <select
        id={id}
        value={value ?? spoken}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={localeTag(language)}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * What choosing a language does: the screens switch at once and the choice is remembered on
 * this device; a signed-in player's account keeps it too, so every device and the server's
 * messages follow. Answers whether the account took it (always true for a visitor).
 */
export function useChooseLanguage(): (language: Language) => Promise<boolean> {
  const client = useQueryClient();
  return async (language) => {
    await setLanguage(language, { remember: true });
    if (!isLoggedIn()) return true;
    const key = userQuery().queryKey;
    const before = client.getQueryData<User>(key);
    // The cached user changes first, so the user area does not switch back meanwhile.
    if (before) client.setQueryData<User>(key, { ...before, preferences: { ...before.preferences, language } });
    try {
      client.setQueryData<User>(key, await updateUser({ "preferences.language": language }));
      return true;
    } catch {
      if (before) client.setQueryData<User>(key, before);
      return false;
    }
  };
}
