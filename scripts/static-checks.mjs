#!/usr/bin/env node
// @ts-check
// `npm test`'s first half: the type check with ESLint (one process, one TypeScript program: see
// typecheck-and-lint.mjs) beside Prettier, each one's output printed whole when it ends, with its time. Exits non-zero
// when either failed. The catalogue's type is written first: the type check and ESLint read it.
//   node scripts/static-checks.mjs
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { execPath, exit, stdout } from "node:process";
import { fileURLToPath } from "node:url";
import { writeCatalogueType } from "./message-types.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** @param {string} name */
const bin = (name) => join(root, "node_modules", ".bin", name);

/** @type {readonly (readonly [name: string, command: string, args: readonly string[]])[]} */
const CHECKS = [
  // TypeScript's checker makes many short-lived objects: young space of 64 MB took a fifth off its time here.
  [
    "type check and lint (tsc + ESLint)",
    execPath,
    ["--max-semi-space-size=64", join(root, "scripts", "typecheck-and-lint.mjs")],
  ],
  // The cache is per file (a file's formatting depends on nothing else), so it cannot hide a change.
  ["format (Prettier)", bin("prettier"), ["--check", "--cache", "--log-level=warn", "."]],
];

/**
 * Runs one check, its output kept until it ends.
 * @param {string} command
 * @param {readonly string[]} args
 * @returns {Promise<{ code: number, output: string, seconds: number }>}
 */
function run(command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.on("error", (error) => (output += `${error.message}\n`));
    child.on("close", (code) =>
      resolve({ code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

await writeCatalogueType();
const results = await Promise.all(CHECKS.map(([, command, args]) => run(command, args)));
let failed = false;
for (const [index, result] of results.entries()) {
  const name = CHECKS[index]?.[0] ?? "";
  if (result.output.trim() !== "")
    stdout.write(result.output.endsWith("\n") ? result.output : `${result.output}\n`);
  stdout.write(`${result.code === 0 ? "✓" : "✗"} ${name}: ${result.seconds.toFixed(1)} s\n`);
  failed ||= result.code !== 0;
}
exit(failed ? 1 : 0);
