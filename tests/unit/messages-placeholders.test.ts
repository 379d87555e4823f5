/**
 * No message ever shows an unfilled `{placeholder}`: every place in the rules, the worker and
 * the rooms that names a message key (a refusal, a rule's result message, an answer's message,
 * a t() call) is read with the TypeScript parser, and the values it passes must name every
 * placeholder of that key's English text.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { englishCatalogue as en, hasMessage } from "../../content/i18n";

const ROOT = join(__dirname, "../..");
const SCANNED = ["content/rules", "worker", "party", "db"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

function placeholders(key: string): string[] {
  return [...en[key as keyof typeof en].matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

/** The string literals an expression can be: "a", cond ? "a" : "b", ("a"). */
function literals(node: ts.Expression | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isParenthesizedExpression(node)) return literals(node.expression);
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  ) {
    return [...literals(node.left), ...literals(node.right)];
  }
  return [];
}

/** The names an argument of values provides; undefined when they cannot be known from the source. */
function providedNames(node: ts.Expression | undefined): Set<string> | undefined {
  if (!node) return new Set();
  if (ts.isParenthesizedExpression(node)) return providedNames(node.expression);
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const names = new Set<string>();
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property)) return undefined;
    if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
      names.add(property.name.text);
  }
  return names;
}

interface Use {
  where: string;
  keys: string[];
  provided: Set<string> | undefined;
}

/** String literals assigned to a variable named `name` within the enclosing function. */
function assignedInFunction(node: ts.Node, name: string): string[] {
  let scope: ts.Node | undefined = node.parent;
  while (scope && !ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isVariableDeclaration(child) && ts.isIdentifier(child.name) && child.name.text === name)
      found.push(...literals(child.initializer));
    if (
      ts.isBinaryExpression(child) &&
      child.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(child.left) &&
      child.left.text === name
    )
      found.push(...literals(child.right));
    ts.forEachChild(child, visit);
  };
  if (scope) visit(scope);
  return found;
}

const KEYED_CALLS: Record<string, { key: number; vars: number }> = {
  badRequest: { key: 0, vars: 1 },
  notAuthorized: { key: 0, vars: 1 },
  notFound: { key: 0, vars: 1 },
  forbidden: { key: 0, vars: 1 },
  t: { key: 0, vars: 1 },
  paramMessage: { key: 0, vars: 1 },
};

function usesIn(file: string): Use[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const uses: Use[] = [];
  const where = (node: ts.Node) =>
    `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "GameError" &&
      node.arguments
    ) {
      uses.push({ where: where(node), keys: literals(node.arguments[1]), provided: providedNames(node.arguments[2]) });
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      Object.hasOwn(KEYED_CALLS, node.expression.text)
    ) {
      const { key, vars } = KEYED_CALLS[node.expression.text];
      uses.push({
        where: where(node),
        keys: literals(node.arguments[key]),
        provided: providedNames(node.arguments[vars]),
      });
    }
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
        if (name !== "message" && name !== "messageKey") continue;
        const keys = ts.isPropertyAssignment(property)
          ? literals(property.initializer)
          : ts.isShorthandPropertyAssignment(property)
            ? assignedInFunction(property, name)
            : [];
        const varsProperty = node.properties.find(
          (other) => other.name && ts.isIdentifier(other.name) && other.name.text === "messageVars",
        );
        const provided = !varsProperty
          ? new Set<string>()
          : ts.isPropertyAssignment(varsProperty)
            ? providedNames(varsProperty.initializer)
            : undefined;
        uses.push({ where: where(property), keys, provided });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

describe("message placeholders", () => {
  const uses = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap(usesIn);
  const checked = uses.flatMap((use) => use.keys.filter(hasMessage).map((key) => ({ ...use, key })));

  it("finds the places that name message keys", () => {
    // The rules, refusals and routes name several hundred keys between them.
    expect(checked.length).toBeGreaterThan(300);
    expect(checked.some((use) => use.key === "messageBought")).toBe(true);
  });

  it("fills every placeholder of every message a rule, route or room names", () => {
    const unfilled = checked
      .filter((use) => use.provided !== undefined)
      .flatMap((use) =>
        placeholders(use.key)
          .filter((name) => !use.provided?.has(name))
          .map((name) => `${use.where} ${use.key} leaves {${name}}`),
      );
    expect(unfilled).toEqual([]);
  });
});
