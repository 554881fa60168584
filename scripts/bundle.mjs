// @ts-check
// The bot's entry point as one file: dist/src/index.js holds src/index.ts with every module it imports, ours and the
// pure-JavaScript libraries' (discord.js and its own, zod, ofetch, intl-messageformat, prom-client, pg). Node then reads
// and resolves one file instead of about 1,200 (discord.js alone is 476 files), which is most of a start's time
// before the bot can log in (CI's production check: within 2 s of its process starting). scripts/build.mjs calls it.
//
// The file-by-file outputs stay beside it: the chart process, the preview and the deploy script run them, and a
// module that finds a file beside itself (`new URL("./messages/en.json", import.meta.url)`) is given its own
// file-by-file output's URL, so it finds the same files from the bundle. Libraries that load a native addon, a
// WebAssembly file, a worker or a font from their own folder stay in node_modules and are loaded from there.
import { readFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";

/**
 * The libraries bundled. Every other dependency is loaded from node_modules at run time: what ships a binary or a
 * file it finds beside itself (@napi-rs/canvas, @snazzah/davey, node-sqlite3-wasm, @discordjs/voice and
 * prism-media, esbuild, node-cron's daemon, the fonts, ffmpeg). A library left out is imported at the bundle's top.
 */
const BUNDLED = new Set([
  "discord.js",
  "zod",
  "ofetch",
  "intl-messageformat",
  "@formatjs/icu-messageformat-parser",
  "prom-client",
  // discord.js's own undici 6 (ours, undici 7, is loaded from node_modules when first needed: load-undici.ts).
  "undici",
  // Bundled, it is still evaluated only when a PostgreSQL store is opened (a library left out would be imported
  // at the bundle's top, at every start).
  "pg",
]);
/** Optional helpers that discord.js, ws and pg try to load, and take as absent when they are not installed. */
const OPTIONAL_NATIVE = [
  "zlib-sync",
  "bufferutil",
  "utf-8-validate",
  "erlpack",
  "pg-native",
  "pg-cloudflare",
];

/** The entry point bundled, relative to the project root; its file-by-file output is the bundle. */
export const BUNDLE_ENTRY = "src/index.ts";
/** The bundle and its source map, relative to dist/. */
export const BUNDLE_OUTPUTS = ["src/index.js", "src/index.js.map"];

/**
 * Makes dist/src/index.js and its source map from the sources under `root`, and hands each to `write` (the build
 * writes through a rename, so a bot starting at that moment never reads half of it).
 * @param {string} root the project's folder
 * @param {(path: string, text: string) => Promise<void>} write
 */
export async function writeBundle(root, write) {
  const { build } = await import("esbuild");
  /** @type {unknown} */
  const parsed = JSON.parse(await readFile(join(root, "package.json"), "utf8"));
  const manifest =
    /** @type {{ dependencies?: Record<string, string>, optionalDependencies?: Record<string, string> }} */ (
      parsed
    );
  const external = [
    ...Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }).filter(
      (name) => !BUNDLED.has(name),
    ),
    ...OPTIONAL_NATIVE,
  ];
  const outfile = join(root, "dist", BUNDLE_OUTPUTS[0] ?? "");
  const { outputFiles } = await build({
    write: false,
    entryPoints: [join(root, BUNDLE_ENTRY)],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    external: external.flatMap((name) => [name, `${name}/*`]),
    sourcemap: "linked",
    minifyWhitespace: true,
    legalComments: "none",
    sourcesContent: false,
    logLevel: "error",
    // The bundled CommonJS libraries call require() for Node's own modules and the external ones.
    banner: {
      js: 'import { createRequire as createRequireOfBundle } from "node:module";\nconst require = createRequireOfBundle(import.meta.url);',
    },
    plugins: [ownUrls(root, dirname(outfile))],
  });
  await Promise.all(outputFiles.map((file) => write(file.path, file.text)));
}

/**
 * Gives each of our modules that reads `import.meta.url` the URL of its own file-by-file output, relative to the
 * bundle's, so that what it finds beside itself is found from the bundle too.
 * @param {string} root
 * @param {string} bundleDir
 * @returns {import("esbuild").Plugin}
 */
function ownUrls(root, bundleDir) {
  return {
    name: "own-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        const source = relative(root, path);
        if (source.startsWith("..") || source.startsWith("node_modules")) return undefined;
        const code = await readFile(path, "utf8");
        if (!code.includes("import.meta.url")) return undefined;
        const output = relative(bundleDir, join(root, "dist", source.replace(/\.ts$/, ".js")));
        const own = `new URL(${JSON.stringify(`./${output}`)}, import.meta.url).href`;
        return { contents: code.replaceAll("import.meta.url", own), loader: "ts" };
      });
    },
  };
}
