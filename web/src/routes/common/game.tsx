/**
 * What the game screens share: the content tables with their texts (GET /content, cached for
 * the session), the rules loaded on demand, and purchases and actions applied to the cached
 * user first, then sent, and undone when the server refuses (spec §4).
 */
import { useEffect, useState, type ReactNode } from "react";
import { NavLink } from "react-router";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { User } from "../../../../content/rules/types";
import type { GameContent } from "../../api/content";
import { updateUser } from "../../api/user";
import { queryClient } from "../../queries/client";
import { contentQuery } from "../../queries/content";
import { userQuery } from "../../queries/user";
import { notify } from "../../notifications/store";
import { formatNumber, textOf, useLanguage, useT } from "../../i18n";
import text from "../../i18n/namespaces/game";
import { STRING_NOT_FOUND } from "../../../../content/i18n/strings";
import "./game.css";

export type Rules = typeof import("./rules");
export type { GameContent, MysterySetView } from "../../api/content";

let rulesModule: Rules | undefined;
let rulesLoading: Promise<Rules> | undefined;

export function loadRules(): Promise<Rules> {
  rulesLoading ??= import("./rules").then((module) => (rulesModule = module));
  return rulesLoading;
}

export function useRules(): Rules | undefined {
  const [rules, setRules] = useState<Rules | undefined>(rulesModule);
  useEffect(() => {
    if (rules) return;
    let live = true;
    loadRules().then(
      (module) => live && setRules(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rules]);
  return rules;
}

export interface Game {
  user: User;
  content: GameContent;
  rules: Rules;
}

/** The user, the content and the rules, or a loading / error card to show instead. */
export function useGame(): { game: Game; fallback?: undefined } | { game?: undefined; fallback: ReactNode } {
  const language = useLanguage();
  const t = useT(text);
  const user = useQuery(userQuery());
  const content = useQuery(contentQuery(language));
  const rules = useRules();
  if (user.isError || content.isError) {
    const error = user.error ?? content.error;
    return {
      fallback: (
        <section className="card message-card" role="alert">
          <h1>{t("pageFailed")}</h1>
          <p>{error?.message}</p>
          <button type="button" className="button" onClick={() => (user.isError ? user.refetch() : content.refetch())}>
            {t("tryAgain")}
          </button>
        </section>
      ),
    };
  }
  if (!user.data || !content.data || !rules) {
    return {
      fallback: (
        <p className="game-loading" role="status">
          <span className="spinner" aria-hidden="true" /> {t("loadingGame")}
        </p>
      ),
    };
  }
  return { game: { user: user.data, content: content.data, rules } };
}

/** A game message in the language spoken now, its item names taken from the content in that language. */
export function ruleMessage(rules: Rules, key: string, vars: Record<string, string | number> = {}): string {
  return textOf(rules.gameMessages, key, resolveVars(rules, vars));
}

/** A rule's refusal as the sentence the player reads, or undefined when the rule allows it. */
export function refusal(rules: Rules, attempt: () => unknown): string | undefined {
  try {
    attempt();
    return undefined;
  } catch (error) {
    if (error instanceof rules.GameError) return ruleMessage(rules, error.messageKey, error.vars);
    return error instanceof Error ? error.message : String(error);
  }
}

/** The message key of a rule's refusal (to tell "not enough gems" from other reasons), or undefined. */
export function refusalKey(rules: Rules, attempt: () => unknown): string | undefined {
  try {
    attempt();
    return undefined;
  } catch (error) {
    return error instanceof rules.GameError ? error.messageKey : "unknown";
  }
}

const nameIndexes = new WeakMap<GameContent, Map<string, string>>();

/** Item names by their message keys (the rules name items by key), from the content in the language spoken now. */
function namesByKey(rules: Rules, content: GameContent): Map<string, string> {
  let index = nameIndexes.get(content);
  if (index) return index;
  index = new Map();
  const add = (raw: Record<string, { text?: string }>, localized: Record<string, { text?: string }> | undefined) => {
    for (const [key, item] of Object.entries(raw)) {
      const name = localized?.[key]?.text;
      if (item.text && name) index?.set(item.text, name);
    }
  };
  add(rules.gear, content.gear);
  add(rules.quests, content.quests);
  add(rules.eggs, content.eggs);
  add(rules.hatchingPotions, content.hatchingPotions);
  add(rules.food, content.food);
  add(rules.pets, content.pets);
  add(rules.mounts, content.mounts);
  add(rules.allSpells, { ...content.specialSpells, ...content.cards });
  nameIndexes.set(content, index);
  return index;
}

/** Message variables may themselves be message keys (item names): show those items' names. */
function resolveVars(rules: Rules, vars: Record<string, string | number>): Record<string, string | number> {
  const content = queryClient.getQueryData<GameContent>(contentQuery().queryKey);
  const names = content ? namesByKey(rules, content) : undefined;
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => {
      if (typeof value !== "string") return [name, value];
      const shown =
        names?.get(value) ??
        (Object.hasOwn(rules.gameMessages.en, value) ? textOf(rules.gameMessages, value) : undefined);
      return [name, shown ?? value];
    }),
  );
}

export interface ActionOptions<T> {
  /** The same rule the server runs, on the cached user: its answer is shown at once. */
  local?: (user: User) => { user: User; message?: string; messageVars?: Record<string, string | number> };
  send: () => Promise<T>;
  /** Said when the server agrees; by default the rule's message. */
  success?: string | ((answer: T) => string | undefined);
}

/**
 * Applies an action locally, sends it, then reloads the user from the server. A refusal by the
 * local rule is shown and nothing is sent; a refusal by the server undoes the local change
 * (the notification area shows the server's message).
 */
export async function runAction<T>(
  client: QueryClient,
  rules: Rules,
  options: ActionOptions<T>,
): Promise<{ ok: true; answer: T } | { ok: false }> {
  const key = userQuery().queryKey;
  await client.cancelQueries({ queryKey: key });
  const before = client.getQueryData<User>(key);
  let localMessage: string | undefined;
  if (options.local && before) {
    try {
      const outcome = options.local(before);
      client.setQueryData<User>(key, outcome.user);
      if (outcome.message) localMessage = ruleMessage(rules, outcome.message, outcome.messageVars);
    } catch (error) {
      const text = error instanceof rules.GameError ? ruleMessage(rules, error.messageKey, error.vars) : String(error);
      notify({ type: "error", text });
      return { ok: false };
    }
  }
  try {
    const answer = await options.send();
    const text = typeof options.success === "function" ? options.success(answer) : (options.success ?? localMessage);
    if (text && text !== STRING_NOT_FOUND) notify({ type: "success", text });
    void client.invalidateQueries({ queryKey: key });
    return { ok: true, answer };
  } catch {
    if (before) client.setQueryData<User>(key, before);
    void client.invalidateQueries({ queryKey: key });
    return { ok: false };
  }
}

/** runAction bound to this screen's query client, with a busy flag for the buttons. */
export function useAction() {
  const client = useQueryClient();
  const [busy, setBusy] = useState<string>();
  const run = async <T,>(id: string, rules: Rules, options: ActionOptions<T>) => {
    setBusy(id);
    try {
      return await runAction(client, rules, options);
    } finally {
      setBusy(undefined);
    }
  };
  return { run, busy };
}

/**
 * Checkboxes that show the player's choice at once, before the cached user catches up (a
 * background reload of the user may briefly hold the old value).
 */
export function usePendingChoices() {
  const [pending, setPending] = useState<Record<string, unknown>>({});
  return {
    shown: <T,>(key: string, actual: T): T => (Object.hasOwn(pending, key) ? (pending[key] as T) : actual),
    choose: async <T,>(key: string, value: T, save: () => Promise<unknown>) => {
      setPending((current) => ({ ...current, [key]: value }));
      try {
        await save();
      } finally {
        setPending((current) => {
          const { [key]: _done, ...rest } = current;
          return rest;
        });
      }
    },
  };
}

/** A copy of the user with dotted paths set, as PUT /user sets them. */
export function withPaths(user: User, changes: Record<string, unknown>): User {
  const next = structuredClone(user) as unknown as Record<string, unknown>;
  for (const [path, value] of Object.entries(changes)) {
    const parts = path.split(".");
    let node = next;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== "object" || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = value;
  }
  return next as unknown as User;
}

/** PUT /user, shown at once and undone if the server refuses (its message appears in the notification area). */
export async function saveUserPaths(
  client: QueryClient,
  changes: Record<string, unknown>,
  message?: string,
  send?: () => Promise<unknown>,
): Promise<boolean> {
  const key = userQuery().queryKey;
  await client.cancelQueries({ queryKey: key });
  const before = client.getQueryData<User>(key);
  if (before) client.setQueryData<User>(key, withPaths(before, changes));
  try {
    if (send) {
      await send();
      void client.invalidateQueries({ queryKey: key });
    } else {
      client.setQueryData<User>(key, await updateUser(changes));
    }
    if (message) notify({ type: "success", text: message });
    return true;
  } catch {
    if (before) client.setQueryData<User>(key, before);
    void client.invalidateQueries({ queryKey: key });
    return false;
  }
}

export function gemsOf(user: Pick<User, "balance">): number {
  return Math.round((user.balance ?? 0) * 4 * 100) / 100;
}

export function hourglassesOf(user: User): number {
  return user.purchased?.plan?.consecutive?.trinkets ?? 0;
}

export type Currency = "gold" | "gems" | "hourglasses";

export function Price({ amount, currency }: { amount: number; currency: Currency }) {
  const t = useT(text);
  const label =
    currency === "gold"
      ? t("goldLabel")
      : currency === "gems"
        ? t("gemLabel", { count: amount })
        : t("hourglassLabel", { count: amount });
  return (
    <span className={`price price-${currency}`}>
      <span className={`price-icon price-icon-${currency}`} aria-hidden="true" />
      {formatNumber(amount)} <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** The player's purses, shown at the top of shops. */
export function Purses({ user }: { user: User }) {
  const t = useT(text);
  return (
    <dl className="game-purses" aria-label={t("yourMoney")}>
      <div>
        <dt>{t("gold")}</dt>
        <dd>
          <Price amount={Math.floor(user.stats.gp)} currency="gold" />
        </dd>
      </div>
      <div>
        <dt>{t("gems")}</dt>
        <dd>
          <Price amount={gemsOf(user)} currency="gems" />
        </dd>
      </div>
      <div>
        <dt>{t("hourglasses")}</dt>
        <dd>
          <Price amount={hourglassesOf(user)} currency="hourglasses" />
        </dd>
      </div>
    </dl>
  );
}

/** Sub-navigation between the pages of one section. */
export function SectionTabs({ label, links }: { label: string; links: { to: string; text: string }[] }) {
  return (
    <nav className="section-tabs" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <TabLink to={link.to}>{link.text}</TabLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TabLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink to={to} end className={({ isActive }) => (isActive ? "section-tab active" : "section-tab")}>
      {children}
    </NavLink>
  );
}

/** "TigerCub" -> "Tiger Cub": for keys that have no text. */
export function spaced(key: string): string {
  return key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2");
}

/** The frame of a game section's page: its tabs, title, intro and the player's purses. */
export function GamePage({
  section,
  links,
  className,
  title,
  intro,
  game,
  children,
}: {
  section: string;
  links: { to: string; text: string }[];
  className: string;
  title: string;
  intro: string;
  game?: Game;
  children: ReactNode;
}) {
  return (
    <div className={`game-page ${className}`}>
      <SectionTabs label={section} links={links} />
      <header className="game-page-head">
        <div>
          <h1>{title}</h1>
          <p className="muted">{intro}</p>
        </div>
        {game && <Purses user={game.user} />}
      </header>
      {children}
    </div>
  );
}
