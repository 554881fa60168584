import { afterEach, describe, expect, it } from "vitest";
import { follow, remindOf } from "../../commands/follow.js";
import { unfollow } from "../../commands/unfollow.js";
import { setup } from "../../commands/setup/index.js";
import type { CommandContext, OptionReader } from "../../src/discord/command.js";
import {
  executeButton,
  executeCommand,
  executeDirectButton,
  executeAutocomplete,
} from "../../src/discord/execute-command.js";
import { djChoices, knownDjNames, matchDj } from "../../src/follows/dj-names.js";
import { LOCALES } from "../../src/locale.js";
import { buttonsOf } from "../../src/message/reply-message.js";
import { unfollowButtonId } from "../../src/render/follow-dm.js";
import { FORGET_BUTTON_ID } from "../../src/render/follows.js";
import { limitProblems } from "../../src/render/limits.js";
import { followSettingsOf } from "../../src/settings/follow-settings.js";
import type { GuildSettings } from "../../src/settings/guild-settings.js";
import { stationKey } from "../../src/station/station-key.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { openAsyncStore } from "../../src/store/open-async-store.js";
import { contextFor } from "../support/context.js";
import { manageableGuild } from "../support/guild-view.js";
import { clientFor, simulatedPanel } from "../support/simulator.js";

const GUILD = "1000000000000000001";
const USER = "123456789012345678";
const NOW = Date.UTC(2026, 10, 23, 17, 30);

let stores: AsyncBotStore[] = [];
afterEach(async () => {
  await Promise.all(stores.map((store) => store.close()));
  stores = [];
});

/** Options of `/follow <subcommand>` (or `/unfollow`, `/setup follow`). */
function options(
  subcommand: string | null,
  values: Record<string, string | number | boolean> = {},
): OptionReader {
  const read = <T>(name: string, type: string) => (typeof values[name] === type ? (values[name] as T) : null);
  return {
    getString: (name) => read<string>(name, "string"),
    getInteger: (name) => read<number>(name, "number"),
    getBoolean: (name) => read<boolean>(name, "boolean"),
    getSubcommand: () => subcommand,
    getSubcommandGroup: () => null,
  };
}

/** A server with a settings store, a real (in-memory) follows store, over the simulated panel. */
async function world(settings: GuildSettings | null = null) {
  const panel = await simulatedPanel({ lively: false, now: () => NOW });
  const { client } = clientFor(panel);
  const store = await openAsyncStore({ dataDir: ":memory:" });
  stores.push(store);
  let saved = settings;
  const context = (overrides: Partial<CommandContext> = {}): CommandContext =>
    contextFor(client, {
      now: () => NOW,
      guild: manageableGuild(GUILD),
      follows: store,
      settings: {
        store: {
          guildSettings: () => saved,
          saveGuildSettings: (_id, next) => {
            saved = next;
            return Promise.resolve();
          },
        },
        defaults: () => ({ channels: [], locale: "en", stationStatus: false }),
      },
      ...overrides,
    });
  const station = stationKey(client.address, client.serverId);
  return { store, context, station, saved: () => saved };
}

const text = (message: { embeds: { description?: string; footer?: { text: string } }[] }) =>
  `${message.embeds[0]?.description ?? ""}\n${message.embeds[0]?.footer?.text ?? ""}`;

describe("the DJ names", () => {
  it("are each DJ once, in the first spelling, and match any case and spacing", () => {
    const names = knownDjNames(["DJ Nova", " AutoDJ"], [null, "dj  nova", "Маша Эфир"], ["Night Owl"]);
    expect(names).toEqual(["DJ Nova", "AutoDJ", "Маша Эфир", "Night Owl"]);
    expect(matchDj("  DJ   NOVA", names)).toEqual({ kind: "found", name: "DJ Nova" });
    expect(djChoices("nov", names)).toEqual(["DJ Nova"]);
    expect(djChoices("dj", names)).toEqual(["DJ Nova", "AutoDJ"]);
  });

  it("offer the closest names for a typo, and none for nonsense", () => {
    const names = ["DJ Nova", "AutoDJ", "Маша Эфир"];
    expect(matchDj("DJ Novaa", names)).toEqual({ kind: "unknown", closest: ["DJ Nova"] });
    expect(matchDj("маша", names)).toEqual({ kind: "unknown", closest: ["Маша Эфир"] });
    expect(matchDj("zzzzzzzzzz", names)).toEqual({ kind: "unknown", closest: [] });
  });

  it("read the reminder choices", () => {
    expect([remindOf("15m"), remindOf("30m"), remindOf("1h"), remindOf("off"), remindOf(null)]).toEqual([
      15,
      30,
      60,
      null,
      undefined,
    ]);
  });
});

describe("/follow", () => {
  it("autocompletes the station's DJs and schedule hosts, as typed", async () => {
    const { context } = await world();
    const all = await executeAutocomplete(follow, "", context());
    expect(all.map((c) => c.value)).toEqual(expect.arrayContaining(["DJ Nova", "Маша Эфир"]));
    expect(await executeAutocomplete(follow, "nov", context())).toEqual([
      { name: "DJ Nova", value: "DJ Nova" },
    ]);
  });

  it("follows a DJ by the station's spelling, keeps the reminder unless told, and lists them", async () => {
    const { context, store, station } = await world();
    const added = await executeCommand(follow, options("add", { dj: "dj nova", remind: "15m" }), context());
    expect(added.ephemeral).toBe(true);
    expect(text(added)).toContain("You follow **DJ Nova** now");
    expect(text(added)).toContain("15 minutes before each of their shows");
    expect(text(added)).toContain("You follow 1 DJ here (this server allows 25).");
    expect(await store.followsOf(GUILD, USER)).toEqual([
      { guildId: GUILD, userId: USER, station, dj: "DJ Nova", remindMinutes: 15, createdAt: NOW },
    ]);
    const again = await executeCommand(follow, options("add", { dj: "DJ Nova" }), context());
    expect(text(again)).toContain("You already follow **DJ Nova**");
    expect((await store.followsOf(GUILD, USER))[0]?.remindMinutes).toBe(15);
    await executeCommand(follow, options("add", { dj: "DJ Nova", remind: "off" }), context());
    expect((await store.followsOf(GUILD, USER))[0]?.remindMinutes).toBeNull();

    const list = await executeCommand(follow, options("list"), context());
    expect(list.embeds[0]?.title).toBe("🔔 The DJs you follow here");
    expect(list.embeds[0]?.description).toBe(`**DJ Nova** · when live · since <t:${NOW / 1000}:d>`);
    expect(list.embeds[0]?.footer?.text).toContain("1 of 25");
  });

  it("refuses a name the station never had, with the closest names", async () => {
    const { context } = await world();
    await expect(executeCommand(follow, options("add", { dj: "DJ Novva" }), context())).rejects.toThrow(
      "**DJ Novva** hasn't been a DJ of this station, nor is in its schedule. Did you mean **DJ Nova**?",
    );
  });

  it("refuses when the server turned follows off, and past the server's cap", async () => {
    const off = await world({ follows: { enabled: false, maxPerUser: 25 } });
    await expect(executeCommand(follow, options("add", { dj: "DJ Nova" }), off.context())).rejects.toThrow(
      /turned off in this server/,
    );
    const capped = await world({ follows: { enabled: true, maxPerUser: 1 } });
    await executeCommand(follow, options("add", { dj: "DJ Nova" }), capped.context());
    await expect(
      executeCommand(follow, options("add", { dj: "Маша Эфир" }), capped.context()),
    ).rejects.toThrow("You already follow 1 DJ here, the most this server allows");
  });

  it("tells a user whose direct messages were closed how to open them, and clears the mark", async () => {
    const { context, store } = await world();
    await store.markDirectMessagesClosed(USER, NOW - 1000);
    const added = await executeCommand(follow, options("add", { dj: "DJ Nova" }), context());
    expect(text(added)).toContain("your direct messages are closed");
    expect(text(added)).toContain("**Privacy Settings**");
    expect(await store.directMessagesClosed(USER)).toBe(false);
    const again = await executeCommand(follow, options("add", { dj: "DJ Nova" }), context());
    expect(text(again)).not.toContain("closed");
  });

  it("says in /follow list why nothing came when the direct messages were closed, once", async () => {
    const { context, store } = await world();
    await executeCommand(follow, options("add", { dj: "DJ Nova" }), context());
    await store.markDirectMessagesClosed(USER, NOW - 1000);
    const listed = await executeCommand(follow, options("list", {}), context());
    expect(text(listed)).toContain("your direct messages are closed");
    expect(text(listed)).toContain("**DJ Nova**");
    expect(await store.directMessagesClosed(USER)).toBe(false);
    expect(text(await executeCommand(follow, options("list", {}), context()))).not.toContain("closed");
  });

  it("forgets every follow of the user on every server after a confirming click", async () => {
    const { context, store, station } = await world();
    await executeCommand(follow, options("add", { dj: "DJ Nova" }), context());
    await store.addFollow(
      { guildId: "42", userId: USER, station, dj: "AutoDJ", remindMinutes: 30, createdAt: 1 },
      25,
    );
    const ask = await executeCommand(follow, options("forget"), context());
    expect(buttonsOf(ask).map((b) => ("custom_id" in b ? b.custom_id : ""))).toEqual([FORGET_BUTTON_ID]);
    expect(await store.followsOf(GUILD, USER)).toHaveLength(1);
    const done = await executeButton(follow, FORGET_BUTTON_ID, context());
    expect(text(done)).toContain("2 follows removed");
    expect(done.components).toEqual([]);
    expect(await store.followsOf("42", USER)).toEqual([]);
  });

  it("unfollows from a direct message's button, where there is no server", async () => {
    const { context, store, station } = await world();
    await executeCommand(follow, options("add", { dj: "DJ Nova" }), context({ locale: "de" }));
    const id = unfollowButtonId(GUILD, station, "DJ Nova");
    const answer = await executeDirectButton(follow, id, context({ guild: null, locale: "de" }));
    expect(answer.asNewReply).toBe(true);
    expect(answer.ephemeral).toBe(true);
    expect(text(answer)).toContain("Du folgst **DJ Nova** nicht mehr");
    expect(await store.followsOf(GUILD, USER)).toEqual([]);
    const twice = await executeDirectButton(follow, id, context({ guild: null, locale: "de" }));
    expect(text(twice)).toContain("Du folgst diesem DJ nicht mehr.");
  });

  it.each(LOCALES)("answers within Discord's limits with a hostile DJ name in %s", async (locale) => {
    const { context, store, station } = await world();
    const hostile = `@everyone **${"<@1> ".repeat(40)}**`;
    for (let i = 0; i < 25; i++)
      await store.addFollow(
        { guildId: GUILD, userId: USER, station, dj: `${hostile}${i}`, remindMinutes: 60, createdAt: NOW },
        100,
      );
    const list = await executeCommand(follow, options("list"), context({ locale }));
    expect(limitProblems(list)).toEqual([]);
    expect(JSON.stringify(list)).not.toMatch(/@everyone|<@\d/);
    await expect(
      executeCommand(follow, options("add", { dj: hostile }), context({ locale })),
    ).rejects.toThrow();
  });
});

describe("/unfollow", () => {
  it("autocompletes the user's own follows here and removes one", async () => {
    const { context, store } = await world();
    await executeCommand(follow, options("add", { dj: "DJ Nova" }), context());
    await executeCommand(follow, options("add", { dj: "Маша Эфир" }), context());
    expect(await executeAutocomplete(unfollow, "ма", context())).toEqual([
      { name: "Маша Эфир", value: "Маша Эфир" },
    ]);
    const done = await executeCommand(unfollow, options(null, { dj: "dj nova" }), context());
    expect(text(done)).toContain("You no longer follow **DJ Nova** here.");
    expect((await store.followsOf(GUILD, USER)).map((f) => f.dj)).toEqual(["Маша Эфир"]);
    await expect(executeCommand(unfollow, options(null, { dj: "DJ Nova" }), context())).rejects.toThrow(
      "You don't follow **DJ Nova** here",
    );
  });
});

describe("/setup follow", () => {
  it("turns follows off and on with a cap, shown in /setup show", async () => {
    const { context, saved } = await world();
    const off = await executeCommand(setup, options("follow", { enabled: false }), context());
    expect(text(off)).toContain("Follows are off");
    expect(followSettingsOf(saved())).toEqual({ enabled: false, maxPerUser: 25 });
    const on = await executeCommand(setup, options("follow", { enabled: true, limit: 5 }), context());
    expect(text(on)).toContain("up to 5 each");
    expect(followSettingsOf(saved())).toEqual({ enabled: true, maxPerUser: 5 });
    const shown = await executeCommand(setup, options("show"), context());
    expect(shown.embeds[0]?.fields).toContainEqual({
      name: "Follows",
      value: "On, up to 5 DJs per listener. Change it with `/setup follow`.",
    });
  });

  it("defaults to on, 25 per user", () => {
    expect(followSettingsOf(null)).toEqual({ enabled: true, maxPerUser: 25 });
    expect(followSettingsOf({ follows: { enabled: true, maxPerUser: 500 } })).toEqual({
      enabled: true,
      maxPerUser: 100,
    });
  });
});
