import { Link, Outlet } from "react-router";
import { isLoggedIn } from "../settings";
import { Brand } from "./Brand";
import { LanguagePicker, useChooseLanguage } from "./LanguagePicker";
import publicText from "../i18n/namespaces/public";
import { useT } from "../i18n";

const FOOTER_LINKS = [
  { to: "/static/faq", label: "footerFaq" },
  { to: "/static/community-guidelines", label: "footerGuidelines" },
  { to: "/static/terms", label: "footerTerms" },
  { to: "/static/privacy", label: "footerPrivacy" },
  { to: "/static/contact", label: "footerContact" },
] as const satisfies { to: string; label: keyof (typeof publicText)["en"] }[];

/** Static pages: they render directly, for visitors and players alike. */
export function Component() {
  const loggedIn = isLoggedIn();
  const t = useT(publicText);
  const chooseLanguage = useChooseLanguage();
  return (
    <div className="public-shell">
      <header className="public-header">
        <Brand to={loggedIn ? "/" : "/static/home"} />
        <nav aria-label={t("accountNav")} className="public-nav">
          {loggedIn ? (
            <Link className="button" to="/">
              {t("openTasks")}
            </Link>
          ) : (
            <>
              <Link className="nav-link" to="/login">
                {t("logIn")}
              </Link>
              <Link className="button" to="/register">
                {t("signUpFree")}
              </Link>
            </>
          )}
        </nav>
      </header>
      <main id="main" className="public-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="public-footer">
        <nav aria-label={t("aboutNav")}>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t("tagline")}</p>
        <LanguagePicker
          className="field language-picker footer-language"
          onChange={(language) => void chooseLanguage(language)}
        />
      </footer>
    </div>
  );
}
