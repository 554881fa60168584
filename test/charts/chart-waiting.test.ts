import { describe, expect, it } from "vitest";
import { mayIdle, owedBy } from "../../src/charts/chart-process.js";

const waiting = new Map([
  [1, { drawer: "old" }],
  [2, { drawer: "new" }],
  [3, { drawer: "new" }],
]);

describe("a chart process's waiting charts", () => {
  it("lists the charts a drawer still owes, oldest first, and none of another's", () => {
    expect(owedBy(waiting, "new")).toEqual([2, 3]);
    expect(owedBy(waiting, "old")).toEqual([1]);
    expect(owedBy(waiting, "gone")).toEqual([]);
  });

  it("lets the current drawer idle once it owes nothing", () => {
    expect(mayIdle("old", new Map([[2, { drawer: "new" }]]), "old")).toBe(true);
    expect(mayIdle("new", waiting, "new")).toBe(false);
  });

  it("never idles a drawer that charts no longer go to (replaced, failed or closed)", () => {
    expect(mayIdle("new", new Map<number, { drawer: string }>(), "old")).toBe(false);
    expect(mayIdle(null, new Map<number, { drawer: string }>(), "old")).toBe(false);
  });
});
