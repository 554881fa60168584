import { describe, expect, it } from "vitest";
import { isPlausibleKey, typedPanelAddress } from "../../src/settings/station-address.js";

describe("the panel address a moderator types", () => {
  it("is reduced to its origin: no path, query, fragment or default port", () => {
    expect(typedPanelAddress("https://Radio.Example.com:8080/api/v2/history/?limit=1#x")).toEqual({
      ok: true,
      origin: "https://radio.example.com:8080",
      hostIsName: true,
    });
    expect(typedPanelAddress("http://radio.example.com:80/wiki/page")).toMatchObject({
      origin: "http://radio.example.com",
    });
  });

  it("says whether the host is a name to look up or a literal address", () => {
    expect(typedPanelAddress("http://2130706433:8080")).toEqual({
      ok: true,
      origin: "http://127.0.0.1:8080",
      hostIsName: false,
    });
  });

  it("refuses a bad form before anything is looked up, with the guard's code", () => {
    expect(typedPanelAddress("radio dot example")).toEqual({ ok: false, code: "malformed" });
    expect(typedPanelAddress("ftp://radio.example.com")).toEqual({ ok: false, code: "scheme" });
    expect(typedPanelAddress("https://user:pw@radio.example.com")).toEqual({
      ok: false,
      code: "credentials",
    });
  });
});

describe("an API key as typed", () => {
  it("is plausible when it is visible ASCII only", () => {
    expect(isPlausibleKey("a1B2-c3_d4.e5~!$")).toBe(true);
    for (const key of ["with space", "line\nbreak", "bell\u0007", "ключ", "tab\t", "zero\u200bwidth"])
      expect(isPlausibleKey(key), JSON.stringify(key)).toBe(false);
  });
});
