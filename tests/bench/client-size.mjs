// How much JavaScript the client's screens download, from the build in dist/client: the first
// screen (the entry, the user area and the tasks route with their static imports) and the
// offline chunk (what the task actions kept offline load on top of the first screen). Used by
// `npm run bench` and by tests/e2e/bundle-budget.spec.ts.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** A chunk and every chunk it imports statically (dynamic imports load later and are left out). */
function staticGraph(assets, start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = readFileSync(join(assets, start), "utf8");
  for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) staticGraph(assets, match[1], seen);
  return seen;
}

export function firstScreenBytes(root) {
  const client = join(root, "dist", "client");
  const assets = join(client, "assets");
  const html = readFileSync(join(client, "index.html"), "utf8");
  const entries = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
  // The user area and the tasks route are lazy routes the first screen always loads.
  const files = readdirSync(assets);
  // Found by the module they hold (several chunks can share a name prefix, e.g. a catalogue's).
  const holding = (module) =>
    files.find(
      (file) =>
        file.endsWith(".js") &&
        existsSync(join(assets, `${file}.map`)) &&
        (JSON.parse(readFileSync(join(assets, `${file}.map`), "utf8")).sources ?? []).some((source) =>
          source.endsWith(module),
        ),
    );
  const routeChunks = ["web/src/components/AppLayout.tsx", "web/src/routes/tasks.tsx"].map(holding);
  const chunks = new Set();
  for (const chunk of [...entries, ...routeChunks].filter(Boolean)) staticGraph(assets, chunk, chunks);
  let raw = 0;
  let gzip = 0;
  for (const chunk of chunks) {
    const bytes = readFileSync(join(assets, chunk));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  // Content tables must load later; the source maps say which modules each chunk holds.
  const tables = new Set();
  for (const chunk of chunks) {
    const map = join(assets, `${chunk}.map`);
    if (!existsSync(map)) continue;
    for (const source of JSON.parse(readFileSync(map, "utf8")).sources ?? []) {
      const match = /content\/data\/(.+)\.ts$/.exec(source);
      if (match && match[1] !== "constants" && match[1] !== "types") tables.add(match[1]);
    }
  }
  return { chunks: [...chunks].sort(), raw, gzip, tables: [...tables].sort() };
}

/** The chunks the offline task actions (web/src/offline/keep.ts) add to the first screen's, and their size. */
export function offlineChunkBytes(root) {
  const assets = join(root, "dist", "client", "assets");
  const holding = readdirSync(assets).find(
    (file) =>
      file.endsWith(".js") &&
      existsSync(join(assets, `${file}.map`)) &&
      (JSON.parse(readFileSync(join(assets, `${file}.map`), "utf8")).sources ?? []).some((source) =>
        source.endsWith("web/src/offline/keep.ts"),
      ),
  );
  if (!holding) throw new Error("no chunk holds web/src/offline/keep.ts: build the client first");
  const firstScreen = new Set(firstScreenBytes(root).chunks);
  const chunks = [...staticGraph(assets, holding)].filter((chunk) => !firstScreen.has(chunk)).sort();
  let raw = 0;
  let gzip = 0;
  for (const chunk of chunks) {
    const bytes = readFileSync(join(assets, chunk));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { chunks, raw, gzip };
}
