import type { FleetView } from "../settings/fleet.js";
import type { Metrics } from "./metrics.js";

/**
 * Registers `radio_bot_fleet_revision` and `radio_bot_fleet_servers_held`. The revision is the settings revision
 * this process's copy of the fleet holds. Every process of a fleet shows the same number once a `/setup` change has reached it, so one lagging behind the others (a
 * listening connection down, say) stands out, and how soon a change reaches every process can be measured from
 * outside without a log line per change.
 */
export function fleetGauges(
  metrics: Pick<Metrics, "gauge">,
  fleet: Pick<FleetView, "revision" | "held">,
): void {
  metrics.gauge(
    "fleet_revision",
    "Settings revision this process's copy of the fleet holds; the same in every process once a change reached it",
    () => {
      const revision = fleet.revision();
      return revision < 0 ? null : revision;
    },
  );
  // A shard process holds its share: this grows with its servers and the followers of its stations, not the fleet.
  metrics.gauge(
    "fleet_servers_held",
    "Servers whose row or settings this process's copy of the fleet holds (a shard process: its share)",
    () => fleet.held(),
  );
}
