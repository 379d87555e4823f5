/**
 * The bell in the app header: the unread count, and a popover with the player's server
 * notifications, unread messages, invitations and news. Opening it marks the server
 * notifications seen; each can be dismissed (read), invitations answered, news read or put off.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "react-router";
import type { User } from "../../../content/rules/types";
import { api, isApiError } from "../api/client";
import { filterUserNotifications, readNotifications, seeNotifications } from "../api/notifications";
import { joinGroup, markChatSeen, markPrivateMessagesRead, rejectInvite } from "../api/groups";
import { useOnline } from "../offline/ui";
import { isPlayerLive } from "../live/status";
import {
  badgeText,
  bellLabel,
  buildMenuEntries,
  contentNames,
  dismissibleIds,
  unreadCount,
  unseenNotificationIds,
  type MenuEntry,
} from "../notifications/serverNotifications";

/** What the menu reads of the user document, and how often it looks again. */
const MENU_FIELDS = "notifications,invitations,inbox.newMessages,newMessages,flags.newStuff";
const MENU_POLL_MS = 60_000;
import "./NotificationMenu.css";
import text from "../i18n/namespaces/notifications";
import { currentLanguage, useT } from "../i18n";
import { contentKeys } from "../queries/content";
import { groupKeys } from "../queries/groups";
import { unreadSendersQuery } from "../queries/inbox";
import { userKeys, userQuery } from "../queries/user";

type LoadState = "idle" | "loading" | "ready" | "error";

/** Gone already (read on another device): nothing to tell the player. */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.name === "NotificationNotFound";
}

function BellIcon() {
  return (
    <svg className="notif-bell-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.5a1.5 1.5 0 0 1 1.5 1.5v.6A6.5 6.5 0 0 1 18.5 11v3.6l1.6 2.4a1 1 0 0 1-.8 1.5H4.7a1 1 0 0 1-.8-1.5l1.6-2.4V11a6.5 6.5 0 0 1 5-6.4V4A1.5 1.5 0 0 1 12 2.5zM9.5 19.5h5a2.5 2.5 0 0 1-5 0z"
        fill="currentColor"
      />
    </svg>
  );
}

export function NotificationMenu() {
  const t = useT(text);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useQuery(userQuery());
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<LoadState>("idle");
  const [busy, setBusy] = useState<string>();
  const online = useOnline();
  /** Entries that were unread when the menu opened keep their highlight while it stays open. */
  const [freshKeys, setFreshKeys] = useState<ReadonlySet<string>>(new Set());
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const titleId = useId();

  const unreadPms = Math.max(0, Math.floor(user.data?.inbox?.newMessages ?? 0));
  // The senders of unread messages, so the menu names who wrote rather than "someone".
  const senders = useQuery({ ...unreadSendersQuery(unreadPms), enabled: unreadPms > 0 });
  // The wording follows the language (t changes with it).
  // Item names come from the game content in the language spoken now, once the client has it.
  const content = client.getQueryData(contentKeys.game(currentLanguage()));
  const names = useMemo(() => contentNames(content), [content]);
  const entries = useMemo(
    () => (user.data ? buildMenuEntries(user.data, { inboxSenders: senders.data, names }) : []),
    [user.data, senders.data, t, names],
  );
  const count = unreadCount(entries);
  const serverIds = dismissibleIds(entries);

  const editUser = useCallback(
    (change: (current: User) => User) =>
      client.setQueryData<User>(userKeys.all, (current) => (current ? change(current) : current)),
    [client],
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  /** Takes over, from the server, only what the menu shows: a failure here must not touch the rest of the cached user. */
  const pull = useCallback(async () => {
    const loaded = filterUserNotifications(
      await api.get<User>("/user", { quiet: true, query: { userFields: MENU_FIELDS } }),
    );
    editUser((current) => ({
      ...current,
      notifications: loaded.notifications ?? [],
      invitations: loaded.invitations ?? current.invitations,
      inbox: { ...current.inbox, newMessages: loaded.inbox?.newMessages ?? 0 },
      newMessages: loaded.newMessages,
      flags: { ...current.flags, newStuff: loaded.flags?.newStuff ?? false },
    }));
  }, [editUser]);

  // Invitations, messages and notifications arrive while the player is on any screen: they come
  // by themselves through the player's live room; without it, look every minute.
  useEffect(() => {
    if (!user.data) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && !isPlayerLive()) pull().catch(() => undefined);
    }, MENU_POLL_MS);
    return () => clearInterval(timer);
  }, [pull, Boolean(user.data)]);

  /** Loads the user afresh, then marks every unseen server notification seen. */
  const refresh = useCallback(async () => {
    setLoad("loading");
    let fresh: User | undefined;
    try {
      await pull();
      fresh = client.getQueryData<User>(userKeys.all);
      setLoad("ready");
    } catch {
      setLoad("error");
      // What the menu shows already counts as seen.
      fresh = client.getQueryData<User>(userKeys.all);
    }
    if (!fresh) return;
    const entriesNow = buildMenuEntries(fresh);
    setFreshKeys(new Set(entriesNow.filter((entry) => entry.unread).map((entry) => entry.key)));
    const unseen = unseenNotificationIds(fresh);
    if (unseen.length === 0) return;
    editUser((current) => ({
      ...current,
      notifications: (current.notifications ?? []).map((note) =>
        unseen.includes(note.id) ? { ...note, seen: true } : note,
      ),
    }));
    try {
      await seeNotifications(unseen);
    } catch (error) {
      // Another device may have read some already; the next answer brings the true list.
      if (!isNotFound(error)) void client.invalidateQueries({ queryKey: userKeys.all });
    }
  }, [client, editUser, pull]);

  const toggle = () => {
    if (open) return close(false);
    setFreshKeys(new Set(entries.filter((entry) => entry.unread).map((entry) => entry.key)));
    setOpen(true);
    void refresh();
  };

  // Focus moves into the popover when it opens.
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  // A click outside closes it; so does going to another page.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  /** Runs one action with its button disabled; the focus goes back to the heading when its entry leaves. */
  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      // NotificationNotFound means it is gone already; other failures were shown by the API layer.
      if (!isNotFound(error)) void client.invalidateQueries({ queryKey: userKeys.all });
    } finally {
      setBusy(undefined);
      headingRef.current?.focus();
    }
  };

  const dismiss = (ids: string[], key: string) =>
    run(key, async () => {
      if (ids.length === 0) return;
      const gone = new Set(ids);
      editUser((current) => ({
        ...current,
        notifications: (current.notifications ?? []).filter((note) => !gone.has(note.id)),
      }));
      await readNotifications(ids);
    });

  const answerInvitation = (entry: Extract<MenuEntry, { kind: "invitation" }>, accept: boolean) =>
    run(entry.key, async () => {
      if (accept) {
        await joinGroup(entry.groupId);
      } else {
        await rejectInvite(entry.groupId);
      }
      await client.invalidateQueries({ queryKey: userKeys.all });
      void client.invalidateQueries({ queryKey: groupKeys.groups });
      void client.invalidateQueries({ queryKey: groupKeys.group });
      if (accept) {
        setOpen(false);
        void navigate(entry.link.to);
      }
    });

  const answerNews = (later: boolean, key: string) =>
    run(key, async () => {
      await api.post(later ? "/news/tell-me-later" : "/news/read");
      editUser((current) => ({ ...current, flags: { ...current.flags, newStuff: false } }));
      await client.invalidateQueries({ queryKey: userKeys.all });
    });

  const dismissChat = (entry: Extract<MenuEntry, { kind: "chat" }>) =>
    run(entry.key, async () => {
      editUser((current) => {
        const next = { ...(current.newMessages ?? {}) };
        delete next[entry.groupId];
        return { ...current, newMessages: next };
      });
      await markChatSeen(entry.groupId);
    });

  const dismissInbox = (key: string) =>
    run(key, async () => {
      editUser((current) => ({ ...current, inbox: { ...current.inbox, newMessages: 0 } }));
      await markPrivateMessagesRead();
    });

  const goTo = () => setOpen(false);

  function actionsFor(entry: MenuEntry) {
    const disabled = busy !== undefined;
    switch (entry.kind) {
      case "invitation":
        return (
          <>
            <button
              type="button"
              className="button small"
              disabled={disabled || !online}
              title={online ? undefined : t("offlineJoin")}
              onClick={() => answerInvitation(entry, true)}
            >
              {t("accept")}
            </button>
            <button
              type="button"
              className="button small secondary"
              disabled={disabled}
              onClick={() => answerInvitation(entry, false)}
            >
              {t("decline")}
            </button>
          </>
        );
      case "news":
        return (
          <>
            <button
              type="button"
              className="button small"
              disabled={disabled}
              onClick={() => answerNews(false, entry.key)}
            >
              {t("markRead")}
            </button>
            <button
              type="button"
              className="button small secondary"
              disabled={disabled}
              onClick={() => answerNews(true, entry.key)}
            >
              {t("remindLater")}
            </button>
          </>
        );
      case "chat":
        return (
          <button
            type="button"
            className="notif-dismiss"
            disabled={disabled}
            onClick={() => dismissChat(entry)}
            aria-label={t("markReadOf", { title: entry.title })}
            title={t("markRead")}
          >
            <span aria-hidden="true">×</span>
          </button>
        );
      case "inbox":
        return (
          <button
            type="button"
            className="notif-dismiss"
            disabled={disabled}
            onClick={() => dismissInbox(entry.key)}
            aria-label={t("markReadOf", { title: entry.title })}
            title={t("markRead")}
          >
            <span aria-hidden="true">×</span>
          </button>
        );
      case "server":
        return (
          <button
            type="button"
            className="notif-dismiss"
            disabled={disabled}
            onClick={() => dismiss([entry.id], entry.key)}
            aria-label={t("dismissOf", { title: entry.title })}
            title={t("dismiss")}
          >
            <span aria-hidden="true">×</span>
          </button>
        );
    }
  }

  return (
    <div
      className="notif-menu"
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing past the last entry closes the popover; a removed button (no next target) does not.
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`notif-bell${count > 0 ? " has-unread" : ""}`}
        aria-label={bellLabel(count)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={toggle}
        data-testid="notification-bell"
      >
        <BellIcon />
        {count > 0 && (
          <span className="notif-badge" aria-hidden="true" data-testid="notification-count">
            {badgeText(count)}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className="notif-panel"
          role="dialog"
          aria-labelledby={titleId}
          aria-busy={load === "loading"}
        >
          <div className="notif-panel-head">
            <h2 id={titleId} ref={headingRef} tabIndex={-1}>
              {t("heading")}
            </h2>
            {serverIds.length > 1 && (
              <button
                type="button"
                className="notif-text-button"
                disabled={busy !== undefined}
                onClick={() => dismiss(serverIds, "all")}
              >
                {t("dismissAll")}
              </button>
            )}
          </div>
          {load === "loading" && (
            <p className="notif-status" role="status">
              {entries.length === 0 ? t("checking") : t("updating")}
            </p>
          )}
          {load === "error" && (
            <div className="notif-status notif-error" role="alert">
              <p>{t("checkFailed")}</p>
              <button type="button" className="notif-text-button" onClick={() => void refresh()}>
                {t("tryAgain")}
              </button>
            </div>
          )}
          {entries.length === 0 && load !== "loading" && load !== "error" && (
            <p className="notif-empty">{t("caughtUp")}</p>
          )}
          {entries.length > 0 && (
            <ul className="notif-list" aria-label={t("yourNotifications")}>
              {entries.map((entry) => (
                <li
                  key={entry.key}
                  className={`notif-item notif-${entry.kind}${freshKeys.has(entry.key) ? " is-new" : ""}`}
                  data-type={entry.kind === "server" ? entry.type : entry.kind}
                >
                  <div className="notif-body">
                    <p className="notif-title">
                      {freshKeys.has(entry.key) && <span className="visually-hidden">{t("newMark")}</span>}
                      {entry.title}
                    </p>
                    {entry.text && <p className="notif-text">{entry.text}</p>}
                    {entry.link && (
                      <Link className="notif-link" to={entry.link.to} onClick={goTo}>
                        {entry.link.label}
                      </Link>
                    )}
                  </div>
                  <div
                    className={`notif-actions${entry.kind === "invitation" || entry.kind === "news" ? " is-row" : ""}`}
                  >
                    {actionsFor(entry)}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
