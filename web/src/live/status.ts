/**
 * Whether this device hears the player's own room right now, for what would otherwise poll
 * (the notification menu): kept apart from the connection itself, which loads after the first
 * screen.
 */
export type LiveStatus = "off" | "connecting" | "open" | "closed";

let status: LiveStatus = "off";
const listeners = new Set<(status: LiveStatus) => void>();

export function liveStatus(): LiveStatus {
  return status;
}

/** True while changes made elsewhere arrive by themselves: polling for them would only repeat them. */
export function isPlayerLive(): boolean {
  return status === "open";
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  // Shown on the page's root too, for styles and for tests that wait for the connection.
  if (typeof document !== "undefined") document.documentElement.dataset.live = next;
  for (const listener of listeners) listener(next);
}

export function onLiveStatus(listener: (status: LiveStatus) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
