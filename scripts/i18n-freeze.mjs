// `node scripts/i18n-freeze.mjs [--from <git-ref>] [--clean] [--dry-run]`
//
// Turns message catalogues written in the old TypeScript layout into the JSON catalogues:
//
//   old layout (TypeScript, evaluated here)            JSON written
//   content/i18n/en/<family>.ts, en/index.ts          content/i18n/en/<family>.json
//   content/i18n/<lang>/index.ts (messages, content)   content/i18n/<lang>/<family>.json (English's families)
//   content/i18n/en/web/<ns>.ts (defineText)          web/src/i18n/en/<ns>.json (+ web/src/i18n/namespaces/<ns>.ts)
//   content/i18n/<lang>/web/index.ts, web/<ns>.ts     web/src/i18n/<lang>/<ns>.json
//   content/i18n/<lang>/web/index.ts's `game`         web/src/i18n/<lang>/gameMessages.json and critical.json
//                                                     (the client's own copies of the server messages it shows)
//
// Every catalogue file of the old layout is found by walking the language folders (through
// each language's index modules where they exist, else file by file), so files added after
// the conversion are picked up as well. A key's text is what the old code produced, evaluated
// here once; the JSON is flat key -> ICU message, keys sorted, 2-space indented, UTF-8.
// `tests/unit/fixtures/i18n-before/<lang>.json` records every text as evaluated, and
// `tests/unit/i18n-snapshot.test.ts` proves the running code gives exactly those texts.
//
// Running it again merges instead of overwriting, three ways: for each key, a text only the
// JSON has is kept; a new key is added; a text the TypeScript changed (it differs from the
// base: with --from, the same catalogues at the branch's fork point, else the snapshot)
// replaces the JSON's; any other text stays as the JSON has it, so edits made in the JSON
// since the conversion survive. Keys are never deleted. The snapshot takes every text written.
//
// AFTER A MERGE of a branch that still wrote catalogues in TypeScript (new files such as
// content/i18n/en/<area>.ts, content/i18n/<lang>/messages/<area>.ts, content/i18n/<lang>/web/<ns>.ts,
// or changed texts in the old files):
//
//   node scripts/i18n-freeze.mjs --from <branch>    # evaluates that branch's whole TypeScript
//                                                    # layout (read from git into a temporary
//                                                    # folder) and merges its keys into the JSON
//   node scripts/i18n-freeze.mjs --clean             # deletes TypeScript left in the language
//                                                    # folders, points imports of
//                                                    # content/i18n/en/web/<ns> at web/src/i18n/namespaces/<ns>
//
// or, with the branch's TypeScript catalogue files restored into the working tree (modules the
// conversion deleted are read back from git history when a restored file imports them):
//
//   node scripts/i18n-freeze.mjs && node scripts/i18n-freeze.mjs --clean
//
// Then run `node scripts/i18n-check.mjs` and the unit tests. A merged branch may also have
// written parameter messages as English sentences in its routes' schemas: `node
// scripts/i18n-param-keys.mjs --write` turns them into keys. From then on new keys are added to
// the JSON files directly (English first, then every other language); nothing here is needed.
// --dry-run prints what would change and writes nothing.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const args = process.argv.slice(2);
const fromRef = args.includes("--from") ? args[args.indexOf("--from") + 1] : undefined;
const dryRun = args.includes("--dry-run");
const clean = args.includes("--clean");

export const LANGUAGES = ["en", "de", "es", "fr", "pt_BR", "ja"];
const SERVER_DIR = "content/i18n";
const WEB_DIR = "web/src/i18n";
const NAMESPACE_MODULES = `${WEB_DIR}/namespaces`;
const SNAPSHOT_DIR = "tests/unit/fixtures/i18n-before";
/** Files of the old English folder that hold no catalogue of their own. */
const NOT_A_FAMILY = new Set(["index.ts", "game.ts", "words.ts"]);
/**
 * The server messages the client showed itself, from each language's web catalogue `game`:
 * the client keeps its own copies as these namespaces (English keys from these old modules).
 */
const CLIENT_COPIES = { gameMessages: "content/i18n/en/game.ts", critical: "content/i18n/en/critical.ts" };

const byCodePoint = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

function git(argv, options = {}) {
  const result = spawnSync("git", argv, { cwd: root, encoding: "utf8", maxBuffer: 1 << 28, ...options });
  if (result.status !== 0) throw new Error(`git ${argv.join(" ")}: ${result.stderr}`);
  return result.stdout;
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const isTypeScript = (path) => path.endsWith(".ts") && !path.endsWith(".d.ts");

// ---------------------------------------------------------------------------------------------
// Evaluating the old layout

/** The tree to read the TypeScript from: the working tree, or a git ref written to a temporary folder. */
function sourceTree(ref) {
  if (!ref) return { dir: root, dispose() {} };
  const dir = mkdtempSync(join(tmpdir(), "i18n-freeze-"));
  const archive = spawnSync("git", ["archive", "--format=tar", ref, "content"], {
    cwd: root,
    maxBuffer: 1 << 30,
  });
  if (archive.status !== 0) throw new Error(`git archive ${ref}: ${archive.stderr}`);
  const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A module the conversion deleted, as it was just before: found in git history when a restored
 * file still imports it (the old shared helpers, word tables, index modules).
 */
function deletedModule(repoPath) {
  for (const candidate of [`${repoPath}.ts`, `${repoPath}/index.ts`, repoPath]) {
    const commit = git(["log", "-1", "--format=%H", "--diff-filter=D", "--", candidate]).trim();
    if (commit) return { path: candidate, text: git(["show", `${commit}^:${candidate}`]) };
  }
  return undefined;
}

function historyPlugin(treeDir) {
  return {
    name: "deleted-modules-from-history",
    setup(esbuild) {
      esbuild.onResolve({ filter: /^\.\.?\// }, (resolveArgs) => {
        const base = resolve(resolveArgs.resolveDir, resolveArgs.path);
        // Only code counts: "./gear" is gear.ts, never the gear.json the conversion wrote beside it.
        const exists = ["", ".ts", ".tsx", "/index.ts"].some(
          (suffix) => existsSync(base + suffix) && statSync(base + suffix).isFile(),
        );
        if (exists) return undefined;
        const repoPath = relative(treeDir, base);
        if (repoPath.startsWith("..")) return undefined;
        const found = deletedModule(repoPath);
        if (!found) return undefined;
        return { path: join(treeDir, found.path), namespace: "history", pluginData: found };
      });
      esbuild.onLoad({ filter: /.*/, namespace: "history" }, (loadArgs) => ({
        contents: loadArgs.pluginData.text,
        loader: loadArgs.pluginData.path.endsWith(".json") ? "json" : "ts",
        resolveDir: dirname(loadArgs.path),
      }));
    },
  };
}

/** Every TypeScript file of the old layout, by its path relative to the tree. */
function oldLayoutFiles(treeDir) {
  const files = [];
  for (const language of LANGUAGES)
    for (const path of walk(join(treeDir, SERVER_DIR, language)).filter(isTypeScript))
      files.push(relative(treeDir, path));
  return files;
}

/** Evaluates each file on its own (one failing file does not hide the others): its exports, or its error. */
async function evaluate(treeDir, files) {
  const scratch = mkdtempSync(join(tmpdir(), "i18n-freeze-build-"));
  try {
    const entry = join(scratch, "entry.mjs");
    writeFileSync(
      entry,
      `export const modules = {\n${files
        .map((file) => `  ${JSON.stringify(file)}: () => import(${JSON.stringify(join(treeDir, file))}),`)
        .join("\n")}\n};\n`,
    );
    const outfile = join(scratch, "catalogues.mjs");
    await build({
      entryPoints: [entry],
      bundle: true,
      format: "esm",
      platform: "node",
      outfile,
      logLevel: "error",
      absWorkingDir: treeDir,
      nodePaths: [join(root, "node_modules")],
      plugins: [historyPlugin(treeDir)],
    });
    const { modules } = await import(pathToFileURL(outfile).href);
    const results = new Map();
    for (const file of files) {
      try {
        results.set(file, { exports: await modules[file]() });
      } catch (error) {
        results.set(file, { error: String(error?.stack ?? error) });
      }
    }
    return results;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const isTextRecord = (value) =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((text) => typeof text === "string");

/** The key -> text records a module exports (a language's families, or one family). */
function textRecords(exports) {
  return Object.entries(exports)
    .filter(([name, value]) => name !== "default" && isTextRecord(value))
    .map(([, value]) => value);
}

const merged = (records) => Object.assign({}, ...records);

/** What the old layout says, per language: server texts with their family, client namespaces. */
function readOldLayout(results, problems) {
  const get = (file) => {
    const result = results.get(file);
    if (result?.error) problems.push(`${file} could not be evaluated:\n${result.error}`);
    return result?.exports;
  };
  const englishDir = `${SERVER_DIR}/en/`;
  const english = { server: new Map(), client: new Map() };

  // English families: each file of content/i18n/en holding text records; a key belongs to the
  // smallest file holding it (errors.ts spreads critical.ts: those two keys are "critical").
  const families = [];
  for (const file of [...results.keys()].sort()) {
    if (!file.startsWith(englishDir) || file.includes("/web/") || NOT_A_FAMILY.has(basename(file))) continue;
    const exports = get(file);
    if (!exports) continue;
    const texts = merged(textRecords(exports));
    if (Object.keys(texts).length) families.push({ family: basename(file, ".ts"), texts });
  }
  families.sort((a, b) => Object.keys(a.texts).length - Object.keys(b.texts).length || byCodePoint(a.family, b.family));
  const index = results.has(`${englishDir}index.ts`) ? get(`${englishDir}index.ts`) : undefined;
  const englishTexts = index ? merged(textRecords(index)) : {};
  for (const { texts } of families)
    for (const [key, text] of Object.entries(texts)) if (!Object.hasOwn(englishTexts, key)) englishTexts[key] = text;
  // A key of a family file that is not in the tree (read back from history through an index)
  // has no family here: it keeps the namespace the JSON already gives it.
  for (const [key, text] of Object.entries(englishTexts)) {
    const home = families.find(({ texts }) => Object.hasOwn(texts, key));
    english.server.set(key, { family: home?.family, text });
  }

  // English client namespaces: content/i18n/en/web/<ns>.ts, each `defineText(ns, texts)`.
  for (const file of [...results.keys()].sort()) {
    if (!file.startsWith(`${englishDir}web/`) || basename(file) === "index.ts") continue;
    const namespace = get(file)?.default;
    if (!namespace) continue;
    if (typeof namespace.ns !== "string" || !isTextRecord(namespace.en)) {
      problems.push(`${file} does not export defineText(namespace, texts)`);
      continue;
    }
    english.client.set(namespace.ns, { ...namespace.en });
  }
  // The client's copies of the server messages it shows: the keys of the old English module
  // when it is in the tree, and those the client's English JSON already copies.
  const copies = {};
  for (const [namespace, file] of Object.entries(CLIENT_COPIES)) {
    const exports = results.has(file) ? get(file) : undefined;
    const copied = readJson(join(root, WEB_DIR, "en", `${namespace}.json`)) ?? {};
    copies[namespace] = [
      ...new Set([...Object.keys(exports ? merged(textRecords(exports)) : {}), ...Object.keys(copied)]),
    ];
  }
  for (const [namespace, keys] of Object.entries(copies)) {
    const texts = {};
    for (const key of keys) if (english.server.has(key)) texts[key] = english.server.get(key).text;
    if (Object.keys(texts).length) english.client.set(namespace, texts);
  }

  const translations = {};
  for (const language of LANGUAGES.filter((code) => code !== "en")) {
    const dir = `${SERVER_DIR}/${language}/`;
    const files = [...results.keys()].filter((file) => file.startsWith(dir)).sort();
    const server = new Map();
    const client = new Map();
    // Through the index when there is one: the texts the old code answered with.
    const serverIndex = results.has(`${dir}index.ts`) ? get(`${dir}index.ts`) : undefined;
    if (serverIndex) for (const [key, text] of Object.entries(merged(textRecords(serverIndex)))) server.set(key, text);
    const webIndex = results.has(`${dir}web/index.ts`) ? get(`${dir}web/index.ts`)?.default : undefined;
    if (webIndex?.namespaces)
      for (const [namespace, texts] of Object.entries(webIndex.namespaces)) client.set(namespace, { ...texts });
    const gameTexts = webIndex?.game ?? (results.has(`${dir}game.ts`) ? merged(textRecords(get(`${dir}game.ts`))) : {});
    for (const [namespace, keys] of Object.entries(copies)) {
      const texts = {};
      for (const key of keys) if (Object.hasOwn(gameTexts, key)) texts[key] = gameTexts[key];
      if (Object.keys(texts).length) client.set(namespace, texts);
    }
    // Files no index reaches (added after the conversion): their records, only for keys English has.
    for (const file of files) {
      if (file.endsWith("/index.ts")) continue;
      const exports = get(file);
      if (!exports) continue;
      if (file.startsWith(`${dir}web/`)) {
        const namespace = basename(file, ".ts");
        const texts = exports.default;
        if (!isTextRecord(texts)) continue;
        const own = client.get(namespace) ?? {};
        for (const [key, text] of Object.entries(texts)) if (!Object.hasOwn(own, key)) own[key] = text;
        client.set(namespace, own);
      } else {
        for (const [key, text] of Object.entries(merged(textRecords(exports))))
          if (!server.has(key) && english.server.has(key)) server.set(key, text);
      }
    }
    translations[language] = { server, client };
  }
  return { english, translations };
}

// ---------------------------------------------------------------------------------------------
// The JSON side

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined);
const sortedObject = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => byCodePoint(a, b)));
const jsonText = (record) => `${JSON.stringify(sortedObject(record), null, 2)}\n`;

/** One folder of namespace files: namespace -> { key: text }. */
function readNamespaces(dir) {
  const namespaces = new Map();
  if (!existsSync(dir)) return namespaces;
  for (const name of readdirSync(dir).sort())
    if (name.endsWith(".json")) namespaces.set(basename(name, ".json"), readJson(join(dir, name)));
  return namespaces;
}

/**
 * Merges one catalogue's evaluated texts into its JSON namespaces (see the head comment) and
 * answers what changed. `evaluated` is key -> { namespace, text }; `before` the snapshot.
 */
function mergeInto(namespaces, evaluated, before, counts, where) {
  const namespaceOf = new Map();
  for (const [namespace, texts] of namespaces) for (const key of Object.keys(texts)) namespaceOf.set(key, namespace);
  const changed = new Set();
  for (const [key, { namespace, text }] of evaluated) {
    const home = namespaceOf.get(key) ?? namespace;
    if (!namespaces.has(home)) namespaces.set(home, {});
    const texts = namespaces.get(home);
    const json = Object.hasOwn(texts, key) ? texts[key] : undefined;
    const base = before && Object.hasOwn(before, key) ? before[key] : undefined;
    if (json === undefined) {
      texts[key] = text;
      counts.added++;
    } else if (json === text) {
      counts.same++;
    } else if (base !== undefined && text === base) {
      counts.keptJson++;
      continue;
    } else {
      if (base !== undefined && json !== base)
        counts.conflicts.push(
          `${where} ${key}: the JSON and the TypeScript both changed it; the TypeScript's text was taken`,
        );
      texts[key] = text;
      counts.changed++;
    }
    changed.add(home);
  }
  return changed;
}

function newCounts() {
  return { added: 0, changed: 0, same: 0, keptJson: 0, conflicts: [] };
}

// ---------------------------------------------------------------------------------------------
// Files the JSON layout needs beside the catalogues

/** content/i18n/english.ts: the English namespaces the Worker bundles, one import each. */
function englishModule(families) {
  const names = [...families].sort(byCodePoint);
  const identifier = (family) => family.replace(/[^A-Za-z0-9]+(.)/g, (_, next) => next.toUpperCase());
  return `/**
 * English, the source language: every namespace of content/i18n/en, bundled with the Worker
 * and the client's tests (other languages are loaded when first spoken). Each new English
 * namespace file gets its import here; tests/unit/i18n-catalogues.test.ts checks none is left out.
 */
${names.map((family) => `import ${identifier(family)} from "./en/${family}.json";`).join("\n")}

export const englishNamespaces: Readonly<Record<string, Readonly<Record<string, string>>>> = {
${names.map((family) => `  ${/^[A-Za-z_$][\w$]*$/.test(family) ? family : JSON.stringify(family)}: ${identifier(family)},`).join("\n")}
};
`;
}

/** web/src/i18n/namespaces/<ns>.ts: a client namespace, as the screens import it. */
function namespaceModule(namespace) {
  return `import { defineText } from "../define";
import english from "../en/${namespace}.json";

export default defineText("${namespace}", english);
`;
}

// ---------------------------------------------------------------------------------------------

function write(path, text, written) {
  const absolute = join(root, path);
  if (existsSync(absolute) && readFileSync(absolute, "utf8") === text) return;
  written.push(path);
  if (dryRun) return;
  mkdirSync(dirname(absolute), { recursive: true });
  writeFileSync(absolute, text);
}

/** The old layout of a tree (a git ref, or the working tree), evaluated; undefined when it has none. */
async function layoutOf(ref, name) {
  const tree = sourceTree(ref);
  const problems = [];
  try {
    const files = oldLayoutFiles(tree.dir);
    if (files.length === 0) return undefined;
    console.log(`Evaluating ${files.length} TypeScript catalogue files from ${name}…`);
    const layout = readOldLayout(await evaluate(tree.dir, files), problems);
    if (problems.length) {
      for (const problem of problems) console.error(problem);
      console.error("Nothing was written.");
      process.exit(1);
    }
    return layout;
  } finally {
    tree.dispose();
  }
}

/** One language's texts in a layout: server key -> text, client namespace -> key -> text. */
function textsOf(layout, language) {
  if (language === "en")
    return {
      server: Object.fromEntries([...layout.english.server].map(([key, { text }]) => [key, text])),
      client: Object.fromEntries(layout.english.client),
    };
  const { server, client } = layout.translations[language];
  return { server: Object.fromEntries(server), client: Object.fromEntries(client) };
}

async function freeze() {
  const layout = await layoutOf(fromRef, fromRef ?? "the working tree");
  if (!layout) {
    console.log(`No TypeScript catalogues in ${fromRef ?? "the working tree"}: nothing to freeze.`);
    return;
  }
  // What a branch changed is what differs from where it forked: that tree's texts are the base of
  // the three-way merge (without a ref, or when the fork point had no TypeScript, the snapshot is).
  const forkPoint = fromRef ? git(["merge-base", "HEAD", fromRef]).trim() : undefined;
  const base = forkPoint ? await layoutOf(forkPoint, `the fork point ${forkPoint.slice(0, 10)}`) : undefined;

  const written = [];
  const report = [];
  const englishServerKeys = new Set();
  for (const language of LANGUAGES) {
    const snapshotPath = join(root, SNAPSHOT_DIR, `${language}.json`);
    const snapshot = readJson(snapshotPath) ?? { server: {}, client: {} };
    const isEnglish = language === "en";
    const source = isEnglish ? undefined : layout.translations[language];

    // Server and game content.
    const serverDir = join(root, SERVER_DIR, language);
    const server = readNamespaces(serverDir);
    const englishJson = isEnglish ? server : readNamespaces(join(root, SERVER_DIR, "en"));
    const familyOf = new Map();
    for (const [namespace, texts] of englishJson) for (const key of Object.keys(texts)) familyOf.set(key, namespace);
    for (const [key, { family }] of layout.english.server)
      if (!familyOf.has(key) && family !== undefined) familyOf.set(key, family);
    const evaluated = new Map();
    if (isEnglish) {
      for (const [key, entry] of layout.english.server) {
        const namespace = familyOf.get(key) ?? entry.family;
        if (namespace === undefined) {
          console.error(`English key ${key} belongs to no file of ${SERVER_DIR}/en and to no JSON namespace`);
          process.exit(1);
        }
        evaluated.set(key, { namespace, text: entry.text });
      }
    } else {
      for (const [key, text] of source.server) {
        if (!familyOf.has(key)) {
          report.push(`${language}: ${key} is not an English key; left out`);
          continue;
        }
        evaluated.set(key, { namespace: familyOf.get(key), text });
      }
    }
    const serverCounts = newCounts();
    const baseTexts = base ? textsOf(base, language) : snapshot;
    const changedServer = mergeInto(server, evaluated, baseTexts.server, serverCounts, `${language} server`);
    for (const namespace of changedServer)
      write(`${SERVER_DIR}/${language}/${namespace}.json`, jsonText(server.get(namespace)), written);
    if (isEnglish) for (const [, texts] of server) for (const key of Object.keys(texts)) englishServerKeys.add(key);

    // Client namespaces.
    const webDir = join(root, WEB_DIR, language);
    const client = readNamespaces(webDir);
    const clientCounts = newCounts();
    const evaluatedClient = isEnglish ? layout.english.client : source.client;
    const changedClient = new Set();
    for (const [namespace, texts] of evaluatedClient) {
      const englishKeys =
        layout.english.client.get(namespace) ?? readJson(join(root, WEB_DIR, "en", `${namespace}.json`));
      if (!englishKeys) {
        report.push(`${language}: client namespace ${namespace} has no English; left out`);
        continue;
      }
      const entries = new Map();
      for (const [key, text] of Object.entries(texts)) {
        if (!Object.hasOwn(englishKeys, key)) {
          report.push(`${language}: ${namespace}.${key} is not an English key; left out`);
          continue;
        }
        entries.set(key, { namespace, text });
      }
      const own = new Map([[namespace, client.get(namespace) ?? {}]]);
      for (const changed of mergeInto(
        own,
        entries,
        baseTexts.client?.[namespace],
        clientCounts,
        `${language} ${namespace}`,
      )) {
        client.set(changed, own.get(changed));
        changedClient.add(changed);
      }
    }
    for (const namespace of changedClient)
      write(`${WEB_DIR}/${language}/${namespace}.json`, jsonText(client.get(namespace)), written);

    // The snapshot: every text as the old code gave it.
    const nextSnapshot = {
      server: { ...snapshot.server, ...Object.fromEntries([...evaluated].map(([key, { text }]) => [key, text])) },
      client: { ...snapshot.client },
    };
    for (const [namespace, texts] of evaluatedClient)
      nextSnapshot.client[namespace] = sortedObject({ ...(snapshot.client?.[namespace] ?? {}), ...texts });
    nextSnapshot.server = sortedObject(nextSnapshot.server);
    nextSnapshot.client = sortedObject(nextSnapshot.client);
    write(`${SNAPSHOT_DIR}/${language}.json`, `${JSON.stringify(nextSnapshot, null, 2)}\n`, written);

    const conflicts = [...serverCounts.conflicts, ...clientCounts.conflicts];
    report.push(
      `${language}: server ${serverCounts.added} added, ${serverCounts.changed} changed, ${serverCounts.keptJson} JSON edits kept, ${serverCounts.same} unchanged; ` +
        `client ${clientCounts.added} added, ${clientCounts.changed} changed, ${clientCounts.keptJson} JSON edits kept, ${clientCounts.same} unchanged`,
      ...conflicts,
    );
  }

  // Wiring the JSON layout needs: the English namespaces the Worker bundles, one module per client namespace.
  write(`${SERVER_DIR}/english.ts`, englishModule(readNamespaces(join(root, SERVER_DIR, "en")).keys()), written);
  const englishClient = new Set([
    ...readNamespaces(join(root, WEB_DIR, "en")).keys(),
    ...(dryRun ? layout.english.client.keys() : []),
  ]);
  for (const namespace of englishClient) {
    const path = `${NAMESPACE_MODULES}/${namespace}.ts`;
    if (!existsSync(join(root, path))) write(path, namespaceModule(namespace), written);
  }

  for (const line of report) console.log(line);
  console.log(`${dryRun ? "Would write" : "Wrote"} ${written.length} files${written.length ? ":" : "."}`);
  for (const path of written) console.log(`  ${path}`);
}

/** Deletes the TypeScript left in the language folders and points old client imports at the namespace modules. */
function cleanUp() {
  const removed = [];
  for (const language of LANGUAGES)
    for (const path of walk(join(root, SERVER_DIR, language)).filter(isTypeScript)) {
      removed.push(relative(root, path));
      if (!dryRun) rmSync(path);
    }
  const rewritten = [];
  const stale = [];
  const oldImport = /(["'])((?:\.\.\/)+)content\/i18n\/en\/web\/([A-Za-z0-9_-]+)\1/g;
  const sources = ["content", "worker", "party", "db", "web/src", "tests", "scripts"].flatMap((dir) =>
    walk(join(root, dir)).filter((path) => !path.includes("/fixtures/")),
  );
  for (const path of sources) {
    if (!/\.(ts|tsx|mjs)$/.test(path)) continue;
    const code = readFileSync(path, "utf8");
    const next = code.replace(oldImport, (_, quote, __, namespace) => {
      let target = relative(dirname(path), join(root, NAMESPACE_MODULES, namespace));
      if (!target.startsWith(".")) target = `./${target}`;
      return `${quote}${target}${quote}`;
    });
    if (next !== code) {
      rewritten.push(relative(root, path));
      if (!dryRun) writeFileSync(path, next);
    }
    for (const match of next.matchAll(/from\s+["']((?:\.\.?\/)+[^"']*content\/i18n\/[^"']+)["']/g)) {
      const target = resolve(dirname(path), match[1]);
      const found = ["", ".ts", ".tsx", ".json", "/index.ts"].some((suffix) => existsSync(target + suffix));
      if (!found) stale.push(`${relative(root, path)} imports ${match[1]}, which no longer exists`);
    }
  }
  console.log(`${dryRun ? "Would delete" : "Deleted"} ${removed.length} TypeScript catalogue files.`);
  if (rewritten.length)
    console.log(`Pointed client namespace imports at ${NAMESPACE_MODULES}/ in: ${rewritten.join(", ")}`);
  for (const line of stale) console.log(`to fix by hand: ${line}`);
}

if (clean) cleanUp();
else await freeze();
