#!/usr/bin/env node
// @ts-check
// Compiles src/ and commands/ to dist/ (ESM, one output per file, source maps beside) with esbuild's transform API:
// no type checking (that is `npm run typecheck`), so it needs only runtime dependencies and takes a fraction of a
// second. `npm start` runs it every time, so a start never runs stale code, also after an install without the
// development dependencies. Outputs whose source is gone are removed.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { transform } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "dist");
const sourceDirs = ["src", "commands"];

/**
 * Every file under `dir`, as paths relative to the project root; none when `dir` does not exist.
 * @param {string} dir
 */
async function filesUnder(dir) {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true }).catch(
    /** @param {NodeJS.ErrnoException} error */ (error) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)));
}

/**
 * Writes through a temporary file and a rename, so a bot starting at the same moment never reads half a file.
 * @param {string} path
 * @param {string} text
 */
async function writeAtomically(path, text) {
  const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

/**
 * Compiles one TypeScript file; returns the outputs it wrote, relative to dist/.
 * @param {string} source relative to the project root
 */
async function compile(source) {
  const code = await readFile(join(root, source), "utf8");
  const base = source.replace(/\.ts$/, "");
  const out = join(outDir, `${base}.js`);
  const mapName = `${base.split("/").pop() ?? base}.js.map`;
  const result = await transform(code, {
    loader: "ts",
    format: "esm",
    target: "node20",
    platform: "node",
    sourcemap: "external",
    sourcesContent: false,
    sourcefile: relative(dirname(out), join(root, source)),
  });
  await mkdir(dirname(out), { recursive: true });
  await writeAtomically(out, `${result.code}//# sourceMappingURL=${mapName}\n`);
  await writeAtomically(`${out}.map`, result.map);
  return [relative(outDir, out), relative(outDir, `${out}.map`)];
}

const sources = (await Promise.all(sourceDirs.map(filesUnder)))
  .flat()
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"));
const written = new Set((await Promise.all(sources.map(compile))).flat());
// A source deleted or renamed since the last build must not stay importable from dist/.
const stale = (await filesUnder("dist")).map((file) => relative("dist", file)).filter((f) => !written.has(f));
await Promise.all(stale.map((file) => rm(join(outDir, file), { force: true })));
