import { PermissionFlagsBits as P } from "discord.js";
import { describe, expect, it } from "vitest";
import { clockFinding, panelFinding } from "../../src/check/panel-findings.js";
import { channelFinding, serverFindings, voiceFindings } from "../../src/check/server-findings.js";
import { stationFindings } from "../../src/check/station-findings.js";
import { onAirMounts, streamFinding } from "../../src/check/stream-findings.js";
import {
  PanelHttpError,
  PanelNotJsonError,
  PanelRefusedError,
  PanelTimeoutError,
  PanelUnreachableError,
} from "../../src/panel/errors.js";
import { channel, dj } from "../support/fixtures.js";

const PANEL = "https://radio.example.com";
const failed = (error: unknown) => ({ kind: "error", error }) as const;
const value = <T>(v: T) => ({ kind: "value", value: v }) as const;

describe("panelFinding", () => {
  it("is ✅ with the time taken and what is known of the key", () => {
    expect(panelFinding(value([]), 42, false, 4000)).toEqual({
      kind: "panel",
      status: "ok",
      ms: 42,
      keyGiven: false,
    });
  });

  it("tells a refused key (401, 403) from every other way the panel fails", () => {
    const reasons = [
      new PanelHttpError(PANEL, 403, ""),
      new PanelHttpError(PANEL, 401, ""),
      new PanelHttpError(PANEL, 404, ""),
      new PanelUnreachableError(PANEL, "ECONNREFUSED"),
      new PanelTimeoutError(PANEL, 5000),
      new PanelNotJsonError(PANEL, "<html>"),
      new PanelRefusedError(PANEL, { kind: "too-large", limitBytes: 1 }, "too large"),
      new Error("anything else"),
    ].map((error) => {
      const finding = panelFinding(failed(error), 1, true, 4000);
      return [finding.status, finding.kind, "reason" in finding ? finding.reason : finding.kind];
    });
    expect(reasons).toEqual([
      ["fail", "panel-key", "panel-key"],
      ["fail", "panel-key", "panel-key"],
      ["fail", "panel-down", "http"],
      ["fail", "panel-down", "unreachable"],
      ["fail", "panel-down", "timeout"],
      ["fail", "panel-down", "not-json"],
      ["fail", "panel-down", "refused"],
      ["fail", "panel-down", "unreachable"],
    ]);
    expect(panelFinding({ kind: "timeout" }, 4000, null, 4000)).toMatchObject({
      reason: "timeout",
      ms: 4000,
    });
  });
});

describe("clockFinding", () => {
  it("warns past 5 s either way, and is ✅ when the offset is not known", () => {
    expect([0, 4_999, -5_000, 5_001, -60_000, null].map((ms) => clockFinding(ms).status)).toEqual([
      "ok",
      "ok",
      "ok",
      "warn",
      "warn",
      "ok",
    ]);
  });
});

describe("stationFindings", () => {
  it("names the DJ on air, warns off air, and fails an unreadable DJ list or history", () => {
    const live = stationFindings(
      [channel()],
      value([dj(), dj({ id: 2, name: "DJ Nova", cat: "real", priority: -1 })]),
      value({}),
    );
    expect(live.map((f) => [f.kind, f.status])).toEqual([
      ["on-air", "ok"],
      ["dj", "ok"],
      ["history", "ok"],
    ]);
    expect(live[1]).toMatchObject({ name: "DJ Nova", live: true });
    const off = stationFindings([channel({ state: 1 })], failed(new Error("x")), { kind: "timeout" });
    expect(off.map((f) => f.status)).toEqual(["warn", "fail", "fail"]);
  });
});

describe("streamFinding", () => {
  const [mount] = onAirMounts([channel({ s_format: "aac" })]);
  const bytes = (b: Uint8Array) => value({ kind: "answered", bytes: b } as const);
  const page = new TextEncoder().encode("<!doctype html><title>x</title>");

  it("reads only channels on air and switched on, with an http(s) address", () => {
    const mounts = onAirMounts([
      channel({ mount_point: "/a" }),
      channel({ mount_point: "/b", state: 0 }),
      channel({ mount_point: "/c", active: false }),
      channel({ mount_point: "/d", stream_url: "javascript:alert(1)", secure_stream_url: null }),
    ]);
    expect(mounts.map((m) => [m.mount, m.url])).toEqual([
      ["/a", "http://radio.example.com:8000/stream"],
      ["/d", null],
    ]);
  });

  it("fails HTML, an HTTP error, a refused address, no answer and no address; warns another codec", () => {
    if (!mount) throw new Error("no mount");
    const ogg = new TextEncoder().encode("OggS\0\0\0\0OpusHead");
    expect(streamFinding(mount, bytes(page))).toMatchObject({
      status: "fail",
      problem: "html",
      heard: "html",
    });
    expect(streamFinding(mount, bytes(ogg))).toMatchObject({
      status: "warn",
      problem: "codec",
      heard: "opus",
    });
    expect(streamFinding(mount, value({ kind: "http", status: 404 }))).toMatchObject({
      problem: "http",
      httpStatus: 404,
    });
    expect(streamFinding(mount, value({ kind: "refused" }))).toMatchObject({
      status: "fail",
      problem: "refused",
    });
    expect(streamFinding(mount, { kind: "timeout" })).toMatchObject({ status: "fail", problem: "timeout" });
    expect(streamFinding(mount, null)).toMatchObject({ status: "fail", problem: "no-url" });
    expect(streamFinding(mount, bytes(new Uint8Array(64)))).toMatchObject({ problem: "not-audio" });
  });
});

describe("server findings", () => {
  const TEXT_OK = P.ViewChannel | P.SendMessages | P.EmbedLinks | P.AttachFiles;

  it("lists what an announcement channel lacks, by Discord's names; Administrator lacks nothing", () => {
    expect(channelFinding("1", { kind: "text", permissions: P.ViewChannel | P.EmbedLinks })).toMatchObject({
      status: "fail",
      problem: "missing",
      missing: ["Send Messages"],
    });
    // Announcements post embeds, never files: a channel without Attach Files is fine.
    expect(
      channelFinding("1", { kind: "text", permissions: P.ViewChannel | P.SendMessages | P.EmbedLinks }),
    ).toMatchObject({ status: "ok" });
    expect(channelFinding("1", { kind: "text", permissions: P.Administrator })).toMatchObject({
      status: "ok",
    });
    expect(channelFinding("1", { kind: "voice", permissions: TEXT_OK })).toMatchObject({
      problem: "not-text",
    });
    expect(channelFinding("1", null)).toMatchObject({ status: "fail", problem: "unknown" });
  });

  it("checks a voice home for Connect and Speak, and its status as a warning", () => {
    const voice = (permissions: bigint) =>
      voiceFindings({ id: "9", access: { kind: "voice", permissions } }, false);
    expect(voice(P.ViewChannel | P.Connect).map((f) => [f.kind, f.status])).toEqual([["voice", "fail"]]);
    expect(voice(P.ViewChannel | P.Connect).at(0)).toMatchObject({ missing: ["Speak"] });
    expect(voice(P.ViewChannel | P.Connect | P.Speak).map((f) => [f.kind, f.status])).toEqual([
      ["voice", "ok"],
      ["voice-display", "warn"],
    ]);
  });

  it("on a stage: a speaker with Mute Members, a request with Request to Speak, the topic for a moderator", () => {
    const stage = (permissions: bigint) =>
      voiceFindings(
        { id: "9", access: { kind: "stage", permissions: P.ViewChannel | P.Connect | permissions } },
        false,
      ).map((f) => [f.kind, f.status]);
    expect(stage(P.MuteMembers | P.ManageChannels | P.MoveMembers)).toEqual([
      ["voice", "ok"],
      ["stage-speak", "ok"],
      ["voice-display", "ok"],
    ]);
    expect(stage(P.RequestToSpeak)).toEqual([
      ["voice", "ok"],
      ["stage-speak", "warn"],
      ["voice-display", "warn"],
    ]);
    expect(stage(0n)[1]).toEqual(["stage-speak", "fail"]);
  });

  it("says none set is fine, voice off a warning, and checks events only where they are on", () => {
    const facts = {
      channels: [],
      pingRole: null,
      voice: { id: "9", access: null },
      voiceOff: true,
      events: { permissions: P.ViewChannel },
    };
    expect(serverFindings(facts).map((f) => [f.kind, f.status])).toEqual([
      ["no-channels", "warn"],
      ["ping", "ok"],
      ["voice", "warn"],
      ["events", "fail"],
    ]);
    const quiet = serverFindings({
      ...facts,
      pingRole: { id: "5", pingable: false },
      voice: null,
      events: null,
    });
    expect(quiet.map((f) => [f.kind, f.status])).toEqual([
      ["no-channels", "warn"],
      ["ping", "fail"],
      ["voice", "ok"],
    ]);
  });
});
