import { describe, expect, it } from "vitest";
import { fleetRevisionGauge } from "../../src/ops/fleet-revision-gauge.js";
import { createMetrics } from "../../src/ops/metrics.js";

describe("fleetRevisionGauge", () => {
  it("shows the revision the fleet copy holds at each scrape, and NaN before the copy is loaded", async () => {
    const metrics = createMetrics();
    let revision = -1;
    fleetRevisionGauge(metrics, { revision: () => revision });
    expect(await metrics.text()).toMatch(/^radio_bot_fleet_revision Nan$/m);
    revision = 41;
    expect(await metrics.text()).toMatch(/^radio_bot_fleet_revision 41$/m);
    revision = 42;
    expect(await metrics.text()).toMatch(/^radio_bot_fleet_revision 42$/m);
  });
});
