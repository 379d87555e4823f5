/**
 * Every language is complete and consistent with English: the server's catalogue (messages and
 * game content) and each client namespace. A key missing in a translation, a key English lacks,
 * a text that is not a valid ICU message or a placeholder that differs from English's fails here
 * (run `node scripts/i18n-check.mjs` for the same report with every key named).
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareCatalogue, validateCatalogue } from "../../content/i18n/check";
import { catalogueOf, LANGUAGES } from "../../content/i18n";
import type { TextNamespace, WebCatalogue } from "../../content/i18n/define";

const TRANSLATIONS = LANGUAGES.filter((language) => language !== "en");
const webDir = join(__dirname, "../../content/i18n/en/web");
const namespaceFiles = readdirSync(webDir).filter((file) => file.endsWith(".ts"));

async function englishNamespaces(): Promise<TextNamespace[]> {
  return Promise.all(
    namespaceFiles.map(
      async (file) =>
        (await import(`../../content/i18n/en/web/${file.replace(/\.ts$/, "")}.ts`)).default as TextNamespace,
    ),
  );
}

async function webCatalogue(language: string): Promise<WebCatalogue> {
  return (await import(`../../content/i18n/${language}/web/index.ts`)).default as WebCatalogue;
}

const problems = (report: ReturnType<typeof compareCatalogue>) => ({
  unknown: report.unknown,
  missing: report.missing,
  invalid: report.invalid.map((entry) => entry.key),
  placeholders: report.placeholders.map((entry) => entry.key),
});
const NONE = { unknown: [], missing: [], invalid: [], placeholders: [] };

describe("English", () => {
  it("writes every client text as a valid ICU message, one namespace per file", async () => {
    const namespaces = await englishNamespaces();
    expect(namespaces.map((namespace) => namespace.ns).sort()).toEqual(
      namespaceFiles.map((file) => file.replace(/\.ts$/, "")).sort(),
    );
    for (const namespace of namespaces)
      expect(validateCatalogue(namespace.en).map((entry) => `${namespace.ns}.${entry.key}`)).toEqual([]);
  });
});

describe.each(TRANSLATIONS)("%s", (language) => {
  it("translates every server message and every piece of game content, placeholders intact", () => {
    expect(problems(compareCatalogue(catalogueOf("en"), catalogueOf(language)))).toEqual(NONE);
  });

  it("translates every client namespace, placeholders intact", async () => {
    const [english, own] = await Promise.all([englishNamespaces(), webCatalogue(language)]);
    expect(Object.keys(own.namespaces).sort()).toEqual(english.map((namespace) => namespace.ns).sort());
    for (const namespace of english) {
      expect({
        ns: namespace.ns,
        ...problems(compareCatalogue(namespace.en, own.namespaces[namespace.ns] ?? {})),
      }).toEqual({ ns: namespace.ns, ...NONE });
    }
  });

  it("reads differently from English for most texts (not English copied over)", () => {
    const english = catalogueOf("en");
    const own = catalogueOf(language);
    const keys = Object.keys(english);
    const same = keys.filter((key) => own[key] === english[key]);
    expect(same.length).toBeLessThan(keys.length * 0.1);
  });
});

describe("the client's screens", () => {
  it("write no English inline: every text a player reads comes from a catalogue", () => {
    const check = spawnSync(process.execPath, ["scripts/i18n-check.mjs", "--inline-only", "--strict"], {
      cwd: join(__dirname, "../.."),
      encoding: "utf8",
    });
    expect(check.stdout).toContain("English written inline in web/src (0)");
    expect(check.status).toBe(0);
  });
});
