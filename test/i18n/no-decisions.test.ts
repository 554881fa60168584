import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/locale.js";
import { sourceFiles } from "../architecture/source-files.js";

const DECIDING = new Set([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
]);

/** Each `if`, `?:`, `switch`, `&&`, `||` and `??` in a file, as "file:line". */
function decisionsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const decides =
      ts.isIfStatement(node) ||
      ts.isConditionalExpression(node) ||
      ts.isSwitchStatement(node) ||
      (ts.isBinaryExpression(node) && DECIDING.has(node.operatorToken.kind));
    if (decides)
      found.push(`${file}:${String(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1)}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the catalogues", () => {
  it.each(LOCALES)("in %s, hold words only: no branch decides which words to use", (locale) => {
    const files = sourceFiles(join("src", "i18n", locale));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(decisionsIn)).toEqual([]);
  });
});
