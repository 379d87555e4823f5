/**
 * The deployed Worker carries no development routes: the deploy entry (wrangler.toml `main`)
 * is bundled as `npm run deploy` would bundle it, offline, and searched for their code. It
 * stays small enough to start fast: English is its only language (the others are static
 * assets, read when first spoken), within 440 KiB gzip (the platform allows 3 MB; the budget keeps
 * the cold start short, and the worker-startup benchmark measures it).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module shared with scripts/deploy.mjs
import { developmentRouteMarkersIn } from "../../scripts/bundle-check.mjs";

const root = join(__dirname, "..", "..");
const scratch = mkdtempSync(join(tmpdir(), "habitforge-bundle-"));
// A fresh clone has no built client yet; the bundle only needs its folder to exist.
mkdirSync(join(root, "dist", "client"), { recursive: true });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Bundles an entry exactly as the deploy dry run does and returns the bundle's text. */
function bundle(entry?: string): string {
  const outdir = join(scratch, entry ? entry.replace(/\W+/g, "-") : "deploy");
  const result = spawnSync(
    join(root, "node_modules", ".bin", "wrangler"),
    ["deploy", ...(entry ? [entry] : []), "--dry-run", "--outdir", outdir],
    {
      cwd: root,
      encoding: "utf8",
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_SEND_ERROR_REPORTS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        CI: "true",
      },
    },
  );
  if (result.status !== 0) throw new Error(`wrangler dry run failed: ${result.stderr}${result.stdout}`);
  // The bundle is named after its entry (index.js, index.dev.js).
  const [file] = readdirSync(outdir).filter((name) => name.endsWith(".js"));
  return readFileSync(join(outdir, file), "utf8");
}

describe("the deployed bundle", () => {
  it("contains no development route code, no language but English, and stays within 440 KiB gzip", () => {
    const code = bundle();
    expect(developmentRouteMarkersIn(code)).toEqual([]);
    expect(gzipSync(code).length).toBeLessThanOrEqual(440 * 1024);
    // German and Spanish texts (plain ASCII, so not escaped in the bundle): only the assets carry them.
    expect(code).toContain("Task not found.");
    expect(code).not.toContain("Aufgabe nicht gefunden.");
    expect(code).not.toContain("Tarea no encontrada.");
  }, 120_000);

  it("is told apart from the development entry, which does carry those routes", () => {
    expect(developmentRouteMarkersIn(bundle("worker/index.dev.ts")).length).toBeGreaterThan(1);
  }, 120_000);
});
