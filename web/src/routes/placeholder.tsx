import { Link } from "react-router";
import { useRouteHandle } from "../hooks/useRouteHandle";
import { isLoggedIn } from "../settings";
import core from "../../../content/i18n/en/web/core";
import titles from "../../../content/i18n/en/web/titles";
import { useT } from "../i18n";

/** Stands in for a screen a later issue builds: says so plainly and offers a way back. */
export function Component() {
  const { section, subsection } = useRouteHandle();
  const loggedIn = isLoggedIn();
  const t = useT(core);
  const title = useT(titles);
  return (
    <section className="card placeholder-card" aria-labelledby="page-title">
      {subsection && section && <p className="eyebrow">{title(section)}</p>}
      <h1 id="page-title">{subsection ? title(subsection) : section && title(section)}</h1>
      <p>{t("underConstruction")}</p>
      <Link className="button" to={loggedIn ? "/" : "/static/home"}>
        {loggedIn ? t("backToTasks") : t("backToHome")}
      </Link>
    </section>
  );
}
