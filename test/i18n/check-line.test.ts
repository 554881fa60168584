import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/check/finding.js";
import { checkLine } from "../../src/i18n/check-line.js";
import { summaryOf } from "../../src/i18n/check-summary.js";
import type { CheckLine, CheckLines } from "../../src/i18n/types/check.js";

/** Words that name the variant and the values they were given, so a test sees which were chosen. */
const said =
  (variant: string) =>
  (finding: object): CheckLine => ({ text: `${variant} ${JSON.stringify(finding)}` });
const variants = <V extends string>(...names: V[]) =>
  Object.fromEntries(names.map((name) => [name, said(name)])) as Record<V, ReturnType<typeof said>>;

const LINES = {
  panel: variants("key-accepted", "no-key-needed", "key-unknown"),
  "panel-key": said("panel-key"),
  "panel-down": variants("unreachable", "timeout", "refused", "http", "not-json", "shape", "no-station"),
  clock: variants("unmeasured", "agrees", "ahead", "behind"),
  skipped: said("skipped"),
  "on-air": variants("on", "off"),
  dj: variants("unreadable", "nobody", "live", "automatic"),
  history: variants("readable", "unreadable"),
  "no-streams": said("no-streams"),
  stream: variants("none", "codec", "html", "not-audio", "http", "refused", "timeout", "error", "no-url"),
  "streams-unread": said("streams-unread"),
  "no-channels": said("no-channels"),
  channel: variants("none", "unknown", "not-text", "missing"),
  ping: variants("unset", "none", "unknown", "not-mentionable"),
  voice: variants(
    "can-connect",
    "can-connect-and-speak",
    "unset",
    "voice-off",
    "unknown",
    "not-voice",
    "missing",
  ),
  "stage-speak": variants("speaker", "request", "none"),
  "voice-display": variants("channel-status", "stage-topic", "channel-status-missing", "stage-topic-missing"),
  events: variants("allowed", "missing"),
} satisfies CheckLines;

const names = (missing: readonly string[]) => missing.join(", ");
const variantOf = (finding: Finding) => checkLine(LINES, finding, names).text.split(" ")[0];

describe("checkLine", () => {
  it("chooses the key's words by whether a key was given, none was, or the bot cannot tell", () => {
    const panel = (keyGiven: boolean | null): Finding => ({ kind: "panel", status: "ok", ms: 5, keyGiven });
    expect([true, false, null].map((given) => variantOf(panel(given)))).toEqual([
      "key-accepted",
      "no-key-needed",
      "key-unknown",
    ]);
  });

  it("chooses the clock's words: not measured, agreeing, ahead or behind", () => {
    const clock = (status: "ok" | "warn", offsetMs: number | null): Finding => ({
      kind: "clock",
      status,
      offsetMs,
    });
    expect(
      [clock("warn", null), clock("ok", -400), clock("warn", 5000), clock("warn", -5000)].map(variantOf),
    ).toEqual(["unmeasured", "agrees", "ahead", "behind"]);
  });

  it("chooses a DJ's words: unreadable, nobody, live or the automatic player", () => {
    const dj = (status: "ok" | "fail", name: string | null, live: boolean): Finding => ({
      kind: "dj",
      status,
      name,
      live,
    });
    expect(
      [dj("fail", "A", true), dj("ok", null, false), dj("ok", "A", true), dj("ok", "A", false)].map(
        variantOf,
      ),
    ).toEqual(["unreadable", "nobody", "live", "automatic"]);
  });

  it("chooses a voice channel's words by its problem, and on a stage leaves speaking out", () => {
    const voice = (problem: "none" | "unset", stage: boolean): Finding => ({
      kind: "voice",
      status: "ok",
      channelId: "3",
      problem,
      stage,
      missing: [],
    });
    expect([voice("none", true), voice("none", false), voice("unset", false)].map(variantOf)).toEqual([
      "can-connect",
      "can-connect-and-speak",
      "unset",
    ]);
  });

  it("chooses the ping role's words as unset when no role is set, whatever the problem", () => {
    expect(variantOf({ kind: "ping", status: "ok", roleId: null, problem: "none" })).toBe("unset");
    expect(variantOf({ kind: "ping", status: "fail", roleId: "2", problem: "not-mentionable" })).toBe(
      "not-mentionable",
    );
  });

  it("chooses the song display's words by stage or channel, and whether permissions are missing", () => {
    const display = (stage: boolean, missing: readonly "Manage Channels"[]): Finding => ({
      kind: "voice-display",
      status: "ok",
      stage,
      missing,
    });
    expect(
      [
        display(false, []),
        display(true, []),
        display(false, ["Manage Channels"]),
        display(true, ["Manage Channels"]),
      ].map(variantOf),
    ).toEqual(["channel-status", "stage-topic", "channel-status-missing", "stage-topic-missing"]);
  });

  it("fills in what a finding may lack: a missing HTTP status and deadline as 0, a missing format as ?", () => {
    expect(checkLine(LINES, { kind: "panel-down", status: "fail", reason: "timeout" }, names).text).toContain(
      '"ms":0,"httpStatus":0',
    );
    const stream: Finding = {
      kind: "stream",
      status: "fail",
      mount: "/m",
      format: null,
      stated: null,
      heard: "aac",
      problem: "codec",
    };
    expect(checkLine(LINES, stream, names).text).toContain('"format":"?"');
  });

  it("gives a kind without variants its one line", () => {
    expect(variantOf({ kind: "no-streams", status: "warn" })).toBe("no-streams");
  });
});

describe("summaryOf", () => {
  const summary = summaryOf({
    allWell: "All well.",
    problems: (n) => `${String(n)}P`,
    warnings: (n) => `${String(n)}W`,
    separator: " + ",
    after: "!",
  });

  it("says all is well with neither problems nor warnings, and leaves out a count of 0", () => {
    expect([summary(0, 0), summary(2, 0), summary(0, 1), summary(2, 1)]).toEqual([
      "All well.",
      "2P!",
      "1W!",
      "2P + 1W!",
    ]);
  });
});
