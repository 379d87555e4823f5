/**
 * /looking-for-party: without a party, the player says whether they are looking for one
 * (`party.seeking`); with a party, they see the players who are looking, 30 a page, and invite them.
 */
import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { inviteToGroup, lookingForParty, type Seeker } from "../../api/groups";
import type { User } from "../../api/user";
import { notify } from "../../notifications/store";
import { saveUserPaths, useGame } from "../common/game";
import "../common/game.css";
import "../../groups/groups.css";

const SEEKERS_PER_PAGE = 30;

function SeekingToggle({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const seeking = Boolean((user.party as { seeking?: unknown }).seeking);
  const toggle = () =>
    saveUserPaths(
      queryClient,
      { "party.seeking": seeking ? null : new Date().toISOString() },
      seeking ? "You are no longer listed as looking for a party." : "Party leaders can now find you and invite you.",
    );
  return (
    <section className="card" aria-labelledby="seeking-title">
      <h2 id="seeking-title">Find a party</h2>
      <p>Parties keep each other going and fight quest bosses together. Say you are looking, and party leaders will see you on their list.</p>
      <label className="toggle">
        <input type="checkbox" checked={seeking} onChange={() => void toggle()} /> I'm looking for a party
      </label>
      <p className="muted">
        Or <Link to="/party">start your own party</Link>.
      </p>
    </section>
  );
}

function SeekerRow({ seeker, partyId }: { seeker: Seeker; partyId: string }) {
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: () => inviteToGroup(partyId, { uuids: [seeker._id] }),
    onSuccess: () => {
      notify({ type: "success", text: `Invitation sent to ${seeker.displayName}.` });
      void queryClient.invalidateQueries({ queryKey: ["looking-for-party"] });
    },
  });
  return (
    <li className="card invitation-list-row">
      <div>
        <strong>{seeker.displayName}</strong> <span className="muted">@{seeker.username}</span>
        <p className="muted">
          Level {seeker.level}
          {seeker.classSelected && seeker.class ? ` ${seeker.class}` : ""} · {seeker.checkinCount} {seeker.checkinCount === 1 ? "check-in" : "check-ins"}
        </p>
      </div>
      <button type="button" className="button" disabled={seeker.invited || invite.isPending} onClick={() => invite.mutate()}>
        {seeker.invited ? "Invited" : "Invite"}
      </button>
    </li>
  );
}

function SeekerList({ partyId }: { partyId: string }) {
  const [page, setPage] = useState(0);
  const seekers = useQuery({ queryKey: ["looking-for-party", page], queryFn: () => lookingForParty(page), placeholderData: keepPreviousData });
  const rows = seekers.data ?? [];
  return (
    <section className="card" aria-labelledby="seekers-title">
      <h2 id="seekers-title">Players looking for a party</h2>
      {seekers.isPending ? (
        <p className="muted">Loading…</p>
      ) : seekers.isError ? (
        <p role="alert">The list could not load. {seekers.error.message}</p>
      ) : rows.length === 0 ? (
        <p className="muted">Nobody is looking for a party right now. Check back later!</p>
      ) : (
        <ul className="seeker-list">
          {rows.map((seeker) => (
            <SeekerRow key={seeker._id} seeker={seeker} partyId={partyId} />
          ))}
        </ul>
      )}
      {(page > 0 || rows.length === SEEKERS_PER_PAGE) && (
        <nav className="pager" aria-label="Pages">
          <button type="button" className="button secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>Page {page + 1}</span>
          <button type="button" className="button secondary" disabled={rows.length < SEEKERS_PER_PAGE} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}

export function Component() {
  const { game, fallback } = useGame();
  if (!game) return fallback;
  const partyId = game.user.party?._id;
  return (
    <div className="group-page">
      <h1>Looking for a party</h1>
      {partyId ? <SeekerList partyId={partyId} /> : <SeekingToggle user={game.user} />}
    </div>
  );
}
