/** The hall: patrons (paged from 0) and contributors, as the server lists them. */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { api } from "../../api/client";
import { SectionTabs } from "../common/game";

interface Hero {
  _id?: string;
  id?: string;
  profile?: { name?: string };
  contributor?: { level?: number; text?: string };
  backer?: { tier?: number };
}

export function Component() {
  const { pathname } = useLocation();
  const patrons = pathname.endsWith("/patrons");
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: ["hall", patrons ? "patrons" : "heroes", page],
    queryFn: () => api.get<Hero[]>(patrons ? "/hall/patrons/" : "/hall/heroes", patrons ? { query: { page } } : undefined),
    retry: false,
  });
  const rows = Array.isArray(list.data) ? list.data : [];
  return (
    <div className="game-page hall-page">
      <SectionTabs
        label="Hall"
        links={[
          { to: "/hall/contributors", text: "Contributors" },
          { to: "/hall/patrons", text: "Patrons" },
        ]}
      />
      <h1>{patrons ? "Patrons" : "Contributors"}</h1>
      <p className="muted">{patrons ? "The players who backed the game early on. Thank you!" : "The players who help build the game: artists, writers, coders and helpers."}</p>
      {list.isPending ? (
        <p role="status">Loading…</p>
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : rows.length === 0 ? (
        <p>Nobody is listed here yet.</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">{patrons ? "Patrons" : "Contributors"}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">{patrons ? "Tier" : "Level"}</th>
              {!patrons && <th scope="col">Contribution</th>}
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
            Previous page
          </button>
          <button type="button" className="button secondary" disabled={rows.length === 0} onClick={() => setPage(page + 1)}>
            Next page
          </button>
        </div>
      )}
    </div>
  );
}
