import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { intlTimeZone } from "../../src/stats/intl-time-zone.js";
import { defaultSystemTimeZoneDeps, systemTimeZone } from "../../src/stats/system-time-zone.js";
import { HOUR_MS } from "../../src/stats/time-zone.js";
import { parseTzif } from "../../src/stats/tzif.js";
import { tzifTimeZone } from "../../src/stats/tzif-time-zone.js";
import { zoneinfoDir } from "../../src/stats/tzif-zone-name.js";

/** These tests read the machine's tz database; a slim container has none, and then they say so and skip. */
const DIR = zoneinfoDir(process.env);
const HAS_DATABASE = existsSync(join(DIR, "Europe/Berlin"));
const SKIPPED = HAS_DATABASE ? "" : ` (skipped: no tz database at ${DIR})`;

const ZONES = [
  "Europe/Berlin",
  "America/Sao_Paulo", // daylight-saving time abolished in 2019
  "America/New_York",
  "Australia/Lord_Howe", // half an hour of daylight saving
  "Asia/Kolkata",
  "Pacific/Chatham", // +12:45 / +13:45
  "Africa/Casablanca", // Ramadan changes listed one by one until 2087
].filter((name) => name !== "Africa/Casablanca" || (existsSync(join(DIR, name)) && sameRelease()));

/**
 * Morocco's changes are predicted anew in each tz release (2026's releases moved some), so the system's data and
 * Node's ICU copy agree on Casablanca only when they are the same release; the other zones' rules are settled.
 */
function sameRelease(): boolean {
  const zi = join(DIR, "tzdata.zi");
  const version = existsSync(zi) ? /^# version (\S+)/.exec(readFileSync(zi, "utf8"))?.[1] : undefined;
  return version !== undefined && version === process.versions.tz;
}

const FROM = Date.UTC(2020, 0, 1);
const UNTIL = Date.UTC(2031, 0, 1);
const QUARTER_HOUR = 15 * 60_000;

const load = (name: string) => parseTzif(readFileSync(join(DIR, name)));

describe.skipIf(!HAS_DATABASE)(`TZif zones from the system's tz database${SKIPPED}`, () => {
  it.each(ZONES)("%s agrees with Intl at every hour of 2020–2030", (name) => {
    const tzif = tzifTimeZone(name, load(name));
    const intl = intlTimeZone(name);
    const differences: string[] = [];
    for (let at = FROM; at < UNTIL; at += HOUR_MS) {
      if (tzif.offsetMs(at) !== intl.offsetMs(at)) differences.push(new Date(at).toISOString());
    }
    expect(differences).toEqual([]);
  });

  it.each(ZONES)("%s agrees with Intl at every quarter hour of the days around its changes", (name) => {
    const file = load(name);
    const tzif = tzifTimeZone(name, file);
    const intl = intlTimeZone(name);
    const changes = file.transitions
      .map((seconds) => seconds * 1000)
      .filter((at) => at >= FROM && at < UNTIL);
    const differences: string[] = [];
    for (const change of changes) {
      for (let at = change - 24 * HOUR_MS; at <= change + 24 * HOUR_MS; at += QUARTER_HOUR) {
        if (tzif.offsetMs(at) !== intl.offsetMs(at)) differences.push(new Date(at).toISOString());
      }
    }
    expect(differences).toEqual([]);
  });

  it.each(["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham"])(
    "%s: the footer's rule alone gives the file's own changes from 2010 to its last one",
    (name) => {
      const file = load(name);
      const full = tzifTimeZone(name, file);
      const footerOnly = tzifTimeZone(name, { ...file, transitions: [], transitionTypes: [] });
      const changes = file.transitions
        .map((seconds) => seconds * 1000)
        .filter((at) => at >= Date.UTC(2010, 0, 1));
      expect(file.footer).not.toBe("");
      const instants = changes.flatMap((at, i) => [at - 1, at, at + 1, (at + (changes[i + 1] ?? at)) / 2]);
      const differences = instants.filter((at) => full.offsetMs(at) !== footerOnly.offsetMs(at));
      expect(differences.map((at) => new Date(at).toISOString())).toEqual([]);
    },
  );

  it.each(["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham"])(
    "%s agrees with Intl at every hour of 2039–2041, after the file's last change (the footer's rule)",
    (name) => {
      const file = load(name);
      const tzif = tzifTimeZone(name, file);
      const intl = intlTimeZone(name);
      const from = Date.UTC(2039, 0, 1);
      expect((file.transitions.at(-1) ?? 0) * 1000).toBeLessThan(from);
      const differences: string[] = [];
      for (let at = from; at < Date.UTC(2042, 0, 1); at += HOUR_MS) {
        if (tzif.offsetMs(at) !== intl.offsetMs(at)) differences.push(new Date(at).toISOString());
      }
      expect(differences).toEqual([]);
    },
  );

  it("is what systemTimeZone picks when the database is there", () => {
    const { zone, source } = systemTimeZone("Europe/Berlin", defaultSystemTimeZoneDeps());
    expect(source).toBe("tzif");
    expect(zone.offsetMs(Date.UTC(2026, 6, 1))).toBe(2 * HOUR_MS);
  });
});
