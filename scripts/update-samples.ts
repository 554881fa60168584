// `npm run samples`: renders the reply samples of README.md (and docs/*.md) with the preview against the demo
// station, and writes them between their markers:
//
//   <!-- sample: history --count 5 -->
//
//   ```
//   $ npm run preview -- history --count 5
//   …what the preview prints…
//   ```
//
//   <!-- /sample -->
//
// The demo station is the simulated station with its default seed (the one `PANEL_URL=demo` starts); here its
// clock and the preview's are fixed, so the samples are the same on every run. test/docs/samples.test.ts fails
// when a sample drifts from what the preview prints.
//   npx tsx scripts/update-samples.ts [--check]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { preview } from "../src/preview.js";
import { startSimulatedPanel } from "../src/simulator/server.js";

/** The moment every sample is rendered at: a Monday evening, while the demo's Drive Time show is on air. */
export const SAMPLE_TIME = Date.UTC(2026, 10, 23, 18, 30, 0);

/**
 * The address the samples show for the simulated station. It listens on a free port; the samples show the
 * port `npm run simulate` uses by default, so they do not change with the port the run got.
 */
export const SAMPLE_ORIGIN = "http://127.0.0.1:8080";

const MARKER = /<!-- sample: ([^>]*?) -->\n[\s\S]*?<!-- \/sample -->/g;

/** A sample that could not be rendered: the preview's exit code and what it said. */
export class SampleError extends Error {
  override readonly name = "SampleError";
}

/** Renders what `npm run preview -- <args>` prints against the demo station at `SAMPLE_TIME`. */
export type SampleRenderer = (args: readonly string[]) => Promise<string>;

/**
 * Starts the demo station on a fixed clock and returns a renderer of preview output over it, and a `close` that
 * stops the station.
 */
export async function openSampleRenderer(): Promise<{ render: SampleRenderer; close: () => Promise<void> }> {
  const now = () => SAMPLE_TIME;
  const panel = await startSimulatedPanel({ now, ffmpegPath: null, historyDays: 7 });
  const render: SampleRenderer = async (args) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await preview(
      args,
      { PANEL_URL: panel.url, LOG_LEVEL: "warn" },
      { out: (text) => out.push(text), err: (text) => err.push(text) },
      { now },
    );
    if (code !== 0) throw new SampleError(`preview ${args.join(" ")} exited ${code}: ${err.join("\n")}`);
    return out.join("\n").split(panel.url).join(SAMPLE_ORIGIN);
  };
  return { render, close: () => panel.close() };
}

/** `text` with every sample between its markers rendered afresh. */
export async function renderSamples(text: string, render: SampleRenderer): Promise<string> {
  const blocks = [...text.matchAll(MARKER)];
  let result = text;
  for (const block of blocks) {
    const spec = block[1] ?? "";
    const args = spec.split(/\s+/).filter((arg) => arg !== "");
    const body = await render(args);
    // Laid out as Prettier formats Markdown (blank lines around the fence, no trailing spaces), so that
    // `npm run format` and the samples agree.
    const fresh = [
      `<!-- sample: ${spec} -->`,
      "",
      "```",
      `$ npm run preview -- ${args.join(" ")}`,
      ...body.split("\n").map((line) => line.trimEnd()),
      "```",
      "",
      "<!-- /sample -->",
    ].join("\n");
    result = result.replace(block[0], () => fresh);
  }
  return result;
}

/** The files that may hold samples: README.md and every Markdown file in docs/. */
export function sampleFiles(root = "."): string[] {
  const docs = readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => join(root, "docs", name));
  return [join(root, "README.md"), ...docs];
}

async function main(): Promise<void> {
  const check = process.argv.includes("--check");
  const { render, close } = await openSampleRenderer();
  const stale: string[] = [];
  try {
    for (const file of sampleFiles()) {
      const text = readFileSync(file, "utf8");
      const fresh = await renderSamples(text, render);
      if (fresh === text) continue;
      stale.push(file);
      if (!check) writeFileSync(file, fresh);
    }
  } finally {
    await close();
  }
  if (check && stale.length > 0) {
    process.stderr.write(`samples out of date in: ${stale.join(", ")} (run npm run samples)\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(stale.length > 0 ? `updated: ${stale.join(", ")}\n` : "samples up to date\n");
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
