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
import { translateRich } from "../../i18n";
import { adminText, say } from "./say";
import { adminKeys } from "../../queries/admin";

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
            ? say("reportsClearedEveryoneCanReadThe")
            : action === "delete"
              ? say("messageDeleted")
              : say("theAuthorCanNoLongerPost"),
      });
      void client.invalidateQueries({ queryKey: adminKeys.moderation });
      void client.invalidateQueries({ queryKey: adminKeys.group });
    },
    onError: (error) =>
      notify({ type: "error", text: isApiError(error) ? error.message : say("thatDidNotWorkTryAgain") }),
  });
  const author = message.author;
  const comments = reportComments(message);
  return (
    <li className="admin-report">
      <div className="admin-report-meta">
        <strong>{author ? (author.name ?? author.username) : say("theGame")}</strong>
        {author?.username && <span className="muted"> @{author.username}</span>}
        <span className="muted"> · {formatDate(message.timestamp)}</span>
        {showGroup && message.group && (
          <span className="muted">
            {" "}
            {translateRich(adminText, "inGroup", {
              group: <Link to={`/admin/groups/${encodeURIComponent(message.groupId)}`}>{message.group.name}</Link>,
            })}
          </span>
        )}
      </div>
      <MessageText text={message.text} />
      <p className="admin-report-standing">
        <span className="badge">{say("reportPoints", { count: message.flagCount })}</span>
        {message.hidden && <span className="badge admin-badge-warn">{say("hiddenFromPlayers")}</span>}
        {message.shadowMuted && <span className="badge admin-badge-warn">{say("shadowMutedAuthor")}</span>}
        {author?.chatRevoked && <span className="badge admin-badge-danger">{say("chatRevoked")}</span>}
      </p>
      {comments.length > 0 && (
        <ul className="admin-report-comments" aria-label={say("whatTheReportersSaid")}>
          {comments.map((comment, index) => (
            <li key={index}>“{comment}”</li>
          ))}
        </ul>
      )}
      <div className="actions admin-actions-left">
        <button type="button" className="button secondary" disabled={act.isPending} onClick={() => act.mutate("clear")}>
          {say("clearReports")}
        </button>
        <button
          type="button"
          className="button danger secondary"
          disabled={act.isPending}
          onClick={() => setConfirm("delete")}
        >
          {say("deleteMessage")}
        </button>
        {author && !author.chatRevoked && (
          <button
            type="button"
            className="button danger secondary"
            disabled={act.isPending}
            onClick={() => setConfirm("revoke")}
          >
            {say("revokeAuthorSChat")}
          </button>
        )}
        {author && (
          <Link className="admin-report-link" to={`/admin/panel/${encodeURIComponent(author.id)}`}>
            {say("openAuthorSAccount")}
          </Link>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== undefined}
        title={confirm === "delete" ? say("deleteThisMessage") : say("revokeTheAuthorSChat")}
        confirmLabel={confirm === "delete" ? say("delete") : say("revokeChat")}
        danger
        onClose={() => setConfirm(undefined)}
        onConfirm={() => {
          const action = confirm;
          setConfirm(undefined);
          if (action) act.mutate(action);
        }}
      >
        <p>{confirm === "delete" ? say("theMessageDisappearsForEveryoneThe") : say("theyWillNotBeAbleTo")}</p>
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
