import { describe, expect, it } from "vitest";
import { createPreviewCooldown, PREVIEW_COOLDOWN_MS } from "../../commands/setup/preview-cooldown.js";

describe("the /setup station preview cooldown", () => {
  it("gives a user one turn per 10 s and says when the next one is, without pushing it back", () => {
    const cooldown = createPreviewCooldown();
    expect(cooldown.take("alice", 0)).toEqual({ ok: true });
    expect(cooldown.take("alice", 4_000)).toEqual({ ok: false, until: PREVIEW_COOLDOWN_MS });
    expect(cooldown.take("alice", PREVIEW_COOLDOWN_MS - 1)).toEqual({
      ok: false,
      until: PREVIEW_COOLDOWN_MS,
    });
    expect(cooldown.take("alice", PREVIEW_COOLDOWN_MS)).toEqual({ ok: true });
  });

  it("keeps each user's turns apart", () => {
    const cooldown = createPreviewCooldown();
    expect(cooldown.take("alice", 0)).toEqual({ ok: true });
    expect(cooldown.take("bob", 1)).toEqual({ ok: true });
    expect(cooldown.take("bob", 2)).toMatchObject({ ok: false });
  });
});
