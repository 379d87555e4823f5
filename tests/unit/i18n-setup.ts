/**
 * The unit tests speak every language from the start: each language's server catalogue is
 * read from its files here, as the Worker reads it from its static assets when first spoken.
 */
import { join } from "node:path";
import { addCatalogue, type Language } from "../../content/i18n";
import { serverCatalogueFiles } from "../../scripts/i18n-precompile.mjs";

for (const [fileName, text] of serverCatalogueFiles(join(__dirname, "../..")) as [string, string][])
  addCatalogue(fileName.replace(/^.*\//, "").replace(/\.json$/, "") as Language, JSON.parse(text));
