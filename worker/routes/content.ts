/**
 * GET /content[?language=&sections=a,b]: the game's tables with their texts. Each answer is
 * built once per deployment, tagged with a hash of itself, served from memory or the edge
 * cache (lib/edgeCache.ts) and cached long by browsers; `sections` lets a screen fetch only the tables it shows.
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono } from "hono";
import { CONTENT_SECTIONS, publicContent, type ContentSection } from "../../content/public";
import { GameError } from "../../content/rules/errors";
import type { AppEnv } from "../env";
import { isCatalogueLoaded } from "../../content/i18n";
import { loadLanguage } from "../lib/catalogues";
import { languageParam } from "../lib/language";
import { serveBuilt } from "../lib/edgeCache";

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

export const contentRoutes = new Hono<AppEnv>().get("/", (c) => {
  // Unknown languages get English rather than an error: the client may ask before it knows.
  // The language is in the address, never taken from headers, so each answer caches as one.
  const language = languageParam(c.req.query("language"));
  const sections = parseSections(c.req.query("sections"));
  // Built once per deployment, language and sections, then served from memory or the edge
  // cache (lib/edgeCache.ts). Kept only in the language asked for: a catalogue that could not
  // be read is tried again.
  return serveBuilt(
    c,
    {
      key: `content:${language}:${sections?.join(",") ?? "*"}`,
      maxAgeSeconds: 86400,
      keep: () => isCatalogueLoaded(language),
    },
    async () => {
      await loadLanguage(language);
      return JSON.stringify({
        success: true,
        data: publicContent(language, sections),
        notifications: [],
        appVersion: c.env.APP_VERSION,
      });
    },
  );
});
