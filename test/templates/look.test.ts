import { describe, expect, it } from "vitest";
import { lookFor } from "../../src/templates/look.js";
import { DEFAULT_STYLE } from "../../src/templates/style.js";
import type { MessageTemplate } from "../../src/templates/trigger.js";

const TEMPLATES: MessageTemplate[] = [
  { trigger: "live", text: "all stations live" },
  { trigger: "live", text: "alpha live", station: "alpha" },
  { trigger: "track", text: "beta track", station: "beta" },
];

describe("lookFor", () => {
  it("takes the station's own template, else the one for every station, and leaves the rest default", () => {
    expect(lookFor(DEFAULT_STYLE, TEMPLATES, "alpha")).toEqual({
      style: DEFAULT_STYLE,
      templates: { live: "alpha live" },
    });
    expect(lookFor(DEFAULT_STYLE, TEMPLATES, "beta").templates).toEqual({
      live: "all stations live",
      track: "beta track",
    });
    expect(lookFor(DEFAULT_STYLE, TEMPLATES, null).templates).toEqual({ live: "all stations live" });
  });

  it("is the default look with no templates", () => {
    expect(lookFor(DEFAULT_STYLE, undefined, "alpha")).toEqual({ style: DEFAULT_STYLE, templates: {} });
  });
});
