import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/check/finding.js";
import { limitProblems } from "../../src/render/limits.js";
import { renderCheck } from "../../src/render/setup-check.js";
import { HOSTILE_TEXTS } from "../../src/simulator/hostile.js";
import { LOCALES, type Locale } from "../../src/locale.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { EVERY, stream } from "./check-findings.js";

const description = (findings: readonly Finding[], locale: Locale = "en") =>
  renderCheck(findings, locale).embeds[0]?.description ?? "";

describe("renderCheck", () => {
  it("gives every problem a line and a fix, in every language", () => {
    for (const locale of LOCALES)
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

  it("escapes what the panel says: mounts, formats and DJ names cannot format or ping, in every language", () => {
    for (const locale of LOCALES) {
      const text = description(
        [
          ...HOSTILE_TEXTS.map((mount) => stream(mount)),
          { kind: "dj", status: "ok", name: "**@everyone** <@&1>", live: true },
        ],
        locale,
      );
      expect(text).not.toMatch(/(^|[^\\])\*\*@everyone/);
      expect(text).not.toContain("@everyone**");
      expect(text).toContain("@\u200beveryone");
      expect(text).not.toContain("<@&1>");
    }
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
    for (const locale of LOCALES) {
      const message = renderCheck(findings, locale);
      expect(limitProblems(message)).toEqual([]);
      const text = message.embeds[0]?.description ?? "";
      expect(text).toContain("❌ /mount-250");
      expect(text).toContain("❌ <#100000000000000299>");
      if (locale === "en") expect(text).toMatch(/…and \d+ more\n\n\*\*Discord\*\*/);
      if (locale === "ru") expect(text).toMatch(/…и ещё \d+\n\n\*\*Discord\*\*/);
      const more = catalogueOf(locale).check.more({ count: 7 }).replace("7", "\\d+");
      expect(text).toMatch(new RegExp(`${more}\n\n\\*\\*Discord\\*\\*`));
      expect(text.endsWith("…")).toBe(false);
    }
  });
});
