/**
 * The Worker bundles English only. Another language's catalogue (all its namespaces in one
 * file, `i18n/<language>.json` among the static assets, written by the client's build) is read
 * through the assets binding the first time this isolate speaks it, and kept for the isolate's
 * life. Until it has arrived, or when it cannot be read, that language speaks English.
 */
import { env } from "cloudflare:workers";
import type { Context, Next } from "hono";
import { addCatalogue, isCatalogueLoaded } from "../../content/i18n";
import { isLanguage, languageFromAcceptLanguage, type Language } from "../../content/i18n/languages";
import type { AppEnv, Env } from "../env";
import { logError } from "./log";

/** Where the client's build puts each language's server catalogue (scripts/i18n-precompile.mjs). */
const CATALOGUE_PATH = "/i18n/";

const loading = new Map<Language, Promise<void>>();

function isCatalogue(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === "string")
  );
}

async function readCatalogue(language: Language): Promise<void> {
  const assets = (env as unknown as Env).ASSETS;
  const response = await assets.fetch(new Request(`https://assets.internal${CATALOGUE_PATH}${language}.json`));
  // A missing file answers with the single-page application's page: only JSON counts.
  if (!response.ok || !response.headers.get("content-type")?.includes("json"))
    throw new Error(`no catalogue for ${language} (${response.status})`);
  const messages: unknown = await response.json();
  if (!isCatalogue(messages)) throw new Error(`the catalogue for ${language} is not a table of texts`);
  addCatalogue(language, messages);
}

/** Makes `language` speakable in this isolate (once); English, an unknown code or a failure cost nothing more. */
export async function loadLanguage(language: string | undefined | null): Promise<void> {
  if (!language || !isLanguage(language) || isCatalogueLoaded(language)) return;
  let pending = loading.get(language);
  if (!pending) {
    pending = readCatalogue(language)
      .catch((error) => logError("catalogue not loaded; answering in English", language, error))
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  await pending;
}

/** Before any route: the language the browser asks for (a signed-in player's own choice is loaded with the player). */
export async function loadRequestLanguage(c: Context<AppEnv>, next: Next) {
  await loadLanguage(languageFromAcceptLanguage(c.req.header("Accept-Language")));
  await next();
}
