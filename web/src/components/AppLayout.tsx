import { lazy, Suspense, useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { queryClient, userQuery } from "../queries";
import { isApiError } from "../api/client";
import { clearSettings } from "../settings";
import { hasPrivilege, loginPathFor } from "../navigation/guard";
import { Brand } from "./Brand";
import { LoadingScreen } from "./LoadingScreen";
import { Banners } from "./Banners";

// The bell's menu (its wording of every kind of notification) arrives just after the first screen.
const NotificationMenu = lazy(() => import("./NotificationMenu").then((module) => ({ default: module.NotificationMenu })));
import layout from "../../../content/i18n/en/web/layout";
import wordsText from "../../../content/i18n/en/web/words";
import { usePlayerLanguage, useT } from "../i18n";

type LayoutText = keyof (typeof layout)["en"];

const MAIN_LINKS: { to: string; label: LayoutText; end?: boolean }[] = [
  { to: "/", label: "navTasks", end: true },
  { to: "/inventory/items", label: "navInventory" },
  { to: "/shops/market", label: "navShops" },
  { to: "/party", label: "navParty" },
  { to: "/groups/myGuilds", label: "navGuilds" },
  { to: "/challenges/myChallenges", label: "navChallenges" },
];

/** Marks a section link current on any of its pages (e.g. Inventory on /inventory/stable). */
function sectionOf(path: string): string {
  return path === "/" ? "/" : `/${path.split("/")[1]}`;
}

function AppHeader({ username, staff }: { username: string; staff: boolean }) {
  const t = useT(layout);
  const { pathname } = useLocation();
  const currentSection = sectionOf(pathname);
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Brand />
        <nav aria-label={t("mainNav")} className="main-nav">
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={() => (sectionOf(link.to) === currentSection ? "nav-link active" : "nav-link")}
                  aria-current={sectionOf(link.to) === currentSection ? "page" : undefined}
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("accountNav")} className="account-nav">
          <Suspense fallback={<span className="notif-menu" />}>
            <NotificationMenu />
          </Suspense>
          <span className="account-name" title={t("loggedInAs", { username })}>
            @{username}
          </span>
          {staff && (
            <NavLink to="/admin" className="nav-link">
              {t("admin")}
            </NavLink>
          )}
          <NavLink to="/user/settings" className="nav-link">
            {t("settings")}
          </NavLink>
          <NavLink to="/logout" className="nav-link">
            {t("logOut")}
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
  const t = useT(layout);
  useEffect(() => {
    clearSettings();
    queryClient.removeQueries({ queryKey: userQuery().queryKey });
    navigate(loginPathFor(pathname, search), { replace: true });
  }, [navigate, pathname, search]);
  return <LoadingScreen label={t("toLogin")} />;
}

/** The main user area: shown once the user is loaded (spec §2), with a loading screen until then. */
export function Component() {
  const user = useQuery(userQuery());
  const t = useT(layout);
  const words = useT(wordsText);
  // The player's saved language: the screen waits for its texts rather than flash another language.
  const switching = usePlayerLanguage(user.data?.preferences?.language);

  if (user.isPending || switching) return <LoadingScreen />;

  if (user.isError) {
    if (isApiError(user.error) && user.error.status === 401) return <SignInAgain />;
    return (
      <main id="main" className="centered-page">
        <section className="card message-card" role="alert">
          <h1>{t("accountLoadFailed")}</h1>
          <p>{user.error.message}</p>
          <div className="actions">
            <button type="button" className="button" onClick={() => user.refetch()}>
              {words("tryAgain")}
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
