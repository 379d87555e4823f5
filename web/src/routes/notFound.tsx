import { Link } from "react-router";
import { isLoggedIn } from "../settings";
import core from "../i18n/namespaces/core";
import titles from "../i18n/namespaces/titles";
import { useT } from "../i18n";

export function Component() {
  const loggedIn = isLoggedIn();
  const t = useT(core);
  const title = useT(titles);
  return (
    <section className="card message-card not-found" aria-labelledby="page-title">
      <p className="eyebrow">{t("error404")}</p>
      <h1 id="page-title">{title("pageNotFound")}</h1>
      <p>{t("notFoundText")}</p>
      <Link className="button" to={loggedIn ? "/" : "/static/home"}>
        {loggedIn ? t("backToTasks") : t("backToHome")}
      </Link>
    </section>
  );
}
