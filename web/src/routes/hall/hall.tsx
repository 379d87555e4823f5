/** The hall: patrons (paged from 0) and contributors, as the server lists them. */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { SectionTabs } from "../common/game";
import text from "../../i18n/namespaces/hall";
import { useT } from "../../i18n";
import { hallQuery } from "../../queries/members";

export function Component() {
  const t = useT(text);
  const { pathname } = useLocation();
  const patrons = pathname.endsWith("/patrons");
  const [page, setPage] = useState(0);
  const list = useQuery(hallQuery(patrons ? "patrons" : "heroes", page));
  const rows = Array.isArray(list.data) ? list.data : [];
  return (
    <div className="game-page hall-page">
      <SectionTabs
        label={t("hall")}
        links={[
          { to: "/hall/contributors", text: t("contributors") },
          { to: "/hall/patrons", text: t("patrons") },
        ]}
      />
      <h1>{patrons ? t("patrons") : t("contributors")}</h1>
      <p className="muted">{patrons ? t("patronsIntro") : t("contributorsIntro")}</p>
      {list.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : rows.length === 0 ? (
        <p>{t("nobody")}</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">{patrons ? t("patrons") : t("contributors")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("name")}</th>
              <th scope="col">{patrons ? t("tier") : t("level")}</th>
              {!patrons && <th scope="col">{t("contribution")}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((hero, index) => {
              const id = hero._id ?? hero.id;
              return (
                <tr key={id ?? index}>
                  <td>{id ? <Link to={`/profile/${id}`}>{hero.profile?.name ?? id}</Link> : hero.profile?.name}</td>
                  <td>{patrons ? hero.backer?.tier : hero.contributor?.level}</td>
                  {!patrons && <td>{hero.contributor?.text}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {patrons && (
        <div className="actions">
          <button type="button" className="button secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t("previousPage")}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={rows.length === 0}
            onClick={() => setPage(page + 1)}
          >
            {t("nextPage")}
          </button>
        </div>
      )}
    </div>
  );
}
