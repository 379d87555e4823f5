/** /admin/groups: the moderation queue across every group, and finding any group, private ones included. */
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AdminPage, formatDate, Loading, LoadError, Section } from "./AdminPage";
import { ReportedMessages } from "./ReportedMessages";
import { say } from "./say";
import { groupSearchQuery, moderationQueueQuery } from "../../queries/admin";

const GROUP_TYPES: Record<string, string> = { party: say("party"), guild: say("guild"), tavern: say("tavern") };

function GroupFinder() {
  const [draft, setDraft] = useState("");
  const [term, setTerm] = useState<string>();
  const results = useQuery({ ...groupSearchQuery(term), enabled: term !== undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTerm(draft.trim());
  };
  return (
    <Section title={say("findAGroup")}>
      <form className="admin-search" role="search" onSubmit={submit}>
        <div className="field">
          <label htmlFor="group-search">{say("groupIdOrPartOfIts")}</label>
          <input
            id="group-search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
            aria-describedby="group-search-hint"
          />
          <p id="group-search-hint" className="field-hint">
            {say("leaveItEmptyToListThe")}
          </p>
        </div>
        <button type="submit" className="button">
          {say("find")}
        </button>
      </form>
      {term !== undefined &&
        (results.isPending ? (
          <Loading text={say("loadingGroups")} />
        ) : results.isError ? (
          <LoadError error={results.error} retry={() => results.refetch()} />
        ) : results.data.length === 0 ? (
          <p>{say("noGroupMatches", { term })}</p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">{say("groupsFound")}</caption>
            <thead>
              <tr>
                <th scope="col">{say("group")}</th>
                <th scope="col">{say("kind")}</th>
                <th scope="col" className="number">
                  {say("members")}
                </th>
                <th scope="col">{say("created")}</th>
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
  const queue = useQuery(moderationQueueQuery());
  return (
    <Section
      title={say("reportedMessages")}
      actions={<span className="muted">{say("newestFirstAcrossEveryGroup")}</span>}
    >
      {queue.isPending ? (
        <Loading text={say("loadingReportedMessages")} />
      ) : queue.isError ? (
        <LoadError error={queue.error} retry={() => queue.refetch()} />
      ) : (
        <ReportedMessages messages={queue.data} empty={say("nothingIsReportedAllQuietIn")} />
      )}
    </Section>
  );
}

export function Component() {
  return (
    <AdminPage title={say("groupsAndReports")} intro={say("messagesPlayersReportedAndEveryGroup")}>
      <Queue />
      <GroupFinder />
    </AdminPage>
  );
}
