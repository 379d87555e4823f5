/**
 * Read-only answers built once and served from memory or the edge: the game's tables
 * (GET /content) and anything else that is the same for every player asking the same address.
 *
 * An answer is known by a key naming everything it depends on (language, sections, the day for
 * what changes daily) and the deployment's APP_VERSION, so a deploy starts afresh. It is looked
 * for, in order:
 *  1. in this isolate's memory (the JSON text and its ETag);
 *  2. in the edge cache of the data centre (the Cache API), where the first isolate that built
 *     it put it: other isolates there read it instead of rebuilding it;
 *  3. built, kept in memory and put in the edge cache.
 * A request naming the answer's ETag (If-None-Match) gets a 304 with no body. The body goes out
 * as plain JSON: the platform compresses it for each client by what that client accepts (the
 * Worker sees a normalised Accept-Encoding, so bytes it encoded itself could reach a client that
 * cannot read them).
 */
import type { Context } from "hono";
import type { AppEnv } from "../env";

interface BuiltAnswer {
  etag: string;
  text: string;
}

/** Entries kept per isolate; the oldest go first once full. */
const MEMORY_MAX = 200;
const memory = new Map<string, BuiltAnswer>();
/** Builds under way, so that concurrent requests for the same answer build it once. */
const building = new Map<string, Promise<BuiltAnswer>>();

/** The edge cache's own address space: never a page of the site, never reachable from outside. */
const CACHE_ORIGIN = "https://edge-cache.habitforge.invalid";

function cacheAddress(version: string, key: string): string {
  return `${CACHE_ORIGIN}/${encodeURIComponent(version)}/${encodeURIComponent(key)}`;
}

async function etagOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)]
    .slice(0, 16)
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
  return `"${hex}"`;
}

/** The Cache API when the runtime has one (Workers, the local server, the tests). */
function edgeCache(): Cache | undefined {
  return typeof caches === "undefined" ? undefined : (caches as unknown as { default?: Cache }).default;
}

function remember(key: string, answer: BuiltAnswer) {
  if (memory.size >= MEMORY_MAX) {
    const oldest = memory.keys().next().value;
    if (oldest !== undefined) memory.delete(oldest);
  }
  memory.set(key, answer);
}

async function fromEdge(address: string): Promise<BuiltAnswer | undefined> {
  const cache = edgeCache();
  if (!cache) return undefined;
  try {
    const hit = await cache.match(address);
    const etag = hit?.headers.get("ETag");
    if (!hit || !etag) return undefined;
    const text = await hit.text();
    return { etag, text };
  } catch {
    // An unreadable cache entry is built again.
    return undefined;
  }
}

async function toEdge(address: string, answer: BuiltAnswer, maxAgeSeconds: number) {
  const cache = edgeCache();
  if (!cache) return;
  await cache.put(
    address,
    new Response(answer.text, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        ETag: answer.etag,
        "Cache-Control": `public, max-age=${maxAgeSeconds}`,
      },
    }),
  );
}

export interface BuiltOptions {
  /** Everything the answer depends on besides the deployment (language, sections, day…). */
  key: string;
  /** How long browsers and the edge may keep it. */
  maxAgeSeconds: number;
  /**
   * Whether what was built may be kept (false when it was built from a fallback, e.g. a
   * catalogue that could not be read: it is served once and built again next time).
   */
  keep?: () => boolean;
}

async function obtain(c: Context<AppEnv>, options: BuiltOptions, build: () => Promise<string>): Promise<BuiltAnswer> {
  const key = `${c.env.APP_VERSION}:${options.key}`;
  const known = memory.get(key);
  if (known) return known;
  const pending = building.get(key);
  if (pending !== undefined) return pending;
  const work = (async () => {
    const address = cacheAddress(c.env.APP_VERSION, options.key);
    const cached = await fromEdge(address);
    if (cached) {
      remember(key, cached);
      return cached;
    }
    const text = await build();
    const answer: BuiltAnswer = { text, etag: await etagOf(text) };
    if (options.keep?.() ?? true) {
      remember(key, answer);
      const stored = toEdge(address, answer, options.maxAgeSeconds).catch(() => undefined);
      try {
        c.executionCtx.waitUntil(stored);
      } catch {
        // No execution context (the app called directly): the promise settles on its own.
      }
    }
    return answer;
  })();
  building.set(key, work);
  try {
    return await work;
  } finally {
    building.delete(key);
  }
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const tag = part.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Answers a read-only JSON document built by `build` once per deployment and key (see above):
 * 304 for a matching If-None-Match, else the stored JSON text.
 */
export async function serveBuilt(
  c: Context<AppEnv>,
  options: BuiltOptions,
  build: () => Promise<string>,
): Promise<Response> {
  const answer = await obtain(c, options, build);
  const headers = new Headers({
    ETag: answer.etag,
    "Cache-Control": `public, max-age=${options.maxAgeSeconds}, stale-while-revalidate=604800`,
    Vary: "Accept-Encoding",
  });
  if (matchesEtag(c.req.header("If-None-Match"), answer.etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(answer.text, { status: 200, headers });
}

/** The UTC day (YYYY-MM-DD) of `now`: the key part of answers that change daily. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
