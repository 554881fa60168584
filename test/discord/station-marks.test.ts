import { describe, expect, it } from "vitest";
import { splitStationMark, withStation } from "../../src/discord/station-marks.js";
import type { ButtonAnswer } from "../../src/discord/command.js";

const withButton = (customId: string): ButtonAnswer => ({
  embeds: [],
  components: [{ type: 1, components: [{ type: 2, style: 1, label: "next", custom_id: customId }] }],
});

describe("the station mark on a reply's buttons", () => {
  it("is added to each button and read back from a click", () => {
    const marked = withStation(withButton("history:2"), "h7");
    const button = marked.components[0]?.components[0];
    const customId = button && "custom_id" in button ? button.custom_id : "";
    expect(customId).toBe("history:2~h7");
    expect(splitStationMark(customId)).toEqual({ customId: "history:2", handle: "h7" });
    expect(splitStationMark("history:2")).toEqual({ customId: "history:2", handle: null });
  });

  it("is left off a button whose id would pass Discord's 100 characters", () => {
    const long = "x".repeat(98);
    const button = withStation(withButton(long), "h7").components[0]?.components[0];
    expect(button && "custom_id" in button ? button.custom_id : "").toBe(long);
  });
});
