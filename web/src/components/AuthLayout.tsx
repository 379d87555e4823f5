import { Outlet } from "react-router";
import { Brand } from "./Brand";

/** Sign-in screens: one centred card on a calm background. */
export function Component() {
  return (
    <div className="auth-shell">
      <header className="auth-header">
        <Brand to="/static/home" />
      </header>
      <main id="main" className="auth-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
