import type { ChangeFacts, StationChange } from "./trigger-module.js";

/** Nothing known: every placeholder but `{station}` and `{listeners}` (the run's extras) empty. */
export const NO_FACTS: ChangeFacts = { dj: null, previousDj: null, track: null, listenUrl: null, at: null };

/** A new track's facts: the track, its DJ (the one on air, else the panel's name for it), when it started. Pure. */
export function trackFacts(change: StationChange): ChangeFacts {
  if (change.kind !== "track") return NO_FACTS;
  const { track } = change;
  const dj = change.dj?.name ?? track.djName;
  return { ...NO_FACTS, dj, track, listenUrl: change.listenUrl, at: track.startedAt };
}

/** A change that tells only when it happened (the station on or off air, silence or sound): its time. Pure. */
export function momentFacts(change: StationChange): ChangeFacts {
  return { ...NO_FACTS, at: change.kind === "station" || change.kind === "silence" ? change.at : null };
}
