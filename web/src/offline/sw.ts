/// <reference lib="webworker" />
/**
 * The service worker (DESIGN "The client offline"). It precaches this build of the client, so
 * the app opens without a network, and keeps the game content (GET /api/v4/content) by its
 * ETag. Every other API call goes to the network untouched: the player's own data offline
 * comes from the client's IndexedDB store, which knows what is still waiting to be sent.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import { listenForReminders } from "../reminders/swPush";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const CONTENT_CACHE = "habitforge-content";

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the single-page app is the precached index.html; what the Worker answers itself is never taken over.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/api\//, /^\/parties\//, /^\/status/, /^\/cdn-cgi\//],
  }),
);

/**
 * Asks the server whether the content kept here is still current (If-None-Match with its ETag):
 * an unchanged table set costs a 304, and the copy kept here answers.
 */
const revalidateByEtag: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => {
    if (request.headers.has("If-None-Match")) return request;
    const kept = await (await caches.open(CONTENT_CACHE)).match(request);
    const etag = kept?.headers.get("ETag");
    if (!etag) return request;
    const headers = new Headers(request.headers);
    headers.set("If-None-Match", etag);
    return new Request(request, { headers });
  },
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status !== 304) return response;
    return (await (await caches.open(CONTENT_CACHE)).match(request)) ?? response;
  },
  cacheWillUpdate: async ({ response }) => (response.status === 200 && response.headers.has("ETag") ? response : null),
};

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === "GET" && /^\/api\/v[34]\/content$/.test(url.pathname),
  new NetworkFirst({
    cacheName: CONTENT_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [revalidateByEtag, new ExpirationPlugin({ maxEntries: 12 })],
  }),
);

// A new version waits until the player chooses to reload (the client's update prompt says so).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// Reminders pushed by the server, shown even with the app closed.
listenForReminders(self);

// The first install takes charge of the open page at once: it serves the same build the page runs.
clientsClaim();
