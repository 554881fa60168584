import { PermissionFlagsBits as P } from "discord.js";
import { describe, expect, it } from "vitest";
import { silentLogger } from "../../src/log.js";
import { transcodeArgs } from "../../src/voice/ffmpeg.js";
import { joinProblem } from "../../src/voice/join-problems.js";
import { latestOnly } from "../../src/voice/latest-only.js";
import { voiceStatusText } from "../../src/render/radio.js";
import { OFF_AIR, onAirText, shownLine } from "../../src/voice/on-air-text.js";
import { voiceSupported } from "../../src/voice/voice-lib.js";

describe("joinProblem", () => {
  const voice = {
    type: "voice" as const,
    permissions: P.ViewChannel | P.Connect | P.Speak,
    userLimit: 0,
    members: 3,
    botInside: false,
  };

  it("lets the bot into a voice channel where it may connect and speak", () => {
    expect(joinProblem(voice)).toBeNull();
  });

  it("names each missing permission; a stage needs no Speak (the bot becomes a speaker or asks)", () => {
    expect(joinProblem({ ...voice, permissions: P.ViewChannel })).toEqual({
      kind: "missing",
      permissions: ["Connect", "Speak"],
    });
    expect(joinProblem({ ...voice, type: "stage", permissions: P.ViewChannel | P.Connect })).toBeNull();
    expect(joinProblem({ ...voice, permissions: P.Administrator })).toBeNull();
  });

  it("refuses a full channel unless the bot may move members or is in it already", () => {
    const full = { ...voice, userLimit: 3 };
    expect(joinProblem(full)).toEqual({ kind: "full" });
    expect(joinProblem({ ...full, permissions: voice.permissions | P.MoveMembers })).toBeNull();
    expect(joinProblem({ ...full, botInside: true })).toBeNull();
    expect(joinProblem({ ...voice, type: "other" })).toEqual({ kind: "not-voice" });
  });
});

describe("onAirText", () => {
  const dj = { id: 1, name: "AutoDJ", live: false, image: null };
  const track = {
    id: 9,
    startedAt: 0,
    artist: "Odd Weather",
    title: "Sleepwalk\u202E City",
    album: null,
    cover: null,
    djName: null,
    isJingle: false,
    lengthMs: 1,
    fromLibrary: true,
  };

  it("shows the song on air, cleaned, and cut to the field's limit", () => {
    expect(onAirText({ dj, track }, null, 120, "off")).toBe("🎶 Odd Weather — Sleepwalk City");
    expect(onAirText({ dj, track: { ...track, title: "x".repeat(300) } }, null, 120, "off")).toHaveLength(
      120,
    );
  });

  it("keeps the previous song through a jingle, and says off air when nobody is on air", () => {
    expect(onAirText({ dj, track: { ...track, isJingle: true } }, "🎶 before", 120, "off")).toBe("🎶 before");
    expect(onAirText({ dj: null, track }, "🎶 before", 120, "📴 Off air")).toBe("📴 Off air");
  });

  it("shows a station off air in each server's own language, and a song the same in all", () => {
    const line = onAirText({ dj: null, track }, "🎶 before", 120, OFF_AIR);
    expect(shownLine(line, voiceStatusText("de"))).toBe(voiceStatusText("de").offAirText);
    expect(shownLine(line, voiceStatusText("pl"))).toBe(voiceStatusText("pl").offAirText);
    expect(voiceStatusText("de").offAirText).not.toBe(voiceStatusText("pl").offAirText);
    const song = onAirText({ dj, track }, null, 120, OFF_AIR);
    expect(shownLine(song, voiceStatusText("uk"))).toBe("🎶 Odd Weather — Sleepwalk City");
    expect(shownLine(null, voiceStatusText("uk"))).toBeNull();
  });
});

describe("latestOnly", () => {
  it("sends at once, then at most once per interval, only the latest value, and never the same twice", async () => {
    let now = 0;
    const due: { at: number; run: () => void }[] = [];
    const timers = {
      now: () => now,
      setTimeout: (run: () => void, ms: number) => due.push({ at: now + ms, run }),
      clearTimeout: () => undefined,
    };
    const advance = async (to: number) => {
      now = to;
      for (const timer of due.splice(0).sort((a, b) => a.at - b.at)) {
        if (timer.at <= now) timer.run();
        else due.push(timer);
      }
      await Promise.resolve();
    };
    const sent: string[] = [];
    const setter = latestOnly(async (v) => void sent.push(v), 15_000, timers, silentLogger, "topic");
    setter.set("a");
    await advance(0);
    setter.set("b");
    setter.set("c");
    await advance(10_000);
    expect(sent).toEqual(["a"]);
    await advance(15_000);
    expect(sent).toEqual(["a", "c"]);
    setter.set("c");
    await advance(60_000);
    expect(sent).toEqual(["a", "c"]);
  });
});

describe("voiceSupported", () => {
  it("is true from Node 22.12 on", () => {
    expect(["20.20.2", "22.11.0", "22.12.0", "22.23.3", "24.21.0", "26.10.0"].map(voiceSupported)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe("transcodeArgs", () => {
  it.each([null, "mp3", "aac"] as const)(
    "gives ffmpeg the stream on standard input only (format %s): no address, no file, no protocol but the pipe",
    (input) => {
      const args = transcodeArgs(input);
      expect(args.join(" ")).not.toMatch(/:\/\/|file:|http/);
      const whitelist = args.indexOf("-protocol_whitelist");
      expect(args[whitelist + 1]).toBe("pipe");
      expect(whitelist).toBeLessThan(args.indexOf("-i"));
      expect(args[args.indexOf("-i") + 1]).toBe("pipe:0");
      expect(args.at(-1)).toBe("pipe:1");
    },
  );
});
