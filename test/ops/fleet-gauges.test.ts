import { describe, expect, it } from "vitest";
import { fleetGauges } from "../../src/ops/fleet-gauges.js";
import { createMetrics } from "../../src/ops/metrics.js";

describe("fleetGauges", () => {
  it("shows the revision the fleet copy holds at each scrape, and NaN before the copy is loaded", async () => {
    const metrics = createMetrics();
    let revision = -1;
    fleetGauges(metrics, { revision: () => revision, held: () => 0 });
    expect(await metrics.text()).toMatch(/^radio_bot_fleet_revision Nan$/m);
    revision = 41;
    expect(await metrics.text()).toMatch(/^radio_bot_fleet_revision 41$/m);
    revision = 42;
    expect(await metrics.text()).toMatch(/^radio_bot_fleet_revision 42$/m);
  });

  it("shows how many servers the copy holds, which for a shard process is its share", async () => {
    const metrics = createMetrics();
    let held = 2_500;
    fleetGauges(metrics, { revision: () => 1, held: () => held });
    expect(await metrics.text()).toMatch(/^radio_bot_fleet_servers_held 2500$/m);
    held = 2_480;
    expect(await metrics.text()).toMatch(/^radio_bot_fleet_servers_held 2480$/m);
  });
});
