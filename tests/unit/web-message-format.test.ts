/**
 * The browser's own ICU formatter (web/src/i18n/messageFormat.ts, which stands in for
 * intl-messageformat in the client's build) fills every message of every client catalogue,
 * in every language, exactly as intl-messageformat does: with numbers that pick each plural
 * form, every option of each select, values that are elements of a page, and missing values.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IntlMessageFormat as Reference } from "intl-messageformat";
import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat as Browser } from "../../web/src/i18n/messageFormat";
import { LANGUAGES, localeOf } from "../../content/i18n/languages";

const ROOT = join(import.meta.dirname, "..", "..", "web", "src", "i18n");

/** The argument names of a message, and the option keys each select offers. */
function argumentsOf(elements: MessageFormatElement[], names = new Map<string, Set<string>>()) {
  for (const element of elements) {
    if (element.type === 0 || element.type === 7 || element.type === 8) continue;
    const options = names.get(element.value) ?? new Set<string>();
    names.set(element.value, options);
    if (element.type === 5 || element.type === 6) {
      for (const [key, option] of Object.entries(element.options)) {
        if (element.type === 5) options.add(key);
        argumentsOf(option.value, names);
      }
    }
  }
  return names;
}

/** One outcome of filling a message: its text (or parts), or that it could not be filled. */
function outcome(fill: () => unknown): unknown {
  try {
    return { value: fill() };
  } catch {
    return "refused";
  }
}

const messages: { language: string; file: string; key: string; ast: MessageFormatElement[] }[] = [];
for (const language of LANGUAGES) {
  for (const file of readdirSync(join(ROOT, language)).filter((name) => name.endsWith(".json"))) {
    const catalogue = JSON.parse(readFileSync(join(ROOT, language, file), "utf8")) as Record<string, string>;
    for (const [key, text] of Object.entries(catalogue)) {
      if (text.includes("{")) messages.push({ language, file, key, ast: parse(text, { ignoreTag: true }) });
    }
  }
}

describe("the browser's message formatter", () => {
  it("has messages of every language to check", () => {
    for (const language of LANGUAGES)
      expect(messages.filter((entry) => entry.language === language).length).toBeGreaterThan(100);
  });

  it("fills every catalogue message as intl-messageformat does", () => {
    const element = { kind: "element" };
    let checked = 0;
    const differences: string[] = [];
    for (const { language, file, key, ast } of messages) {
      const locale = localeOf(language);
      const names = argumentsOf(ast);
      const valueSets: Record<string, unknown>[] = [];
      for (const number of [0, 1, 2, 3, 5, 11, 21, 1.5, 1234]) {
        valueSets.push(Object.fromEntries([...names.keys()].map((name) => [name, number])));
      }
      for (const [name, options] of names) {
        for (const option of [...options, "something else"]) {
          valueSets.push(Object.fromEntries([...names.keys()].map((other) => [other, other === name ? option : 2])));
        }
      }
      valueSets.push(Object.fromEntries([...names.keys()].map((name) => [name, "Text"])));
      valueSets.push(Object.fromEntries([...names.keys()].map((name) => [name, element])));
      valueSets.push({});
      const reference = new Reference(ast, locale, undefined, { ignoreTag: true });
      const browser = new Browser(ast, locale, undefined, { ignoreTag: true });
      for (const values of valueSets) {
        const expected = outcome(() => reference.format(values as Record<string, string>));
        const actual = outcome(() => browser.format(values));
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          differences.push(`${language}/${file} ${key} with ${JSON.stringify(values)}: ${JSON.stringify(actual)}`);
        checked += 1;
      }
      if (browser.getAst() !== ast) differences.push(`${language}/${file} ${key}: another syntax tree`);
    }
    expect(differences.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);

  it("fills a message with every element kind it knows", () => {
    const ast = parse(
      "{who} has {n, plural, offset:1 =0 {nobody} one {# friend} other {# friends}}: {share, number, percent} of {total, number} ({whole, number, integer}) {side, select, left {left} other {elsewhere}}",
      { ignoreTag: true },
    );
    const values = { who: "Ana", n: 3, share: 0.25, total: 1234.5, whole: 2.7, side: "left" };
    for (const locale of ["en", "de", "ja"]) {
      expect(new Browser(ast, locale).format(values)).toBe(
        new Reference(ast, locale, undefined, { ignoreTag: true }).format(values),
      );
    }
  });

  it("refuses what it does not know rather than guessing", () => {
    expect(() => new Browser(parse("{n, number, ::currency/EUR}"), "en").format({ n: 1 })).toThrow();
    expect(() => new Browser(parse("{when, date, long}"), "en").format({ when: 0 })).toThrow();
    expect(() => new Browser("plain text {n}", "en")).toThrow();
  });
});
