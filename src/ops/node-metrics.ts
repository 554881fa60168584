import { collectDefaultMetrics, type Registry } from "prom-client";

/**
 * The default metrics prom-client gives that break Prometheus' naming rules: gauges named `_total`, which
 * `promtool check metrics` refuses (siimon/prom-client#283). Each is the sum of a gauge kept by type
 * (`nodejs_active_handles`, `nodejs_active_requests`, `nodejs_active_resources`), so nothing is lost.
 */
const MISNAMED = [
  "nodejs_active_handles_total",
  "nodejs_active_requests_total",
  "nodejs_active_resources_total",
];

/** Registers Node's default process metrics, under names Prometheus' conventions accept. */
export function collectNodeMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
  for (const name of MISNAMED) registry.removeSingleMetric(name);
}
