/**
 * /challenges/myChallenges and /challenges/findChallenges: the challenges the player joined
 * or leads, and every challenge they may join, with search, categories and pages; and the
 * form that creates a challenge.
 */
import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "react-router";
import { CHALLENGE_SHORT_NAME_MIN, CHALLENGE_SUMMARY_MAX, GUILD_CATEGORIES } from "../../../../content/data/constants";
import { isApiError } from "../../api/client";
import { createChallenge, type ChallengeSummary } from "../../api/challenges";
import { Dialog } from "../../components/Dialog";
import { Field } from "../../components/Field";
import { notify } from "../../notifications/store";
import { SectionTabs } from "../common/game";
import { categoryName } from "../../groups/GroupCard";
import text from "../../i18n/namespaces/challenges";
import { translate, useT } from "../../i18n";
import "../common/game.css";
import "./challenges.css";
import { challengeKeys, challengesQuery } from "../../queries/challenges";
import { myGroupsQuery } from "../../queries/groups";
import { userKeys } from "../../queries/user";

const PAGE_SIZE = 10;

export { categoryName };

export function leaderName(challenge: Pick<ChallengeSummary, "leader">): string {
  return challenge.leader.profile?.name || challenge.leader.auth?.local?.username || translate(text, "someone");
}

function ChallengeCard({ challenge }: { challenge: ChallengeSummary }) {
  const t = useT(text);
  return (
    <li className="card challenge-card">
      <h2>
        <Link to={`/challenges/${challenge._id}`}>{challenge.name}</Link>
      </h2>
      <div className="badges">
        {challenge.official && <span className="badge official">{t("official")}</span>}
        {challenge.isMember && <span className="badge joined">{t("joined")}</span>}
        <span className="badge">#{challenge.shortName}</span>
      </div>
      {challenge.summary && <p>{challenge.summary}</p>}
      <p className="muted">
        {t(challenge.prize > 0 ? "cardLinePrize" : "cardLine", {
          leader: leaderName(challenge),
          group: challenge.group.name ?? t("aGroup"),
          members: challenge.memberCount,
          prize: challenge.prize,
        })}
      </p>
    </li>
  );
}

function CreateChallengeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(text);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const groups = useQuery({ ...myGroupsQuery(), enabled: open });
  const [form, setForm] = useState({ group: "", name: "", shortName: "", summary: "", description: "", prize: "0" });
  const create = useMutation({
    mutationFn: () =>
      createChallenge({
        group: form.group || groups.data?.[0]?._id || "",
        name: form.name,
        shortName: form.shortName,
        summary: form.summary,
        description: form.description,
        prize: Number(form.prize) || 0,
      }),
    onSuccess: (challenge) => {
      notify({ type: "success", text: translate(text, "created") });
      void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      onClose();
      void navigate(`/challenges/${challenge._id}`);
    },
  });
  const error = isApiError(create.error) ? create.error : undefined;
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Dialog open={open} title={t("createTitle")} onClose={onClose}>
      <form onSubmit={submit} className="form">
        <div className="field">
          <label htmlFor="challenge-group">{t("where")}</label>
          <select id="challenge-group" value={form.group || groups.data?.[0]?._id || ""} onChange={set("group")}>
            {!groups.data && <option value="">{t("loadingGroups")}</option>}
            {(groups.data ?? []).map((group) => (
              <option key={group._id} value={group._id}>
                {group.type === "tavern"
                  ? t("tavernEveryone")
                  : group.type === "party"
                    ? t("partyNamed", { name: group.name })
                    : t("guildNamed", { name: group.name })}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t("name")}
          value={form.name}
          onChange={set("name")}
          required
          error={error?.messageFor("name")}
          data-autofocus
        />
        <Field
          label={t("tagName")}
          hint={t("tagHint", { min: CHALLENGE_SHORT_NAME_MIN })}
          value={form.shortName}
          onChange={set("shortName")}
          required
          minLength={CHALLENGE_SHORT_NAME_MIN}
          error={error?.messageFor("shortName")}
        />
        <Field
          label={t("summary")}
          value={form.summary}
          onChange={set("summary")}
          maxLength={CHALLENGE_SUMMARY_MAX}
          error={error?.messageFor("summary")}
        />
        <div className="field">
          <label htmlFor="challenge-description">{t("description")}</label>
          <textarea id="challenge-description" value={form.description} onChange={set("description")} rows={4} />
        </div>
        <Field
          label={t("prize")}
          type="number"
          min={0}
          step={1}
          hint={t("prizeHint")}
          value={form.prize}
          onChange={set("prize")}
          error={error?.messageFor("prize")}
        />
        {error && error.errors.length === 0 && (
          <p role="alert" className="field-error">
            {error.message}
          </p>
        )}
        <div className="actions">
          {/* Until the player's groups are known there is nowhere to create the challenge in. */}
          <button type="submit" className="button" disabled={create.isPending || !groups.data?.length}>
            {t("createButton")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function Component() {
  const t = useT(text);
  const { pathname } = useLocation();
  const mine = pathname.endsWith("/myChallenges");
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("");
  const [owned, setOwned] = useState<"" | "owned" | "not_owned">("");
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    ...challengesQuery(mine, { search, category, owned, page }),
  });
  const rows = list.data ?? [];
  return (
    <div className="game-page challenges-page">
      <SectionTabs
        label={t("challenges")}
        links={[
          { to: "/challenges/myChallenges", text: t("myChallenges") },
          { to: "/challenges/findChallenges", text: t("discover") },
        ]}
      />
      <div className="game-page-head">
        <h1>{mine ? t("myChallenges") : t("discover")}</h1>
        <button type="button" className="button" onClick={() => setCreating(true)}>
          {t("createAChallenge")}
        </button>
      </div>
      <p className="muted">{mine ? t("mineIntro") : t("discoverIntro")}</p>
      <form className="challenge-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <Field
          label={t("search")}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
        <div className="field">
          <label htmlFor="challenge-category">{t("category")}</label>
          <select
            id="challenge-category"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              setPage(0);
            }}
          >
            <option value="">{t("allCategories")}</option>
            {GUILD_CATEGORIES.map((slug) => (
              <option key={slug} value={slug}>
                {categoryName(slug)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="challenge-owner">{t("leader")}</label>
          <select
            id="challenge-owner"
            value={owned}
            onChange={(event) => {
              setOwned(event.target.value as typeof owned);
              setPage(0);
            }}
          >
            <option value="">{t("anyone")}</option>
            <option value="owned">{t("me")}</option>
            <option value="not_owned">{t("someoneElse")}</option>
          </select>
        </div>
      </form>
      {list.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : rows.length === 0 ? (
        <p>{mine ? t("noneJoined") : t("noneMatch")}</p>
      ) : (
        <ul className="challenge-list">
          {rows.map((challenge) => (
            <ChallengeCard key={challenge._id} challenge={challenge} />
          ))}
        </ul>
      )}
      <div className="actions">
        <button type="button" className="button secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t("previousPage")}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={rows.length < PAGE_SIZE}
          onClick={() => setPage(page + 1)}
        >
          {t("nextPage")}
        </button>
      </div>
      <CreateChallengeDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
