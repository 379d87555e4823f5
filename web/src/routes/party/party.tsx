/**
 * /party: the player's party — members with their avatars and bars, the quest with its live
 * boss panel, the chat, inviting by username or email, and leaving. Without a party: the
 * invitations waiting for the player and the form that starts a party.
 */
import { lazy, Suspense, useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { createGroup, inviteToGroup, joinGroup, leaveGroup, rejectInvite, type InviteResult } from "../../api/groups";
import type { User } from "../../api/user";
import { Dialog } from "../../components/Dialog";
import { Field } from "../../components/Field";
import { GroupChat } from "../../groups/GroupChat";
import { InvitationLinks } from "../../groups/InvitationLinks";
import { SharedInviteLinks } from "../../groups/SharedInviteLinks";
import { Markdown } from "../../markdown/Markdown";
import { MemberList } from "../../groups/MemberList";
import { QuestPanel } from "../../groups/QuestPanel";
import { useGroupRoom } from "../../groups/useGroupRoom";
import { notify } from "../../notifications/store";
import { useGame, type GameContent } from "../common/game";
import { OfflineReason, useOnline } from "../../offline/ui";
import "../common/game.css";
import text from "../../i18n/namespaces/groups";
import { translate, useT } from "../../i18n";
import offlineText from "../../i18n/namespaces/offline";
import "../../groups/groups.css";
import { groupKeys, groupQuery, membersQuery } from "../../queries/groups";
import { taskKeys } from "../../queries/tasks";
import { userKeys } from "../../queries/user";

// The boss fight's damage per member loads (with its chart library) only while a boss is fought.
const BossDamage = lazy(() => import("../../charts/BossDamage"));

/** "a@b.example" is an email; anything else is a username (with or without its @). */
export function inviteeOf(text: string): { emails: string[] } | { usernames: string[] } {
  const value = text.trim();
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) ? { emails: [value] } : { usernames: [value.replace(/^@/, "")] };
}

function Invitations({ user }: { user: User }) {
  const t = useT(text);
  const queryClient = useQueryClient();
  const online = useOnline();
  const invitations = user.invitations?.parties ?? [];
  const answer = useMutation({
    mutationFn: async ({ id, accept }: { id: string; accept: boolean }) => (accept ? joinGroup(id) : rejectInvite(id)),
    onSuccess: (_, { accept }) => {
      notify({ type: "success", text: translate(text, accept ? "welcomeParty" : "invitationDeclined") });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  if (invitations.length === 0) return null;
  return (
    <section className="card" aria-labelledby="party-invitations">
      <h2 id="party-invitations">{t("invitations")}</h2>
      <ul className="invitation-list">
        {invitations.map((invite) => (
          <li key={invite.id}>
            <span>{t.rich("invitedToJoin", { name: <strong>{invite.name}</strong> })}</span>
            <span className="actions">
              <button
                type="button"
                className="button"
                onClick={() => answer.mutate({ id: invite.id, accept: true })}
                disabled={answer.isPending || !online}
              >
                {t("accept")}
              </button>
              <button
                type="button"
                className="button secondary"
                onClick={() => answer.mutate({ id: invite.id, accept: false })}
                disabled={answer.isPending || !online}
              >
                {t("decline")}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <OfflineReason action={translate(offlineText, "doingJoinParty")} />
    </section>
  );
}

function NoParty({ user }: { user: User }) {
  const t = useT(text);
  const queryClient = useQueryClient();
  const online = useOnline();
  const [name, setName] = useState(() =>
    translate(text, "defaultPartyName", { name: user.profile?.name || user.auth.local.username }),
  );
  const create = useMutation({
    mutationFn: () => createGroup({ name: name.trim(), type: "party", privacy: "private" }),
    onSuccess: () => {
      notify({ type: "success", text: translate(text, "partyReady") });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  return (
    <div className="group-page">
      <h1>{t("party")}</h1>
      <Invitations user={user} />
      <section className="card" aria-labelledby="start-party">
        <h2 id="start-party">{t("startParty")}</h2>
        <p>{t("partyIntro")}</p>
        <form
          className="form inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) create.mutate();
          }}
        >
          <Field
            label={t("partyName")}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button" disabled={create.isPending || !name.trim() || !online}>
            {t("createParty")}
          </button>
        </form>
        <OfflineReason action={t("offlineStartParty")} />
        <p className="muted">
          {t.rich("lookingHint", { link: <Link to="/looking-for-party">{t("lookingLink")}</Link> })}
        </p>
      </section>
    </div>
  );
}

function InviteForm({ partyId }: { partyId: string }) {
  const t = useT(text);
  const queryClient = useQueryClient();
  const [who, setWho] = useState("");
  const [links, setLinks] = useState<InviteResult["invitationLinks"]>([]);
  const invite = useMutation({
    mutationFn: () => inviteToGroup(partyId, inviteeOf(who)),
    onSuccess: (result) => {
      setLinks(result.invitationLinks ?? []);
      if (result.invited.length)
        notify({ type: "success", text: translate(text, "invitationSent", { who: who.trim() }) });
      setWho("");
      void queryClient.invalidateQueries({ queryKey: groupKeys.invites(partyId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (who.trim()) invite.mutate();
  };
  return (
    <form className="form inline-form" onSubmit={submit} aria-label={t("inviteToParty")}>
      <Field
        label={t("inviteBy")}
        value={who}
        onChange={(event) => setWho(event.target.value)}
        placeholder={t("invitePlaceholder")}
      />
      <button type="submit" className="button" disabled={!who.trim() || invite.isPending}>
        {t("invite")}
      </button>
      <InvitationLinks links={links} groupKind="party" />
    </form>
  );
}

function LeaveDialog({ partyId, open, onClose }: { partyId: string; open: boolean; onClose: () => void }) {
  const t = useT(text);
  const queryClient = useQueryClient();
  const [keep, setKeep] = useState<"keep-all" | "remove-all">("keep-all");
  const leave = useMutation({
    mutationFn: () => leaveGroup(partyId, keep),
    onSuccess: () => {
      notify({ type: "info", text: translate(text, "leftParty") });
      onClose();
      queryClient.removeQueries({ queryKey: groupKeys.detail(partyId) });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
  return (
    <Dialog open={open} title={t("leavePartyTitle")} onClose={onClose}>
      <fieldset className="leave-options">
        <legend>{t("partyChallengeTasks")}</legend>
        <label>
          <input type="radio" name="keep" checked={keep === "keep-all"} onChange={() => setKeep("keep-all")} />{" "}
          {t("keepThem")}
        </label>
        <label>
          <input type="radio" name="keep" checked={keep === "remove-all"} onChange={() => setKeep("remove-all")} />{" "}
          {t("removeThem")}
        </label>
      </fieldset>
      <div className="actions">
        <button type="button" className="button danger" onClick={() => leave.mutate()} disabled={leave.isPending}>
          {t("leaveParty")}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t("stay")}
        </button>
      </div>
    </Dialog>
  );
}

function PartyScreen({ user, partyId, content }: { user: User; partyId: string; content: GameContent }) {
  const t = useT(text);
  const party = useQuery(groupQuery(partyId));
  const members = useQuery(membersQuery(partyId));
  const room = useGroupRoom(partyId, user._id);
  const [leaving, setLeaving] = useState(false);
  if (party.isPending) {
    return (
      <p className="game-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t("loadingParty")}
      </p>
    );
  }
  if (party.isError) {
    return (
      <section className="card message-card" role="alert">
        <h1>{t("partyFailed")}</h1>
        <p>{party.error.message}</p>
        <button type="button" className="button" onClick={() => party.refetch()}>
          {t("tryAgain")}
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
            {t("partyLine", {
              members: t("members", { count: group.memberCount }),
              leader: group.leader?.profile?.name ?? group.leader?.auth?.local?.username ?? t("someoneLower"),
            })}
          </p>
        </div>
        <button type="button" className="button danger secondary" onClick={() => setLeaving(true)}>
          {t("leaveParty")}
        </button>
      </header>
      {group.description && <Markdown text={group.description} ownUsername={user.auth.local.username} />}
      <div className="group-columns">
        <div className="group-side">
          <QuestPanel
            party={group}
            user={user}
            members={members.data ?? []}
            quests={content.quests}
            pendingDamage={room.pendingDamage}
            report={room.questProgress}
          />
          {group.quest?.active && group.quest.key && content.quests[group.quest.key]?.boss && (
            <Suspense fallback={null}>
              <BossDamage party={group} members={members.data ?? []} quest={content.quests[group.quest.key]} />
            </Suspense>
          )}
          <section className="card" aria-labelledby="party-members">
            <h2 id="party-members">{t("membersTitle")}</h2>
            {members.isPending ? (
              <p className="muted">{t("loadingMembers")}</p>
            ) : (
              <MemberList members={members.data ?? []} presence={room.presence} />
            )}
            <InviteForm partyId={group._id} />
            {group.leader?._id === user._id && <SharedInviteLinks groupId={group._id} />}
          </section>
        </div>
        <GroupChat groupId={group._id} user={user} room={room} leaderId={group.leader?._id} title={t("partyChat")} />
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
