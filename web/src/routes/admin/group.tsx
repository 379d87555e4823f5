/** /admin/groups/{groupId}: any group for group support: its settings, leader, members, reported messages and audit log. */
import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, GUILD_SUMMARY_MAX } from "../../../../content/data/constants";
import { getAdminGroup, updateAdminGroup, type AdminGroup } from "../../api/admin";
import { isApiError } from "../../api/client";
import { hasPrivilege } from "../../navigation/guard";
import { notify } from "../../notifications/store";
import { AdminPage, AuditLog, formatDate, Loading, LoadError, Section, usePermissions } from "./AdminPage";
import { ReportedMessages } from "./ReportedMessages";

const ROLE_NAMES: Record<string, string> = { leader: "Leader", manager: "Manager", member: "Member" };

function Settings({ group }: { group: AdminGroup }) {
  const client = useQueryClient();
  const [name, setName] = useState(group.name);
  const [summary, setSummary] = useState(group.summary);
  const [description, setDescription] = useState(group.description);
  const [privacy, setPrivacy] = useState(group.privacy);
  const [leader, setLeader] = useState(group.leader?.id ?? "");
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: () =>
      updateAdminGroup(group.id, {
        name: name.trim(),
        summary,
        description,
        ...(group.type === "guild" ? { privacy } : {}),
        ...(leader && leader !== group.leader?.id ? { leader } : {}),
      }),
    onSuccess: (saved) => {
      client.setQueryData(["admin", "group", group.id], saved);
      notify({ type: "success", text: "Group saved." });
    },
    onError: (caught) =>
      setError(isApiError(caught) ? caught.messages.join(" ") : "The group could not be saved. Try again."),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!name.trim()) {
      setError("A group needs a name.");
      return;
    }
    save.mutate();
  };
  if (group.type === "tavern")
    return (
      <Section title="Settings">
        <p className="muted">The tavern belongs to everyone: its settings cannot be changed here.</p>
      </Section>
    );
  return (
    <Section title="Settings">
      <form onSubmit={submit}>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="field">
          <label htmlFor="group-name">Name</label>
          <input
            id="group-name"
            value={name}
            maxLength={GROUP_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="group-summary">Summary</label>
          <textarea
            id="group-summary"
            rows={2}
            value={summary}
            maxLength={GUILD_SUMMARY_MAX}
            onChange={(event) => setSummary(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="group-description">Description</label>
          <textarea
            id="group-description"
            rows={4}
            value={description}
            maxLength={GROUP_DESCRIPTION_MAX}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        {group.type === "guild" && (
          <div className="field">
            <label htmlFor="group-privacy">Privacy</label>
            <select id="group-privacy" value={privacy} onChange={(event) => setPrivacy(event.target.value)}>
              <option value="public">Public: anyone can find and join it</option>
              <option value="private">Private: by invitation only</option>
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="group-leader">Leader</label>
          <select id="group-leader" value={leader} onChange={(event) => setLeader(event.target.value)}>
            {group.members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} (@{member.username})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save group"}
        </button>
      </form>
    </Section>
  );
}

function Members({ group }: { group: AdminGroup }) {
  const permissions = usePermissions();
  const support = hasPrivilege(permissions, ["userSupport"]);
  return (
    <Section title="Members">
      {group.members.length === 0 ? (
        <p className="muted">
          {group.type === "tavern"
            ? "Everyone is welcome in the tavern; it keeps no member list."
            : "Nobody is in this group."}
        </p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">Members of {group.name}</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Role</th>
            </tr>
          </thead>
          <tbody>
            {group.members.map((member) => (
              <tr key={member.id}>
                <td>
                  {support ? (
                    <Link to={`/admin/panel/${encodeURIComponent(member.id)}`}>{member.name}</Link>
                  ) : (
                    member.name
                  )}{" "}
                  <span className="muted">@{member.username}</span>
                </td>
                <td>{ROLE_NAMES[member.role] ?? member.role}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {group.memberCount > group.members.length && (
        <p className="muted">
          The first {group.members.length} of {group.memberCount} members are listed.
        </p>
      )}
    </Section>
  );
}

export function Component() {
  const { groupId = "" } = useParams();
  const group = useQuery({
    queryKey: ["admin", "group", groupId],
    queryFn: () => getAdminGroup(groupId),
    retry: false,
  });
  if (group.isPending) {
    return (
      <AdminPage title="Group">
        <Loading what="the group" />
      </AdminPage>
    );
  }
  if (group.isError) {
    return (
      <AdminPage title="Group">
        {isApiError(group.error) && group.error.status === 404 ? (
          <p role="alert">
            There is no group “{groupId}”. <Link to="/admin/groups">Find a group</Link>.
          </p>
        ) : (
          <LoadError error={group.error} retry={() => group.refetch()} />
        )}
      </AdminPage>
    );
  }
  const data = group.data;
  const kind =
    data.type === "guild"
      ? `${data.privacy === "public" ? "Public" : "Private"} guild`
      : data.type === "party"
        ? "Party"
        : "Tavern";
  return (
    <AdminPage
      title={data.name}
      intro={`${kind} · ${data.memberCount} ${data.memberCount === 1 ? "member" : "members"} · created ${formatDate(data.createdAt)}`}
    >
      <p className="admin-subtitle">
        <code className="admin-id">{data.id}</code>
        {data.leader && (
          <span>
            Led by {data.leader.name} (@{data.leader.username})
          </span>
        )}
      </p>
      <div className="admin-columns">
        <div key={JSON.stringify([data.name, data.summary, data.description, data.privacy, data.leader?.id])}>
          <Settings group={data} />
        </div>
        <div>
          <Section title="Reported messages">
            <ReportedMessages
              messages={data.flaggedMessages}
              showGroup={false}
              empty="No reported messages in this group."
            />
          </Section>
          <Members group={data} />
        </div>
      </div>
      <Section title="Audit log">
        <AuditLog entries={data.auditLog} caption={`Staff changes to ${data.name}`} />
      </Section>
    </AdminPage>
  );
}
