/**
 * What the client's build (dist/client) makes the player download stays within its budget: the
 * first screen at most 150 KiB gzip, the offline chunk at most 20 KiB gzip (its refusals come
 * from the client's own catalogues). No client chunk carries the server's catalogues, which
 * reach the Worker as static assets instead (one file per language but English).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";
// @ts-expect-error plain JavaScript module shared with npm run bench
import { firstScreenBytes, offlineChunkBytes } from "../bench/client-size.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ASSETS = join(ROOT, "dist/client/assets");

test("the first screen stays within 150 KiB gzip and the offline chunk within 20 KiB", () => {
  const first = firstScreenBytes(ROOT) as { gzip: number };
  const offline = offlineChunkBytes(ROOT) as { gzip: number; chunks: string[] };
  expect(first.gzip).toBeLessThanOrEqual(150 * 1024);
  expect(offline.gzip).toBeLessThanOrEqual(20 * 1024);
});

test("no client chunk carries a server catalogue, and each language is one chunk of the client's own", () => {
  const chunks = readdirSync(ASSETS).filter((file) => file.endsWith(".js"));
  const code = chunks.map((chunk) => readFileSync(join(ASSETS, chunk), "utf8")).join("\n");
  // Texts only the server has (its FAQ answers), as plain runs of words that escaping leaves alone.
  for (const language of ["en", "de", "es", "fr", "pt_BR"]) {
    const faq = JSON.parse(readFileSync(join(ROOT, "content/i18n", language, "faq.json"), "utf8")) as Record<
      string,
      string
    >;
    const samples = Object.values(faq)
      .map((text) => /[A-Za-z ,]{60,}/.exec(text)?.[0])
      .filter((sample): sample is string => sample !== undefined);
    expect(samples.length).toBeGreaterThan(5);
    expect(samples.filter((sample) => code.includes(sample))).toEqual([]);
  }
  const modules = (chunk: string): string[] =>
    existsSync(join(ASSETS, `${chunk}.map`))
      ? (JSON.parse(readFileSync(join(ASSETS, `${chunk}.map`), "utf8")).sources ?? [])
      : [];
  const german = chunks.filter((chunk) =>
    modules(chunk).some((source) => source.endsWith("web/src/i18n/languages/de.ts")),
  );
  expect(german).toHaveLength(1);
  // The German chunk holds the client's German texts, and nothing else.
  expect(modules(german[0])).toEqual(["../../../web/src/i18n/languages/de.ts"]);
  const layout = JSON.parse(readFileSync(join(ROOT, "web/src/i18n/de/layout.json"), "utf8")) as Record<string, string>;
  const plain = Object.values(layout).find((text) => !text.includes("{") && /^[A-Za-z ]{12,}$/.test(text));
  expect(plain).toBeDefined();
  expect(readFileSync(join(ASSETS, german[0]), "utf8")).toContain(plain);
});

test("the Worker finds every other language among the static assets", async ({ request }) => {
  for (const language of ["de", "es", "fr", "pt_BR", "ja"]) {
    const response = await request.get(`/i18n/${language}.json`);
    expect(response.status()).toBe(200);
    const catalogue = (await response.json()) as Record<string, string>;
    expect(typeof catalogue.taskNotFound).toBe("string");
    expect(Object.keys(catalogue).length).toBeGreaterThan(7000);
  }
});
