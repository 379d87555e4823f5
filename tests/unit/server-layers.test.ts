/**
 * The server's layers, read from its source files: a route file never imports another route
 * file, nothing outside the app's assembly imports a route file, pure rules and queries never
 * reach up into the Worker, and no module takes part in a runtime import cycle.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
/** The files allowed to mount route files: the app and the development app. */
const ASSEMBLY = new Set(["worker/app.ts", "worker/devApp.ts"]);

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "migrations") found.push(...sourceFiles(relative));
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(relative);
  }
  return found;
}

interface Import {
  target: string;
  /** Only types are imported: nothing of it exists at run time. */
  typeOnly: boolean;
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base]) {
    const full = path.join(ROOT, candidate);
    try {
      if (statSync(full).isFile()) return candidate;
    } catch {
      // not this spelling
    }
  }
  return undefined;
}

/** The relative imports and re-exports of a source file, resolved to paths from the project root. */
function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const found: Import[] = [];
  const pattern = /^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*"(\.[^"]+)"/gms;
  for (const match of text.matchAll(pattern)) {
    const target = resolveImport(file, match[3]);
    if (!target) continue;
    const names = match[2].trim();
    const onlyTypeNames =
      /^\{[^}]*\}$/s.test(names) &&
      names
        .replace(/[{}\s]+/g, " ")
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith("type "));
    found.push({ target, typeOnly: Boolean(match[1]) || onlyTypeNames });
  }
  return found;
}

const SERVER = ["worker", "content", "db", "party"].flatMap(sourceFiles);
const graph = new Map(SERVER.map((file) => [file, importsOf(file)]));
const isRoute = (file: string) => file.startsWith("worker/routes/");

describe("the server's layers", () => {
  it("reads the server's source files and their imports", () => {
    expect(SERVER.filter(isRoute).length).toBeGreaterThan(20);
    expect(graph.get("worker/app.ts")?.some((entry) => entry.target === "worker/routes/tasks.ts")).toBe(true);
  });

  it("has no route file importing another route file", () => {
    const offending = SERVER.filter(isRoute).flatMap((file) =>
      (graph.get(file) ?? []).filter((entry) => isRoute(entry.target)).map((entry) => `${file} -> ${entry.target}`),
    );
    expect(offending).toEqual([]);
  });

  it("has nothing but the app's assembly importing a route file", () => {
    const offending = SERVER.filter((file) => !isRoute(file) && !ASSEMBLY.has(file)).flatMap((file) =>
      (graph.get(file) ?? []).filter((entry) => isRoute(entry.target)).map((entry) => `${file} -> ${entry.target}`),
    );
    expect(offending).toEqual([]);
  });

  it("keeps pure rules, content and queries out of the Worker", () => {
    const offending = SERVER.filter((file) => file.startsWith("content/") || file.startsWith("db/")).flatMap((file) =>
      (graph.get(file) ?? [])
        .filter((entry) => entry.target.startsWith("worker/") && !entry.typeOnly)
        .map((entry) => `${file} -> ${entry.target}`),
    );
    expect(offending).toEqual([]);
  });

  it("has no runtime import cycle", () => {
    // Tarjan's strongly connected components over the imports that exist at run time.
    let counter = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const visit = (file: string) => {
      index.set(file, counter);
      low.set(file, counter);
      counter += 1;
      stack.push(file);
      onStack.add(file);
      for (const { target, typeOnly } of graph.get(file) ?? []) {
        if (typeOnly || !graph.has(target)) continue;
        if (!index.has(target)) {
          visit(target);
          low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
        } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
      if (low.get(file) !== index.get(file)) return;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) cycles.push(component.sort());
    };
    for (const file of graph.keys()) if (!index.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
