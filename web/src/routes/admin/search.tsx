/**
 * /admin/panel and /admin/panel/search/{userIdentifier}: support finds a player by id,
 * username or email (or their start) and opens the player's page.
 */
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { searchPlayers } from "../../api/admin";
import { AdminPage, formatDate, Loading, LoadError, Section } from "./AdminPage";

function SearchForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = term.trim();
    if (!value) {
      setError("Type a user id, a username or an email address.");
      return;
    }
    setError(undefined);
    void navigate(`/admin/panel/search/${encodeURIComponent(value)}`);
  };
  return (
    <form className="admin-search" onSubmit={submit} role="search" noValidate>
      <div className={error ? "field has-error" : "field"}>
        <label htmlFor="player-search">User id, username or email</label>
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
            The start of a username or email address finds every match.
          </p>
        )}
      </div>
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}

function Results({ identifier }: { identifier: string }) {
  const results = useQuery({
    queryKey: ["admin", "search", identifier],
    queryFn: () => searchPlayers(identifier),
    retry: false,
  });
  if (results.isPending) return <Loading what="matching players" />;
  if (results.isError) return <LoadError error={results.error} retry={() => results.refetch()} />;
  if (results.data.length === 0)
    return <p>Nobody matches “{identifier}”. Check the spelling, or search by the start of the name.</p>;
  return (
    <table className="data-table">
      <caption className="visually-hidden">Players matching {identifier}</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Email</th>
          <th scope="col" className="number">
            Level
          </th>
          <th scope="col">Joined</th>
          <th scope="col">Last login</th>
          <th scope="col">Status</th>
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
            <td>{player.blocked ? <span className="badge admin-badge-danger">Suspended</span> : "Active"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Component() {
  const { userIdentifier } = useParams();
  return (
    <AdminPage
      title="User support"
      intro="Find a player to see their account, history and subscription, and to help them."
    >
      <Section title="Find a player">
        <SearchForm key={userIdentifier ?? ""} initial={userIdentifier ?? ""} />
      </Section>
      {userIdentifier && (
        <Section title="Results">
          <Results identifier={userIdentifier} />
        </Section>
      )}
    </AdminPage>
  );
}
