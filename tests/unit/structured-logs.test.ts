/**
 * Every error and warning the Worker logs is one JSON line with the request's id, written by
 * worker/lib/log.ts (tests/api/requestLog.test.ts shows the lines); no code logs around it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "..", "..");

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("the server's log lines", () => {
  it("are written through worker/lib/log.ts only", () => {
    const direct = ["worker", "party", "db", "content"]
      .flatMap((folder) => sources(join(root, folder)))
      .filter((file) => !file.endsWith(join("worker", "lib", "log.ts")))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ line, at: `${relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => /console\.(error|warn)\s*\(/.test(line))
          .map(({ at }) => at),
      );
    expect(direct).toEqual([]);
  });
});
