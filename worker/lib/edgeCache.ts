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
 * A request naming the answer's ETag (If-None-Match) gets a 304 with no body. A client that takes
 * gzip gets the answer's gzip bytes, compressed once per isolate when first asked for, with
 * `Content-Encoding: gzip` (nothing is compressed per request); any other client gets the plain
 * JSON bytes, which the platform may still compress by what that client accepts. What the client
 * takes is read from `request.cf.clientAcceptEncoding` (the header the client really sent) when
 * the runtime gives it: the `Accept-Encoding` a Worker sees is normalised by the platform and by
 * wrangler dev, so it names gzip even for a client that never asked for it.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env";

interface BuiltAnswer {
  etag: string;
  text: string;
  /** The text's UTF-8 bytes, encoded once when first sent (a whole /content is megabytes). */
  bytes?: Uint8Array;
  /** The same bytes gzip-compressed, once, when a client first takes gzip. */
  gzip?: Promise<Uint8Array>;
}

const encoder = new TextEncoder();

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

/** The parsed value of each answer kept in memory, for answers used as parts of others. */
const parsedAnswers = new WeakMap<BuiltAnswer, unknown>();

/**
 * A read-only value built by `build` once per deployment and key, found the same way as the
 * answers above (memory, then the edge cache, then built): the shared part of an answer that
 * each request completes for its player. The value is shared: it must never be changed.
 */
export async function builtValue<T>(c: Context<AppEnv>, options: BuiltOptions, build: () => Promise<T>): Promise<T> {
  const answer = await obtain(c, options, async () => JSON.stringify(await build()));
  if (parsedAnswers.has(answer)) return parsedAnswers.get(answer) as T;
  const value = JSON.parse(answer.text) as T;
  parsedAnswers.set(answer, value);
  return value;
}

async function gzipOf(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The answer's gzip bytes, compressed on first use; undefined (plain bytes are sent) if that failed. */
async function gzipped(answer: BuiltAnswer, bytes: Uint8Array): Promise<Uint8Array | undefined> {
  answer.gzip ??= gzipOf(bytes);
  try {
    return await answer.gzip;
  } catch {
    answer.gzip = undefined;
    return undefined;
  }
}

/**
 * The Accept-Encoding the client itself sent: `cf.clientAcceptEncoding` when the runtime gives it
 * (Cloudflare, wrangler dev), else the request's header (a direct call, the tests).
 */
function clientAcceptEncoding(c: Context<AppEnv>): string | undefined {
  const cf = c.req.raw.cf as { clientAcceptEncoding?: unknown } | undefined;
  return typeof cf?.clientAcceptEncoding === "string" ? cf.clientAcceptEncoding : c.req.header("Accept-Encoding");
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, with a weight above zero). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const coding = name.trim();
    if (coding === "gzip" || coding === "x-gzip") gzip = Number.isNaN(weight) ? 0 : weight;
    else if (coding === "*") any = Number.isNaN(weight) ? 0 : weight;
  }
  // A coding named by itself wins over `*` (RFC 9110, 12.5.3).
  return (gzip ?? any ?? 0) > 0;
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
 * 304 for a matching If-None-Match, else the stored JSON as gzip bytes to a client that takes
 * gzip and as plain bytes to any other.
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
  answer.bytes ??= encoder.encode(answer.text);
  if (acceptsGzip(clientAcceptEncoding(c))) {
    const gzip = await gzipped(answer, answer.bytes);
    if (gzip) {
      headers.set("Content-Encoding", "gzip");
      // The bytes are gzip already: the runtime sends them as they are.
      return new Response(gzip, { status: 200, headers, encodeBody: "manual" });
    }
  }
  return new Response(answer.bytes, { status: 200, headers });
}

/** The UTC day (YYYY-MM-DD) of `now`: the key part of answers that change daily. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
