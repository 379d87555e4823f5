/**
 * A group's chat: the composer (with the typing ping), who is here and who is typing, and the
 * messages newest first, rendered by the markdown renderer. Messages arrive live through
 * the group's room (useGroupRoom); this component only reads the cache and sends calls.
 */
import { useEffect, useState, type FormEvent, type KeyboardEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { OfflineReason, useOnline } from "../offline/ui";
import { CHAT_FLAG_LIMIT_FOR_HIDING, CHAT_MESSAGE_MAX } from "../../../content/data/constants";
import { deleteChat, flagChat, getChat, likeChat, markChatSeen, postChat, type ChatMessage } from "../api/groups";
import type { User } from "../api/user";
import { notify } from "../notifications/store";
import { Markdown } from "../markdown/Markdown";
import { mentions } from "../markdown/mentions";
import { mergeChat, typingSentence } from "./roomCache";
import type { GroupRoom } from "./useGroupRoom";
import text from "../i18n/namespaces/groups";
import { formatDateTime, translate, useT } from "../i18n";
import offlineText from "../i18n/namespaces/offline";
import "./groups.css";
import { CHAT_PAGE, chatQuery, groupKeys } from "../queries/groups";
import { userKeys } from "../queries/user";

/** Messages read at a time: the latest first, older ones on request. */

export function isModerator(user: User): boolean {
  return Boolean(user.permissions?.moderator || user.permissions?.fullAccess || user.contributor?.admin);
}

export function formatWhen(timestamp: number | string): string {
  return formatDateTime(timestamp);
}

export function MessageText({ text, username }: { text: string; username?: string }) {
  return <Markdown text={text} ownUsername={username} className="message-text markdown" />;
}

function ChatEntry({
  message,
  user,
  groupId,
  mayDelete,
  moderator,
}: {
  message: ChatMessage;
  user: User;
  groupId: string;
  mayDelete: boolean;
  moderator: boolean;
}) {
  const t = useT(text);
  const queryClient = useQueryClient();
  const own = message.uuid === user._id;
  const likeCount = Object.values(message.likes ?? {}).filter(Boolean).length;
  const liked = Boolean(message.likes?.[user._id]);
  const replace = (updated: ChatMessage) =>
    queryClient.setQueryData<ChatMessage[]>(groupKeys.chat(groupId), (chat) => mergeChat(chat, [updated]));
  const like = useMutation({ mutationFn: () => likeChat(groupId, message.id), onSuccess: replace });
  const flag = useMutation({
    mutationFn: () => flagChat(groupId, message.id),
    onSuccess: (updated) => {
      replace(updated);
      notify({ type: "info", text: translate(text, "reportThanks") });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteChat(groupId, message.id),
    onSuccess: () =>
      queryClient.setQueryData<ChatMessage[]>(groupKeys.chat(groupId), (chat) =>
        chat?.filter((entry) => entry.id !== message.id),
      ),
  });
  const highlighted = !message.system && !own && mentions(message.text, user.auth.local.username);
  const classes = ["chat-message", message.system ? "system" : "", own ? "own" : "", highlighted ? "mentioned" : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <li className={classes} data-message-id={message.id}>
      <div className="chat-meta">
        <strong className="chat-author">
          {message.system ? t("game") : (message.user ?? message.username ?? t("someone"))}
        </strong>
        {message.username && !message.system && <span className="muted"> @{message.username}</span>}
        <time className="muted" dateTime={new Date(message.timestamp).toISOString()}>
          {" "}
          · {formatWhen(message.timestamp)}
        </time>
      </div>
      <MessageText text={message.text} username={user.auth.local.username} />
      {moderator && (message.shadowMuted || message.flagCount > 0) && (
        <p className="chat-moderation">
          {message.shadowMuted ? t("shadowMuted") : t("reported", { count: message.flagCount })}
          {message.flagCount >= CHAT_FLAG_LIMIT_FOR_HIDING && !message.shadowMuted ? t("hiddenFromPlayers") : ""}
        </p>
      )}
      {!message.system && (
        <div className="chat-actions">
          {own ? (
            likeCount > 0 && <span className="muted">{t("likes", { count: likeCount })}</span>
          ) : (
            <button
              type="button"
              className="link-button"
              aria-pressed={liked}
              onClick={() => like.mutate()}
              disabled={like.isPending}
            >
              {liked ? t("liked") : t("like")}
              {likeCount > 0 ? ` (${likeCount})` : ""}
            </button>
          )}
          {!own && (
            <button
              type="button"
              className="link-button"
              onClick={() => flag.mutate()}
              disabled={flag.isPending || Boolean(message.flags?.[user._id])}
            >
              {message.flags?.[user._id] ? t("reportedButton") : t("report")}
            </button>
          )}
          {mayDelete && (
            <button
              type="button"
              className="link-button danger"
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
            >
              {t("delete")}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

export function GroupChat({
  groupId,
  user,
  room,
  leaderId,
  canPost = true,
  title,
}: {
  groupId: string;
  user: User;
  room: GroupRoom;
  leaderId?: string;
  canPost?: boolean;
  title?: string;
}) {
  const t = useT(text);
  const heading = title ?? t("chat");
  const queryClient = useQueryClient();
  const chat = useQuery(chatQuery(groupId));
  const [draft, setDraft] = useState("");
  const [older, setOlder] = useState<"more" | "loading" | "done">("more");
  const loadOlder = async () => {
    const oldest = chat.data?.[chat.data.length - 1];
    if (!oldest) return;
    setOlder("loading");
    try {
      const page = await getChat(groupId, { before: oldest.timestamp, limit: CHAT_PAGE });
      queryClient.setQueryData<ChatMessage[]>(groupKeys.chat(groupId), (current) => mergeChat(current, page));
      setOlder(page.length === 0 ? "done" : "more");
    } catch {
      setOlder("more");
    }
  };
  const online = useOnline();
  const unread = Boolean(user.newMessages?.[groupId]);
  // Opening the chat reads it: the unread marker on the party or guild goes away.
  useEffect(() => {
    if (unread) void markChatSeen(groupId).then(() => queryClient.invalidateQueries({ queryKey: userKeys.all }));
  }, [unread, groupId, queryClient]);
  const send = useMutation({
    mutationFn: (text: string) => postChat(groupId, text),
    onSuccess: (answer) => {
      setDraft("");
      if (answer.message)
        queryClient.setQueryData<ChatMessage[]>(groupKeys.chat(groupId), (current) =>
          mergeChat(current, [answer.message]),
        );
    },
  });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (draft.trim() && !send.isPending) send.mutate(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
  };
  const moderator = isModerator(user);
  const here = room.presence.map((member) => member.name || t("someoneLower"));
  const typing = typingSentence(room.typing);
  return (
    <section className="card group-chat" aria-labelledby={`chat-title-${groupId}`}>
      <div className="group-chat-head">
        <h2 id={`chat-title-${groupId}`}>{heading}</h2>
        <span className={`live-status live-${room.status}`}>
          {room.status === "open" ? t("live") : room.status === "connecting" ? t("connecting") : t("reconnecting")}
        </span>
      </div>
      {here.length > 0 && (
        <p className="presence" data-testid="presence">
          {t("hereNowList", { names: here.join(", ") })}
        </p>
      )}
      {canPost && (
        <form className="chat-composer" onSubmit={submit}>
          <label htmlFor={`chat-input-${groupId}`} className="visually-hidden">
            {t("yourMessage")}
          </label>
          <textarea
            id={`chat-input-${groupId}`}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX}
            rows={3}
            placeholder={t("chatPlaceholder")}
            onChange={(event) => {
              setDraft(event.target.value);
              room.sendTyping();
            }}
            onKeyDown={onKeyDown}
          />
          <div className="chat-composer-foot">
            <span className="muted">
              {draft.length} / {CHAT_MESSAGE_MAX}
            </span>
            <button type="submit" className="button" disabled={!draft.trim() || send.isPending || !online}>
              {t("send")}
            </button>
          </div>
          <OfflineReason action={translate(offlineText, "doingSendMessage")} />
        </form>
      )}
      <p className="typing" aria-live="polite" data-testid="typing">
        {typing}
      </p>
      {chat.isPending ? (
        <p className="muted" role="status">
          {t("loadingChat")}
        </p>
      ) : chat.isError ? (
        <p role="alert">{t("chatFailed", { error: chat.error.message })}</p>
      ) : chat.data.length === 0 ? (
        <p className="muted">{t("noMessages")}</p>
      ) : (
        <ol className="chat-list" aria-label={t("chatMessages", { title: heading })}>
          {chat.data.map((message) => (
            <ChatEntry
              key={message.id}
              message={message}
              user={user}
              groupId={groupId}
              mayDelete={message.uuid === user._id || leaderId === user._id || moderator}
              moderator={moderator}
            />
          ))}
        </ol>
      )}
      {chat.data && chat.data.length >= CHAT_PAGE && (
        <div className="chat-older">
          {older === "done" ? (
            <p className="muted">{t("chatBeginning")}</p>
          ) : (
            <button type="button" className="button secondary" onClick={loadOlder} disabled={older === "loading"}>
              {older === "loading" ? t("loadingOlder") : t("showOlder")}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
