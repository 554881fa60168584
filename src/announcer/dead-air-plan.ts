import { renderDeadAir, type DeadAirNotice } from "../render/dead-air.js";
import type { AnnounceTarget } from "../settings/announce-targets.js";
import { lookOf } from "../settings/message-look.js";
import type { NewDelivery } from "../store/store.js";
import { triggerModule } from "../templates/trigger.js";
import { feedWants } from "../templates/triggers/feed.js";
import type { DeadAirChange } from "../voice/dead-air-watch.js";

/**
 * A station's dead air as the whole fleet knows it: the silences told so far (`episode`), when the newest began,
 * and the processes hearing it now (none: the station sounds, or nobody hears it).
 */
export interface FleetDeadAir {
  readonly episode: number;
  readonly since: number;
  readonly silent: readonly string[];
}

/** No silence told yet. */
export const NO_FLEET_DEAD_AIR: FleetDeadAir = { episode: 0, since: 0, silent: [] };

/** One process's report of a station's dead air: it began, the sound is back, or it ended unheard. */
export interface DeadAirReport {
  readonly station: string;
  /** The process reporting, the same name across its restarts (its shards). */
  readonly process: string;
  readonly change: DeadAirChange;
  readonly at: number;
}

/** What to tell the station's followers: a silence began, or the sound is back after it. */
export interface DeadAirTelling {
  readonly notice: DeadAirNotice;
  readonly episode: number;
  /** When the silence began (as its first reporter saw it): with the episode, it names the silence. */
  readonly since: number;
}

/** The saved state, or none when it is missing or not one (never saved, or written by something else). Pure. */
export function fleetDeadAirOf(saved: unknown): FleetDeadAir {
  if (typeof saved !== "object" || saved === null) return NO_FLEET_DEAD_AIR;
  const { episode, since, silent } = saved as Partial<Record<keyof FleetDeadAir, unknown>>;
  if (typeof episode !== "number" || typeof since !== "number" || !Array.isArray(silent))
    return NO_FLEET_DEAD_AIR;
  return { episode, since, silent: silent.filter((name): name is string => typeof name === "string") };
}

/**
 * The fleet's dead air after one process's report, and what to tell (null: nothing; `state` null: unchanged). Each
 * process playing the station hears the same silence and reports it: the first report of a silence tells it, the
 * others only join it; the first "sound is back" tells that and ends it. A process whose listeners left
 * (`cleared`) leaves the silence to those still hearing it, telling nothing. A process reporting dead air while
 * already counted as hearing one lost the end of that one (it was restarted): that silence is over for it. Pure.
 */
export function fleetDeadAirStep(
  state: FleetDeadAir,
  report: DeadAirReport,
): { readonly state: FleetDeadAir | null; readonly tell: DeadAirTelling | null } {
  const others = state.silent.filter((name) => name !== report.process);
  if (report.change === "dead-air") {
    if (others.length > 0) return { state: { ...state, silent: [...others, report.process] }, tell: null };
    const next = { episode: state.episode + 1, since: report.at, silent: [report.process] };
    return { state: next, tell: { notice: "dead-air", episode: next.episode, since: next.since } };
  }
  if (report.change === "sound-back") {
    if (state.silent.length === 0) return { state: null, tell: null };
    return {
      state: { ...state, silent: [] },
      tell: { notice: "sound-back", episode: state.episode, since: state.since },
    };
  }
  if (others.length === state.silent.length) return { state: null, tell: null };
  return { state: { ...state, silent: others }, tell: null };
}

/** What the posts of a telling say besides it: the station's name and the dead-air threshold. */
export interface DeadAirWords {
  readonly name: string | null;
  readonly seconds: number;
}

/**
 * One post per channel that gets the station's on/off-air announcements, in its language and look. The event id
 * names the station and the silence, so every process queuing the same telling queues the same posts (the outbox
 * keeps one per channel and event) and Discord's nonce drops a repeat. Pure.
 */
export function deadAirDeliveries(
  station: string,
  tell: DeadAirTelling,
  at: number,
  targets: readonly AnnounceTarget[],
  words: DeadAirWords,
): NewDelivery[] {
  const eventId = `${tell.notice}:${station}:${tell.episode}:${tell.since}`;
  const seen = new Set<string>();
  const deliveries: NewDelivery[] = [];
  for (const target of targets) {
    if (!feedWants(triggerModule(tell.notice).feed, target) || seen.has(target.channelId)) continue;
    seen.add(target.channelId);
    const look = lookOf(target, station);
    const message = renderDeadAir(tell.notice, words.name, words.seconds, at, target.locale, look);
    deliveries.push({ channelId: target.channelId, eventId, mode: "post", message });
  }
  return deliveries;
}

/**
 * The decision for one report: the fleet's new dead-air state (from the state saved, whatever it holds) and the
 * posts to queue for every channel following the station; null when nothing changes. Pure.
 */
export function deadAirPlan(
  saved: unknown,
  report: DeadAirReport,
  targets: readonly AnnounceTarget[],
  words: DeadAirWords,
): { readonly state: FleetDeadAir; readonly deliveries: NewDelivery[] } | null {
  const step = fleetDeadAirStep(fleetDeadAirOf(saved), report);
  if (!step.state) return null;
  const deliveries = step.tell ? deadAirDeliveries(report.station, step.tell, report.at, targets, words) : [];
  return { state: step.state, deliveries };
}
