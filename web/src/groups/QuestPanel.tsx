/**
 * The party's quest: inviting with a scroll the player owns, answering the invitation, the
 * leader's and owner's controls, and the live boss panel (health, rage, pending damage,
 * collected items), which room messages update without a reload.
 */
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quest } from "../../../content/data/types";
import { inviteToQuest, questAction, type Group, type GroupMember, type QuestAction } from "../api/groups";
import type { User } from "../api/user";
import { notify } from "../notifications/store";
import { formatStat } from "../stats";
import { memberName } from "./MemberList";
import type { QuestProgressView } from "../../../party/protocol";
import { BossStage } from "./BossStage";
import text from "../i18n/namespaces/groups";
import words from "../i18n/namespaces/words";
import { translate, useT } from "../i18n";
import gameMessages from "../i18n/namespaces/gameMessages";
import { groupKeys } from "../queries/groups";
import { userKeys } from "../queries/user";

function Meter({
  label,
  value,
  max,
  kind,
}: {
  label: string;
  value: number;
  max: number;
  kind: "boss-hp" | "rage" | "collect";
}) {
  const w = useT(words);
  const clamped = Math.max(0, Math.min(value, max));
  return (
    <div className={`quest-meter quest-${kind}`}>
      <div className="stat-bar-label">
        <span>{label}</span>
        <span className="stat-bar-numbers" data-testid={`${kind}-numbers`}>
          {formatStat(value)} / {formatStat(max)}
        </span>
      </div>
      <div
        className="stat-bar-track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={w("ofTotal", { value: formatStat(value), max: formatStat(max) })}
      >
        <div className="stat-bar-fill" style={{ width: `${max > 0 ? (clamped / max) * 100 : 0}%` }} />
      </div>
    </div>
  );
}

/** What each answer did, in the words of the server's own messages. */
const ACTION_DONE: Record<QuestAction, keyof typeof gameMessages.en> = {
  accept: "questAccepted",
  reject: "questRejected",
  "force-start": "questStarted",
  cancel: "questCancelled",
  abort: "questAborted",
  leave: "questLeft",
};

export function QuestPanel({
  party,
  user,
  members,
  quests,
  pendingDamage,
  report,
}: {
  party: Group;
  user: User;
  members: GroupMember[];
  quests: Record<string, Quest>;
  pendingDamage?: number;
  /** The latest quest report heard from the room: the boss reacts to each one. */
  report?: QuestProgressView;
}) {
  const t = useT(text);
  const queryClient = useQueryClient();
  const quest = party.quest ?? {};
  const content = quest.key ? quests[quest.key] : undefined;
  const owned = Object.entries(user.items.quests ?? {}).filter(
    ([key, count]) => count > 0 && quests[key] && quests[key].category !== "world",
  );
  const [choice, setChoice] = useState("");
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: groupKeys.detail(party._id), exact: true });
    void queryClient.invalidateQueries({ queryKey: groupKeys.members(party._id) });
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
  };
  const invite = useMutation({
    mutationFn: (key: string) => inviteToQuest(party._id, key),
    onSuccess: () => {
      notify({ type: "success", text: translate(text, "questInvited") });
      refresh();
    },
  });
  const act = useMutation({
    mutationFn: (action: QuestAction) => questAction(party._id, action),
    onSuccess: (_, action) => {
      notify({ type: "success", text: translate(gameMessages, ACTION_DONE[action]) });
      refresh();
    },
  });
  const isLeader = party.leader?._id === user._id;
  const isOwner = quest.leader === user._id;
  const myAnswer = quest.members?.[user._id];
  const nameOf = (id: string) => {
    const member = members.find((entry) => entry._id === id);
    return member ? memberName(member) : translate(text, "formerMember");
  };

  if (!quest.key || !content) {
    return (
      <section className="card quest-panel" aria-labelledby="quest-title">
        <h2 id="quest-title">{t("quest")}</h2>
        <p className="muted">{t("noQuest")}</p>
        {owned.length === 0 ? (
          <p>{t.rich("noScrolls", { link: <a href="/shops/quests">{t("findScroll")}</a> })}</p>
        ) : (
          <form
            className="quest-invite"
            onSubmit={(event) => {
              event.preventDefault();
              const key = choice || owned[0][0];
              invite.mutate(key);
            }}
          >
            <label htmlFor="quest-scroll">{t("scroll")}</label>
            <select id="quest-scroll" value={choice || owned[0][0]} onChange={(event) => setChoice(event.target.value)}>
              {owned.map(([key, count]) => (
                <option key={key} value={key}>
                  {t("scrollOption", { name: quests[key].text, count })}
                </option>
              ))}
            </select>
            <button type="submit" className="button" disabled={invite.isPending}>
              {t("inviteParty")}
            </button>
          </form>
        )}
      </section>
    );
  }

  const answers = Object.entries(quest.members ?? {});
  const boss = content.boss;
  const progress = quest.progress ?? {};
  return (
    <section className="card quest-panel" aria-labelledby="quest-title" data-quest={quest.key}>
      <h2 id="quest-title">{content.text}</h2>
      {!quest.active ? (
        <>
          <p>{t(isLeader || isOwner ? "invitedQuestLeader" : "invitedQuest", { name: nameOf(quest.leader ?? "") })}</p>
          <ul className="quest-answers">
            {answers.map(([id, answer]) => (
              <li key={id}>
                {t(answer === true ? "answerComing" : answer === false ? "answerNotComing" : "answerPending", {
                  name: nameOf(id),
                })}
              </li>
            ))}
          </ul>
          <div className="actions">
            {myAnswer !== true && (
              <button type="button" className="button" onClick={() => act.mutate("accept")} disabled={act.isPending}>
                {translate(text, "accept")}
              </button>
            )}
            {myAnswer !== false && !isOwner && (
              <button
                type="button"
                className="button secondary"
                onClick={() => act.mutate("reject")}
                disabled={act.isPending}
              >
                {t("reject")}
              </button>
            )}
            {(isLeader || isOwner) && (
              <>
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => act.mutate("force-start")}
                  disabled={act.isPending}
                >
                  {t("startNow")}
                </button>
                <button
                  type="button"
                  className="button danger secondary"
                  onClick={() => act.mutate("cancel")}
                  disabled={act.isPending}
                >
                  {t("cancelInvitation")}
                </button>
              </>
            )}
          </div>
        </>
      ) : (
        <>
          {boss ? (
            <div className="boss-panel" data-testid="boss-panel">
              <BossStage
                questKey={content.key}
                questName={content.text}
                bossName={boss.name}
                hp={progress.hp ?? boss.hp}
                rage={progress.rage ?? 0}
                maxRage={boss.rage?.value}
                rageTitle={boss.rage?.title}
                report={report}
                colors={content.colors}
              />
              <h3>{boss.name}</h3>
              <p className="muted boss-strength">{t("bossStrength", { strength: formatStat(boss.str) })}</p>
              <Meter
                kind="boss-hp"
                label={t("bossHealth", { name: boss.name })}
                value={progress.hp ?? boss.hp}
                max={boss.hp}
              />
              {boss.rage && (
                <Meter
                  kind="rage"
                  label={boss.rage.title ?? t("rage")}
                  value={progress.rage ?? 0}
                  max={boss.rage.value}
                />
              )}
              <p className="pending-damage" data-testid="pending-damage">
                {pendingDamage !== undefined
                  ? t("pendingParty", { damage: formatStat(pendingDamage) })
                  : t("pendingOwn", { damage: formatStat(user.party.quest.progress?.up ?? 0) })}
              </p>
            </div>
          ) : null}
          {content.collect && (
            <div className="collect-panel" data-testid="collect-panel">
              <h3>{t("itemsToFind")}</h3>
              {Object.entries(content.collect).map(([key, item]) => (
                <Meter
                  key={key}
                  kind="collect"
                  label={item.text}
                  value={progress.collect?.[key] ?? 0}
                  max={item.count}
                />
              ))}
            </div>
          )}
          <p className="muted">
            {t("fighting", {
              names:
                answers
                  .filter(([, answer]) => answer === true)
                  .map(([id]) => nameOf(id))
                  .join(", ") || t("nobody"),
            })}
          </p>
          <div className="actions">
            {myAnswer === true && !isOwner && (
              <button
                type="button"
                className="button secondary"
                onClick={() => act.mutate("leave")}
                disabled={act.isPending}
              >
                {t("leaveQuest")}
              </button>
            )}
            {(isLeader || isOwner) && (
              <button
                type="button"
                className="button danger secondary"
                onClick={() => act.mutate("abort")}
                disabled={act.isPending}
              >
                {t("abandonQuest")}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
