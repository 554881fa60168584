import type { PanelClock } from "../panel/panel-clock.js";
import type { Observation } from "../station/changes.js";
import { expectedEnd, type Plan, planNextRead, type TrackTiming } from "./plan.js";

/** Follows the track on air from run to run and asks {@link planNextRead} when to read next. */
export interface ReadPlanner {
  /** After a run (null: it failed) that finished at `finishedAt`; `nextBaseRun` is the base schedule's next run. */
  afterRun(observation: Observation | null, finishedAt: number, nextBaseRun: number | null): Plan;
}

/** The memory the pure planner needs: which track is on air, since when, and how many reads found it overdue. */
export function createReadPlanner(clock: PanelClock): ReadPlanner {
  let track: TrackTiming | null = null;
  let readsAfterEnd = 0;

  return {
    afterRun(observation, finishedAt, nextBaseRun) {
      if (observation) {
        const seen = observation.track;
        if (!seen) {
          track = null;
        } else if (seen.id !== track?.id) {
          clock.observeTrack(seen.startedAt, finishedAt);
          track = {
            id: seen.id,
            startedAt: seen.startedAt,
            lengthMs: seen.lengthMs,
            // A live DJ's metadata changes whenever they like; only the station's own tracks and jingles keep time.
            predictable: observation.dj?.live !== true && (seen.fromLibrary || seen.isJingle),
            firstSeenAt: finishedAt,
          };
          readsAfterEnd = 0;
        } else {
          const end = expectedEnd(track, clock.offsetMs());
          if (end !== null && finishedAt >= end) readsAfterEnd++;
        }
      }
      return planNextRead({
        now: finishedAt,
        panelOk: observation !== null,
        track,
        readsAfterEnd,
        clockOffsetMs: clock.offsetMs(),
        nextBaseRun,
      });
    },
  };
}
