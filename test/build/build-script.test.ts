import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

// scripts/build.mjs is what `npm start` runs first: it must never leave stale JavaScript in dist/.
const root = fileURLToPath(new URL("../../", import.meta.url));
let project: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "radio-bot-build-"));
  mkdirSync(join(project, "scripts"));
  copyFileSync(join(root, "scripts/build.mjs"), join(project, "scripts/build.mjs"));
  copyFileSync(join(root, "scripts/message-types.mjs"), join(project, "scripts/message-types.mjs"));
  copyFileSync(join(root, "scripts/bundle.mjs"), join(project, "scripts/bundle.mjs"));
  copyFileSync(join(root, "package.json"), join(project, "package.json"));
  symlinkSync(join(root, "node_modules"), join(project, "node_modules"));
  mkdirSync(join(project, "src/inner"), { recursive: true });
  mkdirSync(join(project, "commands"));
  writeFileSync(join(project, "src/inner/answer.ts"), "export const answer: number = 42;\n");
  writeFileSync(
    join(project, "commands/index.ts"),
    'import type { X } from "./x.js";\nexport const y = 1;\n',
  );
});
afterEach(() => {
  rmSync(project, { recursive: true, force: true });
});

const build = () => execFileSync(process.execPath, [join(project, "scripts/build.mjs")], { stdio: "pipe" });
const output = (path: string) => readFileSync(join(project, "dist", path), "utf8");

describe("scripts/build.mjs", () => {
  it("compiles src/ and commands/ file by file to ESM with source maps, types removed", () => {
    build();
    expect(output("src/inner/answer.js")).toContain("const answer = 42;");
    expect(output("src/inner/answer.js")).toContain("//# sourceMappingURL=answer.js.map");
    expect(JSON.parse(output("src/inner/answer.js.map"))).toMatchObject({
      sources: ["../../../src/inner/answer.ts"],
    });
    expect(output("commands/index.js")).not.toContain("import");
  });

  it("compiles a changed source again, even one copied in with its old modification time", () => {
    build();
    const source = join(project, "src/inner/answer.ts");
    const { atime, mtime } = statSync(source);
    writeFileSync(source, "export const answer: number = 43;\n");
    utimesSync(source, atime, mtime);
    build();
    expect(output("src/inner/answer.js")).toContain("const answer = 43;");
  });

  it("removes the output of a deleted source, and rebuilds an output someone deleted", () => {
    build();
    rmSync(join(project, "commands/index.ts"));
    rmSync(join(project, "dist/src/inner/answer.js"));
    build();
    expect(existsSync(join(project, "dist/commands/index.js"))).toBe(false);
    expect(existsSync(join(project, "dist/commands/index.js.map"))).toBe(false);
    expect(output("src/inner/answer.js")).toContain("const answer = 42;");
  });

  it("leaves unchanged outputs alone when nothing changed", () => {
    build();
    const before = statSync(join(project, "dist/src/inner/answer.js")).mtimeMs;
    build();
    expect(statSync(join(project, "dist/src/inner/answer.js")).mtimeMs).toBe(before);
  });

  it("bundles src/index.ts with its modules and libraries; a module's import.meta.url is its own output's", () => {
    mkdirSync(join(project, "src/i18n/messages"), { recursive: true });
    writeFileSync(join(project, "src/i18n/messages/en.json"), '{ "listen": "Listen" }\n');
    writeFileSync(
      join(project, "src/i18n/words.ts"),
      'import { readFileSync } from "node:fs";\n' +
        'export const words = () => readFileSync(new URL("./messages/en.json", import.meta.url), "utf8");\n',
    );
    writeFileSync(
      join(project, "src/index.ts"),
      'import { z } from "zod";\nimport { words } from "./i18n/words.js";\nimport { answer } from "./inner/answer.js";\n' +
        "process.stdout.write(JSON.stringify({ words: JSON.parse(words()), answer, parsed: z.number().parse(answer) }));\n",
    );
    build();
    const bundle = output("src/index.js");
    expect(bundle).not.toMatch(/from "\.\/inner\/answer\.js"/);
    expect(bundle).not.toMatch(/from "zod"/);
    expect(bundle).toContain("//# sourceMappingURL=index.js.map");
    const run = (): unknown =>
      JSON.parse(execFileSync(process.execPath, [join(project, "dist/src/index.js")], { encoding: "utf8" }));
    expect(run()).toEqual({ words: { listen: "Listen" }, answer: 42, parsed: 42 });
    // Made again when a module it holds changed, left alone when nothing did.
    writeFileSync(join(project, "src/inner/answer.ts"), "export const answer: number = 7;\n");
    build();
    expect(run()).toMatchObject({ answer: 7 });
    const before = statSync(join(project, "dist/src/index.js")).mtimeMs;
    build();
    expect(statSync(join(project, "dist/src/index.js")).mtimeMs).toBe(before);
  });

  it("copies the message files beside the catalogues and types the catalogue from English", () => {
    mkdirSync(join(project, "src/i18n/messages"), { recursive: true });
    const english = join(project, "src/i18n/messages/en.json");
    writeFileSync(english, '{ "listen": "Listen", "live": "Live: {dj}" }\n');
    build();
    expect(JSON.parse(output("src/i18n/messages/en.json"))).toEqual({ listen: "Listen", live: "Live: {dj}" });
    const typed = readFileSync(join(project, "src/i18n/catalogue.ts"), "utf8");
    expect(typed).toContain("readonly listen: string;");
    expect(typed).toContain("readonly live: Message<{ readonly dj: Text }>;");
    writeFileSync(english, '{ "listen": "Hear" }\n');
    build();
    expect(JSON.parse(output("src/i18n/messages/en.json"))).toEqual({ listen: "Hear" });
    expect(readFileSync(join(project, "src/i18n/catalogue.ts"), "utf8")).not.toContain("live");
    rmSync(join(project, "src/i18n/catalogue.ts"));
    build();
    expect(readFileSync(join(project, "src/i18n/catalogue.ts"), "utf8")).toContain(
      "readonly listen: string;",
    );
  });
});
