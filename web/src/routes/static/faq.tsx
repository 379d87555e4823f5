/** The FAQ and its three pages of their own, from GET /faq in the language spoken now. */
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { FAQ_PAGES } from "../../../../content/data/faq";
import text from "../../i18n/namespaces/public";
import type { FaqEntry } from "../../api/account";
import { useLanguage, useT } from "../../i18n";
import "./static.css";
import { faqQuery } from "../../queries/news";

export function Component() {
  const t = useT(text);
  const language = useLanguage();
  const { pathname } = useLocation();
  const faq = useQuery(faqQuery(language));
  const entries: FaqEntry[] = Array.isArray(faq.data) ? faq.data : (faq.data?.questions ?? []);
  const sub = pathname.replace(/^\/static\/faq\/?/, "");
  const topic = sub ? FAQ_PAGES[sub] : undefined;
  const status = faq.isPending ? (
    <p role="status">{t("faqLoading")}</p>
  ) : faq.isError ? (
    <p role="alert">{t("faqFailed")}</p>
  ) : null;
  if (topic) {
    const entry = entries.find((item) => item.key === topic);
    return (
      <article className="static-page" aria-labelledby="page-title">
        <p className="eyebrow">
          <Link to="/static/faq">{t("faqTitle")}</Link>
        </p>
        <h1 id="page-title">{entry ? entry.question : t("faqShort")}</h1>
        {status}
        <p>{entry?.answer ?? ""}</p>
        <p>
          <Link to="/static/faq">{t("allQuestions")}</Link>
        </p>
      </article>
    );
  }
  return (
    <article className="static-page" aria-labelledby="page-title">
      <h1 id="page-title">{t("faqTitle")}</h1>
      <p className="lead">{t.rich("faqLead", { askUs: <Link to="/static/contact">{t("askUs")}</Link> })}</p>
      {status}
      <div className="faq-list">
        {entries.map((entry) => (
          <details key={entry.key} id={`faq-${entry.key}`}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
