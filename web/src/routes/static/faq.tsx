/** The FAQ and its three pages of their own, from content/data/faq (our own words). */
import { Link, useLocation } from "react-router";
import { faq, FAQ_PAGES } from "../../../../content/data/faq";
import { faqMessages } from "../../../../content/i18n/en/faq";
import "./static.css";

const text = (key: string) => faqMessages[key] ?? key;

export function Component() {
  const { pathname } = useLocation();
  const sub = pathname.replace(/^\/static\/faq\/?/, "");
  const topic = sub ? FAQ_PAGES[sub] : undefined;
  if (topic) {
    const entry = faq.find((item) => item.key === topic);
    return (
      <article className="static-page" aria-labelledby="page-title">
        <p className="eyebrow">
          <Link to="/static/faq">Frequently asked questions</Link>
        </p>
        <h1 id="page-title">{entry ? text(entry.question) : "FAQ"}</h1>
        <p>{entry ? text(entry.answer) : ""}</p>
        <p>
          <Link to="/static/faq">All questions</Link>
        </p>
      </article>
    );
  }
  return (
    <article className="static-page" aria-labelledby="page-title">
      <h1 id="page-title">Frequently asked questions</h1>
      <p className="lead">Short answers about playing Habitforge. Something missing? <Link to="/static/contact">Ask us</Link>.</p>
      <div className="faq-list">
        {faq.map((entry) => (
          <details key={entry.key} id={`faq-${entry.key}`}>
            <summary>{text(entry.question)}</summary>
            <p>{text(entry.answer)}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
