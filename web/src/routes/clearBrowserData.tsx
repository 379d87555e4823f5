import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { performLogout } from "../hooks/useLogout";
import text from "../i18n/namespaces/public";
import { useT } from "../i18n";

/** Lets a player wipe what Habitforge keeps in this browser, for when something is stuck. */
export function Component() {
  const t = useT(text);
  const navigate = useNavigate();
  const [clearing, setClearing] = useState(false);

  async function clearData() {
    setClearing(true);
    await performLogout();
    try {
      sessionStorage.clear();
    } catch {
      // Nothing to clear when storage is disabled.
    }
    void navigate("/static/home", { replace: true });
  }

  return (
    <section className="card message-card" aria-labelledby="page-title">
      <h1 id="page-title">{t("clearTitle")}</h1>
      <p>{t("clearText")}</p>
      <div className="actions">
        <button type="button" className="button" onClick={clearData} disabled={clearing}>
          {clearing ? t("clearing") : t("clearAndLogOut")}
        </button>
        <Link className="button secondary" to="/">
          {t("neverMind")}
        </Link>
      </div>
    </section>
  );
}
