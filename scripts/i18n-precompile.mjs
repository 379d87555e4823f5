// Vite plugins for the message catalogues (flat JSON, key -> ICU message).
//
// i18nPrecompile: the client's catalogues (web/src/i18n/<language>/<namespace>.json) reach the
// browser already parsed into ICU syntax trees, so the client bundles intl-messageformat
// without its parser (aliased to the parser's no-parser build in vite.config.ts). A text
// without "{" stays a string and is shown as written. An invalid text fails the build.
//
// i18nServerCatalogues: every language but English, all its server namespaces
// (content/i18n/<language>/*.json) in one file, `i18n/<language>.json` among the static
// assets: the Worker bundles English only and reads another language from there, through
// its assets binding, the first time it is spoken.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";

const CLIENT_CATALOGUE = /[\\/]web[\\/]src[\\/]i18n[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/** A catalogue's JSON text with every ICU message that has arguments replaced by its syntax tree. */
export function precompileMessages(code, id) {
  const messages = JSON.parse(code);
  let changed = false;
  for (const [key, text] of Object.entries(messages)) {
    if (typeof text !== "string") throw new Error(`${id}: the text of "${key}" is not a string`);
    if (!text.includes("{")) continue;
    try {
      messages[key] = parse(text, { ignoreTag: true });
      changed = true;
    } catch (error) {
      throw new Error(`${id}: the text of "${key}" is not a valid ICU message: ${error.message}`);
    }
  }
  return changed ? JSON.stringify(messages) : undefined;
}

export function i18nPrecompile() {
  return {
    name: "i18n-precompile",
    enforce: "pre",
    transform(code, id) {
      if (!CLIENT_CATALOGUE.test(id.split("?")[0])) return undefined;
      const output = precompileMessages(code, id);
      return output === undefined ? undefined : { code: output, map: null };
    },
  };
}

/** The static asset path of a language's server catalogue. */
export const SERVER_CATALOGUE_DIR = "i18n";

/** Each language's server catalogue but English's, as the assets carry them: [file name, JSON text]. */
export function serverCatalogueFiles(root) {
  const dir = join(root, "content", "i18n");
  const files = [];
  for (const language of readdirSync(dir, { withFileTypes: true })) {
    if (!language.isDirectory() || language.name === "en") continue;
    const namespaces = readdirSync(join(dir, language.name))
      .filter((name) => name.endsWith(".json"))
      .sort();
    if (namespaces.length === 0) continue;
    const messages = {};
    for (const name of namespaces)
      Object.assign(messages, JSON.parse(readFileSync(join(dir, language.name, name), "utf8")));
    files.push([`${SERVER_CATALOGUE_DIR}/${language.name}.json`, JSON.stringify(messages)]);
  }
  return files;
}

/** Writes the server catalogues into a folder of static assets (the API tests' dist/client when no build made them). */
export function writeServerCatalogues(root, assetsDir) {
  for (const [fileName, text] of serverCatalogueFiles(root)) {
    const path = join(assetsDir, fileName);
    mkdirSync(join(path, ".."), { recursive: true });
    if (!existsSync(path) || readFileSync(path, "utf8") !== text) writeFileSync(path, text);
  }
}

export function i18nServerCatalogues(root) {
  return {
    name: "i18n-server-catalogues",
    apply: "build",
    generateBundle() {
      for (const [fileName, source] of serverCatalogueFiles(root)) this.emitFile({ type: "asset", fileName, source });
    },
  };
}
