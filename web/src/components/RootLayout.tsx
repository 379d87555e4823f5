import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, Outlet, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { pageTitle } from "../navigation/titles";
import { useRouteHandle } from "../hooks/useRouteHandle";
import { dismissPasswordNotice, passwordNoticeDue } from "../session";
import { Notice } from "./Notice";
import core from "../i18n/namespaces/core";
import { translate, useLanguage, useT } from "../i18n";
import { UpdatePrompt } from "../offline/ui";
import { whenIdle } from "../whenIdle";
import { useAfterReads } from "../hooks/useAfterReads";

// The overlay of notifications loads after the first screen's reads have been drawn, not before:
// what is notified meanwhile waits in the store and shows when it arrives.
const NotificationArea = lazy(
  whenIdle(() => import("../notifications/NotificationArea").then((module) => ({ default: module.NotificationArea }))),
);

const loadTitles = () => import("../i18n/namespaces/titles");
type TitleTexts = Awaited<ReturnType<typeof loadTitles>>["default"];

/**
 * Keeps the document title in step with the matched route. The titles' texts load once the first
 * screen's reads have been drawn (the product name stands until then).
 */
function useDocumentTitle() {
  const { section, subsection } = useRouteHandle();
  const language = useLanguage();
  const titles: TitleTexts | undefined = useAfterReads(loadTitles)?.default;
  useEffect(() => {
    const title = (key: string) =>
      titles && Object.hasOwn(titles.en, key) ? translate(titles, key as keyof TitleTexts["en"]) : undefined;
    document.title = pageTitle({ section: section && title(section), subsection: subsection && title(subsection) });
  }, [section, subsection, titles, language]);
}

/** Every navigation starts at the top of the page (spec §2). */
function useScrollReset() {
  const location = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);
}

/**
 * After moving to another page, put keyboard and screen-reader focus at the start of the new
 * content, as a full page load would; the first load keeps the browser's own behaviour.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}

function PasswordChangedNotice() {
  const [show, setShow] = useState(passwordNoticeDue);
  const t = useT(core);
  if (!show) return null;
  return (
    <Notice
      tone="success"
      onClose={() => {
        dismissPasswordNotice();
        setShow(false);
      }}
    >
      {t("passwordChanged")}
    </Notice>
  );
}

export function RootLayout() {
  useDocumentTitle();
  useScrollReset();
  useFocusOnNavigation();
  const t = useT(core);
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <div className="notice-area">
        <PasswordChangedNotice />
        <UpdatePrompt />
      </div>
      <Outlet />
      <Suspense fallback={null}>
        <NotificationArea />
      </Suspense>
    </>
  );
}

/**
 * Shown for the moment the first screen's code takes to arrive: a quiet spinner, since static
 * pages and visitors get no loading screen (the user area shows its own while the user loads).
 */
export function RootFallback() {
  return (
    <div className="loading-screen" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

export function RootError() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const t = useT(core);
  useEffect(() => {
    document.title = pageTitle({ section: missing ? t("pageNotFoundTitle") : t("somethingWentWrong") });
  }, [missing, t]);
  return (
    <main id="main" className="centered-page">
      <section className="card message-card" aria-labelledby="error-title">
        <h1 id="error-title">{missing ? t("pageMissingTitle") : t("somethingWentWrong")}</h1>
        <p>{missing ? t("pageMissingText") : t("pageStumbled")}</p>
        <div className="actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t("reloadPage")}
          </button>
          <Link className="button secondary" to="/">
            {t("backToTasks")}
          </Link>
        </div>
      </section>
    </main>
  );
}
