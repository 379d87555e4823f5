// `node scripts/i18n-check.mjs [--strict] [--lang=de] [--keys] [--problems-only] [--inline-only] [--catalogues-only]`
//
// 1. Every language's catalogues against English, namespace by namespace: keys a translation
//    lacks, keys English lacks, texts that are not valid ICU messages, placeholders that
//    differ from English's, and texts that are only their key (or empty). For the server's
//    messages and the game content (content/i18n/<lang>/<namespace>.json) and for the
//    client's screens (web/src/i18n/<lang>/<namespace>.json); also English's own texts, the
//    English namespaces the Worker bundles (content/i18n/english.ts), each client namespace's
//    module (web/src/i18n/namespaces/<namespace>.ts), and the client's copies of the server
//    messages it shows (they must read as the server's).
// 2. English still written inline in the client (web/src, staff screens included: their texts
//    come from the English-only `admin` namespace): JSX text, user-facing attributes (label,
//    title, placeholder, aria-label, hint, ...) and notices, with file and line.
//
// With --strict the exit code is 1 when anything is listed; --keys names every untranslated
// server key (client keys are always named); --problems-only leaves out what is complete.
import { build } from "esbuild";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { root } from "./lib.mjs";

const args = new Set(process.argv.slice(2));
const onlyLanguage = [...args].find((arg) => arg.startsWith("--lang="))?.slice("--lang=".length);
const strict = args.has("--strict");
let problems = 0;

const SERVER = join(root, "content/i18n");
const CLIENT = join(root, "web/src/i18n");
/** The client's own copies of the server messages it shows. */
const CLIENT_COPIES = ["gameMessages", "critical"];

/** content/i18n/check.ts and languages.ts, bundled for Node. */
async function loadChecks() {
  const dir = mkdtempSync(join(tmpdir(), "i18n-check-"));
  const entry = join(dir, "entry.ts");
  const outfile = join(dir, "check.mjs");
  try {
    await build({
      stdin: {
        contents: `export * from ${JSON.stringify(join(SERVER, "check.ts"))};\nexport { LANGUAGES } from ${JSON.stringify(join(SERVER, "languages.ts"))};\nexport { ENGLISH_ONLY_NAMESPACES } from ${JSON.stringify(join(CLIENT, "define.ts"))};`,
        resolveDir: root,
        sourcefile: entry,
        loader: "ts",
      },
      bundle: true,
      format: "esm",
      platform: "node",
      outfile,
      logLevel: "error",
      absWorkingDir: root,
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function namespacesIn(dir) {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => [name.slice(0, -".json".length), JSON.parse(readFileSync(join(dir, name), "utf8"))]),
  );
}

function printReport(title, report, { showMissing }) {
  const lines = [];
  if (report.unknown.length)
    lines.push(`  keys English lacks (${report.unknown.length}): ${report.unknown.join(", ")}`);
  for (const entry of report.invalid) lines.push(`  not a valid ICU message: ${entry.key}: ${entry.error}`);
  for (const entry of report.placeholders)
    lines.push(
      `  placeholders differ: ${entry.key}: English {${entry.english.join("}, {")}} / here {${entry.translated.join("}, {")}}`,
    );
  if (report.keyAsText.length)
    lines.push(`  only the key, or nothing, as the text (${report.keyAsText.length}): ${report.keyAsText.join(", ")}`);
  if (report.missing.length)
    lines.push(`  untranslated (${report.missing.length})${showMissing ? `: ${report.missing.join(", ")}` : ""}`);
  const found =
    report.unknown.length +
    report.invalid.length +
    report.placeholders.length +
    report.keyAsText.length +
    report.missing.length;
  problems += found;
  if (found || !onlyProblems) console.log(`${title}: ${lines.length ? "" : "complete"}`);
  for (const line of lines) console.log(line);
}

const onlyProblems = args.has("--problems-only");

function finding(line) {
  console.log(line);
  problems += 1;
}

async function checkCatalogues() {
  const { compareCatalogue, validateCatalogue, LANGUAGES, ENGLISH_ONLY_NAMESPACES } = await loadChecks();
  const englishServer = namespacesIn(join(SERVER, "en"));
  const englishClient = namespacesIn(join(CLIENT, "en"));
  const englishTexts = Object.assign({}, ...Object.values(englishServer));

  console.log("== en (the source) ==");
  for (const [namespace, texts] of Object.entries(englishServer))
    for (const entry of validateCatalogue(texts)) finding(`server "${namespace}": ${entry.key}: ${entry.error}`);
  for (const [namespace, texts] of Object.entries(englishClient))
    for (const entry of validateCatalogue(texts)) finding(`client "${namespace}": ${entry.key}: ${entry.error}`);
  const seen = new Map();
  for (const [namespace, texts] of Object.entries(englishServer))
    for (const key of Object.keys(texts)) {
      if (seen.has(key)) finding(`server key ${key} is in two namespaces: ${seen.get(key)} and ${namespace}`);
      seen.set(key, namespace);
    }
  const bundled = readFileSync(join(SERVER, "english.ts"), "utf8");
  for (const namespace of Object.keys(englishServer))
    if (!bundled.includes(`"./en/${namespace}.json"`))
      finding(`content/i18n/english.ts does not import en/${namespace}.json: the Worker would not know its keys`);
  for (const namespace of Object.keys(englishClient))
    if (!existsSync(join(CLIENT, "namespaces", `${namespace}.ts`)))
      finding(`client namespace "${namespace}" has no module web/src/i18n/namespaces/${namespace}.ts`);
  for (const namespace of CLIENT_COPIES)
    for (const [key, text] of Object.entries(englishClient[namespace] ?? {}))
      if (text !== englishTexts[key]) finding(`client "${namespace}".${key} reads otherwise than the server's ${key}`);

  for (const language of LANGUAGES) {
    if (language === "en" || (onlyLanguage && language !== onlyLanguage)) continue;
    console.log(`\n== ${language} ==`);
    const server = namespacesIn(join(SERVER, language));
    const client = namespacesIn(join(CLIENT, language));
    for (const [namespace, english] of Object.entries(englishServer))
      printReport(
        `server "${namespace}" (content/i18n/${language}/${namespace}.json)`,
        compareCatalogue(english, server[namespace] ?? {}),
        {
          showMissing: args.has("--keys"),
        },
      );
    for (const namespace of Object.keys(server))
      if (!Object.hasOwn(englishServer, namespace)) finding(`server namespace "${namespace}" has no English catalogue`);
    for (const [namespace, english] of Object.entries(englishClient)) {
      if (ENGLISH_ONLY_NAMESPACES.includes(namespace)) continue;
      printReport(
        `client "${namespace}" (web/src/i18n/${language}/${namespace}.json)`,
        compareCatalogue(english, client[namespace] ?? {}),
        {
          showMissing: true,
        },
      );
    }
    for (const namespace of Object.keys(client))
      if (!Object.hasOwn(englishClient, namespace) || ENGLISH_ONLY_NAMESPACES.includes(namespace))
        finding(`client namespace "${namespace}" has no English catalogue, or is English only`);
    const own = Object.assign({}, ...Object.values(server));
    for (const namespace of CLIENT_COPIES)
      for (const [key, text] of Object.entries(client[namespace] ?? {}))
        if (text !== own[key]) finding(`client "${namespace}".${key} reads otherwise than the server's ${key}`);
  }
}

// Inline English in the client.
const TEXT_ATTRIBUTES = new Set([
  "label",
  "title",
  "placeholder",
  "aria-label",
  "alt",
  "hint",
  "intro",
  "note",
  "empty",
  "confirmLabel",
  "section",
  "aria-valuetext",
]);
const PROSE = /[A-Za-z]{2,}/;
/** Names, addresses and code that read the same in every language. */
const NOT_WORDING =
  /^(Habitforge|@username|XXXX-XXXX-XXXX|\/api\/v4|x-api-(user|key)|[\w.-]+@[\w.-]+\.\w+|game-icons\.net|Creative Commons Attribution 3\.0)$/;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

function inlineEnglish() {
  const found = [];
  for (const file of walk(join(root, "web/src"))) {
    const code = readFileSync(file, "utf8");
    const source = ts.createSourceFile(
      file,
      code,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const report = (node, text) => {
      if (NOT_WORDING.test(text.trim().replace(/^placeholder=/, ""))) return;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${relative(root, file)}:${line + 1}: ${text.replace(/\s+/g, " ").trim().slice(0, 120)}`);
    };
    const visit = (node) => {
      if (ts.isJsxText(node) && PROSE.test(node.text)) report(node, node.text);
      else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
        const value = ts.isStringLiteral(node.initializer)
          ? node.initializer.text
          : ts.isJsxExpression(node.initializer) &&
              node.initializer.expression &&
              (ts.isStringLiteral(node.initializer.expression) ||
                ts.isNoSubstitutionTemplateLiteral(node.initializer.expression) ||
                ts.isTemplateExpression(node.initializer.expression))
            ? node.initializer.expression.getText(source)
            : undefined;
        if (value && PROSE.test(value) && !/^["'`]?[a-z][a-zA-Z]*["'`]?$/.test(value))
          report(node, `${node.name.getText(source)}=${value}`);
      } else if (
        ts.isPropertyAssignment(node) &&
        ["text", "flavorMessage", "success", "label", "title"].includes(node.name.getText(source))
      ) {
        const value = node.initializer;
        if (
          (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) || ts.isTemplateExpression(value)) &&
          /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(value.getText(source))
        )
          report(node, `${node.name.getText(source)}: ${value.getText(source)}`);
      } else if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        /^[A-Z][a-z]+(\s+[a-z'’]+){2,}[.!?…]?$/.test(node.text) &&
        !ts.isImportDeclaration(node.parent) &&
        !ts.isPropertyAssignment(node.parent) &&
        !ts.isJsxAttribute(node.parent)
      ) {
        report(node, JSON.stringify(node.text));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

if (!args.has("--inline-only")) await checkCatalogues();
if (!args.has("--catalogues-only")) {
  const inline = inlineEnglish();
  console.log(`\n== English written inline in web/src (${inline.length}) ==`);
  for (const line of inline) console.log(line);
  problems += inline.length;
}
console.log(`\n${problems === 0 ? "Nothing to translate or move." : `${problems} findings.`}`);
if (strict && problems > 0) process.exitCode = 1;
