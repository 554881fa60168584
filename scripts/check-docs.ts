// Checks that the docs say what the code does, as far as a script can:
//  - every environment variable the configuration reads (src/config.ts, src/config/**, and the `env.X` reads
//    elsewhere in src/ that are configuration, and npm start's own) is in the configuration reference
//    (a row of docs/configuration.md's tables) and in .env.example;
//  - every relative link and #anchor in README.md and docs/*.md leads somewhere (GitHub's heading slugs).
//   npx tsx scripts/check-docs.ts     (test/docs/docs.test.ts runs the same checks, so npm test does)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { pathToFileURL } from "node:url";

/** The configuration reference: a table row per variable. */
export const REFERENCE = "docs/configuration.md";

/**
 * Names read from the environment in src/ that are not the bot's configuration, and why. src/simulator/ is left
 * out altogether: it is the simulated station's own command line (`npm run simulate`), not the bot.
 */
const NOT_CONFIGURATION: Readonly<Record<string, string>> = {
  PATH: "where ffmpeg is looked for",
  SHARDING_MANAGER: "set by discord.js's sharding manager for the shard processes it starts",
  TZDIR: "the C library's variable for where the tz database is, which the statistics' time zones honour too",
};

/** Every variable the configuration reads, by where it is read. */
export function configVariables(root = "."): Map<string, string> {
  const found = new Map<string, string>();
  const note = (name: string, file: string) => {
    if (!found.has(name)) found.set(name, file);
  };
  const configFiles = [
    "src/config.ts",
    ...filesUnder(join(root, "src/config"), ".ts").map((f) => relative(root, f)),
  ].filter((file) => existsSync(join(root, file)));
  for (const file of configFiles) {
    const text = readFileSync(join(root, file), "utf8");
    // The zod shape: `  NAME: z…`, `  NAME: boolean.default(…)`, `  NAME: optionalText,` (an object key in capitals
    // at the start of a line whose value is not a string: the examples beside the shape are strings).
    for (const match of text.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):\s*(?!["'`])[A-Za-z]/gm))
      note(match[1] ?? "", file);
  }
  for (const file of filesUnder(join(root, "src"), ".ts")) {
    const path = relative(root, file).split("\\").join("/");
    if (path.startsWith("src/simulator/")) continue;
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*["']([A-Z][A-Z0-9_]*)["']\s*\])/g)) {
      const name = match[1] ?? match[2] ?? "";
      if (!(name in NOT_CONFIGURATION)) note(name, path);
    }
  }
  // npm start reads these itself, before .env (package.json's start script: `${HEAP_MB:+…}`).
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  for (const match of (pkg.scripts?.start ?? "").matchAll(/\$\{([A-Z][A-Z0-9_]*):[-+]/g)) {
    const name = match[1] ?? "";
    // glibc's own variable, which npm start sets (the performance notes say why); not the bot's setting.
    if (name !== "MALLOC_MMAP_THRESHOLD_") note(name, "package.json (npm start)");
  }
  return found;
}

/** What is wrong with the configuration reference and .env.example, one line per problem. */
export function checkVariables(root = "."): string[] {
  const reference = readFileSync(join(root, REFERENCE), "utf8");
  const example = readFileSync(join(root, ".env.example"), "utf8");
  const problems: string[] = [];
  for (const [name, file] of configVariables(root)) {
    if (!new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`, "m").test(reference))
      problems.push(`${name} (read in ${file}) has no row in ${REFERENCE}`);
    if (!new RegExp(`^#?\\s*${name}\\b`, "m").test(example))
      problems.push(`${name} (read in ${file}) is not in .env.example`);
  }
  return problems;
}

/**
 * GitHub's anchor for a heading: lower case, markup and punctuation dropped (letters, digits, `_`, `-` and spaces
 * kept), spaces to hyphens. Repeats are told apart by the caller (`-1`, `-2`, …).
 */
export function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a Markdown file's headings give it, in GitHub's way (fenced code skipped, repeats numbered). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1] ?? "");
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return anchors;
}

/** The relative links of a Markdown file (fenced code and inline code left out): their targets as written. */
export function linksOf(markdown: string): string[] {
  const links: string[] = [];
  for (const line of proseLines(markdown)) {
    const prose = line.replace(/`[^`]*`/g, "");
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1] ?? "";
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push(target);
    }
  }
  return links;
}

/** Every relative link or anchor in README.md and docs/*.md that leads nowhere, one line per problem. */
export function checkLinks(root = "."): string[] {
  const files = ["README.md", ...filesUnder(join(root, "docs"), ".md").map((f) => relative(root, f))];
  const problems: string[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchorsIn = (file: string) => {
    let anchors = anchorCache.get(file);
    if (!anchors) {
      anchors = anchorsOf(readFileSync(join(root, file), "utf8"));
      anchorCache.set(file, anchors);
    }
    return anchors;
  };
  for (const file of files) {
    for (const link of linksOf(readFileSync(join(root, file), "utf8"))) {
      const [path = "", anchor] = link.split("#", 2);
      const target = path === "" ? file : normalize(join(dirname(file), decodeURIComponent(path)));
      if (!existsSync(join(root, target))) {
        problems.push(`${file}: ${link}: no file ${target}`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!target.endsWith(".md") || statSync(join(root, target)).isDirectory()) {
        problems.push(`${file}: ${link}: an anchor into ${target}, which has no headings`);
      } else if (!anchorsIn(target).has(decodeURIComponent(anchor))) {
        problems.push(`${file}: ${link}: ${target} has no heading with the anchor #${anchor}`);
      }
    }
  }
  return problems;
}

/** The lines of a Markdown file outside fenced code blocks. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null) lines.push(line);
  }
  return lines;
}

function filesUnder(dir: string, ending: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, ending);
    return entry.name.endsWith(ending) ? [path] : [];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const problems = [...checkVariables(), ...checkLinks()];
  if (problems.length > 0) {
    process.stderr.write(
      `check-docs: ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}\n`,
    );
    process.exitCode = 1;
  } else {
    process.stdout.write("check-docs: every configuration variable documented, every link resolves\n");
  }
}
