import { describe, expect, it } from "vitest";
import {
  type Admission,
  EMPTY_WORK_QUEUE,
  type WorkQueueEvent,
  type WorkQueueState,
  createWorkQueue,
  workQueueStep,
} from "../../src/discord/work-queue.js";

const LIMITS = { concurrency: 2, waiting: 2 };

function run(events: WorkQueueEvent[], state: WorkQueueState = EMPTY_WORK_QUEUE) {
  const effects = [];
  for (const event of events) {
    const stepped = workQueueStep(state, event, LIMITS);
    state = stepped.state;
    effects.push(...stepped.effects);
  }
  return { state, effects };
}

describe("workQueueStep", () => {
  it("starts two, queues two with their places, refuses the fifth", () => {
    const asks = [0, 1, 2, 3, 4].map((id): WorkQueueEvent => ({ kind: "ask", id }));
    const { state, effects } = run(asks);
    expect(effects).toEqual([
      { kind: "start", id: 0 },
      { kind: "start", id: 1 },
      { kind: "queued", id: 2, position: 1 },
      { kind: "queued", id: 3, position: 2 },
      { kind: "refuse", id: 4 },
    ]);
    expect(state).toEqual({ running: 2, waiting: [2, 3] });
  });

  it("starts the first waiting when one is done, first come first, and frees its place when none waits", () => {
    const asks = [0, 1, 2, 3].map((id): WorkQueueEvent => ({ kind: "ask", id }));
    const { state } = run(asks);
    const next = run([{ kind: "done" }, { kind: "done" }, { kind: "done" }], state);
    expect(next.effects).toEqual([
      { kind: "start", id: 2 },
      { kind: "start", id: 3 },
    ]);
    expect(next.state).toEqual({ running: 1, waiting: [] });
    expect(run([{ kind: "done" }, { kind: "done" }], next.state).state).toEqual(EMPTY_WORK_QUEUE);
  });

  it("queues a newcomer behind those waiting even when a place just came free", () => {
    const { state, effects } = run([{ kind: "ask", id: 9 }], { running: 1, waiting: [7] });
    expect(effects).toEqual([{ kind: "queued", id: 9, position: 2 }]);
    expect(state).toEqual({ running: 1, waiting: [7, 9] });
  });
});

describe("createWorkQueue", () => {
  it("runs two jobs at a time in order, tells each its place, refuses beyond, and frees places on failure", async () => {
    const queue = createWorkQueue(LIMITS);
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const job =
      (name: string, fail = false) =>
      () =>
        new Promise<string>((resolve, reject) => {
          order.push(`start ${name}`);
          releases.push(() => (fail ? reject(new Error(name)) : resolve(name)));
        });
    const told: Admission[] = [];
    const results = ["a", "b", "c", "d", "e"].map((name) =>
      queue.run(job(name, name === "a"), (admission) => told.push(admission)),
    );
    expect(told).toEqual([
      { kind: "now" },
      { kind: "now" },
      { kind: "queued", position: 1 },
      { kind: "queued", position: 2 },
      { kind: "full" },
    ]);
    await expect(results[4]).resolves.toBeUndefined();
    expect(order).toEqual(["start a", "start b"]);
    releases[0]?.();
    await expect(results[0]).rejects.toThrow("a");
    await Promise.resolve();
    expect(order).toEqual(["start a", "start b", "start c"]);
    for (let i = 1; i < 4; i++) {
      releases[i]?.();
      await results[i];
    }
    expect(order).toEqual(["start a", "start b", "start c", "start d"]);
    await expect(results[3]).resolves.toBe("d");
    expect(queue.state).toEqual(EMPTY_WORK_QUEUE);
  });
});
