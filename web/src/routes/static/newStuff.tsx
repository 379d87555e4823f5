/** What's new: the news posts, and for players the read / remind-later choices (spec §4). */
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { news } from "../../../../content/data/news";
import { newsMessages } from "../../../../content/i18n/en/news";
import { api } from "../../api/client";
import { isLoggedIn } from "../../settings";
import "./static.css";

export function Component() {
  const client = useQueryClient();
  const loggedIn = isLoggedIn();
  const [done, setDone] = useState<string>();
  const mark = async (path: "/news/read" | "/news/tell-me-later") => {
    try {
      await api.post(path);
      setDone(path === "/news/read" ? "Marked as read." : "We will remind you later.");
      void client.invalidateQueries({ queryKey: ["user"] });
    } catch {
      // Shown by the notification area.
    }
  };
  return (
    <article className="static-page" aria-labelledby="page-title">
      <h1 id="page-title">What's new</h1>
      {news.map((post) => (
        <section key={post.id} className="news-post" aria-labelledby={`news-${post.id}`}>
          <h2 id={`news-${post.id}`}>{newsMessages[post.title] ?? post.title}</h2>
          <time dateTime={post.date}>{new Date(post.date).toLocaleDateString("en", { year: "numeric", month: "long", day: "numeric" })}</time>
          <p>{newsMessages[post.text] ?? post.text}</p>
        </section>
      ))}
      {loggedIn && (
        <div className="actions">
          <button type="button" className="button" onClick={() => mark("/news/read")}>
            Mark as read
          </button>
          <button type="button" className="button secondary" onClick={() => mark("/news/tell-me-later")}>
            Remind me later
          </button>
          {done && <p role="status">{done}</p>}
        </div>
      )}
    </article>
  );
}
