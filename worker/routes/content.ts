/**
 * GET /content[?language=&sections=a,b]: the game's tables with their texts. Each answer is
 * built once per isolate, tagged with a hash of itself, and cached long by browsers and the
 * edge; `sections` lets a screen fetch only the tables it shows.
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono } from "hono";
import { CONTENT_SECTIONS, publicContent, type ContentSection } from "../../content/public";
import { GameError } from "../../content/rules/errors";
import type { AppEnv } from "../env";
import { isCatalogueLoaded } from "../../content/i18n";
import { loadLanguage } from "../lib/catalogues";
import { languageParam } from "../lib/language";

const built = new Map<string, { body: string; etag: string }>();

async function contentFor(language: string, sections: ContentSection[] | undefined, appVersion: string) {
  const cacheKey = `${language}:${sections?.join(",") ?? "*"}`;
  const cached = built.get(cacheKey);
  if (cached) return cached;
  await loadLanguage(language);
  const body = JSON.stringify({
    success: true,
    data: publicContent(language, sections),
    notifications: [],
    appVersion,
  });
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const etag = `"${[...new Uint8Array(digest)]
    .slice(0, 16)
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")}"`;
  const entry = { body, etag };
  // Kept only in the language asked for: a catalogue that could not be read is tried again.
  if (isCatalogueLoaded(language)) built.set(cacheKey, entry);
  return entry;
}

function parseSections(raw: string | undefined): ContentSection[] | undefined {
  if (!raw) return undefined;
  const asked = [
    ...new Set(
      raw
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ].sort();
  const unknown = asked.filter((section) => !(CONTENT_SECTIONS as readonly string[]).includes(section));
  if (unknown.length || asked.length === 0) {
    throw new GameError("BadRequest", "invalidRequestParameters", {}, [
      {
        param: "sections",
        message: paramMessage("paramListSections", { options: CONTENT_SECTIONS.join(", ") }),
        value: raw,
      },
    ]);
  }
  return asked as ContentSection[];
}

export const contentRoutes = new Hono<AppEnv>().get("/", async (c) => {
  // Unknown languages get English rather than an error: the client may ask before it knows.
  // The language is in the address, never taken from headers, so each answer caches as one.
  const language = languageParam(c.req.query("language"));
  const { body, etag } = await contentFor(language, parseSections(c.req.query("sections")), c.env.APP_VERSION);
  const headers = {
    ETag: etag,
    "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    Vary: "Accept-Encoding",
  };
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, "Content-Type": "application/json; charset=utf-8" });
});
