/** The colour theme: the system's, or always light, or always dark (kept on this device). */
import { chooseTheme, THEMES, useTheme, type ThemeChoice } from "../../theme";
import { Block } from "./SettingsPage";
import text from "../../i18n/namespaces/theme";
import { useT } from "../../i18n";

const NAMES: Record<ThemeChoice, keyof (typeof text)["en"]> = {
  system: "themeSystem",
  light: "themeLight",
  dark: "themeDark",
};

export function ThemeSettings() {
  const t = useT(text);
  const theme = useTheme();
  return (
    <Block title={t("themeTitle")}>
      <fieldset className="field-group">
        <legend>{t("themeLegend")}</legend>
        {THEMES.map((choice) => (
          <label key={choice} className="check-row">
            <input
              type="radio"
              name="colour-theme"
              value={choice}
              checked={theme === choice}
              onChange={() => chooseTheme(choice)}
            />
            {t(NAMES[choice])}
          </label>
        ))}
      </fieldset>
      <p className="field-hint">{t("themeHint")}</p>
    </Block>
  );
}
