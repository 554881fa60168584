import { describe, expect, it } from "vitest";
import { assessHealth } from "../../src/ops/health.js";
import { createMetrics } from "../../src/ops/metrics.js";
import { commands } from "../../commands/index.js";
import { PanelHttpError } from "../../src/panel/errors.js";

describe("createMetrics", () => {
  it("gives every bot its own registry, so two bots in one process count apart", async () => {
    const first = createMetrics();
    const second = createMetrics();
    first.announcement("sent", 3);
    second.announcement("sent");
    expect(await first.text()).toContain('radio_bot_announcements_total{outcome="sent"} 3');
    expect(await second.text()).toContain('radio_bot_announcements_total{outcome="sent"} 1');
  });

  it("keeps the panel's last success and last error with its safe message", () => {
    let clock = 1_000;
    const metrics = createMetrics(() => clock);
    metrics.panel.request("history", "ok", 0.01);
    clock = 2_000;
    metrics.panel.request("djs", "http", 0.02, new PanelHttpError("https://radio.example.com", 503, ""));
    expect(metrics.panel.state()).toMatchObject({
      lastSuccessAt: 1_000,
      lastError: { at: 2_000, outcome: "http" },
    });
    expect(metrics.panel.state().lastError?.message).toContain("answered HTTP 503");
  });

  it("keeps each station's state, a stranger's without its panel's words, and nothing of a probe but its count", async () => {
    let clock = 1_000;
    const metrics = createMetrics(() => clock);
    const error = new PanelHttpError("https://evil.example.com", 500, "PWNED");
    metrics.panel.probe().request("history", "http", 0.01, error);
    expect(metrics.panel.state()).toEqual({ lastSuccessAt: null, lastError: null, stations: new Map() });
    expect(await metrics.text()).toContain(
      'radio_bot_panel_requests_total{endpoint="history",outcome="http"} 1',
    );

    metrics.panel.station("AbCdEfGhIj", false).request("djs", "http", 0.01, error);
    clock = 2_000;
    metrics.panel.station("https://radio.example.com#1", true).request("djs", "ok", 0.01);
    const state = metrics.panel.state();
    expect(state.lastError).toEqual({ at: 1_000, outcome: "http" });
    expect(state.lastSuccessAt).toBe(2_000);
    expect(state.stations.get("AbCdEfGhIj")).toEqual({
      lastSuccessAt: null,
      lastError: { at: 1_000, outcome: "http" },
    });
    metrics.panel.station("https://radio.example.com#1", true).request("djs", "http", 0.01, error);
    expect(metrics.panel.state().stations.get("https://radio.example.com#1")?.lastError?.message).toContain(
      "HTTP 500",
    );
    expect(
      JSON.stringify(assessHealth({ gateway: { ok: true }, database: { ok: true }, panel: state })),
    ).not.toContain("PWNED");
  });

  it("labels interactions by known command names only: forged button ids all count as one 'other' series", async () => {
    const metrics = createMetrics(Date.now, { commands: commands.map((command) => command.data.name) });
    metrics.interaction("history", "button", 0.01);
    for (let i = 0; i < 50; i++) metrics.interaction(`forged-${i}`, "button", 0.01);
    metrics.interaction("setup", "modal", 0.01);
    const text = await metrics.text();
    expect(text).toContain('radio_bot_interaction_duration_seconds_count{command="history",kind="button"} 1');
    expect(text).toContain('radio_bot_interaction_duration_seconds_count{command="other",kind="button"} 50');
    expect(text).toContain('radio_bot_interaction_duration_seconds_count{command="setup",kind="other"} 1');
    expect(text).not.toContain("forged");
  });

  it("reads registered gauges at each scrape, as NaN when there is no figure", async () => {
    const metrics = createMetrics();
    let depth: number | null = 4;
    metrics.gauge("voice_connections", "Voice connections", () => depth);
    expect(await metrics.text()).toMatch(/^radio_bot_voice_connections 4$/m);
    depth = null;
    expect(await metrics.text()).toMatch(/^radio_bot_voice_connections nan$/im);
  });
});

describe("assessHealth", () => {
  const panel = { lastSuccessAt: null, lastError: null, stations: new Map() };

  it("names every failing part, and never the panel", () => {
    const answer = assessHealth({
      gateway: { ok: false },
      database: { ok: false, error: "disk I/O error" },
      panel: {
        lastSuccessAt: null,
        lastError: { at: 0, outcome: "timeout", message: "slow" },
        stations: new Map(),
      },
    });
    expect(answer.status).toBe(503);
    expect(answer.body.failing).toEqual(["gateway", "database"]);
    expect(answer.body.panel.lastError).toEqual({
      at: "1970-01-01T00:00:00.000Z",
      outcome: "timeout",
      message: "slow",
    });
  });

  it("answers 200 when the gateway and the database are well", () => {
    expect(assessHealth({ gateway: { ok: true }, database: { ok: true }, panel }).status).toBe(200);
  });
});
