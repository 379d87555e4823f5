/** What's new: the news posts in the language spoken now, and for players the read / remind-later choices (spec §4). */
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import text from "../../i18n/namespaces/public";
import { api } from "../../api/client";
import { formatDate, translate, useLanguage, useT } from "../../i18n";
import { isLoggedIn } from "../../settings";
import "./static.css";
import { newsQuery } from "../../queries/news";
import { userKeys } from "../../queries/user";

export function Component() {
  const t = useT(text);
  const language = useLanguage();
  const client = useQueryClient();
  const loggedIn = isLoggedIn();
  const news = useQuery(newsQuery(language));
  const [done, setDone] = useState<"read" | "later">();
  const mark = async (path: "/news/read" | "/news/tell-me-later") => {
    try {
      await api.post(path);
      setDone(path === "/news/read" ? "read" : "later");
      void client.invalidateQueries({ queryKey: userKeys.all });
    } catch {
      // Shown by the notification area.
    }
  };
  return (
    <article className="static-page" aria-labelledby="page-title">
      <h1 id="page-title">{t("newsTitle")}</h1>
      {news.isPending && <p role="status">{t("newsLoading")}</p>}
      {news.isError && <p role="alert">{t("newsFailed")}</p>}
      {(news.data ?? []).map((post) => (
        <section key={post.id} className="news-post" aria-labelledby={`news-${post.id}`}>
          <h2 id={`news-${post.id}`}>{post.title}</h2>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <p>{post.text}</p>
        </section>
      ))}
      {loggedIn && (
        <div className="actions">
          <button type="button" className="button" onClick={() => mark("/news/read")}>
            {t("markRead")}
          </button>
          <button type="button" className="button secondary" onClick={() => mark("/news/tell-me-later")}>
            {t("remindMeLater")}
          </button>
          {done && <p role="status">{translate(text, done === "read" ? "markedRead" : "remindLater")}</p>}
        </div>
      )}
    </article>
  );
}
