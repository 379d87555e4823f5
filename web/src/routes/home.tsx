import { Link } from "react-router";
import text from "../i18n/namespaces/public";
import { useT } from "../i18n";

const FEATURES = [
  { title: "feature1Title", text: "feature1Text" },
  { title: "feature2Title", text: "feature2Text" },
  { title: "feature3Title", text: "feature3Text" },
] as const;

export function Component() {
  const t = useT(text);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t("homeTitle")}</h1>
        <p className="lead">{t("homeLead")}</p>
        <div className="actions">
          <Link className="button large" to="/register">
            {t("startAdventure")}
          </Link>
          <Link className="button secondary large" to="/login">
            {t("haveAccount")}
          </Link>
        </div>
      </section>
      <section className="features" aria-label={t("whatYouCanDo")}>
        {FEATURES.map((feature) => (
          <article className="card feature" key={feature.title}>
            <h2>{t(feature.title)}</h2>
            <p>{t(feature.text)}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
