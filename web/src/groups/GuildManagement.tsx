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
import { groupKey, membersKey } from "./roomCache";

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
    void queryClient.invalidateQueries({ queryKey: groupKey(groupId) });
    void queryClient.invalidateQueries({ queryKey: membersKey(groupId) });
    void queryClient.invalidateQueries({ queryKey: ["groups"] });
    void queryClient.invalidateQueries({ queryKey: ["user"] });
  };
}

export function GuildEditDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const refresh = useRefresh(group._id);
  const [form, setForm] = useState({
    name: group.name,
    summary: group.summary ?? "",
    description: group.description ?? "",
    privacy: group.privacy,
    categories: group.categories ?? [],
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
      notify({ type: "success", text: "The guild's details are saved." });
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
    <Dialog open title="Edit the guild" onClose={onClose} className="guild-edit-dialog">
      <form className="form" onSubmit={submit}>
        <Field label="Name" value={form.name} maxLength={100} required error={error?.messageFor("name")} onChange={(event) => setForm({ ...form, name: event.target.value })} />
        <Field label="Summary" value={form.summary} maxLength={GUILD_SUMMARY_MAX} hint="One or two lines shown in the list of guilds." error={error?.messageFor("summary")} onChange={(event) => setForm({ ...form, summary: event.target.value })} />
        <div className="field">
          <label htmlFor="guild-description">Description</label>
          <textarea id="guild-description" rows={6} maxLength={DESCRIPTION_MAX} value={form.description} onChange={(event) => setForm({ ...form, description: event.target.value })} aria-describedby="guild-description-hint" />
          <p id="guild-description-hint" className="field-hint">
            Markdown works: **bold**, *italic*, lists and links.
          </p>
          {error?.messageFor("description") && <p className="field-error">{error.messageFor("description")}</p>}
        </div>
        <fieldset className="category-list">
          <legend>Who may find it</legend>
          <label>
            <input type="radio" name="edit-privacy" checked={form.privacy === "public"} onChange={() => setForm({ ...form, privacy: "public" })} /> Anyone (public)
          </label>
          <label>
            <input type="radio" name="edit-privacy" checked={form.privacy === "private"} onChange={() => setForm({ ...form, privacy: "private" })} /> Invited players only (private)
          </label>
        </fieldset>
        <fieldset className="category-list">
          <legend>Categories</legend>
          {GUILD_CATEGORIES.filter((slug) => slug !== "habitica_official" || form.categories.includes(slug)).map((slug) => (
            <label key={slug}>
              <input
                type="checkbox"
                checked={form.categories.includes(slug)}
                onChange={(event) => setForm({ ...form, categories: event.target.checked ? [...form.categories, slug] : form.categories.filter((entry) => entry !== slug) })}
              />{" "}
              {categoryName(slug)}
            </label>
          ))}
        </fieldset>
        <label className="inline">
          <input type="checkbox" checked={form.leaderOnlyChallenges} onChange={(event) => setForm({ ...form, leaderOnlyChallenges: event.target.checked })} /> Only the leader and managers may start challenges
        </label>
        {error && error.errors.length === 0 && (
          <p role="alert" className="field-error">
            {error.message}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="button" disabled={save.isPending || !form.name.trim()}>
            Save the guild
          </button>
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
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
        text: kind === "promote" ? `${name} is now a manager.` : kind === "demote" ? `${name} is no longer a manager.` : kind === "remove" ? `${name} was removed from the guild.` : `${name} leads the guild now.`,
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
        <button type="button" className="link-button" disabled={change.isPending} onClick={() => change.mutate({ kind: isManager ? "demote" : "promote", member })}>
          {isManager ? "Remove as manager" : "Make manager"}
          <span className="visually-hidden"> ({name})</span>
        </button>
        {myRole === "leader" && (
          <button type="button" className="link-button" disabled={change.isPending} onClick={() => setPending({ kind: "leader", member })}>
            Make leader<span className="visually-hidden"> ({name})</span>
          </button>
        )}
        <button type="button" className="link-button danger" disabled={change.isPending} onClick={() => setPending({ kind: "remove", member })}>
          Remove<span className="visually-hidden"> {name}</span>
        </button>
      </div>
    );
  };

  const dialog = pending ? (
    <Dialog open title={pending.kind === "remove" ? `Remove ${memberName(pending.member)}?` : `Hand the guild to ${memberName(pending.member)}?`} onClose={() => setPending(undefined)}>
      {pending.kind === "remove" ? (
        <>
          <p>They leave the guild and its chat; they can come back only if the guild is public or they are invited again.</p>
          <div className="field">
            <label htmlFor="remove-note">A note for them (optional)</label>
            <textarea id="remove-note" rows={3} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          </div>
        </>
      ) : (
        <p>You stay in the guild as a member; {memberName(pending.member)} becomes its leader and can edit it, choose managers and remove members.</p>
      )}
      <div className="actions">
        <button type="button" className={pending.kind === "remove" ? "button danger" : "button"} disabled={change.isPending} onClick={() => change.mutate({ kind: pending.kind, member: pending.member })}>
          {pending.kind === "remove" ? "Remove from the guild" : "Make them leader"}
        </button>
        <button type="button" className="button secondary" onClick={() => setPending(undefined)}>
          Cancel
        </button>
      </div>
    </Dialog>
  ) : null;

  return { myRole, actionsFor: myRole ? actionsFor : undefined, dialog };
}
