import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith(".css") ? [path] : [];
  });
}

/** Classes a file styles on their own (".badge {"), which would restyle every screen once loaded. */
function standaloneClasses(file: string): string[] {
  const css = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const found: string[] = [];
  for (const match of css.matchAll(/([^{}]+)\{/g)) {
    for (const selector of match[1].split(",")) {
      const bare = /^\s*\.([A-Za-z][\w-]*)\s*$/.exec(selector);
      if (bare) found.push(bare[1]);
    }
  }
  return found;
}

describe("screen styles", () => {
  it("never define the same class in two style sheets, so a screen's styles cannot leak onto another", () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of cssFiles("web/src")) {
      for (const name of new Set(standaloneClasses(file))) {
        const owner = owners.get(name);
        if (owner && owner !== file) clashes.push(`.${name} in ${owner} and ${file}`);
        else owners.set(name, file);
      }
    }
    expect(clashes).toEqual([]);
  });
});
