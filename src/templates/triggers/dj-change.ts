import type { AnnouncerEvent, DjChange, DjSnapshot } from "../../station/changes.js";
import { NO_FACTS } from "./facts.js";
import type { SampleCast } from "./samples.js";
import type { ChangeFacts, OnAirNow, StationChange } from "./trigger-module.js";

/** A DJ change's facts: who is on air now and who was before, the track playing (not a jingle), when. Pure. */
export function djFacts(change: StationChange): ChangeFacts {
  if (change.kind !== "dj") return NO_FACTS;
  const track = change.track && !change.track.isJingle ? change.track : null;
  const [dj, previousDj] = [change.to?.name ?? null, change.from?.name ?? null];
  return { dj, previousDj, track, listenUrl: change.listenUrl, at: change.at };
}

/** A previewed DJ change from `from` to `to`, with the cast's track and what is on air's listen address. Pure. */
export function sampleDjChange(
  change: DjChange,
  from: DjSnapshot,
  to: DjSnapshot | null,
  parts: { readonly now: OnAirNow; readonly at: number; readonly cast: SampleCast },
): AnnouncerEvent {
  const { now, at, cast } = parts;
  return { kind: "dj", id: "preview", change, from, to, at, track: cast.track, listenUrl: now.listenUrl };
}

/** How the logs name a DJ change: its kind, and who was on air before and after. */
export function describeDjChange(change: StationChange): string {
  if (change.kind !== "dj") return change.kind;
  return `DJ change (${change.change}): ${change.from?.name ?? "nobody"} → ${change.to?.name ?? "nobody"}`;
}
