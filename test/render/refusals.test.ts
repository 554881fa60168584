import { describe, expect, it } from "vitest";
import { UserError } from "../../src/discord/command.js";
import { LOCALES } from "../../src/locale.js";
import type { Refusal, RefusalKey, RefusalParams } from "../../src/render/refusal-params.js";
import { REFUSAL_KEYS, refusalText } from "../../src/render/refusals.js";

const CHANNEL = "<#620000000000000001>";
const AT = Date.UTC(2026, 10, 28, 12, 0);

/**
 * Parameters for every refusal: a complete record over the keys (a new refusal without samples does not compile),
 * with a sample of each kind where a parameter is a choice.
 */
const SAMPLES: { readonly [K in RefusalKey]: readonly RefusalParams[K][] } = {
  "station.none": [undefined],
  "station.unknown": [{ typed: "Radio Beta" }],
  "server.only": [undefined],
  "server.notManager": [undefined],
  "server.noStore": [undefined],
  "server.storeUnavailable": [undefined],
  "stations.configured": [undefined],
  "voice.off": [{ reason: "node", node: "20.20.2" }],
  "stats.off": [undefined],
  "stats.managersOnly": [undefined],
  "stats.exportBusy": [undefined],
  "radio.streamRefused": [undefined],
  "radio.noStation": [undefined],
  "radio.notInVoice": [undefined],
  "radio.notAllowed": [undefined],
  "radio.home": [undefined],
  "radio.problem": [
    ...(["no-channel", "need-move", "unknown-channel", "not-voice", "full", "not-connected"] as const).map(
      (kind) => ({ problem: { kind }, channel: CHANNEL }),
    ),
    { problem: { kind: "missing", permissions: ["Connect", "Speak"] }, channel: CHANNEL },
    { problem: { kind: "too-many-stations", max: 3 }, channel: CHANNEL },
    { problem: { kind: "unavailable", nodeVersion: "20.20.2" }, channel: "" },
  ],
  "listen.noSuchChannel": [{ typed: "/lofi" }],
  "history.staleButton": [undefined],
  "history.notYourPages": [undefined],
  "history.unreadable": [{ typed: "25:99 @everyone", zone: "Europe/Berlin" }],
  "history.future": [{ typed: "tomorrow" }],
  "history.both": [undefined],
  "history.noWords": [undefined],
  "follows.off": [undefined],
  "follows.limit": [{ limit: 1 }, { limit: 25 }],
  "follows.unknownDj": [
    { typed: "DJ N0va @everyone", closest: ["DJ Nova", "*Nova*"] },
    { typed: "x".repeat(100), closest: [] },
  ],
  "follows.notFollowing": [{ typed: "<@123> _x_" }],
  "setup.unknownZone": [{ typed: "Mars/Olympus_Mons @everyone" }],
  "request.tooLong": [{ over: 1 }, { over: 12 }],
  "request.cooldown": [{ until: AT }],
  "request.closed": [{ reopensAt: AT }, { reopensAt: null }],
  "request.notRequestable": [undefined],
  "request.trackBlocked": [undefined],
  "request.ipBlocked": [undefined],
  "request.refused": [undefined],
  "request.unknownTrack": [undefined],
  "request.nothingFound": [{ typed: "Blue Monday" }],
  "request.expired": [undefined],
  "request.notYours": [undefined],
  "setup.newerVersion": [undefined],
  "setup.unknownChannel": [undefined],
  "setup.notText": [undefined],
  "setup.missing": [{ channel: CHANNEL, permissions: ["View Channel", "Send Messages", "Embed Links"] }],
  "setup.unknownRole": [undefined],
  "setup.notMentionable": [{ role: "<@&630000000000000001>" }],
  "setup.strangersBusy": [undefined],
  "setup.checkCooldown": [{ until: AT }],
  "setup.style.needOption": [undefined],
  "setup.style.badColor": [{ typed: "bluish" }],
  "setup.message.unknownTrigger": [undefined],
  "setup.message.template": [
    { problem: { kind: "empty" } },
    { problem: { kind: "too-long", length: 2100 } },
    { problem: { kind: "unknown-placeholders", names: ["song"] } },
  ],
  "setup.message.stale": [undefined],
  "setup.message.notYours": [undefined],
  "setup.station.stale": [undefined],
  "setup.station.notYours": [undefined],
  "setup.station.needUrl": [undefined],
  "setup.station.perServer": [{ limit: 1 }, { limit: 5 }],
  "setup.station.limit": [
    { refusal: { kind: "total", limit: 500 } },
    { refusal: { kind: "rate", perHour: 3, retryAt: AT } },
  ],
  "setup.station.badKey": [undefined],
  "setup.station.sealing": [{ problem: "unset" }, { problem: "too-short" }],
  "setup.station.address": (
    ["malformed", "too-long", "scheme", "credentials", "not-public", "not-found", "lookup-failed"] as const
  ).flatMap((code) => [
    { code, typedName: false },
    { code, typedName: true },
  ]),
  "setup.station.cooldown": [{ until: AT }],
  "setup.station.panelRefused": [
    { refusal: { kind: "address", code: "not-public" } },
    { refusal: { kind: "redirect", status: 302, target: "https://elsewhere.example" } },
    { refusal: { kind: "redirect", status: 301, target: null } },
    { refusal: { kind: "too-large", limitBytes: 1_000_000 } },
    { refusal: { kind: "circuit-open", retryAt: AT } },
    { refusal: { kind: "busy", reason: "queue-full" } },
    { refusal: { kind: "busy", reason: "wait-timeout" } },
  ],
  "setup.station.noSuchServer": [{ serverId: 3, known: "1 (Radio Alpha), 2" }],
  "setup.station.notPanel": [undefined],
  "setup.station.httpStatus": [
    { status: 404, said: "Not Found" },
    { status: 500, said: "" },
  ],
};

/** Refusals whose words show the template placeholders a moderator may use, braces and all. */
const SHOWS_PLACEHOLDERS: readonly RefusalKey[] = ["setup.message.template"];

/** Refusals a language may word as English does (none today: each says something in the reader's words). */
const SAME_AS_ENGLISH: readonly RefusalKey[] = [];

/** Every sample of every refusal, as the dispatcher gets them. */
function everyRefusal(): Refusal[] {
  return REFUSAL_KEYS.flatMap((key) => SAMPLES[key].map((params) => ({ key, params }) as Refusal));
}

describe("every refusal a command can give", () => {
  it("has samples for every key and no key without words", () => {
    expect([...REFUSAL_KEYS].sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const key of REFUSAL_KEYS) expect(SAMPLES[key].length, key).toBeGreaterThan(0);
  });

  it.each(LOCALES)(
    "is put into words in %s: not empty, no unfilled placeholder, within Discord's limit",
    (locale) => {
      for (const refusal of everyRefusal()) {
        const text = refusalText(refusal, locale);
        const label = `${locale} ${refusal.key} ${JSON.stringify(refusal.params)}`;
        expect(text.trim().length, label).toBeGreaterThan(0);
        expect(text.length, label).toBeLessThanOrEqual(2_000);
        expect(text, label).not.toMatch(/\b(?:undefined|null|NaN)\b|\[object/);
        if (!SHOWS_PLACEHOLDERS.includes(refusal.key)) expect(text, label).not.toMatch(/\{[\w.]+\}/);
      }
    },
  );

  it.each(LOCALES.filter((locale) => locale !== "en"))("is not left in English in %s", (locale) => {
    for (const refusal of everyRefusal()) {
      if (SAME_AS_ENGLISH.includes(refusal.key)) continue;
      expect(refusalText(refusal, locale), `${locale} ${refusal.key}`).not.toBe(refusalText(refusal, "en"));
    }
  });

  it("reaches the reader in their language, and the log in English", () => {
    const error = new UserError("request.tooLong", { over: 3 });
    expect(error.message).toBe(refusalText({ key: "request.tooLong", params: { over: 3 } }, "en"));
    const worded = error.inLanguage("pl");
    expect(worded).toBeInstanceOf(UserError);
    expect(worded.refusal).toEqual(error.refusal);
    expect(worded.message).toBe(refusalText(error.refusal, "pl"));
    expect(worded.message).not.toBe(error.message);
  });
});
