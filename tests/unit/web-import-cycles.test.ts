/**
 * The client's modules import each other without cycles: a module that (through others)
 * imports itself may run before what it imports is defined, and ties the bundler's chunks
 * together. Type-only imports cost nothing at run time and are left out; so are `import()`
 * calls, by which the first screen loads the rest later (the offline queue, for one, imports
 * the first screen's modules that load it).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(".");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")])
    if (existsSync(candidate)) return candidate;
  return undefined;
}

/** The modules a file imports for their values (not `import type`, not `import()`). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    let specifier: string | undefined;
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          !clause.name &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifier = statement.moduleSpecifier.text;
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const typeOnly =
        statement.isTypeOnly ||
        (clause !== undefined && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifier = statement.moduleSpecifier.text;
    }
    const target = specifier === undefined ? undefined : resolveImport(file, specifier);
    if (target) found.push(target);
  }
  return found;
}

/** Strongly connected components of more than one module (Tarjan), as paths from the root. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node))
        found.push(component.map((file) => relative(ROOT, file)).sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Every module the client reaches through value imports, with the modules each imports. */
let clientGraph: Map<string, string[]> | undefined;
function valueGraph(): Map<string, string[]> {
  if (clientGraph) return clientGraph;
  const graph = new Map<string, string[]>();
  const pending = sourceFiles(resolve("web/src"));
  while (pending.length) {
    const file = pending.pop()!;
    if (graph.has(file)) continue;
    const imports = valueImports(file);
    graph.set(file, imports);
    pending.push(...imports);
  }
  clientGraph = graph;
  return graph;
}

describe("the client's imports", () => {
  // Parses every module the client reaches (several hundred files): seconds on a busy machine.
  it("form no cycle through a module of web/src", { timeout: 60_000 }, () => {
    const graph = valueGraph();
    expect(graph.size).toBeGreaterThan(300);
    const inClient = cycles(graph).filter((component) => component.some((file) => file.startsWith("web/src/")));
    expect(inClient).toEqual([]);
  });

  // The API's shapes are shared as types (worker/api-types, `import type`): a value import from
  // the server would put its code, and what it imports, into the client's bundle.
  it("reach no module of the server at run time", { timeout: 60_000 }, () => {
    const server = [...valueGraph().keys()]
      .map((file) => relative(ROOT, file))
      .filter((file) => /^(worker|db)[\\/]/.test(file));
    expect(server).toEqual([]);
  });
});
