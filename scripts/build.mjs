#!/usr/bin/env node
// @ts-check
// Compiles src/ and commands/ to dist/ (ESM, one output per file, source maps beside) with esbuild's transform API:
// no type checking (that is `npm run typecheck`), so it needs only runtime dependencies. `npm start` runs it every
// time, so a start never runs stale code, also after an install without the development dependencies.
//
// dist/.build.json records, per source, its stamp (inode, size, modification and change times) and content hash,
// and the hash of this script and of message-types.mjs: a file is compiled again when its content changed (a copy
// that keeps an old mtime still differs in content) or its output is gone; a file whose stamp is unchanged is not
// even read. Outputs whose source is gone are removed. When nothing changed, esbuild is not even loaded. The
// message files (src/i18n/messages/*.json) are copied as they are.
import { createHash, randomBytes } from "node:crypto";
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { BUNDLE_ENTRY, BUNDLE_OUTPUTS, writeBundle } from "./bundle.mjs";

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

/** The message files, copied as they are: the catalogues read them beside their own module. */
const isMessageFile = (/** @type {string} */ source) => /^src\/i18n\/messages\/[^/]+\.json$/.test(source);

/** @param {string} source relative to the project root */
const outputsOf = (source) => {
  if (isMessageFile(source)) return [source];
  if (source === BUNDLE_ENTRY) return BUNDLE_OUTPUTS;
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
  if (isMessageFile(source)) {
    await mkdir(dirname(join(outDir, source)), { recursive: true });
    return writeAtomically(join(outDir, source), code);
  }
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

/** @param {string} path */
const exists = (path) =>
  access(path).then(
    () => true,
    () => false,
  );

/** @typedef {{ builder?: string, keys?: Record<string, string>, bundle?: string }} Manifest */
/** @type {Manifest} */
const previous = await readFile(manifestPath, "utf8").then(
  (text) => {
    /** @type {unknown} */
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === "object" ? /** @type {Manifest} */ (parsed) : {};
  },
  () => ({}),
);
const typesScript = join(root, "scripts/message-types.mjs");
const bundleScript = join(root, "scripts/bundle.mjs");
const builder = hashOf(
  (await readFile(fileURLToPath(import.meta.url), "utf8")) +
    (await readFile(typesScript, "utf8").catch(() => "")) +
    (await readFile(bundleScript, "utf8").catch(() => "")),
);
const builtBefore = previous.builder === builder ? (previous.keys ?? {}) : {};

/**
 * What the file system says of a source without reading it: a file git checks out, a copy (even one that keeps the
 * old modification time) or an edit changes its change time, so an equal stamp means equal content and the file
 * is not read again.
 * @param {import("node:fs").Stats} info
 */
const stampOf = (info) => `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}`;

/**
 * The key of a source: its stamp and its content's hash (`stamp|hash`), reading it only when its stamp changed.
 * @param {string} source
 */
async function keyOf(source) {
  const path = join(root, source);
  const stamp = stampOf(await stat(path));
  const before = builtBefore[source];
  if (before?.startsWith(`${stamp}|`)) return before;
  return `${stamp}|${hashOf(await readFile(path, "utf8"))}`;
}
/** @param {string | undefined} key */
const contentOf = (key) => key?.slice(key.indexOf("|") + 1);

// The catalogue's type follows the English message file (scripts/message-types.mjs). Its parser takes a tenth of a
// second to load, and every `npm start` runs this script: it is loaded only when English changed since the last
// build or the type is missing.
const englishSource = "src/i18n/messages/en.json";
if (await exists(join(root, englishSource))) {
  const english = await keyOf(englishSource);
  const typed = await exists(join(root, "src/i18n/catalogue.ts"));
  if (contentOf(builtBefore[englishSource]) !== contentOf(english) || !typed) {
    const { writeCatalogueType } = await import("./message-types.mjs");
    await writeCatalogueType();
  }
}
const sources = (await Promise.all(sourceDirs.map(filesUnder)))
  .flat()
  .filter((file) => (file.endsWith(".ts") && !file.endsWith(".d.ts")) || isMessageFile(file))
  .sort();
/** @type {Record<string, string>} */
const keys = Object.fromEntries(
  await Promise.all(sources.map(async (source) => /** @type {const} */ ([source, await keyOf(source)]))),
);
const built = new Set((await filesUnder("dist")).map((file) => relative("dist", file)));
const changed = sources.filter(
  (source) =>
    source !== BUNDLE_ENTRY &&
    (contentOf(builtBefore[source]) !== contentOf(keys[source]) ||
      !outputsOf(source).every((file) => built.has(file))),
);

if (changed.length > 0) {
  const { transform } = await import("esbuild");
  await Promise.all(
    changed.map(async (source) => compile(transform, source, await readFile(join(root, source), "utf8"))),
  );
}
// A source deleted or renamed since the last build must not stay importable from dist/.
const wanted = new Set([".build.json", ...sources.flatMap(outputsOf)]);
const stale = [...built].filter((file) => !wanted.has(file));
await Promise.all(stale.map((file) => rm(join(outDir, file), { force: true })));
// The bundle holds every source and the bundled libraries: made again when any of them changed (an install that
// changed a library changes npm's lock files).
const hasEntry = sources.includes(BUNDLE_ENTRY);
const locks = await Promise.all(
  ["package-lock.json", "node_modules/.package-lock.json"].map((file) =>
    readFile(join(root, file), "utf8").catch(() => ""),
  ),
);
const bundle = hasEntry
  ? hashOf([builder, ...sources.map((source) => contentOf(keys[source])), ...locks].join("\n"))
  : undefined;
if (hasEntry && (bundle !== previous.bundle || !BUNDLE_OUTPUTS.every((file) => built.has(file)))) {
  await writeBundle(root, writeAtomically);
}
const restamped = sources.some((source) => builtBefore[source] !== keys[source]);
if (
  changed.length > 0 ||
  stale.length > 0 ||
  restamped ||
  previous.builder !== builder ||
  bundle !== previous.bundle
) {
  await mkdir(outDir, { recursive: true });
  await writeAtomically(manifestPath, `${JSON.stringify({ builder, keys, bundle })}\n`);
}
