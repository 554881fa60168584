import { InteractionContextType, MessageFlags } from "discord.js";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { type Command, UserError } from "../../src/discord/command.js";
import { createDispatcher } from "../../src/discord/dispatcher.js";
import type { Logger } from "../../src/log.js";
import type { PanelClient } from "../../src/panel/client.js";
import { PanelHttpError } from "../../src/panel/errors.js";
import { notice } from "../../src/render/message.js";
import { fakeInteraction } from "../support/fake-interaction.js";

const message = notice("hello", 1);

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (text: string) => {
    lines.push({ level, message: text });
  };
  const log: Logger = { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
  return { log, lines };
}

/** A command that answers at once, with a button handler and autocomplete. */
function controlledCommand() {
  const command: Command = {
    data: { name: "test", description: "test" },
    execute: () => Promise.resolve(message),
    button: (customId) =>
      customId === "test:mine"
        ? Promise.resolve(message)
        : Promise.reject(new UserError("history.notYourPages")),
    autocomplete: async (focused) => [{ name: `typed ${focused}`, value: "1" }],
  };
  return { command };
}

/** A command whose handler waits for the test to settle it, so "slow" is an event, not a sleep. */
function slowCommand() {
  let settle: { resolve: (m: typeof message) => void; reject: (e: unknown) => void } | undefined;
  const command: Command = {
    data: { name: "test", description: "test" },
    execute: () =>
      new Promise((resolve, reject) => {
        settle = { resolve, reject };
      }),
  };
  return { command, settle: () => settle };
}

function dispatcherFor(command: Command, deferAfterMs = 1_000) {
  const { log, lines } = recordingLog();
  const dispatch = createDispatcher({
    commands: [command],
    context: {
      panel: {} as PanelClient,
      config: loadConfig({ PANEL_URL: "demo" }, { requireDiscordToken: false }),
      log,
      now: Date.now,
      cooldowns: null,
    },
    deferAfterMs,
  });
  return { dispatch, lines };
}

const panelDown = new PanelHttpError("https://radio.example.com", 503, "down");

describe("dispatcher", () => {
  it("replies directly, with mentions disabled, when the answer is quick", async () => {
    const { command } = controlledCommand();
    const { dispatch } = dispatcherFor(command);
    const { interaction, calls } = fakeInteraction({ kind: "command", name: "test" });
    await dispatch(interaction);
    expect(calls).toEqual([{ method: "reply", body: { ...message, allowedMentions: { parse: [] } } }]);
  });

  it("defers first and then edits the reply when the panel is slow", async () => {
    const control = slowCommand();
    const { dispatch } = dispatcherFor(control.command, 0);
    const { interaction, calls, called } = fakeInteraction({ kind: "command", name: "test" });
    const done = dispatch(interaction);
    await called("deferReply");
    expect(calls.map((c) => c.method)).toEqual(["deferReply"]);
    control.settle()?.resolve(message);
    await done;
    expect(calls.map((c) => c.method)).toEqual(["deferReply", "editReply"]);
  });

  it("sends an ephemeral answer privately, and a slow one by replacing the public 'thinking…' with a private one", async () => {
    const quiet = { ...message, ephemeral: true };
    const quick: Command = {
      data: { name: "test", description: "t" },
      execute: () => Promise.resolve(quiet),
    };
    const fast = fakeInteraction({ kind: "command", name: "test" });
    await dispatcherFor(quick).dispatch(fast.interaction);
    expect(fast.calls.map((c) => c.method)).toEqual(["reply"]);
    expect(fast.calls[0]?.body).toMatchObject({ flags: MessageFlags.Ephemeral });
    expect(fast.calls[0]?.body).not.toHaveProperty("ephemeral");

    const control = slowCommand();
    const { dispatch } = dispatcherFor(control.command, 0);
    const slow = fakeInteraction({ kind: "command", name: "test" });
    const done = dispatch(slow.interaction);
    await slow.called("deferReply");
    control.settle()?.resolve(quiet);
    await done;
    expect(slow.calls.map((c) => c.method)).toEqual(["deferReply", "deleteReply", "followUp"]);
    expect(slow.calls[2]?.body).toMatchObject({ flags: MessageFlags.Ephemeral });
  });

  it("answers a button with a new public message when asked, and sends files as discord.js files", async () => {
    const png = Buffer.from("png");
    const command: Command = {
      data: { name: "test", description: "t" },
      execute: () => Promise.resolve({ ...message, files: [{ name: "chart.png", data: png }] }),
      button: () => Promise.resolve({ ...message, asNewReply: true }),
    };
    const click = fakeInteraction({ kind: "button", customId: "test:pick" });
    await dispatcherFor(command).dispatch(click.interaction);
    expect(click.calls.map((c) => c.method)).toEqual(["reply"]);
    expect(click.calls[0]?.body).not.toHaveProperty("flags");
    const run = fakeInteraction({ kind: "command", name: "test" });
    await dispatcherFor(command).dispatch(run.interaction);
    expect(run.calls[0]?.body).toMatchObject({ files: [{ attachment: png, name: "chart.png" }] });
  });

  it("routes a click in a direct message to the command's handler for those, with no requirement checked", async () => {
    const serverOnly = (withDirect: boolean): Command => ({
      data: { name: "test", description: "t", contexts: [InteractionContextType.Guild] },
      requires: ["server", "follows"],
      execute: () => Promise.resolve(message),
      button: () => Promise.resolve(notice("in a server", 1)),
      ...(withDirect
        ? {
            directButton: (customId: string) =>
              Promise.resolve({ ...notice(customId, 1), asNewReply: true, ephemeral: true }),
          }
        : {}),
    });
    // The fake interaction has no server: it is a click in a direct message.
    const direct = fakeInteraction({ kind: "button", customId: "test:unfollow:1:x" });
    await dispatcherFor(serverOnly(true)).dispatch(direct.interaction);
    expect(direct.calls.map((c) => c.method)).toEqual(["reply"]);
    expect(direct.calls[0]?.body).toMatchObject({
      flags: MessageFlags.Ephemeral,
      embeds: [{ description: "test:unfollow:1:x" }],
    });
    const refused = fakeInteraction({ kind: "button", customId: "test:unfollow:1:x" });
    await dispatcherFor(serverOnly(false)).dispatch(refused.interaction);
    expect(JSON.stringify(refused.calls)).toContain("not in direct messages");
  });

  it("answers a panel failure privately when nothing was sent yet", async () => {
    const command: Command = {
      data: { name: "test", description: "t" },
      execute: () => Promise.reject(panelDown),
    };
    const { dispatch, lines } = dispatcherFor(command);
    const { interaction, calls } = fakeInteraction({ kind: "command", name: "test" });
    await dispatch(interaction);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("reply");
    expect(calls[0]?.body).toMatchObject({ flags: MessageFlags.Ephemeral });
    expect(JSON.stringify(calls[0]?.body)).toContain("answered HTTP 503");
    expect(lines.some((l) => l.level === "warn")).toBe(true);
  });

  it("deletes a public deferred reply and follows up privately on a panel failure", async () => {
    const control = slowCommand();
    const { dispatch } = dispatcherFor(control.command, 0);
    const { interaction, calls, called } = fakeInteraction({ kind: "command", name: "test", locale: "ru" });
    const done = dispatch(interaction);
    await called("deferReply");
    control.settle()?.reject(panelDown);
    await done;
    expect(calls.map((c) => c.method)).toEqual(["deferReply", "deleteReply", "followUp"]);
    expect(calls[2]?.body).toMatchObject({ flags: MessageFlags.Ephemeral });
    expect(JSON.stringify(calls[2]?.body)).toContain("ответила HTTP 503");
  });

  it("logs an unexpected error with its detail and shows a short generic line", async () => {
    const command: Command = {
      data: { name: "test", description: "t" },
      execute: () => Promise.reject(new TypeError("boom")),
    };
    const { dispatch, lines } = dispatcherFor(command);
    const { interaction, calls } = fakeInteraction({ kind: "command", name: "test" });
    await dispatch(interaction);
    expect(lines).toContainEqual({ level: "error", message: "command failed" });
    expect(JSON.stringify(calls[0]?.body)).toContain("Something went wrong on our side");
    expect(JSON.stringify(calls[0]?.body)).not.toContain("boom");
  });

  it("never throws when even the error reply fails", async () => {
    const command: Command = {
      data: { name: "test", description: "t" },
      execute: () => Promise.reject(panelDown),
    };
    const { dispatch, lines } = dispatcherFor(command);
    const { interaction } = fakeInteraction({ kind: "command", name: "test", failOn: "reply" });
    await expect(dispatch(interaction)).resolves.toBeUndefined();
    expect(lines).toContainEqual({ level: "error", message: "could not send the error reply" });
  });

  it("turns a refused reply into a private error follow-up", async () => {
    const { command } = controlledCommand();
    const { dispatch } = dispatcherFor(command);
    const { interaction, calls } = fakeInteraction({ kind: "command", name: "test", failOn: "reply" });
    await dispatch(interaction);
    expect(calls.map((c) => c.method)).toEqual(["reply", "reply"]);
    expect(calls[1]?.body).toMatchObject({ flags: MessageFlags.Ephemeral });
  });

  it("updates the message on a button click and answers someone else's click privately", async () => {
    const { command } = controlledCommand();
    const { dispatch } = dispatcherFor(command);
    const mine = fakeInteraction({ kind: "button", customId: "test:mine" });
    await dispatch(mine.interaction);
    expect(mine.calls.map((c) => c.method)).toEqual(["update"]);
    const theirs = fakeInteraction({ kind: "button", customId: "test:theirs" });
    await dispatch(theirs.interaction);
    expect(theirs.calls.map((c) => c.method)).toEqual(["reply"]);
    expect(theirs.calls[0]?.body).toMatchObject({ flags: MessageFlags.Ephemeral });
    expect(JSON.stringify(theirs.calls[0]?.body)).toContain("Only the person who ran this /history");
  });

  it("routes a pick from a menu as the click of the button whose id ends with the value, station mark aside", async () => {
    const { command } = controlledCommand();
    const { dispatch } = dispatcherFor(command);
    const picked = fakeInteraction({ kind: "menu", customId: "test~radio-1", values: ["mine"] });
    await dispatch(picked.interaction);
    expect(picked.calls.map((c) => c.method)).toEqual(["update"]);
    const other = fakeInteraction({ kind: "menu", customId: "test", values: ["theirs"] });
    await dispatch(other.interaction);
    expect(other.calls.map((c) => c.method)).toEqual(["reply"]);
  });

  it("reports a button under its command's name, also when it carries a station mark", async () => {
    const { command } = controlledCommand();
    const reported: string[] = [];
    const dispatch = createDispatcher({
      commands: [command],
      context: {
        panel: {} as PanelClient,
        config: loadConfig({ PANEL_URL: "demo" }, { requireDiscordToken: false }),
        log: recordingLog().log,
        now: Date.now,
        cooldowns: null,
      },
      onHandled: (name, kind) => reported.push(`${name} ${kind}`),
    });
    await dispatch(fakeInteraction({ kind: "button", customId: "test:mine" }).interaction);
    await dispatch(fakeInteraction({ kind: "button", customId: "test~radio-1" }).interaction);
    expect(reported).toEqual(["test button", "test button"]);
  });

  it("answers autocomplete, and offers nothing when it fails", async () => {
    const { command } = controlledCommand();
    const { dispatch } = dispatcherFor(command);
    const ok = fakeInteraction({ kind: "autocomplete", name: "test", focused: "ao" });
    await dispatch(ok.interaction);
    expect(ok.calls).toEqual([{ method: "respond", body: [{ name: "typed ao", value: "1" }] }]);
    const broken: Command = { ...command, autocomplete: () => Promise.reject(panelDown) };
    const failing = fakeInteraction({ kind: "autocomplete", name: "test" });
    await dispatcherFor(broken).dispatch(failing.interaction);
    expect(failing.calls).toEqual([{ method: "respond", body: [] }]);
  });

  it("refuses a command registered for servers only when it comes without a server, in the reader's language", async () => {
    let ran = 0;
    const command: Command = {
      data: { name: "test", description: "test", contexts: [0] },
      execute: () => {
        ran++;
        return Promise.resolve(message);
      },
      autocomplete: async () => {
        ran++;
        return [{ name: "secret", value: "1" }];
      },
    };
    const { dispatch } = dispatcherFor(command);
    const { interaction, calls } = fakeInteraction({ kind: "command", name: "test", locale: "de" });
    await dispatch(interaction);
    expect(ran).toBe(0);
    expect(calls).toHaveLength(1);
    const body = calls[0]?.body as { embeds: { description?: string }[]; flags: number };
    expect(calls[0]?.method).toBe("reply");
    expect(body.flags).toBe(MessageFlags.Ephemeral);
    expect(body.embeds[0]?.description).toContain("Server");
    const typed = fakeInteraction({ kind: "autocomplete", name: "test", focused: "x" });
    await dispatch(typed.interaction);
    expect(ran).toBe(0);
    expect(typed.calls).toEqual([{ method: "respond", body: [] }]);
  });

  it("ignores interactions for commands it does not know", async () => {
    const { command } = controlledCommand();
    const { dispatch } = dispatcherFor(command);
    const { interaction, calls } = fakeInteraction({ kind: "command", name: "other" });
    await dispatch(interaction);
    expect(calls).toEqual([]);
  });
});
