import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { queryClient, userQuery } from "../queries";
import { isApiError } from "../api/client";
import { clearSettings } from "../settings";
import { hasPrivilege, loginPathFor } from "../navigation/guard";
import { Brand } from "./Brand";
import { LoadingScreen } from "./LoadingScreen";
import { Banners } from "./Banners";
import { NotificationMenu } from "./NotificationMenu";

const MAIN_LINKS: { to: string; label: string; end?: boolean }[] = [
  { to: "/", label: "Tasks", end: true },
  { to: "/inventory/items", label: "Inventory" },
  { to: "/shops/market", label: "Shops" },
  { to: "/party", label: "Party" },
  { to: "/groups/myGuilds", label: "Guilds" },
  { to: "/challenges/myChallenges", label: "Challenges" },
];

/** Marks a section link current on any of its pages (e.g. Inventory on /inventory/stable). */
function sectionOf(path: string): string {
  return path === "/" ? "/" : `/${path.split("/")[1]}`;
}

function AppHeader({ username, staff }: { username: string; staff: boolean }) {
  const { pathname } = useLocation();
  const currentSection = sectionOf(pathname);
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Brand />
        <nav aria-label="Main" className="main-nav">
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={() => (sectionOf(link.to) === currentSection ? "nav-link active" : "nav-link")}
                  aria-current={sectionOf(link.to) === currentSection ? "page" : undefined}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account" className="account-nav">
          <NotificationMenu />
          <span className="account-name" title={`Logged in as @${username}`}>
            @{username}
          </span>
          {staff && (
            <NavLink to="/admin" className="nav-link">
              Admin
            </NavLink>
          )}
          <NavLink to="/user/settings" className="nav-link">
            Settings
          </NavLink>
          <NavLink to="/logout" className="nav-link">
            Log out
          </NavLink>
        </nav>
      </div>
    </header>
  );
}

/** The stored credentials no longer open an account: forget them and start a fresh sign-in. */
function SignInAgain() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    clearSettings();
    queryClient.removeQueries({ queryKey: userQuery().queryKey });
    navigate(loginPathFor(pathname, search), { replace: true });
  }, [navigate, pathname, search]);
  return <LoadingScreen label="Taking you to the login page…" />;
}

/** The main user area: shown once the user is loaded (spec §2), with a loading screen until then. */
export function Component() {
  const user = useQuery(userQuery());

  if (user.isPending) return <LoadingScreen />;

  if (user.isError) {
    if (isApiError(user.error) && user.error.status === 401) return <SignInAgain />;
    return (
      <main id="main" className="centered-page">
        <section className="card message-card" role="alert">
          <h1>We could not load your account</h1>
          <p>{user.error.message}</p>
          <div className="actions">
            <button type="button" className="button" onClick={() => user.refetch()}>
              Try again
            </button>
          </div>
        </section>
      </main>
    );
  }

  return (
    <div className="app-shell">
      <AppHeader username={user.data.auth?.local?.username ?? ""} staff={hasPrivilege(user.data.permissions, ["userSupport", "accessControl"])} />
      <Banners user={user.data} />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
