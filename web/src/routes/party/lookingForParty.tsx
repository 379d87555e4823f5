/**
 * /looking-for-party: without a party, the player says whether they are looking for one
 * (`party.seeking`); with a party, they see the players who are looking, 30 a page, and invite them.
 */
import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { inviteToGroup, type Seeker } from "../../api/groups";
import type { User } from "../../api/user";
import { notify } from "../../notifications/store";
import { saveUserPaths, useGame, usePendingChoices } from "../common/game";
import "../common/game.css";
import text from "../../i18n/namespaces/groups";
import { translate, useT } from "../../i18n";
import "../../groups/groups.css";
import { groupKeys, lookingForPartyQuery } from "../../queries/groups";

const SEEKERS_PER_PAGE = 30;

function SeekingToggle({ user }: { user: User }) {
  const t = useT(text);
  const queryClient = useQueryClient();
  // The switch shows the player's choice at once, even while a read of the player is on its way.
  const choices = usePendingChoices();
  const seeking = choices.shown("seeking", Boolean((user.party as { seeking?: unknown }).seeking));
  const toggle = () =>
    choices.choose("seeking", !seeking, () =>
      saveUserPaths(
        queryClient,
        { "party.seeking": seeking ? null : new Date().toISOString() },
        translate(text, seeking ? "notSeeking" : "nowSeeking"),
      ),
    );
  return (
    <section className="card" aria-labelledby="seeking-title">
      <h2 id="seeking-title">{t("findParty")}</h2>
      <p>{t("findPartyText")}</p>
      <label className="toggle">
        <input type="checkbox" checked={seeking} onChange={() => void toggle()} /> {t("imLooking")}
      </label>
      <p className="muted">{t.rich("orStartOwn", { link: <Link to="/party">{t("startOwn")}</Link> })}</p>
    </section>
  );
}

function SeekerRow({ seeker, partyId }: { seeker: Seeker; partyId: string }) {
  const t = useT(text);
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: () => inviteToGroup(partyId, { uuids: [seeker._id] }),
    onSuccess: () => {
      notify({ type: "success", text: translate(text, "invitationSent", { who: seeker.displayName }) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.lookingForParty });
    },
  });
  return (
    <li className="card invitation-list-row">
      <div>
        <strong>{seeker.displayName}</strong> <span className="muted">@{seeker.username}</span>
        <p className="muted">
          {seeker.classSelected && seeker.class
            ? t("seekerLineClass", { level: seeker.level, class: seeker.class, checkins: seeker.checkinCount })
            : t("seekerLine", { level: seeker.level, checkins: seeker.checkinCount })}
        </p>
      </div>
      <button
        type="button"
        className="button"
        disabled={seeker.invited || invite.isPending}
        onClick={() => invite.mutate()}
      >
        {seeker.invited ? t("invited") : t("invite")}
      </button>
    </li>
  );
}

function SeekerList({ partyId }: { partyId: string }) {
  const t = useT(text);
  const [page, setPage] = useState(0);
  const seekers = useQuery({
    ...lookingForPartyQuery(page),
    placeholderData: keepPreviousData,
  });
  const rows = seekers.data ?? [];
  return (
    <section className="card" aria-labelledby="seekers-title">
      <h2 id="seekers-title">{t("seekersTitle")}</h2>
      {seekers.isPending ? (
        <p className="muted">{t("loading")}</p>
      ) : seekers.isError ? (
        <p role="alert">{t("listFailed", { error: seekers.error.message })}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{t("nobodyLooking")}</p>
      ) : (
        <ul className="seeker-list">
          {rows.map((seeker) => (
            <SeekerRow key={seeker._id} seeker={seeker} partyId={partyId} />
          ))}
        </ul>
      )}
      {(page > 0 || rows.length === SEEKERS_PER_PAGE) && (
        <nav className="pager" aria-label={t("pages")}>
          <button type="button" className="button secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t("previous")}
          </button>
          <span>{t("page", { page: page + 1 })}</span>
          <button
            type="button"
            className="button secondary"
            disabled={rows.length < SEEKERS_PER_PAGE}
            onClick={() => setPage(page + 1)}
          >
            {t("next")}
          </button>
        </nav>
      )}
    </section>
  );
}

export function Component() {
  const t = useT(text);
  const { game, fallback } = useGame();
  if (!game) return fallback;
  const partyId = game.user.party?._id;
  return (
    <div className="group-page">
      <h1>{t("lookingTitle")}</h1>
      {partyId ? <SeekerList partyId={partyId} /> : <SeekingToggle user={game.user} />}
    </div>
  );
}
