// A Vite plugin: the message catalogues under content/i18n reach the browser already parsed
// into ICU syntax trees, so the client bundles intl-messageformat without its parser (aliased
// to the parser's no-parser build in vite.config.ts). Only plain property values written as
// string literals are parsed; a text without "{" stays a string and is shown as written.
import ts from "typescript";
import { parse } from "@formatjs/icu-messageformat-parser";

const CATALOGUE = /[\\/]content[\\/]i18n[\\/].+\.ts$/;

export function precompileMessages(code, id) {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      const text = node.initializer.text;
      if (text.includes("{")) {
        let tree;
        try {
          tree = parse(text, { ignoreTag: true });
        } catch (error) {
          throw new Error(
            `${id}: the text of "${node.name.getText(source)}" is not a valid ICU message: ${error.message}`,
          );
        }
        edits.push({
          start: node.initializer.getStart(source),
          end: node.initializer.getEnd(),
          text: JSON.stringify(tree),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (edits.length === 0) return undefined;
  let output = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  return output;
}

export function i18nPrecompile() {
  return {
    name: "i18n-precompile",
    enforce: "pre",
    transform(code, id) {
      if (!CATALOGUE.test(id.split("?")[0])) return undefined;
      const output = precompileMessages(code, id);
      return output === undefined ? undefined : { code: output, map: null };
    },
  };
}
