/**
 * Every language is complete and consistent with English, read from the catalogue files
 * themselves (content/i18n/<language>/<namespace>.json for the server's messages and the game
 * content, web/src/i18n/<language>/<namespace>.json for the client's screens): a language that
 * lacks a key English has (every content item's name and notes included, see content-tables),
 * a key English lacks, a text that is not a valid ICU message, a placeholder that differs from
 * English's, or a text that is only its key fails here. `node scripts/i18n-check.mjs` gives
 * the same report per language, every key named.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { englishCatalogue, LANGUAGES } from "../../content/i18n";
import { compareCatalogue, validateCatalogue } from "../../content/i18n/check";
import { englishNamespaces } from "../../content/i18n/english";
import { ENGLISH_ONLY_NAMESPACES } from "../../web/src/i18n/define";

const ROOT = join(__dirname, "../..");
const SERVER = join(ROOT, "content/i18n");
const CLIENT = join(ROOT, "web/src/i18n");
const TRANSLATIONS = LANGUAGES.filter((language) => language !== "en");
/** The client's own copies of the server messages it shows before any server answer. */
const CLIENT_COPIES = ["gameMessages", "critical"];

type Texts = Record<string, string>;

function namespacesIn(dir: string): Record<string, Texts> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => [name.slice(0, -".json".length), JSON.parse(readFileSync(join(dir, name), "utf8")) as Texts]),
  );
}

const problems = (report: ReturnType<typeof compareCatalogue>) => ({
  unknown: report.unknown,
  missing: report.missing,
  invalid: report.invalid.map((entry) => entry.key),
  placeholders: report.placeholders.map((entry) => entry.key),
  keyAsText: report.keyAsText,
});
const NONE = { unknown: [], missing: [], invalid: [], placeholders: [], keyAsText: [] };

const englishServer = namespacesIn(join(SERVER, "en"));
const englishClient = namespacesIn(join(CLIENT, "en"));

describe("English, the source", () => {
  it("bundles every server namespace file with the Worker", () => {
    expect(Object.keys(englishNamespaces).sort()).toEqual(Object.keys(englishServer).sort());
    expect(Object.keys(englishCatalogue).length).toBe(
      Object.values(englishServer).reduce((count, texts) => count + Object.keys(texts).length, 0),
    );
  });

  it("writes every server text as a valid ICU message that is more than its key", () => {
    for (const [namespace, texts] of Object.entries(englishServer))
      expect({ namespace, invalid: validateCatalogue(texts) }).toEqual({ namespace, invalid: [] });
  });

  it("writes every client text as a valid ICU message, and each namespace has its module", () => {
    const modules = readdirSync(join(CLIENT, "namespaces"))
      .filter((name) => name.endsWith(".ts"))
      .map((name) => name.slice(0, -".ts".length))
      .sort();
    expect(modules).toEqual(Object.keys(englishClient).sort());
    for (const namespace of modules) {
      const module = readFileSync(join(CLIENT, "namespaces", `${namespace}.ts`), "utf8");
      expect(module).toContain(`defineText("${namespace}", `);
      expect(module).toContain(`"../en/${namespace}.json"`);
    }
    for (const [namespace, texts] of Object.entries(englishClient))
      expect({ namespace, invalid: validateCatalogue(texts) }).toEqual({ namespace, invalid: [] });
  });

  it("the client's copies of server messages read exactly as the server's", () => {
    for (const namespace of CLIENT_COPIES)
      for (const [key, text] of Object.entries(englishClient[namespace]))
        expect({ key, text }).toEqual({ key, text: englishCatalogue[key] });
  });
});

describe.each(TRANSLATIONS)("%s", (language) => {
  const server = namespacesIn(join(SERVER, language));
  const client = namespacesIn(join(CLIENT, language));

  it("has English's server namespaces, each with exactly English's keys, placeholders intact", () => {
    expect(Object.keys(server).sort()).toEqual(Object.keys(englishServer).sort());
    for (const [namespace, english] of Object.entries(englishServer))
      expect({ namespace, ...problems(compareCatalogue(english, server[namespace] ?? {})) }).toEqual({
        namespace,
        ...NONE,
      });
  });

  it("has English's client namespaces (the staff screens' aside), each with exactly English's keys, placeholders intact", () => {
    const translated = Object.keys(englishClient).filter((namespace) => !ENGLISH_ONLY_NAMESPACES.includes(namespace));
    expect(Object.keys(client).sort()).toEqual(translated.sort());
    for (const [namespace, english] of Object.entries(englishClient).filter(([namespace]) =>
      translated.includes(namespace),
    ))
      expect({ namespace, ...problems(compareCatalogue(english, client[namespace] ?? {})) }).toEqual({
        namespace,
        ...NONE,
      });
  });

  it("the client's copies of server messages read exactly as the server's", () => {
    const own = Object.assign({}, ...Object.values(server)) as Texts;
    for (const namespace of CLIENT_COPIES)
      for (const [key, text] of Object.entries(client[namespace] ?? {}))
        expect({ key, text }).toEqual({ key, text: own[key] });
  });

  it("reads differently from English for most texts (not English copied over)", () => {
    const own = Object.assign({}, ...Object.values(server)) as Texts;
    const keys = Object.keys(englishCatalogue);
    const same = keys.filter((key) => own[key] === englishCatalogue[key]);
    expect(same.length).toBeLessThan(keys.length * 0.1);
  });
});

describe("the check itself", () => {
  it("finds a missing key, a key English lacks, a changed placeholder, a broken text and a key written as its text", () => {
    const report = compareCatalogue(
      { a: "Hello {name}", b: "Gold", c: "Shield", d: "{n, plural, one {# gem} other {# gems}}" },
      { a: "Hallo {nom}", b: "b", d: "{n, plural, one {# Edelstein", e: "extra" },
    );
    expect(problems(report)).toEqual({
      unknown: ["e"],
      missing: ["c"],
      invalid: ["d"],
      placeholders: ["a"],
      keyAsText: ["b"],
    });
    expect(validateCatalogue({ questDragonText: "questDragonText", ok: "Fine." }).map((entry) => entry.key)).toEqual([
      "questDragonText",
    ]);
  });
});

describe("the client's screens", () => {
  it("write no English inline, staff screens included: every text comes from a catalogue", () => {
    const check = spawnSync(process.execPath, ["scripts/i18n-check.mjs", "--inline-only", "--strict"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(check.stdout).toContain("English written inline in web/src (0)");
    expect(check.status).toBe(0);
  }, 60_000);
});
