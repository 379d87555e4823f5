import { Link, Outlet } from "react-router";
import { isLoggedIn } from "../settings";
import { Brand } from "./Brand";

const FOOTER_LINKS = [
  { to: "/static/faq", label: "FAQ" },
  { to: "/static/community-guidelines", label: "Community guidelines" },
  { to: "/static/terms", label: "Terms" },
  { to: "/static/privacy", label: "Privacy" },
  { to: "/static/contact", label: "Contact" },
];

/** Static pages: they render directly, for visitors and players alike. */
export function Component() {
  const loggedIn = isLoggedIn();
  return (
    <div className="public-shell">
      <header className="public-header">
        <Brand to={loggedIn ? "/" : "/static/home"} />
        <nav aria-label="Account" className="public-nav">
          {loggedIn ? (
            <Link className="button" to="/">
              Open your tasks
            </Link>
          ) : (
            <>
              <Link className="nav-link" to="/login">
                Log in
              </Link>
              <Link className="button" to="/register">
                Sign up free
              </Link>
            </>
          )}
        </nav>
      </header>
      <main id="main" className="public-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="public-footer">
        <nav aria-label="About Habitforge">
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>Habitforge turns the things you mean to do into a game you want to win.</p>
      </footer>
    </div>
  );
}
