/**
 * A fresh clone installs on any machine without changing a tracked file: the committed lockfile
 * names every platform's build of each optional package (workerd, esbuild, rollup, biome… for
 * macOS, Windows and Linux), and matches package.json, so `npm ci` takes it as it is.
 * (scripts/test.mjs checks the same after its own install: `git status` of the package files.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "..", "..");
type Entry = {
  version?: string;
  optional?: boolean;
  os?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
  lockfileVersion: number;
  packages: Record<string, Entry>;
};
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Entry;

/** Where Node would find `name` from the package at `path`, as npm lays the tree out. */
function resolved(path: string, name: string): string | undefined {
  let base = path;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const at = base.lastIndexOf("/node_modules/");
    base = at < 0 ? "" : base.slice(0, at);
  }
}

describe("the committed lockfile", () => {
  it("is npm's current format and matches package.json", () => {
    expect(lock.lockfileVersion).toBe(3);
    const top = lock.packages[""];
    expect(top.dependencies ?? {}).toEqual(manifest.dependencies ?? {});
    expect(top.devDependencies ?? {}).toEqual(manifest.devDependencies ?? {});
  });

  it("holds every platform's build of every optional package", () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages))
      for (const name of Object.keys(entry.optionalDependencies ?? {}))
        if (!resolved(path, name)) missing.push(`${path || "(root)"} -> ${name}`);
    expect(missing).toEqual([]);
  });

  it("has the macOS, Windows and Linux builds of the runtimes the commands need", () => {
    const platforms = (prefix: string) =>
      new Set(
        Object.entries(lock.packages)
          .filter(([path]) => path.startsWith(`node_modules/${prefix}`))
          .flatMap(([, entry]) => entry.os ?? []),
      );
    for (const prefix of ["@cloudflare/workerd-", "@esbuild/", "@rolldown/binding-", "@biomejs/cli-"])
      for (const os of ["darwin", "win32", "linux"]) expect(platforms(prefix), `${prefix} ${os}`).toContain(os);
  });
});
