/** The inn on the tavern page: where a player takes a room to rest (the same switch as in the settings). */
import { useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../content/rules/types";
import { setSleep } from "../api/account";
import { saveUserPaths, usePendingChoices } from "../routes/common/game";
import innText from "../i18n/namespaces/inn";
import settingsText from "../i18n/namespaces/settings";
import { translate, useT } from "../i18n";

export function InnCard({ user }: { user: User }) {
  const t = useT(innText);
  const client = useQueryClient();
  const choices = usePendingChoices();
  const resting = choices.shown("sleep", Boolean(user.preferences.sleep));
  const toggle = () => {
    const value = !resting;
    void choices.choose("sleep", value, async () => {
      await saveUserPaths(
        client,
        { "preferences.sleep": value },
        translate(settingsText, value ? "resting" : "leftInn"),
        () => setSleep(value),
      );
    });
  };
  return (
    <section className="card inn-card" aria-labelledby="inn-title" data-resting={resting}>
      <h2 id="inn-title">{t("innTitle")}</h2>
      <p>{t(resting ? "innResting" : "innText")}</p>
      {/* One button that changes its words, so the focus stays on it. */}
      <button type="button" className={resting ? "button secondary" : "button"} onClick={toggle}>
        {t(resting ? "innLeave" : "innRest")}
      </button>
    </section>
  );
}
