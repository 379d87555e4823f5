/**
 * /private-messages: conversations grouped by correspondent, the open conversation with its
 * messages, sending, liking, deleting one's own copy, blocking a player, and opting out of
 * private messages altogether.
 */
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CHAT_MESSAGE_MAX } from "../../../../content/data/constants";
import {
  blockMember,
  deletePrivateMessage,
  likePrivateMessage,
  markPrivateMessagesRead,
  memberByUsername,
  sendPrivateMessage,
  type PrivateMessage,
} from "../../api/groups";
import type { User } from "../../api/user";
import { Field } from "../../components/Field";
import { formatWhen, MessageText } from "../../groups/GroupChat";
import { notify } from "../../notifications/store";
import { saveUserPaths, useGame, usePendingChoices } from "../common/game";
import "../common/game.css";
import text from "../../i18n/namespaces/messages";
import { translate, useT } from "../../i18n";
import "../../groups/groups.css";
import { conversationQuery, inboxKeys, recentInboxQuery } from "../../queries/inbox";
import { userKeys } from "../../queries/user";

export interface Conversation {
  contactId: string;
  name: string;
  username: string;
  last: PrivateMessage;
}

/** One entry per correspondent, most recent conversation first. */
export function conversationsOf(messages: PrivateMessage[]): Conversation[] {
  const byContact = new Map<string, Conversation>();
  for (const message of messages) {
    const known = byContact.get(message.contactId);
    if (!known || new Date(message.timestamp).getTime() > new Date(known.last.timestamp).getTime()) {
      byContact.set(message.contactId, {
        contactId: message.contactId,
        name: message.contactName,
        username: message.contactUsername,
        last: message,
      });
    }
  }
  return [...byContact.values()].sort(
    (a, b) => new Date(b.last.timestamp).getTime() - new Date(a.last.timestamp).getTime(),
  );
}

function ConversationView({ user, contact }: { user: User; contact: { id: string; name: string; username: string } }) {
  const t = useT(text);
  const queryClient = useQueryClient();
  const messages = useQuery(conversationQuery(contact.id));
  const [draft, setDraft] = useState("");
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  };
  const send = useMutation({
    mutationFn: () => sendPrivateMessage(contact.id, draft),
    onSuccess: () => {
      setDraft("");
      refresh();
    },
  });
  const like = useMutation({ mutationFn: likePrivateMessage, onSuccess: refresh });
  const remove = useMutation({ mutationFn: deletePrivateMessage, onSuccess: refresh });
  const blocked = user.inbox?.blocks?.includes(contact.id) ?? false;
  const block = useMutation({
    mutationFn: () => blockMember(contact.id),
    onSuccess: () => {
      notify({ type: "info", text: translate(text, blocked ? "unblocked" : "blockedNotice", { name: contact.name }) });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) send.mutate();
  };
  const rows = [...(messages.data ?? [])].sort(
    (a, b) => new Date(a.timestamp).getTime() - new Date(b.timestamp).getTime(),
  );
  return (
    <section className="card" aria-labelledby="conversation-title">
      <div className="group-chat-head">
        <h2 id="conversation-title">
          {contact.name} <span className="muted">@{contact.username}</span>
        </h2>
        <button
          type="button"
          className="button secondary small"
          onClick={() => block.mutate()}
          disabled={block.isPending}
        >
          {blocked ? t("unblock") : t("block")}
        </button>
      </div>
      {messages.isPending ? (
        <p className="muted">{t("loadingConversation")}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{t("noMessages")}</p>
      ) : (
        <ol className="chat-list" aria-label={t("messages")}>
          {rows.map((message) => {
            const likes = Object.values(message.likes ?? {}).filter(Boolean).length;
            return (
              <li key={message.id} className={message.sent ? "chat-message own" : "chat-message"}>
                <div className="chat-meta">
                  <strong>{message.sent ? t("you") : message.user}</strong>
                  <span className="muted"> · {formatWhen(message.timestamp)}</span>
                </div>
                <MessageText text={message.text} username={user.auth.local.username} />
                <div className="chat-actions">
                  {!message.sent && (
                    <button
                      type="button"
                      className="link-button"
                      aria-pressed={Boolean(message.likes?.[user._id])}
                      onClick={() => like.mutate(message.id)}
                    >
                      {message.likes?.[user._id] ? t("liked") : t("like")}
                      {likes > 0 ? ` (${likes})` : ""}
                    </button>
                  )}
                  {message.sent && likes > 0 && <span className="muted">{t("likes", { count: likes })}</span>}
                  <button type="button" className="link-button danger" onClick={() => remove.mutate(message.id)}>
                    {t("delete")}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <form className="chat-composer" onSubmit={submit}>
        <label htmlFor="pm-input" className="visually-hidden">
          {t("messageTo", { name: contact.name })}
        </label>
        <textarea
          id="pm-input"
          rows={3}
          maxLength={CHAT_MESSAGE_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t("writeTo", { name: contact.name })}
        />
        <div className="chat-composer-foot">
          <span className="muted">
            {draft.length} / {CHAT_MESSAGE_MAX}
          </span>
          <button type="submit" className="button" disabled={!draft.trim() || send.isPending || blocked}>
            {t("send")}
          </button>
        </div>
      </form>
    </section>
  );
}

export function Component() {
  const t = useT(text);
  const { game, fallback } = useGame();
  const queryClient = useQueryClient();
  const inbox = useQuery({ ...recentInboxQuery(), enabled: Boolean(game) });
  const [selected, setSelected] = useState<{ id: string; name: string; username: string } | undefined>(undefined);
  const [lookup, setLookup] = useState("");
  const find = useMutation({
    mutationFn: () => memberByUsername(lookup.trim()),
    onSuccess: (member) => {
      setSelected({
        id: member._id,
        name: member.profile?.name || member.auth?.local?.username || "",
        username: member.auth?.local?.username ?? "",
      });
      setLookup("");
    },
  });
  const unread = game?.user.inbox?.newMessages ?? 0;
  useEffect(() => {
    if (unread > 0)
      void markPrivateMessagesRead().then(() => queryClient.invalidateQueries({ queryKey: userKeys.all }));
  }, [unread, queryClient]);
  const conversations = useMemo(() => conversationsOf(inbox.data ?? []), [inbox.data]);
  // The switch shows the player's choice at once, even while a read of the player is on its way.
  const choices = usePendingChoices();
  if (!game) return fallback;
  const optedOut = choices.shown("optOut", Boolean(game.user.inbox?.optOut));
  const current =
    selected ??
    (conversations[0]
      ? { id: conversations[0].contactId, name: conversations[0].name, username: conversations[0].username }
      : undefined);
  return (
    <div className="group-page messages-page">
      <header className="group-header">
        <h1>{t("messages")}</h1>
        <label className="toggle">
          <input
            type="checkbox"
            checked={!optedOut}
            onChange={(event) => {
              const receive = event.target.checked;
              void choices.choose("optOut", !receive, () =>
                saveUserPaths(
                  queryClient,
                  { "inbox.optOut": !receive },
                  translate(text, receive ? "canMessage" : "cannotMessage"),
                ),
              );
            }}
          />{" "}
          {t("receive")}
        </label>
      </header>
      <div className="messages-layout">
        <div className="group-side">
          <form
            className="form inline-form card"
            onSubmit={(event) => {
              event.preventDefault();
              if (lookup.trim()) find.mutate();
            }}
          >
            <Field
              label={t("newMessageTo")}
              value={lookup}
              onChange={(event) => setLookup(event.target.value)}
              placeholder="@username"
            />
            <button type="submit" className="button secondary" disabled={!lookup.trim() || find.isPending}>
              {t("start")}
            </button>
          </form>
          <nav aria-label={t("conversations")}>
            {inbox.isPending ? (
              <p className="muted">{t("loadingMessages")}</p>
            ) : conversations.length === 0 ? (
              <p className="muted">{t("noneYet")}</p>
            ) : (
              <ul className="conversation-list">
                {conversations.map((conversation) => (
                  <li key={conversation.contactId}>
                    <button
                      type="button"
                      aria-current={current?.id === conversation.contactId}
                      onClick={() =>
                        setSelected({
                          id: conversation.contactId,
                          name: conversation.name,
                          username: conversation.username,
                        })
                      }
                    >
                      <strong>{conversation.name}</strong>
                      <br />
                      <span className="muted">{conversation.last.text.slice(0, 60)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </nav>
        </div>
        {current ? (
          <ConversationView key={current.id} user={game.user} contact={current} />
        ) : (
          <section className="card">
            <p>{t("pickConversation")}</p>
          </section>
        )}
      </div>
    </div>
  );
}
