/**
 * What a guild's leader and managers can do: edit the guild (name, summary, description,
 * privacy, categories, who may start challenges), promote and demote managers, remove members,
 * and, for the leader, hand the guild over to another member.
 */
import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GUILD_CATEGORIES, GUILD_SUMMARY_MAX } from "../../../content/data/constants";
import { addManager, removeManager, removeMember, updateGroupInfo, type Group, type GroupMember } from "../api/groups";
import { isApiError } from "../api/client";
import { Dialog } from "../components/Dialog";
import { Field } from "../components/Field";
import { notify } from "../notifications/store";
import { categoryName } from "./GroupCard";
import { memberName } from "./MemberList";
import g from "../i18n/namespaces/guildAdmin";
import paymentModeText from "../i18n/namespaces/paymentMode";
import { groupPlanRuns } from "../payments/paymentMode";
import { translate } from "../i18n";
import { groupKeys } from "../queries/groups";
import { userKeys } from "../queries/user";

const DESCRIPTION_MAX = 10_000;

export type GroupRole = "leader" | "manager" | "member" | undefined;

export function roleIn(group: Pick<Group, "leader" | "managers"> | undefined, userId: string): GroupRole {
  if (!group) return undefined;
  if (group.leader?._id === userId) return "leader";
  if (group.managers?.[userId]) return "manager";
  return undefined;
}

function useRefresh(groupId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.groups });
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
  };
}

export function GuildEditDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const refresh = useRefresh(group._id);
  // A running group plan's guild stays private (the server refuses anything else).
  const [planRuns] = useState(() => groupPlanRuns(group, Date.now()));
  const [form, setForm] = useState({
    name: group.name,
    summary: group.summary ?? "",
    description: group.description ?? "",
    privacy: planRuns ? ("private" as const) : group.privacy,
    categories: (group.categories ?? []).map((category) => category.slug),
    leaderOnlyChallenges: Boolean(group.leaderOnly?.challenges),
  });
  const save = useMutation({
    mutationFn: () =>
      updateGroupInfo(group._id, {
        name: form.name.trim(),
        summary: form.summary,
        description: form.description,
        privacy: form.privacy,
        categories: form.categories,
        leaderOnly: { challenges: form.leaderOnlyChallenges },
      }),
    onSuccess: () => {
      notify({ type: "success", text: translate(g, "saved") });
      refresh();
      onClose();
    },
  });
  const error = isApiError(save.error) ? save.error : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Dialog open title={translate(g, "editTitle")} onClose={onClose} className="guild-edit-dialog">
      <form className="form" onSubmit={submit}>
        <Field
          label={translate(g, "name")}
          value={form.name}
          maxLength={100}
          required
          error={error?.messageFor("name")}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
        />
        <Field
          label={translate(g, "summary")}
          value={form.summary}
          maxLength={GUILD_SUMMARY_MAX}
          hint={translate(g, "summaryHint")}
          error={error?.messageFor("summary")}
          onChange={(event) => setForm({ ...form, summary: event.target.value })}
        />
        <div className="field">
          <label htmlFor="guild-description">{translate(g, "description")}</label>
          <textarea
            id="guild-description"
            rows={6}
            maxLength={DESCRIPTION_MAX}
            value={form.description}
            onChange={(event) => setForm({ ...form, description: event.target.value })}
            aria-describedby="guild-description-hint"
          />
          <p id="guild-description-hint" className="field-hint">
            {translate(g, "markdownHint")}
          </p>
          {error?.messageFor("description") && <p className="field-error">{error.messageFor("description")}</p>}
        </div>
        <fieldset className="category-list">
          <legend>{translate(g, "whoMayFind")}</legend>
          <label>
            <input
              type="radio"
              name="edit-privacy"
              checked={form.privacy === "public"}
              disabled={planRuns}
              aria-describedby={planRuns ? "edit-privacy-plan" : undefined}
              onChange={() => setForm({ ...form, privacy: "public" })}
            />{" "}
            {translate(g, "anyone")}
          </label>
          <label>
            <input
              type="radio"
              name="edit-privacy"
              checked={form.privacy === "private"}
              onChange={() => setForm({ ...form, privacy: "private" })}
            />{" "}
            {translate(g, "invitedOnly")}
          </label>
          {planRuns && (
            <p id="edit-privacy-plan" className="field-hint">
              {translate(paymentModeText, "planGuildStaysPrivate")}
            </p>
          )}
        </fieldset>
        <fieldset className="category-list">
          <legend>{translate(g, "categories")}</legend>
          {GUILD_CATEGORIES.filter((slug) => slug !== "habitica_official" || form.categories.includes(slug)).map(
            (slug) => (
              <label key={slug}>
                <input
                  type="checkbox"
                  checked={form.categories.includes(slug)}
                  onChange={(event) =>
                    setForm({
                      ...form,
                      categories: event.target.checked
                        ? [...form.categories, slug]
                        : form.categories.filter((entry) => entry !== slug),
                    })
                  }
                />{" "}
                {categoryName(slug)}
              </label>
            ),
          )}
        </fieldset>
        <label className="inline">
          <input
            type="checkbox"
            checked={form.leaderOnlyChallenges}
            onChange={(event) => setForm({ ...form, leaderOnlyChallenges: event.target.checked })}
          />{" "}
          {translate(g, "leaderOnlyChallenges")}
        </label>
        {error && error.errors.length === 0 && (
          <p role="alert" className="field-error">
            {error.message}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="button" disabled={save.isPending || !form.name.trim()}>
            {translate(g, "saveGuild")}
          </button>
          <button type="button" className="button secondary" onClick={onClose}>
            {translate(g, "cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

type Pending = { kind: "remove" | "leader"; member: GroupMember };

/** The buttons under each member card for the leader and managers, with their confirmations. */
export function useMemberActions(group: Group | undefined, myId: string) {
  const groupId = group?._id ?? "";
  const refresh = useRefresh(groupId);
  const [pending, setPending] = useState<Pending>();
  const [note, setNote] = useState("");
  const myRole = roleIn(group, myId);
  const change = useMutation({
    mutationFn: async ({ kind, member }: { kind: "promote" | "demote" | "remove" | "leader"; member: GroupMember }) => {
      if (kind === "promote") await addManager(groupId, member._id);
      else if (kind === "demote") await removeManager(groupId, member._id);
      else if (kind === "remove") await removeMember(groupId, member._id, note.trim() || undefined);
      else await updateGroupInfo(groupId, { leader: member._id });
      return { kind, member };
    },
    onSuccess: ({ kind, member }) => {
      const name = memberName(member);
      notify({
        type: "success",
        text: translate(
          g,
          kind === "promote"
            ? "nowManager"
            : kind === "demote"
              ? "noLongerManager"
              : kind === "remove"
                ? "removed"
                : "leadsNow",
          { name },
        ),
      });
      setPending(undefined);
      setNote("");
      refresh();
    },
  });

  const actionsFor = (member: GroupMember) => {
    if (!myRole || member._id === myId || member.role === "leader") return null;
    const isManager = member.role === "manager";
    const name = memberName(member);
    return (
      <div className="member-actions">
        <button
          type="button"
          className="link-button"
          disabled={change.isPending}
          onClick={() => change.mutate({ kind: isManager ? "demote" : "promote", member })}
        >
          {translate(g, isManager ? "removeManager" : "makeManager")}
          <span className="visually-hidden"> ({name})</span>
        </button>
        {myRole === "leader" && (
          <button
            type="button"
            className="link-button"
            disabled={change.isPending}
            onClick={() => setPending({ kind: "leader", member })}
          >
            {translate(g, "makeLeader")}
            <span className="visually-hidden"> ({name})</span>
          </button>
        )}
        <button
          type="button"
          className="link-button danger"
          disabled={change.isPending}
          onClick={() => setPending({ kind: "remove", member })}
        >
          {translate(g, "remove")}
          <span className="visually-hidden"> {name}</span>
        </button>
      </div>
    );
  };

  const dialog = pending ? (
    <Dialog
      open
      title={translate(g, pending.kind === "remove" ? "removeTitle" : "handOverTitle", {
        name: memberName(pending.member),
      })}
      onClose={() => setPending(undefined)}
    >
      {pending.kind === "remove" ? (
        <>
          <p>{translate(g, "removeText")}</p>
          <div className="field">
            <label htmlFor="remove-note">{translate(g, "noteForThem")}</label>
            <textarea
              id="remove-note"
              rows={3}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        </>
      ) : (
        <p>{translate(g, "handOverText", { name: memberName(pending.member) })}</p>
      )}
      <div className="actions">
        <button
          type="button"
          className={pending.kind === "remove" ? "button danger" : "button"}
          disabled={change.isPending}
          onClick={() => change.mutate({ kind: pending.kind, member: pending.member })}
        >
          {translate(g, pending.kind === "remove" ? "removeFromGuild" : "makeThemLeader")}
        </button>
        <button type="button" className="button secondary" onClick={() => setPending(undefined)}>
          {translate(g, "cancel")}
        </button>
      </div>
    </Dialog>
  ) : null;

  return { myRole, actionsFor: myRole ? actionsFor : undefined, dialog };
}
