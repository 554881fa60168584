import { type DeadAirEvent, deadAirStep, NO_DEAD_AIR } from "./dead-air.js";

/** A change of a pipeline's dead air: it began, the sound came back, or it ended unheard (stopped, off air). */
export type DeadAirChange = DeadAirEvent | "cleared";

/** A pipeline's dead air: fed every packet, told when the station goes off air or the pipeline stops. */
export interface DeadAirWatch {
  /** Whether the silence has lasted the threshold and the sound is not back yet. */
  readonly alerted: boolean;
  packet(silent: boolean, at: number): void;
  /** Forgets a silence nobody hears any more, without a "sound is back". */
  clear(): void;
}

/** Watches packets for dead air (`thresholdMs` 0: off), telling `changed` of each change. */
export function createDeadAirWatch(
  thresholdMs: number,
  changed: (change: DeadAirChange) => void,
): DeadAirWatch {
  let state = NO_DEAD_AIR;
  return {
    get alerted() {
      return state.alerted;
    },
    packet(silent, at) {
      const step = deadAirStep(state, silent, at, thresholdMs);
      state = step.state;
      if (step.event) changed(step.event);
    },
    clear() {
      const was = state.alerted;
      state = NO_DEAD_AIR;
      if (was) changed("cleared");
    },
  };
}
