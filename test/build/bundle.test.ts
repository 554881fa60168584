import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { writeBundle } from "../../scripts/bundle.mjs";

// The bundle `npm start` runs (scripts/bundle.mjs), made from this project's sources as a start makes it.
const root = fileURLToPath(new URL("../../", import.meta.url));

describe("the bot's bundle", () => {
  it("is Latin-1 throughout, and imports at its top only what every start needs", async () => {
    const written = new Map<string, string>();
    await writeBundle(root, (path, text) => {
      written.set(path, text);
      return Promise.resolve();
    });
    const [bundle = ""] = [...written].filter(([path]) => path.endsWith("index.js")).map(([, text]) => text);
    expect(bundle.length).toBeGreaterThan(1_000_000);
    // One character beyond Latin-1 and V8 keeps all of the bot's code at two bytes a character (8 MB more).
    const wide: string[] = [];
    for (let i = 0; i < bundle.length; i++) {
      if (bundle.charCodeAt(i) > 0xff) wide.push(bundle.slice(i - 40, i + 5));
    }
    expect(wide).toEqual([]);
    // A library outside the bundle is imported at its top, at every start: the scheduler and the voice's stream
    // tools, loaded at every start before the bundle too; never pg (only PostgreSQL setups load it).
    const imported = [...bundle.matchAll(/(?:^|;)import\s*(?:[\w${},\s*]+from\s*)?"([^"]+)"/gm)]
      .map((m) => m[1] ?? "")
      .filter((name) => !name.startsWith("node:"));
    expect(new Set(imported)).toEqual(new Set(["node-cron", "prism-media"]));
  }, 60_000);
});
