/**
 * What is wrong with a request's parameter is said in the request's language: every schema
 * check (valibot) and every entry of an error's parameter list names a message key through
 * `paramMessage`, never an English sentence (which would stay English in every language). The
 * routes, the worker's middleware, the rooms and the rules are read with the TypeScript parser.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { hasMessage } from "../../content/i18n";

const ROOT = join(__dirname, "../..");
const SCANNED = ["worker", "party", "content/rules"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

/** Two words or more: a sentence, not a value such as "keep-all" or "". */
const PROSE = /[A-Za-z]{2,}[\s,.;:!?]+[A-Za-z]{2,}/;

/** The texts an expression can be: a literal, a template (its values as "x"), either branch of a condition. */
function textsOf(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join("")];
  if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)];
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression);
  return [];
}

interface Finding {
  where: string;
  text: string;
}

function scan(file: string): { sentences: Finding[]; keys: Finding[] } {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const sentences: Finding[] = [];
  const keys: Finding[] = [];
  const where = (node: ts.Node) =>
    `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const sentence = (node: ts.Node) => {
    for (const text of textsOf(node)) if (PROSE.test(text)) sentences.push({ where: where(node), text });
  };
  const visit = (node: ts.Node) => {
    // A valibot check's message: v.string("..."), v.maxLength(5, `...`), v.picklist([...], "...").
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === "v"
    )
      for (const argument of node.arguments) sentence(argument);
    // An entry of an error's parameter list: { param, message }.
    if (
      ts.isObjectLiteralExpression(node) &&
      node.properties.some((property) => property.name?.getText(source) === "param")
    )
      for (const property of node.properties)
        if (ts.isPropertyAssignment(property) && property.name.getText(source) === "message")
          sentence(property.initializer);
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "paramMessage" &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      keys.push({ where: where(node), text: node.arguments[0].text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { sentences, keys };
}

const found = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))).map(scan);

describe("parameter messages", () => {
  it("are message keys, never English sentences, in every schema and parameter error", () => {
    expect(found.flatMap((file) => file.sentences).map((entry) => `${entry.where}: ${entry.text}`)).toEqual([]);
  });

  it("name keys that English has", () => {
    const keys = found.flatMap((file) => file.keys);
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((entry) => !hasMessage(entry.text)).map((entry) => `${entry.where}: ${entry.text}`)).toEqual([]);
  });

  it("catches a sentence written where a key belongs", () => {
    const sample = join(ROOT, "tests/unit/fixtures/english-param-messages.ts.txt");
    const { sentences } = scan(sample);
    expect(sentences.map((entry) => entry.text)).toEqual([
      "must be a string",
      "is not allowed here",
      "must be at most x",
      "must be a list",
    ]);
  });
});
