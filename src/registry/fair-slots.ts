import { abortReason } from "../causes.js";
/** Gives a slot back; calling it again does nothing. */
export type FairRelease = () => void;

/** Slots shared by many servers, handed out fairly. */
export interface FairSlots {
  /** Waits for a slot for `server`; rejects with the signal's reason when it aborts first. */
  acquire(server: string, signal: AbortSignal): Promise<FairRelease>;
  /** Servers with a slot or a wait (each forgotten when it has neither). */
  servers(): number;
  readonly inFlight: number;
}

/** A server's slots in use and how many of its requests wait, as the choice of the next one sees them. */
export interface ServerTurn {
  readonly server: string;
  readonly inFlight: number;
  readonly waiting: number;
}

/**
 * Which waiting server gets a free slot: among those under `perServer`, the one with the fewest slots in use, and
 * among equals the one first in `turns` (the order of their last turn, oldest first). Null: nobody may take it. Pure.
 */
export function nextServer(turns: readonly ServerTurn[], perServer: number): string | null {
  let best: ServerTurn | null = null;
  for (const turn of turns) {
    if (turn.waiting === 0 || turn.inFlight >= perServer) continue;
    if (best === null || turn.inFlight < best.inFlight) best = turn;
  }
  return best?.server ?? null;
}

interface Server {
  inFlight: number;
  readonly waiters: ((release: FairRelease) => void)[];
}

/**
 * Creates `max` slots that servers share fairly: one server holds at most `perServer`, and a freed slot goes to
 * the waiting server with the fewest in use, taking turns among equals. So a server whose every request hangs until
 * its deadline makes the others wait for the next free slot, not behind its queue.
 */
export function createFairSlots(max: number, perServer: number): FairSlots {
  // In the order of their last turn: a server that was just served goes to the back.
  const servers = new Map<string, Server>();
  let inFlight = 0;

  const forget = (key: string, server: Server) => {
    if (server.inFlight === 0 && server.waiters.length === 0) servers.delete(key);
  };
  const grant = (key: string, server: Server): FairRelease => {
    inFlight++;
    server.inFlight++;
    servers.delete(key);
    servers.set(key, server);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      inFlight--;
      server.inFlight--;
      forget(key, server);
      handOn();
    };
  };
  const handOn = () => {
    if (inFlight >= max) return;
    const turns = [...servers].map(([key, s]) => ({
      server: key,
      inFlight: s.inFlight,
      waiting: s.waiters.length,
    }));
    const key = nextServer(turns, perServer);
    const server = key === null ? undefined : servers.get(key);
    if (key !== null && server) server.waiters.shift()?.(grant(key, server));
  };

  return {
    get inFlight() {
      return inFlight;
    },
    servers: () => servers.size,
    acquire(key, signal) {
      return new Promise((resolve, reject) => {
        if (signal.aborted) return reject(abortReason(signal));
        const server = servers.get(key) ?? { inFlight: 0, waiters: [] };
        servers.set(key, server);
        const waiter = (release: FairRelease) => {
          signal.removeEventListener("abort", onAbort);
          resolve(release);
        };
        const onAbort = () => {
          server.waiters.splice(server.waiters.indexOf(waiter), 1);
          forget(key, server);
          reject(abortReason(signal));
        };
        signal.addEventListener("abort", onAbort, { once: true });
        server.waiters.push(waiter);
        handOn();
      });
    },
  };
}
