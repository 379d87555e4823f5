import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useLogout } from "../hooks/useLogout";
import { LoadingScreen } from "../components/LoadingScreen";
import auth from "../i18n/namespaces/auth";
import { useT } from "../i18n";
import { pendingHint, useOfflineStatus } from "../offline/status";
import { readAuth } from "../settings";

/**
 * Visiting /logout logs out and lands on the login screen. Changes made offline go to the server
 * first; with no connection they would be lost, so the player is asked before.
 */
export function Component() {
  const t = useT(auth);
  const logout = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);
  const { online, pending } = useOfflineStatus();
  const [confirmed, setConfirmed] = useState(false);
  const waiting = Math.max(pending, pendingHint(readAuth()?.apiId));
  const mustAsk = !online && waiting > 0 && !confirmed;
  useEffect(() => {
    // Effects may run twice in development; log out once.
    if (mustAsk || started.current) return;
    started.current = true;
    void logout();
  }, [logout, mustAsk]);
  if (mustAsk) {
    return (
      <main id="main" className="centered-page">
        <section className="card message-card" aria-labelledby="logout-title">
          <h1 id="logout-title">{t("offlineLogoutTitle")}</h1>
          <p>{t("offlineLogoutText", { count: waiting })}</p>
          <div className="actions">
            <button type="button" className="button" onClick={() => navigate("/", { replace: true })}>
              {t("stayLoggedIn")}
            </button>
            <button type="button" className="button danger secondary" onClick={() => setConfirmed(true)}>
              {t("logOutAndLose")}
            </button>
          </div>
        </section>
      </main>
    );
  }
  return <LoadingScreen label={t("loggingOut")} />;
}
