import { describe, expect, it } from "vitest";
import { djKey } from "../../src/follows/dj-key.js";

describe("djKey", () => {
  it("folds case, trims and makes each run of white space one space", () => {
    expect(djKey("  DJ   Nova\t ")).toBe("dj nova");
    expect(djKey("dj nova")).toBe("dj nova");
    expect(djKey("DJ\u00a0\u00a0NOVA")).toBe("dj nova");
  });

  it("keeps names that differ in more than case and spacing apart", () => {
    expect(djKey("DJ Nova")).not.toBe(djKey("DJ Novak"));
    expect(djKey("DJNova")).not.toBe(djKey("DJ Nova"));
  });

  it("lowers letters beyond ASCII and leaves an empty name empty", () => {
    expect(djKey("ÉLODIE Ünal")).toBe("élodie ünal");
    expect(djKey("   ")).toBe("");
  });
});
