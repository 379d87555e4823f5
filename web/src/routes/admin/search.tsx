/**
 * /admin/panel and /admin/panel/search/{userIdentifier}: support finds a player by id,
 * username or email (or their start) and opens the player's page.
 */
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { AdminPage, formatDate, Loading, LoadError, Section } from "./AdminPage";
import { say } from "./say";
import { playerSearchQuery } from "../../queries/admin";

function SearchForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = term.trim();
    if (!value) {
      setError(say("typeAUserIdAUsername"));
      return;
    }
    setError(undefined);
    void navigate(`/admin/panel/search/${encodeURIComponent(value)}`);
  };
  return (
    <form className="admin-search" onSubmit={submit} role="search" noValidate>
      <div className={error ? "field has-error" : "field"}>
        <label htmlFor="player-search">{say("userIdUsernameOrEmail")}</label>
        <input
          id="player-search"
          name="player-search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "player-search-error" : "player-search-hint"}
          autoComplete="off"
          spellCheck={false}
        />
        {error ? (
          <p id="player-search-error" className="field-error">
            {error}
          </p>
        ) : (
          <p id="player-search-hint" className="field-hint">
            {say("theStartOfAUsernameOr")}
          </p>
        )}
      </div>
      <button type="submit" className="button">
        {say("search")}
      </button>
    </form>
  );
}

function Results({ identifier }: { identifier: string }) {
  const results = useQuery(playerSearchQuery(identifier));
  if (results.isPending) return <Loading text={say("loadingMatchingPlayers")} />;
  if (results.isError) return <LoadError error={results.error} retry={() => results.refetch()} />;
  if (results.data.length === 0) return <p>{say("nobodyMatches", { identifier })}</p>;
  return (
    <table className="data-table">
      <caption className="visually-hidden">{say("playersMatching", { identifier })}</caption>
      <thead>
        <tr>
          <th scope="col">{say("player")}</th>
          <th scope="col">{say("email")}</th>
          <th scope="col" className="number">
            {say("level")}
          </th>
          <th scope="col">{say("joined")}</th>
          <th scope="col">{say("lastLogin")}</th>
          <th scope="col">{say("status")}</th>
        </tr>
      </thead>
      <tbody>
        {results.data.map((player) => (
          <tr key={player.id}>
            <td>
              <Link to={`/admin/panel/${encodeURIComponent(player.id)}`}>{player.displayName}</Link>{" "}
              <span className="muted">@{player.username}</span>
              <br />
              <code className="admin-id">{player.id}</code>
            </td>
            <td>{player.email}</td>
            <td className="number">{player.level}</td>
            <td>{formatDate(player.created)}</td>
            <td>{formatDate(player.lastLogin)}</td>
            <td>
              {player.blocked ? <span className="badge admin-badge-danger">{say("suspended")}</span> : say("active")}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Component() {
  const { userIdentifier } = useParams();
  return (
    <AdminPage title={say("userSupport")} intro={say("findAPlayerToSeeTheir")}>
      <Section title={say("findAPlayer")}>
        <SearchForm key={userIdentifier ?? ""} initial={userIdentifier ?? ""} />
      </Section>
      {userIdentifier && (
        <Section title={say("results")}>
          <Results identifier={userIdentifier} />
        </Section>
      )}
    </AdminPage>
  );
}
