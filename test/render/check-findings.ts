import type { Finding, PermissionName } from "../../src/check/finding.js";

/** A stream finding: fine, or serving a web page. */
export const stream = (mount: string, status: "ok" | "fail" = "ok"): Finding => ({
  kind: "stream",
  status,
  mount,
  format: "mp3",
  stated: "mp3",
  heard: status === "ok" ? "mp3" : "html",
  problem: status === "ok" ? "none" : "html",
});

/** Every permission the report can name, so the longest lists of names are rendered. */
export const ALL_PERMISSIONS: readonly PermissionName[] = [
  "View Channel",
  "Send Messages",
  "Embed Links",
  "Attach Files",
  "Connect",
  "Speak",
  "Request to Speak",
  "Mute Members",
  "Move Members",
  "Manage Channels",
  "Set Voice Channel Status",
  "Manage Events",
];

/** One finding of every kind and problem, to hold every language to a line each and a fix for every problem. */
export const EVERY: readonly Finding[] = [
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

/** The findings that say all is well, and the other forms EVERY leaves out (counts, stages, several names). */
export const FINE: readonly Finding[] = [
  { kind: "panel", status: "ok", ms: 1234, keyGiven: true },
  { kind: "panel", status: "ok", ms: 80, keyGiven: false },
  { kind: "clock", status: "ok", offsetMs: 1500 },
  { kind: "clock", status: "warn", offsetMs: null },
  { kind: "clock", status: "warn", offsetMs: 3_600_000 },
  ...(["clock", "station", "streams"] as const).map((what): Finding => ({
    kind: "skipped",
    status: "warn",
    what,
  })),
  { kind: "on-air", status: "ok", onAir: true },
  { kind: "dj", status: "ok", name: null, live: false },
  { kind: "dj", status: "ok", name: "DJ Nova", live: true },
  { kind: "dj", status: "ok", name: "AutoDJ", live: false },
  { kind: "history", status: "ok", readable: true },
  stream("/ok"),
  ...[1, 2, 5, 22, 1001].map((count): Finding => ({ kind: "streams-unread", status: "warn", count })),
  { kind: "channel", status: "ok", channelId: "1", problem: "none", missing: [] },
  { kind: "channel", status: "fail", channelId: "1", problem: "missing", missing: ALL_PERMISSIONS },
  { kind: "ping", status: "ok", roleId: null, problem: "none" },
  { kind: "ping", status: "ok", roleId: "2", problem: "none" },
  ...[true, false].map((stage): Finding => ({
    kind: "voice",
    status: "ok",
    channelId: "3",
    problem: "none",
    stage,
    missing: [],
  })),
  { kind: "voice", status: "warn", channelId: null, problem: "unset", stage: false, missing: [] },
  { kind: "stage-speak", status: "ok", way: "speaker" },
  ...[true, false].map((stage): Finding => ({ kind: "voice-display", status: "ok", stage, missing: [] })),
  { kind: "voice-display", status: "warn", stage: false, missing: ["Set Voice Channel Status"] },
  { kind: "events", status: "ok", missing: [] },
  { kind: "events", status: "fail", missing: ["Manage Events", "Manage Channels"] },
];

/**
 * The longest report a server can get: every line that is not listed (panel, station, Discord) at its longest,
 * then hundreds of broken streams and channels each missing every permission.
 */
export const WORST: readonly Finding[] = [
  { kind: "panel-down", status: "fail", reason: "refused" },
  ...(["clock", "station", "streams"] as const).map((what): Finding => ({
    kind: "skipped",
    status: "warn",
    what,
  })),
  { kind: "panel-key", status: "fail", httpStatus: 401 },
  { kind: "clock", status: "warn", offsetMs: 3_600_000 },
  { kind: "on-air", status: "warn", onAir: false },
  { kind: "dj", status: "fail", name: null, live: false },
  { kind: "history", status: "fail", readable: false },
  ...Array.from(
    { length: 300 },
    (_, i): Finding =>
      ({
        ...stream(`/mount-${i}`, "fail"),
        problem: "refused",
      }) as Finding,
  ),
  { kind: "streams-unread", status: "warn", count: 1234 },
  ...Array.from({ length: 300 }, (_, i): Finding => ({
    kind: "channel",
    status: "fail",
    channelId: String(100_000_000_000_000_000n + BigInt(i)),
    problem: "missing",
    missing: ALL_PERMISSIONS,
  })),
  { kind: "ping", status: "fail", roleId: "234567890123456789", problem: "not-mentionable" },
  {
    kind: "voice",
    status: "fail",
    channelId: "345678901234567890",
    problem: "missing",
    stage: false,
    missing: ALL_PERMISSIONS,
  },
  { kind: "stage-speak", status: "fail", way: "request" },
  { kind: "voice-display", status: "warn", stage: true, missing: ALL_PERMISSIONS },
  { kind: "events", status: "fail", missing: ALL_PERMISSIONS },
];
