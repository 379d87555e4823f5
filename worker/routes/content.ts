/**
 * GET /content: the game's tables with their texts, per language. The JSON is built once per
 * isolate and language, tagged with a hash of itself, and cached long by browsers and the edge.
 */
import { Hono } from "hono";
import { LANGUAGES } from "../../content/i18n";
import { publicContent } from "../../content/public";
import type { AppEnv } from "../env";

const built = new Map<string, { body: string; etag: string }>();

async function contentFor(language: string, appVersion: string) {
  const cached = built.get(language);
  if (cached) return cached;
  const body = JSON.stringify({ success: true, data: publicContent(language), notifications: [], appVersion });
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const etag = `"${[...new Uint8Array(digest)].slice(0, 16).map((byte) => byte.toString(16).padStart(2, "0")).join("")}"`;
  const entry = { body, etag };
  built.set(language, entry);
  return entry;
}

export const contentRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const requested = c.req.query("language") ?? "en";
  // Unknown languages get English rather than an error: the client may ask before it knows.
  const language = (LANGUAGES as readonly string[]).includes(requested) ? requested : "en";
  const { body, etag } = await contentFor(language, c.env.APP_VERSION);
  const headers = { ETag: etag, "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800", Vary: "Accept-Encoding" };
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, "Content-Type": "application/json; charset=utf-8" });
});
