import { describe, expect, it } from "vitest";
import { createAddLimiter, totalRefusal } from "../../src/registry/station-limits.js";
import { stationRefusalText } from "../../src/render/station-limits.js";

const HOUR = 3_600_000;

describe("a public bot's station limits", () => {
  it("lets a server add at most its adds per hour, then says when it may add again, in English and Russian", () => {
    const limiter = createAddLimiter(2);
    limiter.record("g1", 0);
    limiter.record("g1", 1_000);
    expect(limiter.refusal("g2", 2_000)).toBeNull();
    const refused = limiter.refusal("g1", 2_000);
    expect(refused).toEqual({ kind: "rate", perHour: 2, retryAt: HOUR });
    expect(limiter.refusal("g1", HOUR + 1)).toBeNull();
    if (!refused) throw new Error("expected a refusal");
    expect(stationRefusalText(refused, "en")).toContain("added 2 stations in the last hour");
    expect(stationRefusalText(refused, "ru")).toContain("за последний час".replace("з", "З"));
  });

  it("counts the stations in use: one already followed is always admitted, a new one only below the limit", () => {
    const inUse = new Set(["a#1", "b#1"]);
    expect(totalRefusal(inUse, "a#1", 2)).toBeNull();
    expect(totalRefusal(inUse, "c#1", 2)).toEqual({ kind: "total", limit: 2 });
    expect(totalRefusal(inUse, "c#1", 3)).toBeNull();
  });
});
