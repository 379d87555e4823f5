/**
 * What the player sees of the offline machinery: the connection banner's text, the mark on a
 * task whose change waits to be sent, the reason beside controls that need the server, and the
 * prompt to reload into a new version.
 */
import { useOfflineStatus, useTaskPending } from "./status";
import { useUpdateReady } from "./updates";
import text from "../i18n/namespaces/offline";
import { translate } from "../i18n";
import "./offline.css";

const changes = (count: number) => `${count} ${count === 1 ? "change" : "changes"}`;

/** The offline banner's sentence, or undefined while online with nothing waiting. */
export function useConnectionNotice(): string | undefined {
  const { online, pending, sending } = useOfflineStatus();
  if (!online) {
    return pending
      ? `You are offline. ${changes(pending)} made here ${pending === 1 ? "waits" : "wait"} to be sent; ${pending === 1 ? "it is" : "they are"} kept on this device until the connection returns.`
      : "You are offline. You can go on with your tasks: what you do is kept on this device and sent when the connection returns.";
  }
  if (!pending) return undefined;
  return sending
    ? `Back online: sending ${changes(pending)} made offline…`
    : `${changes(pending)} made offline ${pending === 1 ? "waits" : "wait"} to be sent; trying again shortly.`;
}

export function useOnline(): boolean {
  return useOfflineStatus().online;
}

/** On a task whose change is kept on this device, not yet on the server. */
export function PendingMark({ taskId }: { taskId: string }) {
  const pending = useTaskPending(taskId);
  if (!pending) return null;
  return (
    <span className="chip pending-mark" title={translate(text, "pendingTitle")}>
      <span aria-hidden="true">⟳ </span>
      {translate(text, "pending")}
    </span>
  );
}

/** Beside a control that needs the server, while there is no connection: why it is off. */
export function OfflineReason({ action }: { action: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-reason" role="note">
      {translate(text, "needsServer", { action })}
    </p>
  );
}

/** A new version of the client is ready: the player chooses when to reload into it. */
export function UpdatePrompt() {
  const reload = useUpdateReady();
  if (!reload) return null;
  return (
    <div className="notice update-prompt" role="status">
      <p>{translate(text, "updateReady")}</p>
      <button type="button" className="button small" onClick={reload}>
        {translate(text, "reload")}
      </button>
    </div>
  );
}
