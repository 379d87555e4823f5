// `node scripts/i18n-param-keys.mjs [--write]`
//
// Finds English sentences where a parameter message key belongs (a valibot check's message, the
// `message` of an error's parameter entry, `message: t("key")`) in worker/, party/ and
// content/rules/, and turns each into `paramMessage(key, values)`: a sentence that is an English
// text of the catalogues becomes that key; one that fits a template of content/i18n/en/params.json
// ("must be at most {max} characters") becomes that key with its values. What fits nothing is
// listed: it needs a new key, in all six languages. Without --write it only lists.
// tests/unit/param-messages.test.ts fails while any such sentence is left.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import { root } from "./lib.mjs";

const write = process.argv.includes("--write");
const englishDir = join(root, "content/i18n/en");
const namespaces = Object.fromEntries(
  readdirSync(englishDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => [name.slice(0, -".json".length), JSON.parse(readFileSync(join(englishDir, name), "utf8"))]),
);

// A text names its key: a parameter message first, else the first key (in code point order) with that text.
const exact = new Map();
for (const [namespace, texts] of Object.entries(namespaces).sort(([a], [b]) =>
  a === "params" ? -1 : b === "params" ? 1 : 0,
))
  for (const [key, text] of Object.entries(texts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    if (!text.includes("{") && !exact.has(text)) exact.set(text, { key, namespace });
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const templates = Object.entries(namespaces.params ?? {})
  .filter(([, text]) => /\{\w+\}/.test(text))
  .map(([key, text]) => ({
    key,
    names: [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
    pattern: new RegExp(
      `^${text
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join("(.+?)")}$`,
      "s",
    ),
    literal: text.replace(/\{\w+\}/g, "").length,
  }))
  // The most specific first: "at most {max} characters" before "at most {max}".
  .sort((a, b) => b.literal - a.literal);

function resolve(sample) {
  const found = exact.get(sample);
  if (found) return { key: found.key, values: [] };
  for (const { key, names, pattern } of templates) {
    const match = pattern.exec(sample);
    if (match) return { key, values: names.map((name, index) => [name, match[index + 1]]) };
  }
  return undefined;
}

const MARK = /\u0001(\d+)\u0002/;
function sampleOf(node, source) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { text: node.text, values: [] };
  if (!ts.isTemplateExpression(node)) return undefined;
  let text = node.head.text;
  const values = [];
  node.templateSpans.forEach((span, index) => {
    values.push(span.expression.getText(source));
    text += `\u0001${index}\u0002${span.literal.text}`;
  });
  return { text, values };
}

function valueCode(value, expressions) {
  const parts = value.split(/(\u0001\d+\u0002)/).filter((part) => part !== "");
  if (parts.length === 1 && MARK.test(parts[0])) return expressions[Number(MARK.exec(parts[0])[1])];
  if (parts.every((part) => !MARK.test(part))) return /^\d+$/.test(value) ? value : JSON.stringify(value);
  return `\`${parts.map((part) => (MARK.test(part) ? `\${${expressions[Number(MARK.exec(part)[1])]}}` : part.replace(/[`$\\]/g, "\\$&"))).join("")}\``;
}

function call({ key, values }, expressions) {
  if (!values.length) return `paramMessage(${JSON.stringify(key)})`;
  const fields = values.map(([name, value]) => {
    const code = valueCode(value, expressions);
    return code === name ? name : `${name}: ${code}`;
  });
  return `paramMessage(${JSON.stringify(key)}, { ${fields.join(", ")} })`;
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith(".ts") && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

const PROSE = /[A-Za-z]{2,}[\s,.;:!?]+[A-Za-z]{2,}/;
const unmatched = [];
let changed = 0;
for (const file of ["worker", "party", "content/rules"].flatMap((dir) => walk(join(root, dir)))) {
  let code = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  const where = (node) =>
    `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const consider = (node) => {
    if (ts.isConditionalExpression(node)) return [node.whenTrue, node.whenFalse].forEach(consider);
    if (ts.isParenthesizedExpression(node)) return consider(node.expression);
    const sample = sampleOf(node, source);
    if (!sample || !PROSE.test(sample.text.replace(/\u0001\d+\u0002/g, "x"))) return;
    const found = resolve(sample.text);
    if (!found) unmatched.push(`${where(node)}: ${node.getText(source)}`);
    else edits.push({ start: node.getStart(source), end: node.getEnd(), text: call(found, sample.values) });
  };
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.getText(source) === "v"
    )
      node.arguments.forEach(consider);
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === "message" &&
      ts.isObjectLiteralExpression(node.parent) &&
      node.parent.properties.some((property) => property.name?.getText(source) === "param")
    ) {
      const value = node.initializer;
      if (ts.isCallExpression(value) && value.expression.getText(source) === "t")
        edits.push({
          start: value.getStart(source),
          end: value.getEnd(),
          text: `paramMessage(${value.arguments
            .slice(0, 2)
            .map((argument) => argument.getText(source))
            .join(", ")})`,
        });
      else consider(value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!edits.length) continue;
  changed += edits.length;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  if (!/import \{[^}]*\bparamMessage\b[^}]*\} from/.test(code)) {
    let path = relative(dirname(file), join(root, "content/i18n/params"));
    if (!path.startsWith(".")) path = `./${path}`;
    const first = code.search(/^import /m);
    code = `${code.slice(0, first)}import { paramMessage } from "${path}";\n${code.slice(first)}`;
  }
  console.log(`${relative(root, file)}: ${edits.length} ${write ? "turned into keys" : "to turn into keys"}`);
  if (write) writeFileSync(file, code);
}
for (const line of unmatched)
  console.log(`needs a new key (content/i18n/<lang>/params.json, all six languages): ${line}`);
console.log(
  `${changed} sentence${changed === 1 ? "" : "s"} ${write ? "turned into keys" : "found"}, ${unmatched.length} without a key.${write && changed ? " Run npx biome check --write on the files, and drop imports of t that are left unused." : ""}`,
);
if (!write && (changed || unmatched.length)) process.exitCode = 1;
