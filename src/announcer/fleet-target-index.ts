import { fleetTargets, type FleetTargetsOptions } from "../settings/fleet-targets.js";
import type { FleetView } from "../settings/fleet.js";
import { createTargetIndex, type TargetIndex } from "./station-targets.js";

/**
 * Each station's announce channels over every shard's servers, from the fleet view: computed once for all
 * stations, and again whenever the view changes (a `/setup` save in any process, a server joined or left).
 * With `only` (a bot with one station), every target is that station's.
 */
export function fleetTargetIndex(
  view: FleetView,
  options: FleetTargetsOptions,
  only: string | null,
  now: () => number,
): TargetIndex {
  const index = createTargetIndex(() => fleetTargets(view, options), only, now);
  view.onChange(() => index.invalidate());
  return index;
}

/**
 * An announcement run that first takes in what other processes changed in the fleet, so settings saved in any
 * shard apply from the next announcement on (the view asks the store at most once a second for all stations).
 */
export function refreshingRun<Report>(
  view: Pick<FleetView, "refresh">,
  run: (now: number) => Promise<Report>,
): (now: number) => Promise<Report> {
  return async (now) => {
    await view.refresh();
    return run(now);
  };
}
