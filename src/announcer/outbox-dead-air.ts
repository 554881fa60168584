import type { Logger } from "../log.js";
import type { AnnounceTarget } from "../settings/announce-targets.js";
import type { AsyncBotStore } from "../store/async-store.js";
import type { DeadAirChange } from "../voice/dead-air-watch.js";
import { deadAirPlan } from "./dead-air-plan.js";
import { createOutboxDelivery } from "./outbox-delivery.js";
import type { Poster } from "./poster.js";

/** What telling a station's dead air to the whole fleet needs, passed in. */
export interface OutboxDeadAirDeps {
  readonly store: Pick<AsyncBotStore, "commitStep" | "claim" | "trackMessage" | "setTrackMessage">;
  readonly poster: Poster;
  readonly log: Logger;
  /** This process's name in the fleet, the same across its restarts (its shards). */
  readonly process: string;
  /** Every channel following a station, on every shard. */
  readonly targetsOf: (station: string) => Promise<readonly AnnounceTarget[]>;
  /** The station's name from its panel, or null. */
  readonly nameOf: (station: string) => string | null;
  readonly seconds: number;
  readonly now: () => number;
}

/** Tells the fleet of a station's dead air; `settled` resolves once every report so far is queued and sent. */
export interface OutboxDeadAir {
  tell(station: string, change: DeadAirChange): void;
  settled(): Promise<void>;
}

/** Where the fleet keeps a station's dead air, beside its announcer's state. */
export function deadAirStateKey(station: string): string {
  return `dead-air:${station}`;
}

/**
 * A station's dead air and its end, told once to every server that follows the station whichever process plays
 * it: each report steps the fleet's dead air of the station in the store (`deadAirPlan`, one process at a time),
 * and what that decides is queued in the station's outbox with the step, then delivered through a claim as the
 * announcements are. Should this process fail to send, the station's reader sends it on its next run. A station's
 * reports are handled in order.
 */
export function outboxDeadAir(deps: OutboxDeadAirDeps): OutboxDeadAir {
  const { log } = deps;
  const queues = new Map<string, Promise<void>>();

  async function report(station: string, change: DeadAirChange): Promise<void> {
    const at = deps.now();
    const targets = change === "cleared" ? [] : await deps.targetsOf(station);
    const words = { name: deps.nameOf(station), seconds: deps.seconds };
    const report = { station, process: deps.process, change, at };
    const queued = await deps.store.commitStep(
      { state: deadAirStateKey(station), outbox: station },
      (saved) => deadAirPlan(saved, report, targets, words),
      at,
    );
    if (queued === 0) return;
    await createOutboxDelivery(deps, station).deliver(deps.now());
  }

  return {
    tell(station, change) {
      if (change !== "cleared") {
        log.warn(
          change === "dead-air" ? `voice: dead air on ${station}` : `voice: the sound is back on ${station}`,
        );
      }
      const next = (queues.get(station) ?? Promise.resolve())
        .then(() => report(station, change))
        .catch((error: unknown) =>
          log.warn(`voice: could not tell the fleet of the dead air on ${station}`, { error }),
        );
      queues.set(station, next);
      void next.then(() => {
        if (queues.get(station) === next) queues.delete(station);
      });
    },
    async settled() {
      while (queues.size > 0) await Promise.all([...queues.values()]);
    },
  };
}
