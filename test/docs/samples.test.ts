import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openSampleRenderer,
  renderSamples,
  type SampleRenderer,
  sampleFiles,
} from "../../scripts/update-samples.js";

describe("the reply samples in the docs", () => {
  let render: SampleRenderer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ render, close } = await openSampleRenderer());
  });
  afterAll(() => close());

  it.each(sampleFiles())(
    "in %s are what the preview prints against the demo station (npm run samples)",
    async (file) => {
      const text = readFileSync(file, "utf8");
      expect(await renderSamples(text, render)).toBe(text);
    },
    60_000,
  );

  it("renders the same sample twice on its fixed clock", async () => {
    const marker = "<!-- sample: nowplaying -->\n<!-- /sample -->";
    const first = await renderSamples(marker, render);
    expect(first).toContain("$ npm run preview -- nowplaying");
    expect(first).toContain("http://127.0.0.1:8080/");
    expect(await renderSamples(marker, render)).toBe(first);
  });

  it("rewrites a stale sample and keeps the text around it", async () => {
    const stale = "before\n<!-- sample: request --search night -->\n```\nold\n```\n<!-- /sample -->\nafter\n";
    const fresh = await renderSamples(stale, render);
    expect(fresh).toMatch(/^before\n<!-- sample: request --search night -->\n/);
    expect(fresh).toContain("The Night Owls — Midnight Frequency (3:34)  → 500");
    expect(fresh).not.toContain("old");
    expect(fresh).toMatch(/<!-- \/sample -->\nafter\n$/);
  });
});
