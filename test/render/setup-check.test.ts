import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/check/finding.js";
import { limitProblems } from "../../src/render/limits.js";
import { renderCheck } from "../../src/render/setup-check.js";
import { HOSTILE_TEXTS } from "../../src/simulator/hostile.js";

const description = (findings: readonly Finding[], locale: "en" | "ru" = "en") =>
  renderCheck(findings, locale).embeds[0]?.description ?? "";

const stream = (mount: string, status: "ok" | "fail" = "ok"): Finding => ({
  kind: "stream",
  status,
  mount,
  format: "mp3",
  stated: "mp3",
  heard: status === "ok" ? "mp3" : "html",
  problem: status === "ok" ? "none" : "html",
});

/** One finding of every kind and problem, to hold both languages to a line each and a fix for every problem. */
const EVERY: readonly Finding[] = [
  { kind: "panel", status: "ok", ms: 12, keyGiven: null },
  { kind: "panel-key", status: "fail", httpStatus: 401 },
  ...(["unreachable", "timeout", "refused", "http", "not-json", "shape", "no-station"] as const).map(
    (reason): Finding => ({ kind: "panel-down", status: "fail", reason, httpStatus: 500, ms: 4000 }),
  ),
  { kind: "clock", status: "warn", offsetMs: -90_000 },
  { kind: "on-air", status: "warn", onAir: false },
  { kind: "dj", status: "fail", name: null, live: false },
  { kind: "history", status: "fail", readable: false },
  { kind: "no-streams", status: "warn" },
  ...(["codec", "html", "not-audio", "http", "refused", "timeout", "error", "no-url"] as const).map(
    (problem): Finding => ({ ...stream("/m", "fail"), problem }) as Finding,
  ),
  { kind: "streams-unread", status: "warn", count: 3 },
  { kind: "no-channels", status: "warn" },
  ...(["unknown", "not-text", "missing"] as const).map((problem): Finding => ({
    kind: "channel",
    status: "fail",
    channelId: "1",
    problem,
    missing: ["Attach Files"],
  })),
  { kind: "ping", status: "fail", roleId: "2", problem: "unknown" },
  { kind: "ping", status: "fail", roleId: "2", problem: "not-mentionable" },
  ...(["voice-off", "unknown", "not-voice", "missing"] as const).map((problem): Finding => ({
    kind: "voice",
    status: "fail",
    channelId: "3",
    problem,
    stage: false,
    missing: ["Connect"],
  })),
  { kind: "stage-speak", status: "warn", way: "request" },
  { kind: "stage-speak", status: "fail", way: "none" },
  { kind: "voice-display", status: "warn", stage: true, missing: ["Manage Channels"] },
  { kind: "events", status: "fail", missing: ["Manage Events"] },
];

describe("renderCheck", () => {
  it("gives every problem a line and a fix, in both languages", () => {
    for (const locale of ["en", "ru"] as const)
      for (const finding of EVERY) {
        const lines = description([finding], locale).split("\n");
        const at = lines.findIndex((line) => /^(✅|⚠️|❌) \S/.test(line));
        expect(
          lines[at]?.startsWith(finding.status === "ok" ? "✅" : finding.status === "warn" ? "⚠️" : "❌"),
        ).toBe(true);
        if (finding.status !== "ok") expect(lines[at + 1]).toMatch(/^-# ↳ \S/);
      }
    expect(description(EVERY, "ru")).toContain("«Прикреплять файлы»");
    expect(description(EVERY, "ru")).toContain("Часы панели отстают на 90 с");
  });

  it("sorts lines under their section, with a summary that counts problems and warnings", () => {
    const text = description([
      { kind: "channel", status: "ok", channelId: "1", problem: "none", missing: [] },
      { kind: "panel", status: "ok", ms: 80, keyGiven: true },
      stream("/live", "fail"),
    ]);
    expect(text.split("\n").filter((line) => line.startsWith("**"))).toEqual([
      "**Panel**",
      "**Streams**",
      "**Discord**",
    ]);
    expect(text.startsWith("1 problem. What to do is under each line.")).toBe(true);
    expect(description([{ kind: "panel", status: "ok", ms: 1, keyGiven: false }])).toContain(
      "Everything works.",
    );
  });

  it("escapes what the panel says: mounts, formats and DJ names cannot format or ping", () => {
    const text = description([
      ...HOSTILE_TEXTS.map((mount) => stream(mount)),
      { kind: "dj", status: "ok", name: "**@everyone** <@&1>", live: true },
    ]);
    expect(text).not.toMatch(/(^|[^\\])\*\*@everyone/);
    expect(text).not.toContain("@everyone**");
    expect(text).toContain("@\u200beveryone");
    expect(text).not.toContain("<@&1>");
  });

  it("fits Discord's limits with hundreds of streams and channels, problems first, and says how many more", () => {
    const findings: Finding[] = [
      { kind: "panel", status: "ok", ms: 80, keyGiven: true },
      ...Array.from({ length: 300 }, (_, i) => stream(`/mount-${i}`, i === 250 ? "fail" : "ok")),
      ...Array.from({ length: 300 }, (_, i): Finding => ({
        kind: "channel",
        status: i === 299 ? "fail" : "ok",
        channelId: String(100_000_000_000_000_000n + BigInt(i)),
        problem: i === 299 ? "missing" : "none",
        missing: i === 299 ? ["Send Messages"] : [],
      })),
    ];
    for (const locale of ["en", "ru"] as const) {
      const message = renderCheck(findings, locale);
      expect(limitProblems(message)).toEqual([]);
      const text = message.embeds[0]?.description ?? "";
      expect(text).toContain("❌ /mount-250");
      expect(text).toContain("❌ <#100000000000000299>");
      expect(text).toMatch(
        locale === "en" ? /…and \d+ more\n\n\*\*Discord\*\*/ : /…и ещё \d+\n\n\*\*Discord\*\*/,
      );
      expect(text.endsWith("…")).toBe(false);
    }
  });
});
