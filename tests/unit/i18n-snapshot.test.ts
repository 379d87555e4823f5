/**
 * Every language's texts are unchanged for the player by the move from TypeScript catalogues
 * to JSON: tests/unit/fixtures/i18n-before/<language>.json holds every key's text as the old
 * catalogues produced it (written by scripts/i18n-freeze.mjs), and the server's t() and the
 * client's lookup must give exactly those texts, filled with the same values.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LANGUAGES, localeOf, t } from "../../content/i18n";
import { placeholdersOf } from "../../content/i18n/check";
import { formatMessage } from "../../content/i18n/format";
import { setLanguage, type TextNamespace, translate } from "../../web/src/i18n";

interface Snapshot {
  server: Record<string, string>;
  client: Record<string, Record<string, string>>;
}

const snapshotOf = (language: string): Snapshot =>
  JSON.parse(readFileSync(join(__dirname, "fixtures", "i18n-before", `${language}.json`), "utf8"));

const namespaces = Object.fromEntries(
  Object.values(
    import.meta.glob<{ default: TextNamespace }>("../../web/src/i18n/namespaces/*.ts", { eager: true }),
  ).map((module) => [module.default.ns, module.default]),
);

/** The same value for every argument: a number works for plain arguments, plurals, selects and dates. */
function sampleValues(text: string): Record<string, number> {
  return Object.fromEntries(
    placeholdersOf(text)
      .filter((name) => !name.startsWith("<"))
      .map((name) => [name, 3]),
  );
}

afterAll(() => setLanguage("en"));

describe.each(LANGUAGES)("%s, as before the move", (language) => {
  const before = snapshotOf(language);
  const locale = localeOf(language);

  // Each walks every text of a language (over 7000): CPU-heavy, so they have their own time limit.
  it("the server says every key as it did", { timeout: 30_000 }, () => {
    const differ: string[] = [];
    for (const [key, text] of Object.entries(before.server)) {
      const values = sampleValues(text);
      if (t(key, values, language) !== formatMessage(key, text, values, locale)) differ.push(key);
    }
    expect(Object.keys(before.server).length).toBeGreaterThan(7000);
    expect(differ).toEqual([]);
  });

  it("the client shows every key of every namespace as it did", { timeout: 30_000 }, async () => {
    await setLanguage(language);
    const differ: string[] = [];
    for (const [ns, texts] of Object.entries(before.client)) {
      const namespace = namespaces[ns];
      if (!namespace) {
        differ.push(`${ns} (no namespace module)`);
        continue;
      }
      for (const [key, text] of Object.entries(texts)) {
        const values = sampleValues(text);
        if (translate(namespace, key, values) !== formatMessage(`${ns}.${key}`, text, values, locale))
          differ.push(`${ns}.${key}`);
      }
    }
    expect(Object.keys(before.client).length).toBeGreaterThan(25);
    expect(differ).toEqual([]);
  });
});
