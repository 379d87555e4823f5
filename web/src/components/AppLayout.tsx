import { lazy, Suspense, useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, Navigate, NavLink, Outlet, useLocation, useMatches, useNavigate } from "react-router";
import type { User } from "../../../content/rules/types";
import { isApiError } from "../api/client";
import { clearSettings } from "../settings";
import { hasPrivilege, loginPathFor, USERNAME_PATH } from "../navigation/guard";
import type { RouteHandle } from "../navigation/handle";
import { Brand } from "./Brand";
import { LoadingScreen } from "./LoadingScreen";
import { Banners } from "./Banners";
import { NavMenu, type MenuLink } from "./NavMenu";
import { whenIdle } from "../whenIdle";
import layout from "../i18n/namespaces/layout";
import wordsText from "../i18n/namespaces/words";
import { usePlayerLanguage, useT } from "../i18n";
import { queryClient } from "../queries/client";
import { userQuery } from "../queries/user";
import { usePlayerLive } from "../live/usePlayerLive";

// The bell's menu (its wording of every kind of notification) and the celebrations (level ups,
// quests won, first steps) load once the screen's own reads have answered and been drawn: their
// files never queue before the player's data on the way in.
const CelebrationHost = lazy(
  whenIdle(() => import("./CelebrationHost").then((module) => ({ default: module.CelebrationHost }))),
);
const NotificationMenu = lazy(
  whenIdle(() => import("./NotificationMenu").then((module) => ({ default: module.NotificationMenu }))),
);

type LayoutText = keyof (typeof layout)["en"];

const MAIN_LINKS: { to: string; label: LayoutText; end?: boolean }[] = [
  { to: "/", label: "navTasks", end: true },
  { to: "/inventory/items", label: "navInventory" },
  { to: "/shops/market", label: "navShops" },
  { to: "/party", label: "navParty" },
];

const GUILD_LINKS: { to: string; label: LayoutText }[] = [
  { to: "/groups/tavern", label: "navTavern" },
  { to: "/groups/myGuilds", label: "navMyGuilds" },
  { to: "/groups/discovery", label: "navDiscoverGuilds" },
];

/** Marks a section link current on any of its pages (e.g. Inventory on /inventory/stable). */
function sectionOf(path: string): string {
  return path === "/" ? "/" : `/${path.split("/")[1]}`;
}

/** The hero's face, drawn once the picture code has loaded; the initial until then. */
const Portrait = lazy(whenIdle(() => import("../art/Portrait").then((module) => ({ default: module.Portrait }))));

function AccountMenu({ user }: { user: User }) {
  const t = useT(layout);
  const username = user.auth?.local?.username ?? "";
  const name = user.profile?.name || username;
  const points = user.stats?.points ?? 0;
  const unread = user.inbox?.newMessages ?? 0;
  const links: MenuLink[] = [
    { to: "/user/profile", label: t("menuProfile") },
    { to: "/user/stats", label: t("menuStats"), badge: points > 0 ? t("statsBadge", { count: points }) : undefined },
    { to: "/user/achievements", label: t("menuAchievements") },
    { to: "/inventory/items", label: t("navInventory") },
    { to: "/private-messages", label: t("menuMessages"), badge: unread > 0 ? String(unread) : undefined },
    { to: "/user/settings/general", label: t("settings") },
    { to: "/logout", label: t("logOut"), testId: "logout-link" },
  ];
  const initial = (
    <span className="portrait portrait-initial" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
  return (
    <NavMenu
      className="account-menu"
      align="end"
      label={t("accountMenu", { name })}
      buttonClassName="account-button"
      button={
        <>
          <Suspense fallback={initial}>
            <Portrait user={user} size={32} />
          </Suspense>
          <span className="account-name" title={t("loggedInAs", { username })}>
            {name}
          </span>
        </>
      }
      links={links}
    />
  );
}

/** The header; without the player's document (still loading) its account menu holds its place. */
function AppHeader({ user, staff }: { user: User | undefined; staff: boolean }) {
  const t = useT(layout);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const currentSection = sectionOf(pathname);
  const points = user?.stats?.points ?? 0;
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      document.getElementById("main-nav-toggle")?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <button
          id="main-nav-toggle"
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="nav-toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">{t("menu")}</span>
        </button>
        <Brand />
        <nav id="main-nav" aria-label={t("mainNav")} className={open ? "main-nav open" : "main-nav"}>
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
            <li>
              <NavMenu
                label={t("navGuilds")}
                button={t("navGuilds")}
                links={GUILD_LINKS.map((link) => ({ to: link.to, label: t(link.label) }))}
                current={currentSection === "/groups"}
              />
            </li>
            <li>
              <NavLink
                to="/challenges/myChallenges"
                className={() => (currentSection === "/challenges" ? "nav-link active" : "nav-link")}
                aria-current={currentSection === "/challenges" ? "page" : undefined}
              >
                {t("navChallenges")}
              </NavLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("accountNav")} className="account-nav">
          {points > 0 && (
            <Link to="/user/stats" className="points-badge" data-testid="points-badge">
              <span aria-hidden="true">+{points}</span>
              <span className="visually-hidden">{t("pointsToSpend", { count: points })}</span>
            </Link>
          )}
          <Suspense fallback={<span className="notif-menu" />}>
            <NotificationMenu />
          </Suspense>
          {staff && (
            <NavLink to="/admin" className="nav-link">
              {t("admin")}
            </NavLink>
          )}
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <span className="account-menu account-placeholder" aria-hidden="true" />
          )}
        </nav>
      </div>
    </header>
  );
}

/** The stored credentials no longer open an account: forget them and start a fresh sign-in. */
function SignInAgain() {
  const t = useT(layout);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    clearSettings();
    queryClient.removeQueries({ queryKey: userQuery().queryKey });
    void navigate(loginPathFor(pathname, search), { replace: true });
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
  // Every open device of the player hears the player's changes made elsewhere.
  usePlayerLive(user.data?._id);

  // A screen that draws its own placeholders shows at once, in the shell, while the document loads.
  const drawsWhileLoading = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.drawsWhileUserLoads === true;
  const shellFirst = user.isPending && drawsWhileLoading && !switching;
  if (!shellFirst && (user.isPending || switching)) return <LoadingScreen />;

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

  // The shell drew before the document said the username is still to be chosen (known wrongly from an earlier visit).
  if (user.data?.flags?.verifiedUsername === false) return <Navigate to={USERNAME_PATH} replace />;

  // The same tree with the document and without it (every part in its place), so that the
  // screen drawn while it loaded stays as it is when it comes, never drawn anew.
  const player = user.data;
  return (
    <div className="app-shell">
      <AppHeader
        user={player}
        staff={player ? hasPrivilege(player.permissions, ["userSupport", "accessControl"]) : false}
      />
      {player && <Banners user={player} />}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      {player && (
        <Suspense fallback={null}>
          <CelebrationHost user={player} />
        </Suspense>
      )}
    </div>
  );
}
