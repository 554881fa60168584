import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import {
  CHART_COLORS,
  CHART_HEIGHT,
  CHART_WIDTH,
  renderListenerChart,
} from "../../src/render/listener-chart.js";
import { withChart } from "../../src/render/listeners.js";
import { listenerSeries } from "../../src/station/listener-series.js";
import { LOCALES } from "../../src/locale.js";
import { dj, entry } from "../support/fixtures.js";

const H = 3_600_000;
const TO = Date.UTC(2026, 10, 22, 12, 0);

/** The PNG's pixels, decoded. */
async function pixels(png: Buffer | null) {
  if (!png) throw new Error("this platform cannot draw charts");
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    data: ctx.getImageData(0, 0, image.width, image.height).data,
  };
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** Connected blobs of pixels within `tolerance` of a colour (4-neighbour flood fill). */
function blobs(image: Awaited<ReturnType<typeof pixels>>, hex: string, tolerance = 40): number {
  const [r = 0, g = 0, b = 0] = rgb(hex);
  const { width, height, data } = image;
  const match = (i: number) =>
    Math.abs((data[i * 4] ?? 0) - r) +
      Math.abs((data[i * 4 + 1] ?? 0) - g) +
      Math.abs((data[i * 4 + 2] ?? 0) - b) <
    tolerance;
  const seen = new Uint8Array(width * height);
  let count = 0;
  for (let i = 0; i < width * height; i++) {
    if (seen[i] || !match(i)) continue;
    count++;
    const stack = [i];
    seen[i] = 1;
    while (stack.length > 0) {
      const p = stack.pop() ?? 0;
      for (const q of [p - 1, p + 1, p - width, p + width]) {
        if (q >= 0 && q < width * height && !seen[q] && match(q)) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
  }
  return count;
}

const plays = (count: number, from: number, every: number) =>
  Array.from({ length: count }, (_, i) =>
    entry({
      id: 1000 + i,
      ts: from + i * every,
      n_listeners: 10 + (i % 4) * 7,
      dj_name: i >= 4 && i < 6 ? "DJ Nova" : "AutoDJ",
    }),
  );
const DJS = [dj({ id: 1, name: "AutoDJ", cat: "auto" }), dj({ id: 2, name: "DJ Nova", cat: "real" })];

describe("the listener chart", () => {
  it("is a PNG of the size Discord shows at twice its size, not blank, with a marker per play", async () => {
    const series = listenerSeries(plays(10, TO - 10 * H, H), DJS, TO - 24 * H, TO);
    const image = await pixels(renderListenerChart(series, "en"));
    expect([image.width, image.height]).toEqual([CHART_WIDTH, CHART_HEIGHT]);
    expect(blobs(image, CHART_COLORS.line)).toBeGreaterThan(0);
    expect(blobs(image, CHART_COLORS.marker, 30)).toBe(10);
  });

  it("shades the hours a live DJ was on air", async () => {
    const series = listenerSeries(plays(10, TO - 10 * H, H), DJS, TO - 10 * H, TO);
    expect(series.live).toEqual([{ from: TO - 6 * H, to: TO - 4 * H, dj: "DJ Nova" }]);
    const image = await pixels(renderListenerChart(series, "en"));
    // Low in the plot, the middle of the live span is redder than the same height two hours later.
    const scale = CHART_WIDTH / 1000;
    const red = (hoursIn: number) => {
      const x = Math.round((92 + (hoursIn / 10) * (1000 - 92 - 28)) * scale);
      const y = Math.round((460 - 78 - 8) * scale);
      return image.data[(y * CHART_WIDTH + x) * 4] ?? 0;
    };
    expect(red(5) - red(7.5)).toBeGreaterThan(20);
  });
});

describe("the listener chart in every language", () => {
  it("is drawn with each language's labels, which differ from the English ones", async () => {
    const series = listenerSeries(plays(10, TO - 10 * H, H), DJS, TO - 10 * H, TO);
    const english = renderListenerChart(series, "en");
    for (const locale of LOCALES) {
      const png = renderListenerChart(series, locale);
      const image = await pixels(png);
      expect([image.width, image.height], locale).toEqual([CHART_WIDTH, CHART_HEIGHT]);
      expect(blobs(image, CHART_COLORS.marker, 30), locale).toBe(10);
      if (locale !== "en") expect(png?.equals(english ?? Buffer.alloc(0)), locale).toBe(false);
    }
  });
});

describe("the listener chart's axis", () => {
  it("keeps a million listeners, grouped as Ukrainian groups them, inside the card", async () => {
    const many = plays(10, TO - 10 * H, H).map((play, i) => ({
      ...play,
      n_listeners: 1_000_000 + i * 300_000,
    }));
    const image = await pixels(renderListenerChart(listenerSeries(many, DJS, TO - 10 * H, TO), "uk"));
    const [r = 0, g = 0, b = 0] = rgb(CHART_COLORS.muted);
    let textAtEdge = 0;
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < 4; x++) {
        const i = (y * image.width + x) * 4;
        const d = image.data;
        if (Math.abs((d[i] ?? 0) - r) + Math.abs((d[i + 1] ?? 0) - g) + Math.abs((d[i + 2] ?? 0) - b) < 60)
          textAtEdge++;
      }
    }
    expect(textAtEdge).toBe(0);
  });
});

describe("listenerSeries", () => {
  it("takes the audience at each play's start, oldest first, and skips plays without a count", () => {
    const series = listenerSeries(
      [
        entry({ id: 3, ts: TO - H, n_listeners: 5 }),
        entry({ id: 2, ts: TO - 2 * H, n_listeners: null }),
        entry({ id: 1, ts: TO - 3 * H, n_listeners: 9 }),
      ],
      DJS,
      TO - 4 * H,
      TO,
    );
    expect(series.points).toEqual([
      { at: TO - 3 * H, listeners: 9 },
      { at: TO - H, listeners: 5 },
    ]);
    expect(series.reachesBackTo).toBe(TO - 3 * H);
  });

  it("does not say how far back the history reaches when it reaches back far enough", () => {
    expect(listenerSeries(plays(5, TO - 5 * H, H), DJS, TO - 3 * H, TO).reachesBackTo).toBeNull();
  });
});

describe("withChart", () => {
  const series = listenerSeries(plays(3, TO - 3 * H, H), DJS, TO - 2 * H, TO);
  const base = { embeds: [{ title: "Listeners", description: "29 listeners now" }], components: [] };

  it("says why there is no chart when this platform cannot draw one, and attaches nothing", () => {
    const message = withChart(base, { drawn: null, why: "no-charts" }, series, 2, "en");
    expect(message.files).toBeUndefined();
    expect(message.embeds[0]?.image).toBeUndefined();
    expect(message.embeds[0]?.description).toContain("cannot be drawn on this server");
  });
});

describe("the listener chart, drawn again", () => {
  it("comes out the same whatever was drawn before it", () => {
    const series = listenerSeries(plays(10, TO - 10 * H, H), DJS, TO - 10 * H, TO);
    const first = renderListenerChart(series, "en");
    renderListenerChart(listenerSeries(plays(40, TO - 40 * H, H), DJS, TO - 72 * H, TO), "ru");
    expect(renderListenerChart(series, "en")?.equals(first ?? Buffer.alloc(0))).toBe(true);
  });
});
