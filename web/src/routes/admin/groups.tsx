/** /admin/groups: the moderation queue across every group, and finding any group, private ones included. */
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { getModerationQueue, searchGroups } from "../../api/admin";
import { AdminPage, formatDate, Loading, LoadError, Section } from "./AdminPage";
import { ReportedMessages } from "./ReportedMessages";

const GROUP_TYPES: Record<string, string> = { party: "Party", guild: "Guild", tavern: "Tavern" };

function GroupFinder() {
  const [draft, setDraft] = useState("");
  const [term, setTerm] = useState<string>();
  const results = useQuery({
    queryKey: ["admin", "groups", term],
    queryFn: () => searchGroups(term ?? ""),
    enabled: term !== undefined,
    retry: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTerm(draft.trim());
  };
  return (
    <Section title="Find a group">
      <form className="admin-search" role="search" onSubmit={submit}>
        <div className="field">
          <label htmlFor="group-search">Group id or part of its name</label>
          <input
            id="group-search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
            aria-describedby="group-search-hint"
          />
          <p id="group-search-hint" className="field-hint">
            Leave it empty to list the largest groups.
          </p>
        </div>
        <button type="submit" className="button">
          Find
        </button>
      </form>
      {term !== undefined &&
        (results.isPending ? (
          <Loading what="groups" />
        ) : results.isError ? (
          <LoadError error={results.error} retry={() => results.refetch()} />
        ) : results.data.length === 0 ? (
          <p>No group matches “{term}”.</p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">Groups found</caption>
            <thead>
              <tr>
                <th scope="col">Group</th>
                <th scope="col">Kind</th>
                <th scope="col" className="number">
                  Members
                </th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {results.data.map((group) => (
                <tr key={group.id}>
                  <td>
                    <Link to={`/admin/groups/${encodeURIComponent(group.id)}`}>{group.name}</Link>
                  </td>
                  <td>
                    {GROUP_TYPES[group.type] ?? group.type}
                    {group.type === "guild" ? `, ${group.privacy}` : ""}
                  </td>
                  <td className="number">{group.memberCount}</td>
                  <td>{formatDate(group.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </Section>
  );
}

function Queue() {
  const queue = useQuery({ queryKey: ["admin", "moderation"], queryFn: getModerationQueue, retry: false });
  return (
    <Section title="Reported messages" actions={<span className="muted">Newest first, across every group</span>}>
      {queue.isPending ? (
        <Loading what="reported messages" />
      ) : queue.isError ? (
        <LoadError error={queue.error} retry={() => queue.refetch()} />
      ) : (
        <ReportedMessages messages={queue.data} empty="Nothing is reported. All quiet in the tavern and the guilds." />
      )}
    </Section>
  );
}

export function Component() {
  return (
    <AdminPage title="Groups and reports" intro="Messages players reported, and every group, private ones included.">
      <Queue />
      <GroupFinder />
    </AdminPage>
  );
}
