import { describe, expect, it } from "vitest";
import {
  defaultSystemTimeZoneDeps,
  systemTimeZone,
  type SystemTimeZoneDeps,
} from "../../src/stats/system-time-zone.js";
import { fixedZone, type TimeZone } from "../../src/stats/time-zone.js";
import type { ZoneFiles } from "../../src/stats/tzif-files.js";
import { DEFAULT_ZONEINFO_DIR, isZoneName, zoneinfoDir } from "../../src/stats/tzif-zone-name.js";
import { tzifBytes } from "./tzif-bytes.js";

const H = 3_600_000;
const JULY = Date.UTC(2026, 6, 1);
const JANUARY = Date.UTC(2026, 0, 15);
const BERLIN = tzifBytes({ types: [{ offset: 3600 }], footer: "CET-1CEST,M3.5.0,M10.5.0/3" });

/** A tz database of the given files under /zoneinfo, recording every path asked for. */
function deps(
  files: Record<string, Uint8Array> | undefined,
  intl: Record<string, TimeZone> = {},
): SystemTimeZoneDeps & { asked: string[] } {
  const asked: string[] = [];
  const zoneFiles: ZoneFiles = {
    isDirectory(path) {
      asked.push(path);
      return files !== undefined && path === "/zoneinfo";
    },
    read(path) {
      asked.push(path);
      return files?.[path];
    },
  };
  return { dir: "/zoneinfo", files: zoneFiles, intlZone: (name) => intl[name], asked };
}

describe("systemTimeZone", () => {
  it("reads the zone from its TZif file in the tz database", () => {
    const d = deps({ "/zoneinfo/Europe/Berlin": BERLIN });
    const { zone, source, reason } = systemTimeZone("Europe/Berlin", d);
    expect(source).toBe("tzif");
    expect(reason).toBeUndefined();
    expect(zone.name).toBe("Europe/Berlin");
    expect(zone.offsetMs(JANUARY)).toBe(H);
    expect(zone.offsetMs(JULY)).toBe(2 * H);
  });

  it.each(["UTC", "Etc/UTC"])("gives %s without reading any file", (name) => {
    const d = deps(undefined);
    const { zone, source } = systemTimeZone(name, d);
    expect({ name: zone.name, offset: zone.offsetMs(JULY), source }).toEqual({
      name,
      offset: 0,
      source: "fixed",
    });
    expect(d.asked).toEqual([]);
  });

  it("falls back to Intl where there is no tz database, and says why", () => {
    const intl = fixedZone(60, "Europe/Berlin");
    const result = systemTimeZone("Europe/Berlin", deps(undefined, { "Europe/Berlin": intl }));
    expect(result).toEqual({ zone: intl, source: "intl", reason: "no tz database at /zoneinfo" });
  });

  it("falls back to Intl for a zone the database lacks and for a file it cannot read", () => {
    const intl = { "America/Ciudad_Juarez": fixedZone(-360), "Europe/Berlin": fixedZone(60) };
    const missing = systemTimeZone("America/Ciudad_Juarez", deps({}, intl));
    expect(missing).toMatchObject({ source: "intl", reason: "no zone file /zoneinfo/America/Ciudad_Juarez" });
    const broken = systemTimeZone(
      "Europe/Berlin",
      deps({ "/zoneinfo/Europe/Berlin": BERLIN.slice(0, 50) }, intl),
    );
    expect(broken).toMatchObject({
      source: "intl",
      reason: "/zoneinfo/Europe/Berlin: TZif: the file is truncated",
    });
  });

  it("falls back to Intl when reading the database fails", () => {
    const failing: SystemTimeZoneDeps = {
      dir: "/zoneinfo",
      files: {
        isDirectory: () => true,
        read: () => {
          throw new Error("EACCES: permission denied");
        },
      },
      intlZone: () => fixedZone(60),
    };
    expect(systemTimeZone("Europe/Berlin", failing)).toMatchObject({
      source: "intl",
      reason: "/zoneinfo/Europe/Berlin: EACCES: permission denied",
    });
  });

  it("throws a RangeError for a zone that neither the database nor Intl knows", () => {
    expect(() => systemTimeZone("Mars/Olympus_Mons", deps({}))).toThrow(
      /unknown time zone "Mars\/Olympus_Mons" \(no zone file \/zoneinfo\/Mars\/Olympus_Mons; Intl/,
    );
  });

  it.each([
    "",
    "..",
    ".",
    "../etc/passwd",
    "../../../../etc/passwd",
    "Europe/../../etc/passwd",
    "Europe/./Berlin",
    "/etc/passwd",
    "Europe//Berlin",
    "Europe/Berlin/",
    "Europe\\Berlin",
    "Europe/Berlin\0",
    "Europe/Ber lin",
    "~/zone",
    `Europe/${"B".repeat(60)}`,
  ])("refuses the name %j without reading anything", (name) => {
    const d = deps({ "/zoneinfo/Europe/Berlin": BERLIN }, { [name]: fixedZone(0) });
    expect(() => systemTimeZone(name, d)).toThrow(/is not an IANA time zone name/);
    expect(d.asked).toEqual([]);
  });
});

describe("isZoneName", () => {
  it.each(["Europe/Berlin", "America/Argentina/Buenos_Aires", "Etc/GMT+3", "Etc/GMT-14", "EST5EDT", "UTC"])(
    "accepts %s",
    (name) => {
      expect(isZoneName(name)).toBe(true);
    },
  );
});

describe("the tz database's directory", () => {
  it("is TZDIR when set, the usual place otherwise", () => {
    expect(zoneinfoDir({ TZDIR: "/opt/zoneinfo" })).toBe("/opt/zoneinfo");
    expect(zoneinfoDir({ TZDIR: "" })).toBe(DEFAULT_ZONEINFO_DIR);
    expect(zoneinfoDir({})).toBe("/usr/share/zoneinfo");
    expect(defaultSystemTimeZoneDeps({ TZDIR: "/opt/zoneinfo" }).dir).toBe("/opt/zoneinfo");
  });
});
