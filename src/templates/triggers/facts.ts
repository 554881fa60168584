import type { ChangeFacts, StationChange } from "./trigger-module.js";

/** Nothing known: every placeholder but `{station}` and `{listeners}` (the run's extras) empty. */
const NOTHING: ChangeFacts = { dj: null, previousDj: null, track: null, listenUrl: null, at: null };

/** A DJ change's facts: who is on air now and who was before, the track playing (not a jingle), when. Pure. */
export function djFacts(change: StationChange): ChangeFacts {
  if (change.kind !== "dj") return NOTHING;
  const track = change.track && !change.track.isJingle ? change.track : null;
  const [dj, previousDj] = [change.to?.name ?? null, change.from?.name ?? null];
  return { dj, previousDj, track, listenUrl: change.listenUrl, at: change.at };
}

/** A new track's facts: the track, its DJ (the one on air, else the panel's name for it), when it started. Pure. */
export function trackFacts(change: StationChange): ChangeFacts {
  if (change.kind !== "track") return NOTHING;
  const { track } = change;
  const dj = change.dj?.name ?? track.djName;
  return { ...NOTHING, dj, track, listenUrl: change.listenUrl, at: track.startedAt };
}

/** A change that tells only when it happened (the station on or off air, silence or sound): its time. Pure. */
export function momentFacts(change: StationChange): ChangeFacts {
  return { ...NOTHING, at: change.kind === "station" || change.kind === "silence" ? change.at : null };
}
