import { ConfigError } from "../config/config-error.js";
import {
  INITIAL_SHUTDOWN,
  type ShutdownEffect,
  type ShutdownEvent,
  type ShutdownState,
  shutdownStep,
} from "./shutdown-step.js";

/** The default bound of a stop: below the `TimeoutStopSec` and `stop_grace_period` that docs/operations.md sets. */
export const DEFAULT_STOP_TIMEOUT_MS = 10_000;

/** What a running bot (or a sharding manager's fleet) gives the shutdown. */
export interface StoppableRun {
  stop(): Promise<void>;
  /** The names of the parts whose stop has not finished. */
  unfinished(): readonly string[];
}

/** What the shutdown does to the world, passed in. */
export interface ShutdownDeps {
  readonly say: (level: "info" | "warn" | "error", text: string) => void;
  readonly exit: (code: 0 | 1) => void;
  /** How long a stop may take before the process ends without it. */
  readonly boundMs: number;
  readonly setTimer?: (run: () => void, ms: number) => void;
}

/** The process's one way to stop: every signal goes here. */
export interface Shutdown {
  /** A signal (or its like: the sharding manager gone) asks the process to stop. */
  signal(name: string): void;
  /** The start is done: a signal from now on stops `run`. */
  started(run: StoppableRun): void;
}

/** A shutdown in its starting phase: `shutdownStep` decides, this carries the effects out. */
export function createShutdown(deps: ShutdownDeps): Shutdown {
  const setTimer = deps.setTimer ?? ((run, ms) => void setTimeout(run, ms));
  let state: ShutdownState = INITIAL_SHUTDOWN;
  let run: StoppableRun | null = null;
  const dispatch = (event: ShutdownEvent) => {
    const result = shutdownStep(state, event);
    state = result.state;
    for (const effect of result.effects) perform(effect);
  };
  const perform = (effect: ShutdownEffect) => {
    if (effect.kind === "say") deps.say(effect.level, effect.text);
    else if (effect.kind === "exit") deps.exit(effect.code);
    else {
      const stopping = run;
      if (!stopping) return;
      setTimer(
        () => dispatch({ kind: "overdue", boundMs: deps.boundMs, unfinished: stopping.unfinished() }),
        deps.boundMs,
      );
      stopping.stop().then(
        () => dispatch({ kind: "stopped", ok: true }),
        () => dispatch({ kind: "stopped", ok: false }),
      );
    }
  };
  return {
    signal: (name) => dispatch({ kind: "signal", name }),
    started(given) {
      run = given;
      dispatch({ kind: "started" });
    },
  };
}

/**
 * `STOP_TIMEOUT_SECONDS`: how long a stop may take (default 10). Pure.
 * @throws ConfigError for anything but a positive number of seconds (at most an hour).
 */
export function stopBoundMs(env: NodeJS.ProcessEnv): number {
  const given = env.STOP_TIMEOUT_SECONDS;
  if (given === undefined || given.trim() === "") return DEFAULT_STOP_TIMEOUT_MS;
  const seconds = Number(given);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3600) {
    const problem = "must be a number of seconds above 0 and at most 3600";
    throw new ConfigError([{ variable: "STOP_TIMEOUT_SECONDS", problem, example: "10" }]);
  }
  return Math.round(seconds * 1000);
}
