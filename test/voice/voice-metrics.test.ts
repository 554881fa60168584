import { describe, expect, it } from "vitest";
import { createMetrics } from "../../src/ops/metrics.js";
import { FAILOVER_DIRECTIONS } from "../../src/voice/failover.js";
import { STREAM_OUTCOMES } from "../../src/voice/play-session.js";

describe("Metrics.counter", () => {
  it("shows every value of its label from 0, and adds to the one told", async () => {
    const metrics = createMetrics();
    const add = metrics.counter("voice_stream_bytes_total", "Bytes", "outcome", STREAM_OUTCOMES);
    add("dropped", 1_000);
    add("dropped", 24);
    add("ok");
    const text = await metrics.text();
    expect(text).toContain('radio_bot_voice_stream_bytes_total{outcome="dropped"} 1024');
    expect(text).toContain('radio_bot_voice_stream_bytes_total{outcome="ok"} 1');
    expect(text).toContain('radio_bot_voice_stream_bytes_total{outcome="stalled"} 0');
    expect(text).toContain('radio_bot_voice_stream_bytes_total{outcome="failed"} 0');
  });

  it("counts nothing for a value outside its set, nor a negative amount", async () => {
    const metrics = createMetrics();
    const directions: readonly string[] = FAILOVER_DIRECTIONS;
    const add = metrics.counter("voice_failovers_total", "Switches", "direction", directions);
    add("guild-123456789");
    add("back", -5);
    const text = await metrics.text();
    expect(text).not.toContain("guild-123456789");
    expect(text).toContain('radio_bot_voice_failovers_total{direction="back"} 0');
  });
});
