import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { performLogout } from "../hooks/useLogout";

/** Lets a player wipe what Habitforge keeps in this browser, for when something is stuck. */
export function Component() {
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
    navigate("/static/home", { replace: true });
  }

  return (
    <section className="card message-card" aria-labelledby="page-title">
      <h1 id="page-title">Clear browser data</h1>
      <p>
        If Habitforge behaves oddly in this browser, you can clear everything it has stored here. You will be logged out; your
        account, tasks and progress stay safe on the server.
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={clearData} disabled={clearing}>
          {clearing ? "Clearing…" : "Clear data and log out"}
        </button>
        <Link className="button secondary" to="/">
          Never mind
        </Link>
      </div>
    </section>
  );
}
