import { MessageFlags } from "discord.js";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import type { Command } from "../../src/discord/command.js";
import { createDispatcher } from "../../src/discord/dispatcher.js";
import type { Logger } from "../../src/log.js";
import type { PanelClient } from "../../src/panel/client.js";
import { notice } from "../../src/render/message.js";
import { fakeInteraction } from "../support/fake-interaction.js";

const quiet = { ...notice("report", 1), ephemeral: true };
const silent: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** A command that replies privately, whose handler waits for the test to settle it (slow is an event). */
function privateCommand() {
  let settle: (() => void) | undefined;
  const command: Command = {
    data: { name: "test", description: "test" },
    repliesPrivately: true,
    execute: () =>
      new Promise((resolve) => {
        settle = () => resolve(quiet);
      }),
  };
  const dispatch = createDispatcher({
    commands: [command],
    context: {
      panel: {} as PanelClient,
      config: loadConfig({ PANEL_URL: "demo" }, { requireDiscordToken: false }),
      log: silent,
      now: Date.now,
      cooldowns: null,
    },
    deferAfterMs: 0,
  });
  return { dispatch, settle: () => settle?.() };
}

describe("a command whose replies are private", () => {
  it("defers privately when slow and edits the report in: no public 'thinking…' is shown or removed", async () => {
    const control = privateCommand();
    const { interaction, calls, called } = fakeInteraction({ kind: "command", name: "test" });
    const done = control.dispatch(interaction);
    await called("deferReply");
    expect(calls[0]?.body).toEqual({ flags: MessageFlags.Ephemeral });
    control.settle();
    await done;
    expect(calls.map((c) => c.method)).toEqual(["deferReply", "editReply"]);
  });
});
