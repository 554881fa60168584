#!/usr/bin/env node
// @ts-check
// Compiles src/ and commands/ to dist/ (ESM, one output per file, source maps beside) with esbuild's transform API:
// no type checking (that is `npm run typecheck`), so it needs only runtime dependencies. `npm start` runs it every
// time, so a start never runs stale code, also after an install without the development dependencies.
//
// dist/.build.json records, per source, its modification time and content hash, and the hash of this script: a
// file is compiled again when either changed (a copy that keeps an old mtime still differs in content) or its
// output is gone; outputs whose source is gone are removed. When nothing changed, esbuild is not even loaded.
import { createHash, randomBytes } from "node:crypto";
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "dist");
const manifestPath = join(outDir, ".build.json");
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

/** @param {string | Buffer} data */
const hashOf = (data) => createHash("sha256").update(data).digest("base64url");

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

/** @param {string} source relative to the project root */
const outputsOf = (source) => {
  const js = `${source.replace(/\.ts$/, "")}.js`;
  return [js, `${js}.map`];
};

/**
 * Compiles one TypeScript file to its outputs in dist/.
 * @param {typeof import("esbuild").transform} transform
 * @param {string} source relative to the project root
 * @param {string} code
 */
async function compile(transform, source, code) {
  const [js = "", map = ""] = outputsOf(source).map((file) => join(outDir, file));
  const result = await transform(code, {
    loader: "ts",
    format: "esm",
    target: "node20",
    platform: "node",
    sourcemap: "external",
    sourcesContent: false,
    sourcefile: relative(dirname(js), join(root, source)),
  });
  await mkdir(dirname(js), { recursive: true });
  await writeAtomically(js, `${result.code}//# sourceMappingURL=${relative(dirname(js), map)}\n`);
  await writeAtomically(map, result.map);
}

/** Where the catalogues' bundle's shared and lazily loaded chunks go, under dist/. */
const CHUNKS = "src/i18n/chunks";

/**
 * The catalogues as a few bundled modules: their ~180 small files cost `npm start` about 90 ms to load one by one,
 * bundled about 25 ms (Node 20). Every module directly under src/i18n/ (the ones the rest of the bot imports) is an
 * entry, written where its own output would be; what they share is one chunk, so each module is loaded once, and
 * each language's words (which `loadLanguage` imports on first use) a chunk of their own under dist/src/i18n/chunks/.
 * The language folders' own outputs stay in dist/ but nothing loads them. Bundled again whenever a file under
 * src/i18n/ was compiled; returns the chunks written (relative to dist/), which the next build keeps.
 * @param {typeof import("esbuild").build} build
 * @param {readonly string[]} entries relative to the project root
 * @returns {Promise<string[]>}
 */
async function bundleCatalogues(build, entries) {
  const result = await build({
    entryPoints: entries.map((entry) => join(root, entry)),
    bundle: true,
    splitting: true,
    write: false,
    format: "esm",
    target: "node20",
    platform: "node",
    sourcemap: "external",
    sourcesContent: false,
    outdir: join(outDir, "src/i18n"),
    entryNames: "[name]",
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "warning",
  });
  const chunks = join(outDir, CHUNKS);
  await rm(chunks, { recursive: true, force: true });
  await mkdir(chunks, { recursive: true });
  for (const file of result.outputFiles) await writeAtomically(file.path, file.text);
  return result.outputFiles
    .map((file) => relative(outDir, file.path))
    .filter((file) => file.startsWith(`${CHUNKS}/`));
}

/** @param {string} path */
const exists = (path) =>
  access(path).then(
    () => true,
    () => false,
  );

const sources = (await Promise.all(sourceDirs.map(filesUnder)))
  .flat()
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))
  .sort();
const builder = hashOf(await readFile(fileURLToPath(import.meta.url)));
/** @type {Record<string, string>} */
const keys = {};
/** @type {Map<string, string>} */
const code = new Map();
await Promise.all(
  sources.map(async (source) => {
    const path = join(root, source);
    const [text, info] = await Promise.all([readFile(path, "utf8"), stat(path)]);
    code.set(source, text);
    keys[source] = `${info.mtimeMs}:${hashOf(text)}`;
  }),
);
/** @typedef {{ builder?: string, keys?: Record<string, string>, chunks?: string[] }} Manifest */
/** @type {Manifest} */
const previous = await readFile(manifestPath, "utf8").then(
  (text) => {
    /** @type {unknown} */
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === "object" ? /** @type {Manifest} */ (parsed) : {};
  },
  () => ({}),
);
const builtBefore = previous.builder === builder ? (previous.keys ?? {}) : {};
const changed = (
  await Promise.all(
    sources.map(async (source) => {
      const fresh =
        builtBefore[source] === keys[source] &&
        (await Promise.all(outputsOf(source).map((file) => exists(join(outDir, file))))).every(Boolean);
      return fresh ? null : source;
    }),
  )
).filter((source) => source !== null);

/** The modules directly under src/i18n/: the catalogues' entries. */
const catalogueEntries = sources.filter((source) => /^src\/i18n\/[^/]+\.ts$/.test(source));
let chunks = previous.builder === builder ? (previous.chunks ?? []) : [];
if (changed.length > 0) {
  const { transform, build } = await import("esbuild");
  await Promise.all(changed.map((source) => compile(transform, source, code.get(source) ?? "")));
  if (catalogueEntries.length > 0 && changed.some((source) => source.startsWith("src/i18n/")))
    chunks = await bundleCatalogues(build, catalogueEntries);
}
// A source deleted or renamed since the last build must not stay importable from dist/.
const wanted = new Set([".build.json", ...sources.flatMap(outputsOf), ...chunks]);
const stale = (await filesUnder("dist")).map((file) => relative("dist", file)).filter((f) => !wanted.has(f));
await Promise.all(stale.map((file) => rm(join(outDir, file), { force: true })));
if (changed.length > 0 || stale.length > 0 || previous.builder !== builder) {
  await mkdir(outDir, { recursive: true });
  await writeAtomically(manifestPath, `${JSON.stringify({ builder, keys, chunks })}\n`);
}
