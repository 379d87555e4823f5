/**
 * Starts a lazy import once the browser is idle (or after a short wait), so pictures and other
 * extras never compete with the first screen's own work.
 */
export function whenIdle<T>(load: () => Promise<T>, timeout = 1500): () => Promise<T> {
  return () =>
    new Promise<void>((resolve) => {
      if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout });
      else setTimeout(resolve, 200);
    }).then(load);
}
