// `node scripts/i18n-check.mjs [--strict] [--lang=de] [--inline-only] [--catalogues-only]`
//
// 1. Every language's catalogues against English: keys a translation lacks (they show in
//    English), keys English lacks, texts that are not valid ICU messages, and placeholders
//    that differ from English's. For the server's catalogue (content/i18n/<lang>/) and for
//    each client namespace (content/i18n/<lang>/web/<namespace>.ts).
// 2. English still written inline in the client (web/src, staff screens aside): JSX text, user-facing attributes
//    (label, title, placeholder, aria-label, hint, ...) and notices, with file and line, so a
//    screen added later can be moved to a catalogue key.
//
// With --strict the exit code is 1 when anything is listed.
import { build } from "esbuild";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { root } from "./lib.mjs";

const args = new Set(process.argv.slice(2));
const onlyLanguage = [...args].find((arg) => arg.startsWith("--lang="))?.slice("--lang=".length);
const strict = args.has("--strict");
let problems = 0;

async function loadCatalogues() {
  const dir = mkdtempSync(join(tmpdir(), "i18n-check-"));
  const entry = join(dir, "entry.ts");
  const languages = ["de", "es", "fr", "pt_BR", "ja"];
  const webDir = join(root, "content/i18n/en/web");
  const namespaces = readdirSync(webDir)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => file.replace(/\.ts$/, ""));
  const lines = [
    `export { catalogueOf, LANGUAGES } from ${JSON.stringify(join(root, "content/i18n/index.ts"))};`,
    `export { compareCatalogue, validateCatalogue } from ${JSON.stringify(join(root, "content/i18n/check.ts"))};`,
    ...namespaces.map((ns, index) => `import en${index} from ${JSON.stringify(join(webDir, `${ns}.ts`))};`),
    `export const english = [${namespaces.map((_, index) => `en${index}`).join(", ")}];`,
    ...languages.map(
      (language) =>
        `import web_${language} from ${JSON.stringify(join(root, `content/i18n/${language}/web/index.ts`))};`,
    ),
    `export const web = { ${languages.map((language) => `${language}: web_${language}`).join(", ")} };`,
  ];
  writeFileSync(entry, lines.join("\n"));
  const outfile = join(dir, "catalogues.mjs");
  await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile,
    logLevel: "error",
    absWorkingDir: root,
  });
  const module = await import(pathToFileURL(outfile).href);
  rmSync(dir, { recursive: true, force: true });
  return module;
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
  if (report.missing.length)
    lines.push(`  untranslated (${report.missing.length})${showMissing ? `: ${report.missing.join(", ")}` : ""}`);
  problems += report.unknown.length + report.invalid.length + report.placeholders.length + report.missing.length;
  console.log(`${title}: ${lines.length ? "" : "complete"}`);
  for (const line of lines) console.log(line);
}

async function checkCatalogues() {
  const catalogues = await loadCatalogues();
  const english = catalogues.catalogueOf("en");
  const invalidEnglish = catalogues.validateCatalogue(english);
  for (const entry of invalidEnglish)
    console.log(`English server text is not a valid ICU message: ${entry.key}: ${entry.error}`);
  problems += invalidEnglish.length;
  for (const language of catalogues.LANGUAGES) {
    if (language === "en" || (onlyLanguage && language !== onlyLanguage)) continue;
    console.log(`\n== ${language} ==`);
    printReport(
      "server and game content (content/i18n)",
      catalogues.compareCatalogue(english, catalogues.catalogueOf(language)),
      { showMissing: args.has("--keys") },
    );
    const web = catalogues.web[language];
    for (const namespace of catalogues.english) {
      const own = web.namespaces[namespace.ns] ?? {};
      printReport(`client "${namespace.ns}"`, catalogues.compareCatalogue(namespace.en, own), { showMissing: true });
    }
    const knownNamespaces = new Set(catalogues.english.map((namespace) => namespace.ns));
    for (const name of Object.keys(web.namespaces)) {
      if (!knownNamespaces.has(name)) {
        console.log(`client namespace "${name}" has no English catalogue`);
        problems += 1;
      }
    }
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

/** Staff screens are for the people who run the server and stay in English. */
const STAFF_SCREENS = join(root, "web/src/routes/admin");

function inlineEnglish() {
  const found = [];
  for (const file of walk(join(root, "web/src")).filter((path) => !path.startsWith(STAFF_SCREENS))) {
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
