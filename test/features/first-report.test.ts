import { describe, expect, it } from "vitest";
import type { RunReport } from "../../src/announcer/run.js";
import { firstReportFanOut } from "../../src/features/first-report.js";
import type { Observation } from "../../src/station/changes.js";
import { memoryLog } from "../e2e/world.js";

const observation = { dj: null, track: null } as unknown as Observation;
const report = { panelOk: true, observation, events: [], delivered: 0, retryLater: 0 } satisfies RunReport;

describe("the first station's reads", () => {
  it("go nowhere, and are not made for it, when no status line follows the station", () => {
    expect(firstReportFanOut({ statusLine: null }, memoryLog())).toBeNull();
  });

  it("reach the status line, a failed read as no observation", async () => {
    const seen: string[] = [];
    const fanOut = firstReportFanOut(
      { statusLine: { observed: async (o) => void seen.push(`status ${o === observation}`) } },
      memoryLog(),
    );
    fanOut?.(report);
    fanOut?.(null);
    await Promise.resolve();
    expect(seen).toEqual(["status true", "status false"]);
  });

  it("log a failed status update", async () => {
    const log = memoryLog();
    await new Promise<void>((resolve) => {
      const fanOut = firstReportFanOut(
        {
          statusLine: {
            observed: () => {
              setImmediate(resolve);
              return Promise.reject(new Error("gateway gone"));
            },
          },
        },
        log,
      );
      fanOut?.(report);
    });
    expect(log.lines).toEqual(['error status update failed {"error":"gateway gone"}']);
  });
});
