import { describe, expect, it } from "vitest";
import { postableChannel } from "../../commands/setup/channel-option.js";
import { CAPABILITIES, flagsOf, missingOf, PERMISSION_FLAGS } from "../../src/capabilities/capabilities.js";
import type { OptionReader } from "../../src/discord/command.js";
import type { PostKind } from "../../src/discord/guild-view.js";
import { manageableGuild } from "../support/guild-view.js";

const options: OptionReader = {
  getInteger: () => null,
  getBoolean: () => null,
  getString: () => null,
  getChannel: () => ({ id: "700" }),
};

/** A server where the bot has every permission an announcement takes, and not Attach Files, as Discord computes it. */
const noFiles = {
  ...manageableGuild("1"),
  postProblems: (_: string, posts: PostKind = "announcements") =>
    missingOf(
      flagsOf(CAPABILITIES.announcements.needs) & ~PERMISSION_FLAGS["Attach Files"],
      CAPABILITIES[posts].needs,
    ),
};

describe("a channel /setup posts in", () => {
  it("takes announcements without Attach Files, and refuses the weekly report (its chart) naming what is missing", () => {
    expect(postableChannel(options, noFiles)).toEqual({ id: "700" });
    expect(() => postableChannel(options, noFiles, "reports")).toThrow(/Attach Files/);
  });
});
