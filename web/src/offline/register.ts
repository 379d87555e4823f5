/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Registers the service worker (built from sw.ts), once the page has loaded. A new version of
 * the client waits until the player chooses to reload: the update prompt asks, and the page
 * reloads once the new worker has taken over, so old and new code never run side by side.
 */
import { registerSW } from "virtual:pwa-register";
import { onEnvelope } from "../api/client";
import { announceUpdate } from "./updates";
import { renewDevicePush } from "../reminders/device";
import { PUSH_RENEWED_MESSAGE } from "../reminders/renewal";
import { queryClient } from "../queries/client";
import { contentKeys } from "../queries/content";

/** Looks for a new version this often while the app stays open, and whenever it comes back into view. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
let registered = false;

export function registerServiceWorker(): void {
  if (registered) return;
  registered = true;
  // The first worker takes charge after the page may already have loaded the game content: that
  // content is asked for again (the browser's cache answers), so the worker keeps it for offline use.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      () => void queryClient.refetchQueries({ queryKey: contentKeys.all, type: "all" }),
      { once: true },
    );
  }
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => announceUpdate(() => void update(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      // A push subscription the browser replaced is registered again (the worker tells; a start checks).
      navigator.serviceWorker.addEventListener("message", (event) => {
        if ((event.data as { type?: string } | null)?.type === PUSH_RENEWED_MESSAGE)
          void renewDevicePush().catch(() => undefined);
      });
      void renewDevicePush().catch(() => undefined);
      document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && check());
      // The server says it runs another version: a new client is likely waiting too.
      let serverVersion: string | undefined;
      onEnvelope(({ appVersion }) => {
        if (appVersion && serverVersion && appVersion !== serverVersion) check();
        serverVersion = appVersion ?? serverVersion;
      });
    },
    onRegisterError: (error) =>
      console.warn("the service worker could not be registered; the app works online only", error),
  });
}
