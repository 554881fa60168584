import { describe, expect, it } from "vitest";
import { formatCount } from "../../src/i18n/numbers.js";
import { templateProblemText } from "../../src/render/template-problem.js";
import { checkTemplate, type TemplateProblem } from "../../src/templates/check-template.js";
import { PLACEHOLDERS } from "../../src/templates/trigger.js";
import { LOCALES } from "../../src/locale.js";

const problemOf = (text: string): TemplateProblem => {
  const check = checkTemplate(text);
  if (check.ok) throw new Error("expected a refusal");
  return check.problem;
};

describe("templateProblemText", () => {
  it.each(LOCALES)("in %s, lists every placeholder and the length limit", (locale) => {
    const text = templateProblemText({ kind: "empty" }, locale);
    for (const name of PLACEHOLDERS) expect(text).toContain(`\`{${name}}\``);
    expect(text).toContain(formatCount(locale, 1000));
  });

  it("keeps the Russian limit grouped as Russian writes it", () => {
    expect(templateProblemText({ kind: "empty" }, "ru")).toContain("1\u00a0000");
  });

  it("says what is wrong, in English and Russian", () => {
    expect(templateProblemText({ kind: "empty" }, "en")).toMatch(/^❌ The template is empty/);
    expect(templateProblemText({ kind: "empty" }, "ru")).toMatch(/^❌ Шаблон пуст/);
    expect(templateProblemText(problemOf("x".repeat(1234)), "en")).toMatch(
      /^❌ The template is 1,234 characters long; the most is 1,000\./,
    );
    expect(templateProblemText(problemOf("x".repeat(1234)), "ru")).toMatch(/^❌ В шаблоне 1\u00a0234 симв\./);
  });

  it("names the unknown placeholders, singular and plural", () => {
    expect(templateProblemText(problemOf("{song}"), "en")).toMatch(/^❌ Unknown placeholder: `\{song\}`\n/);
    expect(templateProblemText(problemOf("{a} {b}"), "en")).toMatch(
      /^❌ Unknown placeholders: `\{a\}`, `\{b\}`\n/,
    );
    expect(templateProblemText(problemOf("{a} {b}"), "ru")).toMatch(
      /^❌ Неизвестные подстановки: `\{a\}`, `\{b\}`/,
    );
  });

  it("stays short however many and however long the unknown names are", () => {
    const names = Array.from({ length: 30 }, (_, i) => `${"n".repeat(25)}${i}`);
    const problem = problemOf(names.map((name) => `{${name}}`).join(""));
    const text = templateProblemText(problem, "ru");
    expect(text).toContain("и ещё 20");
    expect(text.length).toBeLessThan(2000);
    const long = templateProblemText({ kind: "unknown-placeholders", names: ["x".repeat(900)] }, "en");
    expect(long.length).toBeLessThan(2000);
  });
});
