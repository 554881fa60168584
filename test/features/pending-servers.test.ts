import { describe, expect, it } from "vitest";
import { anyPending, NO_SERVERS, takePending, withChange } from "../../src/features/pending-servers.js";

describe("the servers pending a saved stations' reconcile", () => {
  it("starts with none, and gathers each change's servers once, in the order they came", () => {
    expect(anyPending(NO_SERVERS)).toBe(false);
    const pending = withChange(withChange(NO_SERVERS, ["a", "b"]), ["b", "c"]);
    expect(anyPending(pending)).toBe(true);
    expect(takePending(pending).changed).toEqual(["a", "b", "c"]);
  });

  it("becomes all servers on a change that names none, and stays all whatever comes after", () => {
    const all = withChange(withChange(NO_SERVERS, ["a"]), null);
    expect(all).toBe("all");
    expect(withChange(all, ["b"])).toBe("all");
    expect(takePending(all).changed).toBeNull();
  });

  it("leaves nothing pending once taken, and a change naming no server adds nothing", () => {
    const taken = takePending(withChange(NO_SERVERS, ["a"]));
    expect(anyPending(taken.pending)).toBe(false);
    expect(anyPending(withChange(taken.pending, []))).toBe(false);
  });

  it("never changes the pending set it was given", () => {
    const before = withChange(NO_SERVERS, ["a"]);
    withChange(before, ["b"]);
    expect(takePending(before).changed).toEqual(["a"]);
    expect(anyPending(NO_SERVERS)).toBe(false);
  });
});
