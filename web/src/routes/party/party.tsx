/**
 * /party: the player's party — members with their avatars and bars, the quest with its live
 * boss panel, the chat, inviting by username or email, and leaving. Without a party: the
 * invitations waiting for the player and the form that starts a party.
 */
import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { createGroup, getGroupById, inviteToGroup, joinGroup, leaveGroup, listMembers, rejectInvite, type InviteResult } from "../../api/groups";
import type { User } from "../../api/user";
import { Dialog } from "../../components/Dialog";
import { Field } from "../../components/Field";
import { GroupChat } from "../../groups/GroupChat";
import { InvitationLinks } from "../../groups/InvitationLinks";
import { Markdown } from "../../markdown/Markdown";
import { MemberList } from "../../groups/MemberList";
import { QuestPanel } from "../../groups/QuestPanel";
import { groupKey, membersKey } from "../../groups/roomCache";
import { useGroupRoom } from "../../groups/useGroupRoom";
import { notify } from "../../notifications/store";
import { useGame, type GameContent } from "../common/game";
import { OfflineReason, useOnline } from "../../offline/ui";
import "../common/game.css";
import "../../groups/groups.css";

/** "a@b.example" is an email; anything else is a username (with or without its @). */
export function inviteeOf(text: string): { emails: string[] } | { usernames: string[] } {
  const value = text.trim();
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) ? { emails: [value] } : { usernames: [value.replace(/^@/, "")] };
}

function Invitations({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const invitations = user.invitations?.parties ?? [];
  const answer = useMutation({
    mutationFn: async ({ id, accept }: { id: string; accept: boolean }) => (accept ? joinGroup(id) : rejectInvite(id)),
    onSuccess: (_, { accept }) => {
      notify({ type: "success", text: accept ? "Welcome to your new party!" : "Invitation declined." });
      void queryClient.invalidateQueries({ queryKey: ["user"] });
    },
  });
  if (invitations.length === 0) return null;
  return (
    <section className="card" aria-labelledby="party-invitations">
      <h2 id="party-invitations">Invitations</h2>
      <ul className="invitation-list">
        {invitations.map((invite) => (
          <li key={invite.id}>
            <span>
              You are invited to join <strong>{invite.name}</strong>.
            </span>
            <span className="actions">
              <button type="button" className="button" onClick={() => answer.mutate({ id: invite.id, accept: true })} disabled={answer.isPending || !online}>
                Accept
              </button>
              <button type="button" className="button secondary" onClick={() => answer.mutate({ id: invite.id, accept: false })} disabled={answer.isPending || !online}>
                Decline
              </button>
            </span>
          </li>
        ))}
      </ul>
      <OfflineReason action="joining a party" />
    </section>
  );
}

function NoParty({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [name, setName] = useState(`${user.profile?.name || user.auth.local.username}'s Party`);
  const create = useMutation({
    mutationFn: () => createGroup({ name: name.trim(), type: "party", privacy: "private" }),
    onSuccess: () => {
      notify({ type: "success", text: "Your party is ready. Invite your friends!" });
      void queryClient.invalidateQueries({ queryKey: ["user"] });
    },
  });
  return (
    <div className="group-page">
      <h1>Party</h1>
      <Invitations user={user} />
      <section className="card" aria-labelledby="start-party">
        <h2 id="start-party">Start a party</h2>
        <p>A party is a small group of friends who keep each other on track, chat, and fight quest bosses together.</p>
        <form
          className="form inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) create.mutate();
          }}
        >
          <Field label="Party name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
          <button type="submit" className="button" disabled={create.isPending || !name.trim() || !online}>
            Create a party
          </button>
        </form>
        <OfflineReason action="starting a party" />
        <p className="muted">
          Or let party leaders find you: <Link to="/looking-for-party">say you are looking for a party</Link>.
        </p>
      </section>
    </div>
  );
}

function InviteForm({ partyId }: { partyId: string }) {
  const queryClient = useQueryClient();
  const [who, setWho] = useState("");
  const [links, setLinks] = useState<InviteResult["invitationLinks"]>([]);
  const invite = useMutation({
    mutationFn: () => inviteToGroup(partyId, inviteeOf(who)),
    onSuccess: (result) => {
      setLinks(result.invitationLinks ?? []);
      if (result.invited.length) notify({ type: "success", text: `Invitation sent to ${who.trim()}.` });
      setWho("");
      void queryClient.invalidateQueries({ queryKey: ["group", partyId, "invites"] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (who.trim()) invite.mutate();
  };
  return (
    <form className="form inline-form" onSubmit={submit} aria-label="Invite to the party">
      <Field label="Invite by username or email" value={who} onChange={(event) => setWho(event.target.value)} placeholder="@username or friend@example.com" />
      <button type="submit" className="button" disabled={!who.trim() || invite.isPending}>
        Invite
      </button>
      <InvitationLinks links={links} groupKind="party" />
    </form>
  );
}

function LeaveDialog({ partyId, open, onClose }: { partyId: string; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [keep, setKeep] = useState<"keep-all" | "remove-all">("keep-all");
  const leave = useMutation({
    mutationFn: () => leaveGroup(partyId, keep),
    onSuccess: () => {
      notify({ type: "info", text: "You left the party." });
      onClose();
      queryClient.removeQueries({ queryKey: groupKey(partyId) });
      void queryClient.invalidateQueries({ queryKey: ["user"] });
      void queryClient.invalidateQueries({ queryKey: ["tasks"] });
    },
  });
  return (
    <Dialog open={open} title="Leave the party?" onClose={onClose}>
      <fieldset className="leave-options">
        <legend>Tasks from the party's challenges</legend>
        <label>
          <input type="radio" name="keep" checked={keep === "keep-all"} onChange={() => setKeep("keep-all")} /> Keep them
        </label>
        <label>
          <input type="radio" name="keep" checked={keep === "remove-all"} onChange={() => setKeep("remove-all")} /> Remove them
        </label>
      </fieldset>
      <div className="actions">
        <button type="button" className="button danger" onClick={() => leave.mutate()} disabled={leave.isPending}>
          Leave the party
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          Stay
        </button>
      </div>
    </Dialog>
  );
}

function PartyScreen({ user, partyId, content }: { user: User; partyId: string; content: GameContent }) {
  const party = useQuery({ queryKey: groupKey(partyId), queryFn: () => getGroupById(partyId) });
  const members = useQuery({ queryKey: membersKey(partyId), queryFn: () => listMembers(partyId) });
  const room = useGroupRoom(partyId, user._id);
  const [leaving, setLeaving] = useState(false);
  if (party.isPending) {
    return (
      <p className="game-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading your party…
      </p>
    );
  }
  if (party.isError) {
    return (
      <section className="card message-card" role="alert">
        <h1>Your party could not load</h1>
        <p>{party.error.message}</p>
        <button type="button" className="button" onClick={() => party.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  const group = party.data;
  return (
    <div className="group-page party-page">
      <header className="group-header">
        <div>
          <h1>{group.name}</h1>
          <p className="muted">
            {group.memberCount} {group.memberCount === 1 ? "member" : "members"} · led by {group.leader?.profile?.name ?? group.leader?.auth?.local?.username ?? "someone"}
          </p>
        </div>
        <button type="button" className="button danger secondary" onClick={() => setLeaving(true)}>
          Leave the party
        </button>
      </header>
      {group.description && <Markdown text={group.description} ownUsername={user.auth.local.username} />}
      <div className="group-columns">
        <div className="group-side">
          <QuestPanel party={group} user={user} members={members.data ?? []} quests={content.quests} pendingDamage={room.pendingDamage} />
          <section className="card" aria-labelledby="party-members">
            <h2 id="party-members">Members</h2>
            {members.isPending ? <p className="muted">Loading the members…</p> : <MemberList members={members.data ?? []} presence={room.presence} />}
            <InviteForm partyId={group._id} />
          </section>
        </div>
        <GroupChat groupId={group._id} user={user} room={room} leaderId={group.leader?._id} title="Party chat" />
      </div>
      <LeaveDialog partyId={group._id} open={leaving} onClose={() => setLeaving(false)} />
    </div>
  );
}

export function Component() {
  const { game, fallback } = useGame();
  if (!game) return fallback;
  const partyId = game.user.party?._id;
  if (!partyId) return <NoParty user={game.user} />;
  return <PartyScreen key={partyId} user={game.user} partyId={partyId} content={game.content} />;
}
