/**
 * Extras (pictures, the live connection, the header's menus, the code a first click needs) start
 * once the screen's own reads have answered and the browser is idle, or after a short wait: they
 * never compete with the first screen's own work, nor hold back the drawing of data that has just
 * come. The first screen is drawn before its reads answer, so "idle" alone would come too early:
 * the extras' files would queue before the data and their code run just as it arrives.
 */
import { queryClient } from "./queries/client";

/** Resolves once no read of the query cache is under way, or after `cap` ms. */
function readsAnswered(cap: number): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const timer = setTimeout(done, cap);
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}

/**
 * Runs `work` when the browser has nothing better to do (or soon, where idle callbacks do not
 * exist); answers a cancel.
 */
export function onIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(() => work(), { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
}

/** Runs `work` once the screen's reads have answered and the browser is idle; answers a cancel. */
export function afterReadsWhenIdle(work: () => void, timeout = 1500): () => void {
  const started = Date.now();
  let cancelled = false;
  let cancelIdle = () => {};
  void readsAnswered(timeout).then(() => {
    if (!cancelled) cancelIdle = onIdle(work, Math.max(0, timeout - (Date.now() - started)));
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/** A lazy import of an extra (a picture, the live connection), started as `afterReadsWhenIdle` runs work. */
export function whenIdle<T>(load: () => Promise<T>, timeout = 1500): () => Promise<T> {
  return () => new Promise<void>((resolve) => afterReadsWhenIdle(resolve, timeout)).then(load);
}
