/** Where the process is, as far as stopping goes. */
export type ShutdownPhase = "starting" | "running" | "stopping" | "exiting";

/** What the shutdown decides on. */
export interface ShutdownState {
  readonly phase: ShutdownPhase;
  /** Whether a repeated signal was already answered with "a stop is under way" (said once). */
  readonly repeatSaid: boolean;
}

/** What happens to the process: a signal (or the sharding manager gone), the start done, the stop done or overdue. */
export type ShutdownEvent =
  | { readonly kind: "signal"; readonly name: string }
  | { readonly kind: "started" }
  | { readonly kind: "stopped"; readonly ok: boolean }
  | { readonly kind: "overdue"; readonly boundMs: number; readonly unfinished: readonly string[] };

/** What the caller does: say a line, start the bot's stop (and its bound's timer), end the process. */
export type ShutdownEffect =
  | { readonly kind: "say"; readonly level: "info" | "warn" | "error"; readonly text: string }
  | { readonly kind: "stop" }
  | { readonly kind: "exit"; readonly code: 0 | 1 };

/** Before the start is done. */
export const INITIAL_SHUTDOWN: ShutdownState = { phase: "starting", repeatSaid: false };

/**
 * Decides what a signal means at each moment of the process's life. Pure. The first signal stops the bot (or, while
 * it is starting, ends the process at once: every store write is one synchronous transaction, so nothing is half
 * written between two events); later signals change nothing: a service manager stopping a process group sends the
 * bot its own SIGTERM and npm's forwarded one. A stop that overruns its bound ends the process with code 1, saying
 * which parts had not stopped.
 */
export function shutdownStep(
  state: ShutdownState,
  event: ShutdownEvent,
): { state: ShutdownState; effects: ShutdownEffect[] } {
  switch (event.kind) {
    case "started":
      return state.phase === "starting"
        ? { state: { ...state, phase: "running" }, effects: [] }
        : same(state);
    case "signal":
      return signalled(state, event.name);
    case "stopped":
      if (state.phase !== "stopping") return same(state);
      return { state: { ...state, phase: "exiting" }, effects: [exit(event.ok ? 0 : 1)] };
    case "overdue": {
      if (state.phase !== "stopping") return same(state);
      const parts = event.unfinished.length > 0 ? event.unfinished.join(", ") : "nothing named";
      const text = `the stop took longer than ${event.boundMs / 1000} s; exiting without waiting for: ${parts}`;
      return {
        state: { ...state, phase: "exiting" },
        effects: [{ kind: "say", level: "error", text }, exit(1)],
      };
    }
  }
}

function signalled(state: ShutdownState, name: string): { state: ShutdownState; effects: ShutdownEffect[] } {
  const received: ShutdownEffect = { kind: "say", level: "info", text: `${name} received, shutting down…` };
  switch (state.phase) {
    case "starting":
      return { state: { ...state, phase: "exiting" }, effects: [received, exit(0)] };
    case "running":
      return { state: { ...state, phase: "stopping" }, effects: [received, { kind: "stop" }] };
    case "stopping":
    case "exiting": {
      if (state.repeatSaid) return same(state);
      const text = `${name} received again: a stop is already under way`;
      return { state: { ...state, repeatSaid: true }, effects: [{ kind: "say", level: "info", text }] };
    }
  }
}

function same(state: ShutdownState): { state: ShutdownState; effects: ShutdownEffect[] } {
  return { state, effects: [] };
}

function exit(code: 0 | 1): ShutdownEffect {
  return { kind: "exit", code };
}
