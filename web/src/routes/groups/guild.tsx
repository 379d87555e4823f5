/**
 * /groups/guild/{id}: one guild — its description, members, live chat for members, and join,
 * leave or invite. Outsiders may read a public guild's chat; private guilds answer not found.
 */
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { getGroupById, inviteToGroup, joinGroup, leaveGroup, listMembers, type InviteResult } from "../../api/groups";
import { isApiError } from "../../api/client";
import { Dialog } from "../../components/Dialog";
import { Field } from "../../components/Field";
import { GroupChat, MessageText } from "../../groups/GroupChat";
import { InvitationLinks } from "../../groups/InvitationLinks";
import { categoryName } from "../../groups/GroupCard";
import { MemberList } from "../../groups/MemberList";
import { GuildEditDialog, useMemberActions } from "../../groups/GuildManagement";
import { groupKey, membersKey } from "../../groups/roomCache";
import { useGroupRoom } from "../../groups/useGroupRoom";
import { notify } from "../../notifications/store";
import { inviteeOf } from "../party/party";
import { useGame } from "../common/game";
import { useOnline } from "../../offline/ui";
import "../common/game.css";
import "../../groups/groups.css";

export function Component() {
  const { groupId = "" } = useParams();
  const { game, fallback } = useGame();
  const queryClient = useQueryClient();
  const guild = useQuery({ queryKey: groupKey(groupId), queryFn: () => getGroupById(groupId), enabled: Boolean(game) });
  const member = Boolean(game?.user.guilds?.includes(guild.data?._id ?? groupId));
  const members = useQuery({ queryKey: membersKey(groupId), queryFn: () => listMembers(groupId), enabled: Boolean(guild.data) });
  const room = useGroupRoom(member && guild.data ? guild.data._id : undefined, game?.user._id);
  const [leaving, setLeaving] = useState(false);
  const [keep, setKeep] = useState<"keep-all" | "remove-all">("keep-all");
  const [who, setWho] = useState("");
  const [editing, setEditing] = useState(false);
  const management = useMemberActions(guild.data, game?.user._id ?? "");
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["user"] });
    void queryClient.invalidateQueries({ queryKey: groupKey(groupId) });
    void queryClient.invalidateQueries({ queryKey: ["groups"] });
  };
  const online = useOnline();
  const join = useMutation({ mutationFn: () => joinGroup(groupId), onSuccess: () => (notify({ type: "success", text: "Welcome to the guild!" }), refresh()) });
  const leave = useMutation({
    mutationFn: () => leaveGroup(groupId, keep),
    onSuccess: () => {
      notify({ type: "info", text: "You left the guild." });
      setLeaving(false);
      refresh();
    },
  });
  const [links, setLinks] = useState<InviteResult["invitationLinks"]>([]);
  const invite = useMutation({
    mutationFn: () => inviteToGroup(groupId, inviteeOf(who)),
    onSuccess: (result) => {
      setLinks(result.invitationLinks ?? []);
      if (result.invited.length) notify({ type: "success", text: `Invitation sent to ${who.trim()}.` });
      setWho("");
    },
  });
  if (!game) return fallback;
  if (guild.isPending) {
    return (
      <p className="game-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading the guild…
      </p>
    );
  }
  if (guild.isError) {
    const missing = isApiError(guild.error) && guild.error.status === 404;
    return (
      <section className="card message-card" role="alert">
        <h1>{missing ? "This guild does not exist, or it is private" : "The guild could not load"}</h1>
        <p>{missing ? "Check the link, or ask a member to invite you." : guild.error.message}</p>
        <Link to="/groups/discovery">Discover other guilds</Link>
      </section>
    );
  }
  const group = guild.data;
  const invited = (game.user.invitations?.guilds ?? []).some((entry) => entry.id === group._id);
  return (
    <div className="group-page guild-page">
      <header className="group-header">
        <div>
          <h1>{group.name}</h1>
          <p className="muted">
            {group.privacy === "private" ? "Private guild" : "Public guild"} · {group.memberCount} {group.memberCount === 1 ? "member" : "members"}
            {group.leader?.profile?.name ? ` · led by ${group.leader.profile.name}` : ""}
          </p>
          {group.purchased?.plan?.customerId && (
            <p>
              This guild is a group plan: see its <Link to={`/group-plans/${group._id}/task-information`}>shared tasks</Link> and{" "}
              <Link to={`/group-plans/${group._id}/billing`}>billing</Link>.
            </p>
          )}
          <div className="badges">
            {(group.categories ?? []).map((category) => (
              <span key={category} className="badge">
                {categoryName(category)}
              </span>
            ))}
          </div>
        </div>
        {member ? (
          <div className="actions">
            {management.myRole === "leader" && (
              <button type="button" className="button secondary" onClick={() => setEditing(true)}>
                Edit the guild
              </button>
            )}
            <button type="button" className="button danger secondary" onClick={() => setLeaving(true)}>
              Leave the guild
            </button>
          </div>
        ) : (
          <button type="button" className="button" onClick={() => join.mutate()} disabled={join.isPending || !online} title={online ? undefined : "You are offline: joining needs the server."}>
            {invited ? "Accept the invitation" : "Join the guild"}
          </button>
        )}
      </header>
      {group.summary && <p>{group.summary}</p>}
      {group.description && <MessageText text={group.description} username={game.user.auth.local.username} />}
      <div className="group-columns">
        <div className="group-side">
          <section className="card" aria-labelledby="guild-members">
            <h2 id="guild-members">Members</h2>
            {members.isPending ? <p className="muted">Loading the members…</p> : <MemberList members={members.data ?? []} presence={room.presence} actionsFor={member ? management.actionsFor : undefined} />}
            {member && (
              <form
                className="form inline-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (who.trim()) invite.mutate();
                }}
              >
                <Field label="Invite by username or email" value={who} onChange={(event) => setWho(event.target.value)} />
                <button type="submit" className="button" disabled={!who.trim() || invite.isPending}>
                  Invite
                </button>
                <InvitationLinks links={links} groupKind="guild" />
              </form>
            )}
          </section>
        </div>
        <GroupChat groupId={group._id} user={game.user} room={room} leaderId={group.leader?._id} canPost={member} title="Guild chat" />
      </div>
      {editing && <GuildEditDialog group={group} onClose={() => setEditing(false)} />}
      {management.dialog}
      <Dialog open={leaving} title="Leave the guild?" onClose={() => setLeaving(false)}>
        <fieldset className="leave-options">
          <legend>Tasks from the guild's challenges</legend>
          <label>
            <input type="radio" name="guild-keep" checked={keep === "keep-all"} onChange={() => setKeep("keep-all")} /> Keep them
          </label>
          <label>
            <input type="radio" name="guild-keep" checked={keep === "remove-all"} onChange={() => setKeep("remove-all")} /> Remove them
          </label>
        </fieldset>
        <div className="actions">
          <button type="button" className="button danger" onClick={() => leave.mutate()} disabled={leave.isPending}>
            Leave the guild
          </button>
          <button type="button" className="button secondary" onClick={() => setLeaving(false)}>
            Stay
          </button>
        </div>
      </Dialog>
    </div>
  );
}
