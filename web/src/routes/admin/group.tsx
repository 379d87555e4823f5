/** /admin/groups/{groupId}: any group for group support: its settings, leader, members, reported messages and audit log. */
import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, GUILD_SUMMARY_MAX } from "../../../../content/data/constants";
import { updateAdminGroup, type AdminGroup } from "../../api/admin";
import { isApiError } from "../../api/client";
import { hasPrivilege } from "../../navigation/guard";
import { notify } from "../../notifications/store";
import { AdminPage, AuditLog, formatDate, Loading, LoadError, Section, usePermissions } from "./AdminPage";
import { ReportedMessages } from "./ReportedMessages";
import { translateRich } from "../../i18n";
import { adminText, say } from "./say";
import { adminGroupQuery, adminKeys } from "../../queries/admin";

const ROLE_NAMES: Record<string, string> = { leader: say("leader"), manager: say("manager"), member: say("member") };

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
      client.setQueryData(adminKeys.groupOf(group.id), saved);
      notify({ type: "success", text: say("groupSaved") });
    },
    onError: (caught) => setError(isApiError(caught) ? caught.messages.join(" ") : say("theGroupCouldNotBeSaved")),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!name.trim()) {
      setError(say("aGroupNeedsAName"));
      return;
    }
    save.mutate();
  };
  if (group.type === "tavern")
    return (
      <Section title={say("settings")}>
        <p className="muted">{say("theTavernBelongsToEveryoneIts")}</p>
      </Section>
    );
  return (
    <Section title={say("settings")}>
      <form onSubmit={submit}>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="field">
          <label htmlFor="group-name">{say("name")}</label>
          <input
            id="group-name"
            value={name}
            maxLength={GROUP_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="group-summary">{say("summary")}</label>
          <textarea
            id="group-summary"
            rows={2}
            value={summary}
            maxLength={GUILD_SUMMARY_MAX}
            onChange={(event) => setSummary(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="group-description">{say("description")}</label>
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
            <label htmlFor="group-privacy">{say("privacy")}</label>
            <select
              id="group-privacy"
              value={privacy}
              onChange={(event) => setPrivacy(event.target.value === "private" ? "private" : "public")}
            >
              <option value="public">{say("publicAnyoneCanFindAndJoin")}</option>
              <option value="private">{say("privateByInvitationOnly")}</option>
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="group-leader">{say("leader")}</label>
          <select id="group-leader" value={leader} onChange={(event) => setLeader(event.target.value)}>
            {group.members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} (@{member.username})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? say("saving") : say("saveGroup")}
        </button>
      </form>
    </Section>
  );
}

function Members({ group }: { group: AdminGroup }) {
  const permissions = usePermissions();
  const support = hasPrivilege(permissions, ["userSupport"]);
  return (
    <Section title={say("members")}>
      {group.members.length === 0 ? (
        <p className="muted">
          {group.type === "tavern" ? say("everyoneIsWelcomeInTheTavern") : say("nobodyIsInThisGroup")}
        </p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">{say("membersOf", { name: group.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{say("player")}</th>
              <th scope="col">{say("role")}</th>
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
          {say("firstMembersListed", { shown: String(group.members.length), count: String(group.memberCount) })}
        </p>
      )}
    </Section>
  );
}

export function Component() {
  const { groupId = "" } = useParams();
  const group = useQuery(adminGroupQuery(groupId));
  if (group.isPending) {
    return (
      <AdminPage title={say("group")}>
        <Loading text={say("loadingTheGroup")} />
      </AdminPage>
    );
  }
  if (group.isError) {
    return (
      <AdminPage title={say("group")}>
        {isApiError(group.error) && (group.error.status === 404 || group.error.status === 400) ? (
          <p role="alert">
            {translateRich(adminText, "noSuchGroup", {
              id: groupId,
              link: <Link to="/admin/groups">{say("findAGroup")}</Link>,
            })}
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
      ? `${data.privacy === "public" ? say("public") : say("private")} guild`
      : data.type === "party"
        ? say("party")
        : say("tavern");
  return (
    <AdminPage
      title={data.name}
      intro={say("groupIntro", { kind, count: data.memberCount, created: formatDate(data.createdAt) })}
    >
      <p className="admin-subtitle">
        <code className="admin-id">{data.id}</code>
        {data.leader && <span>{say("ledBy", { name: data.leader.name, username: data.leader.username })}</span>}
      </p>
      <div className="admin-columns">
        <div key={JSON.stringify([data.name, data.summary, data.description, data.privacy, data.leader?.id])}>
          <Settings group={data} />
        </div>
        <div>
          <Section title={say("reportedMessages")}>
            <ReportedMessages
              messages={data.flaggedMessages}
              showGroup={false}
              empty={say("noReportedMessagesInThisGroup")}
            />
          </Section>
          <Members group={data} />
        </div>
      </div>
      <Section title={say("auditLog")}>
        <AuditLog entries={data.auditLog} caption={say("staffChangesTo", { name: data.name })} />
      </Section>
    </AdminPage>
  );
}
