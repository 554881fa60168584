import { describe, expect, it } from "vitest";
import { addReports } from "../../src/discord/event-sync.js";

describe("a scheduled events sync's figures", () => {
  it("adds up each server's created, updated and removed events", () => {
    expect(
      addReports({ created: 1, updated: 2, removed: 3 }, { created: 4, updated: 0, removed: 1 }),
    ).toEqual({
      created: 5,
      updated: 2,
      removed: 4,
    });
  });

  it("leaves both figures it adds as they were", () => {
    const a = { created: 1, updated: 1, removed: 1 };
    addReports(a, a);
    expect(a).toEqual({ created: 1, updated: 1, removed: 1 });
  });
});
