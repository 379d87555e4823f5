/** Reported chat messages with the moderator's three answers: clear the reports, delete, revoke the author's chat. */
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { clearMessageReports, deleteReportedMessage, revokeAuthorChat, type QueuedMessage } from "../../api/admin";
import { isApiError } from "../../api/client";
import { MessageText } from "../../groups/GroupChat";
import { notify } from "../../notifications/store";
import { ConfirmDialog } from "../common/PurchaseDialog";
import { formatDate } from "./AdminPage";

type Action = "clear" | "delete" | "revoke";

function reportComments(message: QueuedMessage): string[] {
  return Object.values(message.flags)
    .map((flag) => (typeof flag === "object" && flag?.comment ? flag.comment : undefined))
    .filter((comment): comment is string => Boolean(comment));
}

function ReportedMessage({ message, showGroup }: { message: QueuedMessage; showGroup: boolean }) {
  const client = useQueryClient();
  const [confirm, setConfirm] = useState<Action>();
  const act = useMutation({
    mutationFn: (action: Action) =>
      action === "clear"
        ? clearMessageReports(message.groupId, message.id)
        : action === "delete"
          ? deleteReportedMessage(message.groupId, message.id)
          : revokeAuthorChat(message.groupId, message.id),
    onSuccess: (_answer, action) => {
      notify({
        type: "success",
        text:
          action === "clear"
            ? "Reports cleared: everyone can read the message."
            : action === "delete"
              ? "Message deleted."
              : "The author can no longer post in public chats.",
      });
      void client.invalidateQueries({ queryKey: ["admin", "moderation"] });
      void client.invalidateQueries({ queryKey: ["admin", "group"] });
    },
    onError: (error) =>
      notify({ type: "error", text: isApiError(error) ? error.message : "That did not work. Try again." }),
  });
  const author = message.author;
  const comments = reportComments(message);
  return (
    <li className="admin-report">
      <div className="admin-report-meta">
        <strong>{author ? (author.name ?? author.username) : "The game"}</strong>
        {author?.username && <span className="muted"> @{author.username}</span>}
        <span className="muted"> · {formatDate(message.timestamp)}</span>
        {showGroup && message.group && (
          <span className="muted">
            {" "}
            · in <Link to={`/admin/groups/${encodeURIComponent(message.groupId)}`}>{message.group.name}</Link>
          </span>
        )}
      </div>
      <MessageText text={message.text} />
      <p className="admin-report-standing">
        <span className="badge">
          {message.flagCount} {message.flagCount === 1 ? "report point" : "report points"}
        </span>
        {message.hidden && <span className="badge admin-badge-warn">Hidden from players</span>}
        {message.shadowMuted && <span className="badge admin-badge-warn">Shadow-muted author</span>}
        {author?.chatRevoked && <span className="badge admin-badge-danger">Chat revoked</span>}
      </p>
      {comments.length > 0 && (
        <ul className="admin-report-comments" aria-label="What the reporters said">
          {comments.map((comment, index) => (
            <li key={index}>“{comment}”</li>
          ))}
        </ul>
      )}
      <div className="actions admin-actions-left">
        <button type="button" className="button secondary" disabled={act.isPending} onClick={() => act.mutate("clear")}>
          Clear reports
        </button>
        <button
          type="button"
          className="button danger secondary"
          disabled={act.isPending}
          onClick={() => setConfirm("delete")}
        >
          Delete message
        </button>
        {author && !author.chatRevoked && (
          <button
            type="button"
            className="button danger secondary"
            disabled={act.isPending}
            onClick={() => setConfirm("revoke")}
          >
            Revoke author's chat
          </button>
        )}
        {author && (
          <Link className="admin-report-link" to={`/admin/panel/${encodeURIComponent(author.id)}`}>
            Open author's account
          </Link>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== undefined}
        title={confirm === "delete" ? "Delete this message?" : "Revoke the author's chat?"}
        confirmLabel={confirm === "delete" ? "Delete" : "Revoke chat"}
        danger
        onClose={() => setConfirm(undefined)}
        onConfirm={() => {
          const action = confirm;
          setConfirm(undefined);
          if (action) act.mutate(action);
        }}
      >
        <p>
          {confirm === "delete"
            ? "The message disappears for everyone. The audit log keeps its text."
            : "They will not be able to post in the tavern, guilds or private messages until support gives their chat back. Their party chat still works."}
        </p>
      </ConfirmDialog>
    </li>
  );
}

export function ReportedMessages({
  messages,
  showGroup = true,
  empty,
}: {
  messages: QueuedMessage[];
  showGroup?: boolean;
  empty: string;
}) {
  if (messages.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="admin-reports">
      {messages.map((message) => (
        <ReportedMessage key={message.id} message={message} showGroup={showGroup} />
      ))}
    </ul>
  );
}
