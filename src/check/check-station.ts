import { setMaxListeners } from "node:events";
import { type ConcurrencyLimit, createConcurrencyLimit } from "../net/gate/concurrency-limit.js";
import type { PanelClient } from "../panel/client.js";
import type { Finding } from "./finding.js";
import { clockFinding, panelFinding, skippedFindings } from "./panel-findings.js";
import { type Settled, settleWithin } from "./settle-within.js";
import { stationFindings } from "./station-findings.js";
import { onAirMounts, streamFinding } from "./stream-findings.js";
import type { StreamHead } from "./stream-head.js";

/** Each check's deadline by default: a dead panel is one ❌ well within the time Discord gives a deferred reply. */
export const CHECK_DEADLINE_MS = 4_000;

/** At most this many streams are read in one check: a panel (a stranger's, on a public bot) may list any number. */
export const MAX_STREAMS = 20;
/** Streams read at the same time; the others wait their turn within the check's deadline. */
export const STREAMS_AT_ONCE = 3;

/** How the station's checks reach the world: each is I/O, passed in. */
export interface StationProbes {
  readonly panel: Pick<PanelClient, "channels" | "djs" | "history">;
  /** An API key was given (true), none was (false), or the bot cannot tell (null). */
  readonly keyGiven: boolean | null;
  /** The panel's clock minus the bot's, as learned from its answers (null: not known). */
  readonly clockOffset: () => number | null;
  /** Reads the first bytes of a stream (see `readStreamHead`); stops when `signal` aborts. */
  readonly readStream: (url: string, signal: AbortSignal) => Promise<StreamHead>;
  /** A clock in ms for timing the panel (default `performance.now`). */
  readonly elapsed?: () => number;
}

/**
 * Checks the panel, the station and its streams: the panel first (a fresh read of its channels, timed), then the
 * rest in parallel, each within `deadlineMs`. A panel that does not answer is one ❌ and the rest say they were
 * skipped. Never rejects.
 */
export async function checkStation(
  probes: StationProbes,
  deadlineMs = CHECK_DEADLINE_MS,
): Promise<Finding[]> {
  const elapsed = probes.elapsed ?? (() => performance.now());
  // Fresh reads, each ended by its deadline: a panel that never answers holds no request past the check.
  const fresh = (signal: AbortSignal) => ({ maxAgeMs: 0, signal });
  const started = elapsed();
  const channels = await settleWithin((signal) => probes.panel.channels(fresh(signal)), deadlineMs);
  const panel = panelFinding(channels, Math.round(elapsed() - started), probes.keyGiven, deadlineMs);
  if (channels.kind !== "value") return [panel, ...skippedFindings()];

  const onAir = onAirMounts(channels.value);
  const mounts = onAir.slice(0, MAX_STREAMS);
  // Reading stops a little before the deadline, so what arrived by then is judged rather than lost; a stream
  // still waiting for its turn then is out of time.
  const readsEnd = AbortSignal.timeout(Math.floor(deadlineMs * 0.75));
  // Every stream's read listens to it, a few listeners each: bounded by MAX_STREAMS, not a leak.
  setMaxListeners(4 * MAX_STREAMS, readsEnd);
  const turns = createConcurrencyLimit(STREAMS_AT_ONCE);
  const [djs, history, ...streams] = await Promise.all([
    settleWithin((signal) => probes.panel.djs(fresh(signal)), deadlineMs),
    settleWithin((signal) => probes.panel.history({ limit: 1, offset: 0 }, fresh(signal)), deadlineMs),
    ...mounts.map((mount) =>
      mount.url === null
        ? Promise.resolve(null)
        : inTurn(turns, readsEnd, () =>
            settleWithin(
              (signal) => probes.readStream(mount.url ?? "", AbortSignal.any([signal, readsEnd])),
              deadlineMs,
            ),
          ),
    ),
  ]);
  const streamLines: Finding[] =
    mounts.length > 0
      ? mounts.map((mount, i) => streamFinding(mount, streams[i] ?? null))
      : [{ kind: "no-streams", status: "warn" }];
  if (onAir.length > mounts.length)
    streamLines.push({ kind: "streams-unread", status: "warn", count: onAir.length - mounts.length });
  return [
    panel,
    clockFinding(probes.clockOffset()),
    ...stationFindings(channels.value, djs, history),
    ...streamLines,
  ];
}

/** Runs `work` once a turn is free; out of time (nothing started) when `until` aborts first. */
async function inTurn<T>(
  turns: ConcurrencyLimit,
  until: AbortSignal,
  work: () => Promise<Settled<T>>,
): Promise<Settled<T>> {
  let release: () => void;
  try {
    release = await turns.acquire(until);
  } catch {
    return { kind: "timeout" };
  }
  try {
    return await work();
  } finally {
    release();
  }
}
