import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  anchorsOf,
  checkLinks,
  checkVariables,
  configVariables,
  headingSlug,
  linksOf,
} from "../../scripts/check-docs.js";

describe("the docs of this repository", () => {
  it("document every variable the configuration reads, in the reference and in .env.example", () => {
    expect(checkVariables()).toEqual([]);
  });

  it("have no relative link or anchor that leads nowhere", () => {
    expect(checkLinks()).toEqual([]);
  });

  it("count the variables of src/config.ts, the shard variables and npm start's HEAP_MB as configuration", () => {
    const names = [...configVariables().keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        "DISCORD_TOKEN",
        "PRESENCE",
        "SCHEDULE_EVENTS",
        "SHARDS",
        "SHARD_IDS",
        "HEAP_MB",
      ]),
    );
    expect(names).not.toContain("PATH");
  });
});

describe("GitHub heading anchors", () => {
  it("drop punctuation and markup and join words with hyphens", () => {
    expect(headingSlug("Running at scale (shards, PostgreSQL)")).toBe("running-at-scale-shards-postgresql");
    expect(headingSlug("The station in voice (`/radio`)")).toBe("the-station-in-voice-radio");
    expect(headingSlug("Many stations (`npm run bench -- stations`)")).toBe(
      "many-stations-npm-run-bench----stations",
    );
    expect(headingSlug("The bot's status (`PRESENCE`)")).toBe("the-bots-status-presence");
    expect(headingSlug("Что играет сейчас")).toBe("что-играет-сейчас");
  });

  it("number repeated headings and ignore headings inside fenced code", () => {
    const anchors = anchorsOf("# Setup\n\n## Setup\n\n```sh\n# not a heading\n```\n");
    expect([...anchors]).toEqual(["setup", "setup-1"]);
  });
});

describe("checking a tree of docs", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function tree(files: Record<string, string>): string {
    root = mkdtempSync(join(tmpdir(), "radio-bot-docs-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, ".."), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it("lists links to missing files and missing anchors, and ignores web links and code", () => {
    const dir = tree({
      "README.md":
        "# Bot\n[ok](docs/a.md#part) [gone](docs/missing.md) [bad](docs/a.md#nowhere) [web](https://x.test/#y) `[code](nowhere.md)`\n",
      "docs/a.md": "# A\n## Part\n[back](../README.md#bot) [self](#a)\n",
    });
    expect(checkLinks(dir)).toEqual([
      "README.md: docs/missing.md: no file docs/missing.md",
      "README.md: docs/a.md#nowhere: docs/a.md has no heading with the anchor #nowhere",
    ]);
    expect(linksOf("[x](a.md) [y](http://z.test)")).toEqual(["a.md"]);
  });

  it("lists a variable missing from the reference and one missing from .env.example", () => {
    const dir = tree({
      "src/config.ts":
        "const shape = {\n  PANEL_URL: z.string(),\n  NEW_SETTING: boolean.default(false),\n};\n",
      "src/other.ts": "const x = env.LATE_READ;\nconst p = process.env.PATH;\n",
      "package.json": JSON.stringify({
        scripts: { start: "node ${HEAP_MB:+--max-old-space-size=$HEAP_MB} x.js" },
      }),
      "docs/configuration.md":
        "| `PANEL_URL` | — | x |\n| `LATE_READ` | — | x |\n| `HEAP_MB` | node's own | x |\n",
      ".env.example": "PANEL_URL=demo\n#NEW_SETTING=true\n# HEAP_MB is read by npm start\n",
    });
    expect(checkVariables(dir)).toEqual([
      "NEW_SETTING (read in src/config.ts) has no row in docs/configuration.md",
      "LATE_READ (read in src/other.ts) is not in .env.example",
    ]);
  });
});
