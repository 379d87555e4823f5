import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useLogout } from "../hooks/useLogout";
import { LoadingScreen } from "../components/LoadingScreen";
import { pendingHint, useOfflineStatus } from "../offline/status";
import { readAuth } from "../settings";

/**
 * Visiting /logout logs out and lands on the login screen. Changes made offline go to the server
 * first; with no connection they would be lost, so the player is asked before.
 */
export function Component() {
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
          <h1 id="logout-title">Log out while offline?</h1>
          <p>
            {waiting === 1 ? "1 change made offline has" : `${waiting} changes made offline have`} not reached the server yet. Logging out deletes them from this
            device; staying logged in sends them when the connection returns.
          </p>
          <div className="actions">
            <button type="button" className="button" onClick={() => navigate("/", { replace: true })}>
              Stay logged in
            </button>
            <button type="button" className="button danger secondary" onClick={() => setConfirmed(true)}>
              Log out and lose them
            </button>
          </div>
        </section>
      </main>
    );
  }
  return <LoadingScreen label="Logging you out…" />;
}
