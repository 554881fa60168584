import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ButtonStyle, ComponentType } from "discord.js";
import type { ReplyMessage } from "../src/message/reply-message.js";
import { PREVIEW_COMMANDS, preview } from "../src/preview.js";
import { renderForTerminal } from "../src/render/terminal.js";
import { LOCALES } from "../src/locale.js";
import { simulatedPanel } from "./support/simulator.js";

async function run(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await preview(
    argv,
    { LOG_LEVEL: "warn", ...env },
    { out: (t) => out.push(t), err: (t) => err.push(t) },
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("preview CLI", () => {
  it("prints only the Discord message body as JSON with --json", async () => {
    const panel = await simulatedPanel();
    const result = await run(["history", "--count", "3", "--json"], { PANEL_URL: panel.url });
    expect(result.code).toBe(0);
    const body = JSON.parse(result.out) as { allowed_mentions: unknown; embeds: { description: string }[] };
    expect(Object.keys(body).sort()).toEqual(["allowed_mentions", "components", "embeds"]);
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.embeds[0]?.description.split("\n")).toHaveLength(3);
  });

  it("prints a readable rendering for the terminal, in Russian when asked", async () => {
    const panel = await simulatedPanel();
    const result = await run(["listeners", "--locale", "ru"], { PANEL_URL: panel.url });
    expect(result.code).toBe(0);
    expect(result.out).toContain("┃ Слушатели");
    expect(result.out).toContain("/stream · 128 кбит/с · MP3");
  });

  it("prints the terminal view's own words in the language asked, German here", async () => {
    const panel = await simulatedPanel();
    const result = await run(["history", "--locale", "de"], { PANEL_URL: panel.url });
    expect(result.code).toBe(0);
    expect(result.out).toContain("┃ Zuletzt gespielt");
    expect(result.out).toMatch(/┃ (gerade eben|vor \d+ (Min|Std)\.) · /);
    expect(result.out).not.toMatch(/just now| ago /);
  });

  it("refuses a language it does not have, with the list of those it has", async () => {
    const panel = await simulatedPanel();
    const result = await run(["history", "--locale", "ukr"], { PANEL_URL: panel.url });
    expect(result.code).toBe(2);
    expect(result.err).toContain("--locale <en|ru|uk|de|es-ES|es-419|pt-BR|pl>");
  });

  it("shows what /request's autocomplete would offer for a search, and never sends a request", async () => {
    const panel = await simulatedPanel();
    const result = await run(["request", "--search", "night"], { PANEL_URL: panel.url });
    expect(result.code).toBe(0);
    expect(result.out).toBe("The Night Owls — Midnight Frequency (3:34)  → 500");
    expect(panel.station.requests).toEqual([]);
  });

  it("shows the schedule for the days asked", async () => {
    const panel = await simulatedPanel();
    const result = await run(["schedule", "--days", "7"], { PANEL_URL: panel.url });
    expect(result.code).toBe(0);
    expect(result.out).toContain("Drive Time with DJ Nova");
    expect((await run(["schedule", "--days", "9"], { PANEL_URL: panel.url })).code).toBe(2);
  });

  it("writes the /listeners chart to a file with --out", async () => {
    const panel = await simulatedPanel();
    const dir = mkdtempSync(join(tmpdir(), "radio-bot-preview-"));
    try {
      const out = join(dir, "chart.png");
      const result = await run(["listeners", "--hours", "2", "--out", out], { PANEL_URL: panel.url });
      expect(result.code).toBe(0);
      expect(result.out).toContain("[attachment listeners.png");
      expect(readFileSync(out).subarray(1, 4).toString()).toBe("PNG");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("chooses a channel for listen", async () => {
    const panel = await simulatedPanel();
    const result = await run(["listen", "--channel", "/stream-aac"], { PANEL_URL: panel.url });
    expect(result.out).toContain("/stream-aac · 64 kbps · AAC");
    expect(result.out).not.toContain("/stream · 128");
  });

  it("exits non-zero with the user-facing error when the panel fails", async () => {
    const panel = await simulatedPanel();
    panel.setFault({ kind: "status", status: 500 });
    const result = await run(["nowplaying"], { PANEL_URL: panel.url });
    expect(result.code).toBe(1);
    expect(result.err).toContain(`The radio panel at ${panel.url} answered HTTP 500`);
    expect(result.out).toBe("");
  });

  it("checks the panel, the station and its streams with check, as /setup check would", async () => {
    const panel = await simulatedPanel();
    const result = await run(["check"], { PANEL_URL: panel.url });
    expect(result.code).toBe(0);
    expect(result.out).toContain("┃ 🩺 Bot check");
    expect(result.out).toMatch(/✅ The panel answers in \d+ ms; no API key needed\./);
    expect(result.out).toContain("✅ /stream-aac: AAC, as the panel says.");
    expect(result.out).not.toContain("Discord");
  }, 20_000);

  it("shows a stream that serves a web page and a wrong key as ❌ with what to do, in Russian", async () => {
    const panel = await simulatedPanel();
    panel.streams.servePage(true);
    const pages = await run(["check", "--locale", "ru"], { PANEL_URL: panel.url });
    expect(pages.out).toContain("❌ /stream: отдаёт веб-страницу (HTML), а не звук.");
    // A failed line is a failed check: `npm run preview -- check && …` stops there.
    expect(pages.code).toBe(1);
    const keyed = await simulatedPanel({ apiKey: "right" });
    const refused = await run(["check", "--json"], { PANEL_URL: keyed.url, PANEL_API_KEY: "wrong" });
    const body = JSON.parse(refused.out) as { embeds: { description: string }[] };
    expect(body.embeds[0]?.description).toContain("❌ The panel refused the API key (HTTP 403).");
    expect(refused.code).toBe(1);
  }, 20_000);

  it("explains its usage for an unknown command and bad flags", async () => {
    expect((await run(["weather"], { PANEL_URL: "demo" })).code).toBe(2);
    const bad = await run(["history", "--count", "many"], { PANEL_URL: "demo" });
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("usage: npm run preview");
  });

  it("runs against the built-in demo station with PANEL_URL=demo", async () => {
    const result = await run(["nowplaying", "--json"], { PANEL_URL: "demo" });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out).embeds[0].title).toBeTruthy();
  });
});

/** Runs `npm run preview -- …` as npm does (tsx on src/preview-cli.ts) in a process of its own. */
async function runCli(argv: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/preview-cli.ts", ...argv], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const [code] = (await once(child, "close")) as [number | null];
  return { code, out, err };
}

describe("preview CLI as a process", () => {
  // Against any panel but the demo, `listeners` used to print its reply and then exit with code 13: closing the
  // chart process awaited the exit of an unref'd child, the event loop emptied, and the top-level await never
  // settled (issue 21).
  it.each(PREVIEW_COMMANDS)(
    "exits 0 with a reply for %s against a panel that is not the demo",
    async (command) => {
      const panel = await simulatedPanel();
      const result = await runCli([command], { PANEL_URL: panel.url });
      expect({ code: result.code, err: result.err }).toEqual({ code: 0, err: "" });
      expect(result.out.trim()).not.toBe("");
    },
    30_000,
  );
});

describe("the terminal view", () => {
  const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
  const at = (ms: number) => `<t:${Math.floor(ms / 1000)}:R>`;
  const message: ReplyMessage = {
    embeds: [
      {
        description: [at(NOW), at(NOW - 5 * 60_000), at(NOW - 3 * 3_600_000), at(NOW + 7 * 60_000)].join(
          "\n",
        ),
      },
    ],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Secondary,
            label: "◀",
            custom_id: "a",
            disabled: true,
          },
        ],
      },
    ],
  };

  it("says relative times and a disabled button in English as before", () => {
    expect(renderForTerminal(message, NOW, "en")).toBe(
      "┃ just now\n┃ 5 min ago\n┃ 3 h ago\n┃ in 7 min\n[◀ (disabled)]",
    );
  });

  it("says them in the reader's language", () => {
    expect(renderForTerminal(message, NOW, "de")).toBe(
      "┃ gerade eben\n┃ vor 5 Min.\n┃ vor 3 Std.\n┃ in 7 Min.\n[◀ (deaktiviert)]",
    );
    expect(renderForTerminal(message, NOW, "uk")).toContain("┃ 5 хв тому\n┃ 3 год тому\n┃ за 7 хв");
    const english = renderForTerminal(message, NOW, "en");
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      expect(renderForTerminal(message, NOW, locale), locale).not.toBe(english);
    }
  });
});
