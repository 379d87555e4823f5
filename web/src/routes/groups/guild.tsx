/**
 * /groups/guild/{id}: one guild — its description, members, live chat for members, and join,
 * leave or invite. Outsiders may read a public guild's chat; private guilds answer not found.
 */
import { LoadProblem } from "../../components/LoadProblem";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { inviteToGroup, joinGroup, leaveGroup, type InviteResult } from "../../api/groups";
import { Dialog } from "../../components/Dialog";
import { Field } from "../../components/Field";
import { GroupChat, MessageText } from "../../groups/GroupChat";
import { InvitationLinks } from "../../groups/InvitationLinks";
import { SharedInviteLinks } from "../../groups/SharedInviteLinks";
import { categoryName } from "../../groups/GroupCard";
import { MemberList } from "../../groups/MemberList";
import { GuildEditDialog, useMemberActions } from "../../groups/GuildManagement";
import { useGroupRoom } from "../../groups/useGroupRoom";
import { notify } from "../../notifications/store";
import { inviteeOf } from "../party/party";
import { useGame } from "../common/game";
import { useOnline } from "../../offline/ui";
import "../common/game.css";
import text from "../../i18n/namespaces/groups";
import { translate, useT } from "../../i18n";
import "../../groups/groups.css";
import { groupKeys, groupQuery, membersQuery } from "../../queries/groups";
import { userKeys } from "../../queries/user";

export function Component() {
  const t = useT(text);
  const { groupId = "" } = useParams();
  const { game, fallback } = useGame();
  const queryClient = useQueryClient();
  const guild = useQuery({ ...groupQuery(groupId), enabled: Boolean(game) });
  const member = Boolean(game?.user.guilds?.includes(guild.data?._id ?? groupId));
  const members = useQuery({ ...membersQuery(groupId), enabled: Boolean(guild.data) });
  const room = useGroupRoom(member && guild.data ? guild.data._id : undefined, game?.user._id);
  const [leaving, setLeaving] = useState(false);
  const [keep, setKeep] = useState<"keep-all" | "remove-all">("keep-all");
  const [who, setWho] = useState("");
  const [editing, setEditing] = useState(false);
  const management = useMemberActions(guild.data, game?.user._id ?? "");
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.groups });
  };
  const online = useOnline();
  const join = useMutation({
    mutationFn: () => joinGroup(groupId),
    onSuccess: () => {
      notify({ type: "success", text: translate(text, "welcomeGuild") });
      refresh();
    },
  });
  const leave = useMutation({
    mutationFn: () => leaveGroup(groupId, keep),
    onSuccess: () => {
      notify({ type: "info", text: translate(text, "leftGuild") });
      setLeaving(false);
      refresh();
    },
  });
  const [links, setLinks] = useState<InviteResult["invitationLinks"]>([]);
  const invite = useMutation({
    mutationFn: () => inviteToGroup(groupId, inviteeOf(who)),
    onSuccess: (result) => {
      setLinks(result.invitationLinks ?? []);
      if (result.invited.length)
        notify({ type: "success", text: translate(text, "invitationSent", { who: who.trim() }) });
      setWho("");
    },
  });
  if (!game) return fallback;
  if (guild.isPending) {
    return (
      <p className="game-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t("loadingGuild")}
      </p>
    );
  }
  if (guild.isError) {
    return (
      <LoadProblem error={guild.error} subject="guild" retry={() => guild.refetch()}>
        <Link to="/groups/discovery">{t("discoverOthers")}</Link>
      </LoadProblem>
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
            {group.leader?.profile?.name
              ? t("guildLineLed", {
                  privacy: t(group.privacy === "private" ? "privateGuild" : "publicGuild"),
                  members: t("members", { count: group.memberCount }),
                  leader: group.leader.profile.name,
                })
              : t("guildLine", {
                  privacy: t(group.privacy === "private" ? "privateGuild" : "publicGuild"),
                  members: t("members", { count: group.memberCount }),
                })}
          </p>
          {group.purchased?.plan?.customerId && (
            <p>
              {t.rich("groupPlanGuild", {
                tasks: <Link to={`/group-plans/${group._id}/task-information`}>{t("sharedTasks")}</Link>,
                billing: <Link to={`/group-plans/${group._id}/billing`}>{t("billing")}</Link>,
              })}
            </p>
          )}
          <div className="badges">
            {(group.categories ?? []).map(({ slug }) => (
              <span key={slug} className="badge">
                {categoryName(slug)}
              </span>
            ))}
          </div>
        </div>
        {member ? (
          <div className="actions">
            {management.myRole === "leader" && (
              <button type="button" className="button secondary" onClick={() => setEditing(true)}>
                {t("editGuild")}
              </button>
            )}
            <button type="button" className="button danger secondary" onClick={() => setLeaving(true)}>
              {t("leaveGuild")}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="button"
            onClick={() => join.mutate()}
            disabled={join.isPending || !online}
            title={online ? undefined : t("offlineJoin")}
          >
            {invited ? t("acceptInvitation") : t("joinGuild")}
          </button>
        )}
      </header>
      {group.summary && <p>{group.summary}</p>}
      {group.description && <MessageText text={group.description} username={game.user.auth.local.username} />}
      <div className="group-columns">
        <div className="group-side">
          <section className="card" aria-labelledby="guild-members">
            <h2 id="guild-members">{t("membersTitle")}</h2>
            {members.isPending ? (
              <p className="muted">{t("loadingMembers")}</p>
            ) : (
              <MemberList
                members={members.data ?? []}
                presence={room.presence}
                actionsFor={member ? management.actionsFor : undefined}
              />
            )}
            {member && (
              <form
                className="form inline-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (who.trim()) invite.mutate();
                }}
              >
                <Field label={t("inviteBy")} value={who} onChange={(event) => setWho(event.target.value)} />
                <button type="submit" className="button" disabled={!who.trim() || invite.isPending}>
                  {t("invite")}
                </button>
                <InvitationLinks links={links} groupKind="guild" />
              </form>
            )}
            {member && group.leader?._id === game.user._id && <SharedInviteLinks groupId={group._id} />}
          </section>
        </div>
        <GroupChat
          groupId={group._id}
          user={game.user}
          room={room}
          leaderId={group.leader?._id}
          canPost={member}
          title={t("guildChat")}
        />
      </div>
      {editing && <GuildEditDialog group={group} onClose={() => setEditing(false)} />}
      {management.dialog}
      <Dialog open={leaving} title={t("leaveGuildTitle")} onClose={() => setLeaving(false)}>
        <fieldset className="leave-options">
          <legend>{t("challengeTasks")}</legend>
          <label>
            <input type="radio" name="guild-keep" checked={keep === "keep-all"} onChange={() => setKeep("keep-all")} />{" "}
            {t("keepThem")}
          </label>
          <label>
            <input
              type="radio"
              name="guild-keep"
              checked={keep === "remove-all"}
              onChange={() => setKeep("remove-all")}
            />{" "}
            {t("removeThem")}
          </label>
        </fieldset>
        <div className="actions">
          <button type="button" className="button danger" onClick={() => leave.mutate()} disabled={leave.isPending}>
            {t("leaveGuild")}
          </button>
          <button type="button" className="button secondary" onClick={() => setLeaving(false)}>
            {t("stay")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
