/**
 * /groups/myGuilds and /groups/discovery: the guilds the player belongs to (with invitations
 * waiting), and every public guild with categories (spec §3), search and pages of 30; both
 * offer the form that starts a guild (4 gems, as in the public game).
 */
import { useState, type FormEvent } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { GUILD_CATEGORIES, GUILDS_PER_PAGE } from "../../../../content/data/constants";
import { isApiError } from "../../api/client";
import { createGroup, joinGroup, rejectInvite } from "../../api/groups";
import type { User } from "../../api/user";
import { Dialog } from "../../components/Dialog";
import { Field } from "../../components/Field";
import { categoryName, GuildCard } from "../../groups/GroupCard";
import { notify } from "../../notifications/store";
import { gemsOf, SectionTabs, useGame } from "../common/game";
import { guildSectionLinks } from "../../groups/sections";
import "../common/game.css";
import text from "../../i18n/namespaces/groups";
import { translate, useT } from "../../i18n";
import "../../groups/groups.css";
import layoutText from "../../i18n/namespaces/layout";
import { groupKeys, guildsQuery } from "../../queries/groups";
import { userKeys } from "../../queries/user";

const GUILD_PRICE_GEMS = 4;

function CreateGuildDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user: User }) {
  const t = useT(text);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    name: "",
    summary: "",
    privacy: "public" as "public" | "private",
    categories: [] as string[],
  });
  const create = useMutation({
    mutationFn: () =>
      createGroup({
        type: "guild",
        name: form.name.trim(),
        summary: form.summary,
        privacy: form.privacy,
        categories: form.categories,
      }),
    onSuccess: (guild) => {
      notify({ type: "success", text: translate(text, "guildOpen") });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: groupKeys.groups });
      onClose();
      void navigate(`/groups/guild/${guild._id}`);
    },
  });
  const error = isApiError(create.error) ? create.error : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const gems = gemsOf(user);
  return (
    <Dialog open={open} title={t("startGuild")} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p>{t("guildCost", { price: GUILD_PRICE_GEMS, gems })}</p>
        <Field
          label={t("name")}
          value={form.name}
          maxLength={100}
          required
          error={error?.messageFor("name")}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
        />
        <Field
          label={t("summary")}
          value={form.summary}
          maxLength={250}
          error={error?.messageFor("summary")}
          onChange={(event) => setForm({ ...form, summary: event.target.value })}
        />
        <fieldset className="category-list">
          <legend>{t("whoMayFind")}</legend>
          <label>
            <input
              type="radio"
              name="privacy"
              checked={form.privacy === "public"}
              onChange={() => setForm({ ...form, privacy: "public" })}
            />{" "}
            {t("anyonePublic")}
          </label>
          <label>
            <input
              type="radio"
              name="privacy"
              checked={form.privacy === "private"}
              onChange={() => setForm({ ...form, privacy: "private" })}
            />{" "}
            {t("invitedOnly")}
          </label>
        </fieldset>
        <fieldset className="category-list">
          <legend>{t("categories")}</legend>
          {GUILD_CATEGORIES.filter((slug) => slug !== "habitica_official").map((slug) => (
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
          ))}
        </fieldset>
        {error && error.errors.length === 0 && (
          <p role="alert" className="field-error">
            {error.message}
          </p>
        )}
        <div className="actions">
          <button
            type="submit"
            className="button"
            disabled={create.isPending || !form.name.trim() || gems < GUILD_PRICE_GEMS}
          >
            {t("startTheGuild", { price: GUILD_PRICE_GEMS })}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function GuildInvitations({ user }: { user: User }) {
  const t = useT(text);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const invitations = user.invitations?.guilds ?? [];
  const answer = useMutation({
    mutationFn: async ({ id, accept }: { id: string; accept: boolean }) => (accept ? joinGroup(id) : rejectInvite(id)),
    onSuccess: (_, { id, accept }) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: groupKeys.groups });
      if (accept) void navigate(`/groups/guild/${id}`);
      else notify({ type: "info", text: translate(text, "invitationDeclined") });
    },
  });
  if (invitations.length === 0) return null;
  return (
    <section className="card" aria-labelledby="guild-invitations">
      <h2 id="guild-invitations">{t("invitations")}</h2>
      <ul className="invitation-list">
        {invitations.map((invite) => (
          <li key={invite.id}>
            <span>{t.rich("invitedTo", { name: <strong>{invite.name}</strong> })}</span>
            <span className="actions">
              <button type="button" className="button" onClick={() => answer.mutate({ id: invite.id, accept: true })}>
                {t("accept")}
              </button>
              <button
                type="button"
                className="button secondary"
                onClick={() => answer.mutate({ id: invite.id, accept: false })}
              >
                {t("decline")}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Component() {
  const t = useT(text);
  const { game, fallback } = useGame();
  const discovery = useLocation().pathname.endsWith("/discovery");
  const [search, setSearch] = useState("");
  const [typed, setTyped] = useState("");
  const [categories, setCategories] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const guilds = useQuery({
    ...guildsQuery(discovery, search, categories, page),
    enabled: Boolean(game),
    placeholderData: keepPreviousData,
  });
  if (!game) return fallback;
  const mine = new Set(game.user.guilds ?? []);
  const rows = guilds.data ?? [];
  const filter = (slug: string, on: boolean) => {
    setCategories(on ? [...categories, slug] : categories.filter((entry) => entry !== slug));
    setPage(0);
  };
  return (
    <div className="group-page guilds-page">
      <SectionTabs label={translate(layoutText, "navGuilds")} links={guildSectionLinks()} />
      <header className="group-header">
        <h1>{discovery ? t("discoverGuilds") : t("myGuilds")}</h1>
        <button type="button" className="button" onClick={() => setCreating(true)}>
          {t("startGuild")}
        </button>
      </header>
      {!discovery && <GuildInvitations user={game.user} />}
      <form
        className="guild-filters card"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
          setPage(0);
        }}
      >
        <Field
          label={t("searchGuilds")}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button secondary">
          {t("search")}
        </button>
        <fieldset className="category-list">
          <legend>{t("categories")}</legend>
          {GUILD_CATEGORIES.map((slug) => (
            <label key={slug}>
              <input
                type="checkbox"
                checked={categories.includes(slug)}
                onChange={(event) => filter(slug, event.target.checked)}
              />{" "}
              {categoryName(slug)}
            </label>
          ))}
        </fieldset>
      </form>
      {guilds.isPending ? (
        <p className="muted" role="status">
          {t("loadingGuilds")}
        </p>
      ) : guilds.isError ? (
        <p role="alert">{t("guildsFailed", { error: guilds.error.message })}</p>
      ) : rows.length === 0 ? (
        <p className="muted">
          {search || categories.length ? t("noMatch") : discovery ? t("noPublicGuilds") : t("noGuildsYet")}
        </p>
      ) : (
        <ul className="guild-list">
          {rows.map((guild) => (
            <GuildCard key={guild._id} guild={guild} member={mine.has(guild._id)} />
          ))}
        </ul>
      )}
      {discovery && (page > 0 || rows.length === GUILDS_PER_PAGE) && (
        <nav className="pager" aria-label={t("pages")}>
          <button type="button" className="button secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t("previous")}
          </button>
          <span>{t("page", { page: page + 1 })}</span>
          <button
            type="button"
            className="button secondary"
            disabled={rows.length < GUILDS_PER_PAGE}
            onClick={() => setPage(page + 1)}
          >
            {t("next")}
          </button>
        </nav>
      )}
      <CreateGuildDialog open={creating} onClose={() => setCreating(false)} user={game.user} />
    </div>
  );
}
