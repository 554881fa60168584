/** How much heavy work (the `/stats` export) one process does at once, and how much it lets wait. */
export interface WorkQueueLimits {
  /** Jobs built at the same time. */
  readonly concurrency: number;
  /** Jobs waiting beyond those; one more is refused. */
  readonly waiting: number;
}

/**
 * Two exports at a time (each reads a period's figures and writes its CSV files, up to 8 MiB), 48 waiting: 50
 * asked at once are all answered, one after another, within the 15 minutes an interaction may be answered in.
 */
export const WORK_QUEUE_LIMITS: WorkQueueLimits = { concurrency: 2, waiting: 48 };

/** The queue's state: jobs running, and the ids of those waiting, first come first. */
export interface WorkQueueState {
  readonly running: number;
  readonly waiting: readonly number[];
}

export type WorkQueueEvent = { readonly kind: "ask"; readonly id: number } | { readonly kind: "done" };

/** What the driver does: start a job, tell it its place (1 is next), or refuse it. */
export type WorkQueueEffect =
  | { readonly kind: "start"; readonly id: number }
  | { readonly kind: "queued"; readonly id: number; readonly position: number }
  | { readonly kind: "refuse"; readonly id: number };

export const EMPTY_WORK_QUEUE: WorkQueueState = { running: 0, waiting: [] };

/**
 * One step of the queue: a job asked starts when a place is free, else waits (told its position) while the queue
 * has room, else is refused; a job done lets the first waiting one start. Pure.
 */
export function workQueueStep(
  state: WorkQueueState,
  event: WorkQueueEvent,
  limits: WorkQueueLimits,
): { state: WorkQueueState; effects: WorkQueueEffect[] } {
  if (event.kind === "ask") {
    if (state.running < limits.concurrency && state.waiting.length === 0)
      return { state: { ...state, running: state.running + 1 }, effects: [{ kind: "start", id: event.id }] };
    if (state.waiting.length >= limits.waiting) return { state, effects: [{ kind: "refuse", id: event.id }] };
    const waiting = [...state.waiting, event.id];
    return {
      state: { ...state, waiting },
      effects: [{ kind: "queued", id: event.id, position: waiting.length }],
    };
  }
  const [next, ...rest] = state.waiting;
  if (next === undefined)
    return { state: { ...state, running: Math.max(0, state.running - 1) }, effects: [] };
  return { state: { running: state.running, waiting: rest }, effects: [{ kind: "start", id: next }] };
}

/** What a job learns when it asks: it runs now, waits at a position, or is refused (the queue is full). */
export type Admission =
  | { readonly kind: "now" }
  | { readonly kind: "queued"; readonly position: number }
  | { readonly kind: "full" };

/** The queue's driver: runs jobs through {@link workQueueStep}. */
export interface WorkQueue {
  /**
   * Runs `job` when its turn comes; `admitted` is told at once whether it runs now, waits (and where) or is refused
   * (then `job` never runs and the promise resolves to `undefined`). The place is freed when `job` settles.
   */
  run<T>(job: () => Promise<T>, admitted: (admission: Admission) => void): Promise<T | undefined>;
  /** Jobs running and waiting (metrics, tests). */
  readonly state: WorkQueueState;
}

/** A queue for one process. */
export function createWorkQueue(limits: WorkQueueLimits = WORK_QUEUE_LIMITS): WorkQueue {
  let state = EMPTY_WORK_QUEUE;
  let nextId = 0;
  const starters = new Map<number, () => void>();
  const apply = (event: WorkQueueEvent): WorkQueueEffect[] => {
    const stepped = workQueueStep(state, event, limits);
    state = stepped.state;
    return stepped.effects;
  };
  const done = () => {
    for (const effect of apply({ kind: "done" })) {
      if (effect.kind !== "start") continue;
      const start = starters.get(effect.id);
      starters.delete(effect.id);
      start?.();
    }
  };
  return {
    get state() {
      return state;
    },
    async run(job, admitted) {
      const id = nextId++;
      const [effect] = apply({ kind: "ask", id });
      if (!effect || effect.kind === "refuse") {
        admitted({ kind: "full" });
        return undefined;
      }
      if (effect.kind === "queued") {
        const turn = new Promise<void>((resolve) => starters.set(id, resolve));
        admitted({ kind: "queued", position: effect.position });
        await turn;
      } else admitted({ kind: "now" });
      try {
        return await job();
      } finally {
        done();
      }
    },
  };
}
