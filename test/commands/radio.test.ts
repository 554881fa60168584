import { describe, expect, it } from "vitest";
import { executeCommand } from "../../src/discord/execute-command.js";
import { enabledCommands } from "../../commands/index.js";
import { radio } from "../../commands/radio.js";
import { setup } from "../../commands/setup/index.js";
import type { CommandContext, OptionReader } from "../../src/discord/command.js";
import type { GuildView } from "../../src/discord/guild-view.js";
import { loadConfig } from "../../src/config.js";
import { silentLogger } from "../../src/log.js";
import { commandVariant } from "../../src/settings/command-variant.js";
import { createFleetView } from "../../src/settings/fleet-view.js";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import type { JoinOutcome, JoinRequest, LeaveOutcome, VoiceControl } from "../../src/voice/control.js";
import type { StationDirectory } from "../../src/registry/directory.js";
import type { Station } from "../../src/registry/station.js";
import { contextFor } from "../support/context.js";
import { clientFor, simulatedPanel } from "../support/simulator.js";
import { voiceOffReason } from "../../src/voice/voice-availability.js";
import { voiceSupported } from "../../src/voice/voice-lib.js";

/** Whether this Node could run voice: a bot here without a voice room has no station to play, not too old a Node. */
const VOICE_NODE = voiceSupported(process.versions.node);

const GUILD = "800000000000000001";
const VOICE = "620000000000000001";

function guildView(overrides: Partial<GuildView> = {}): GuildView {
  return {
    id: GUILD,
    memberCanManage: true,
    memberCanMentionEveryone: false,
    memberCanMove: false,
    postProblems: () => [],
    canPing: () => true,
    roleMentionable: () => true,
    channelName: () => "radio",
    roleName: () => null,
    ...overrides,
  };
}

/** A voice room that answers as told and records what it was asked. */
function fakeVoice(answers: {
  join?: JoinOutcome;
  leave?: LeaveOutcome;
  problem?: ReturnType<VoiceControl["homeProblem"]>;
}) {
  const joins: JoinRequest[] = [];
  const homes: (string | null)[] = [];
  const control: VoiceControl = {
    join: (request) => {
      joins.push(request);
      return Promise.resolve(answers.join ?? { ok: false, problem: { kind: "no-channel" } });
    },
    leave: () => Promise.resolve(answers.leave ?? "left"),
    homeProblem: () => answers.problem ?? null,
    setHome: (_guild, channel) => {
      homes.push(channel);
      return Promise.resolve();
    },
    stationChanged: () => Promise.resolve(),
    listenersOf: () => 0,
  };
  return { control, joins, homes };
}

function options(
  subcommand: string,
  channel: string | null = null,
  group: string | null = null,
): OptionReader {
  return {
    getInteger: () => null,
    getBoolean: () => null,
    getString: () => null,
    getSubcommand: () => subcommand,
    getSubcommandGroup: () => group,
    getChannel: () => (channel ? { id: channel } : null),
  };
}

async function contextWith(voice: VoiceControl | null, overrides: Partial<CommandContext> = {}) {
  const panel = await simulatedPanel({ lively: false });
  return contextFor(clientFor(panel).client, { guild: guildView(), voice, ...overrides });
}

describe("/radio join", () => {
  it("says what is playing and where, escaping the panel's text", async () => {
    const voice = fakeVoice({
      join: {
        ok: true,
        channelId: VOICE,
        stage: false,
        requestedToSpeak: false,
        nowPlaying: "🎶 *Odd* — @everyone",
      },
    });
    const message = await executeCommand(radio, options("join"), await contextWith(voice.control));
    expect(voice.joins).toEqual([
      {
        guildId: GUILD,
        userId: "123456789012345678",
        channelId: null,
        memberCanMove: false,
        station: "",
        chosen: false,
      },
    ]);
    expect(message.ephemeral).toBeUndefined();
    expect(message.embeds[0]?.description).toBe(
      `▶️ Playing the station in <#${VOICE}>.\nNow on air: **🎶 \\*Odd\\* — @\u200beveryone**`,
    );
  });

  it("says so when the bot only asked to speak on a stage", async () => {
    const voice = fakeVoice({
      join: { ok: true, channelId: VOICE, stage: true, requestedToSpeak: true, nowPlaying: null },
    });
    const message = await executeCommand(
      radio,
      options("join"),
      await contextWith(voice.control, { locale: "ru" }),
    );
    expect(message.embeds[0]?.description).toContain("🙋 Бот попросил слова на этой трибуне");
  });

  it("joins anyway when the station is off air, and says it plays as soon as the station is back", async () => {
    const panel = await simulatedPanel({ lively: false });
    for (const index of [0, 1, 2] as const) panel.station.setChannelState(index, 0);
    const voice = fakeVoice({
      join: { ok: true, channelId: VOICE, stage: false, requestedToSpeak: false, nowPlaying: null },
    });
    const context = contextFor(clientFor(panel).client, { guild: guildView(), voice: voice.control });
    const message = await executeCommand(radio, options("join"), context);
    expect(message.embeds[0]?.description).toContain("plays as soon as it is back");
  });

  it.each([
    [{ kind: "no-channel" } as const, "Join a voice channel first, or name one"],
    [{ kind: "need-move" } as const, "needs Move Members"],
    [{ kind: "full" } as const, "That voice channel is full."],
    [{ kind: "missing", permissions: ["Connect", "Speak"] } as const, `it is missing Connect, Speak there`],
  ])("refuses privately with the reason: %j", async (problem, text) => {
    const voice = fakeVoice({ join: { ok: false, problem } });
    await expect(
      executeCommand(radio, options("join", VOICE), await contextWith(voice.control)),
    ).rejects.toThrow(text);
  });

  it("says why voice is off: only a Node before 22.12 turns it off (every mode plays otherwise)", async () => {
    expect(voiceOffReason(process.versions.node)).toBe(VOICE_NODE ? null : "node");
    expect(voiceOffReason("20.20.2")).toBe("node");
    expect(voiceOffReason("22.12.0")).toBeNull();
    await expect(
      executeCommand(radio, options("join"), await contextWith(null, { voiceOff: "node" })),
    ).rejects.toThrow(/Node\.js 22\.12 or newer/);
  });
});

describe("/radio join with a stranger's stream", () => {
  it("says at once, in the reader's language, that the stream's address is refused, and joins nothing", async () => {
    const voice = fakeVoice({
      join: { ok: true, channelId: VOICE, stage: false, requestedToSpeak: false, nowPlaying: null },
    });
    const checked: string[] = [];
    const station = { key: "https://radio.example.com#1", handle: "abc" } as Station;
    const stations = {
      registry: {
        check: (url: string) => {
          checked.push(url);
          return Promise.resolve({ allowed: false as const, code: "not-public" as const, reason: "private" });
        },
      },
    } as unknown as StationDirectory;
    for (const [locale, text] of [
      ["en", /stream is at an address the bot does not connect to/],
      ["ru", /Поток этой станции находится по адресу, к которому бот не подключается/],
    ] as const) {
      const context = await contextWith(voice.control, { station, stations, locale });
      await expect(executeCommand(radio, options("join"), context)).rejects.toThrow(text);
    }
    expect(checked.length).toBe(2);
    expect(checked[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/stream/);
    expect(voice.joins).toEqual([]);
  });
});

describe("/radio leave", () => {
  it("leaves, or says why not", async () => {
    const left = await executeCommand(
      radio,
      options("leave"),
      await contextWith(fakeVoice({ leave: "left" }).control),
    );
    expect(left.embeds[0]?.description).toBe("⏹️ The bot left the voice channel.");
    await expect(
      executeCommand(radio, options("leave"), await contextWith(fakeVoice({ leave: "home" }).control)),
    ).rejects.toThrow("/setup radio off");
    await expect(
      executeCommand(radio, options("leave"), await contextWith(fakeVoice({ leave: "not-allowed" }).control)),
    ).rejects.toThrow("Move Members or Manage Server");
  });
});

describe("/setup radio", () => {
  it("saves the home channel after checking it, joins it, and turns it off again", async () => {
    const store = asyncStore(openSqliteStore(":memory:"));
    const view = createFleetView({ source: store, log: silentLogger });
    await view.load();
    const voice = fakeVoice({});
    const settings = {
      store: view,
      defaults: () => ({ channels: [], locale: "en" as const, stationStatus: false }),
    };
    const context = await contextWith(voice.control, { settings });
    const saved = await executeCommand(setup, options("channel", VOICE, "radio"), context);
    expect(saved.embeds[0]?.description).toBe(
      `✅ The bot will stay in <#${VOICE}> 24/7 and play the station (also after a restart).`,
    );
    expect(await store.voiceHomes()).toEqual([{ guildId: GUILD, channelId: VOICE }]);
    const shown = await executeCommand(setup, options("show"), context);
    expect(shown.embeds[0]?.fields?.find((f) => f.name === "Home voice channel (24/7)")).toEqual({
      name: "Home voice channel (24/7)",
      value: `<#${VOICE}>\n-# set with /setup radio`,
    });
    await executeCommand(setup, options("off", null, "radio"), context);
    expect(await store.voiceHomes()).toEqual([]);
    expect(voice.homes).toEqual([VOICE, null]);
    await store.close();
  });

  it("refuses a channel the bot cannot play in, saying what is missing, and saves nothing", async () => {
    const store = asyncStore(openSqliteStore(":memory:"));
    const view = createFleetView({ source: store, log: silentLogger });
    await view.load();
    const voice = fakeVoice({ problem: { kind: "missing", permissions: ["Speak"] } });
    const settings = {
      store: view,
      defaults: () => ({ channels: [], locale: "en" as const, stationStatus: false }),
    };
    await expect(
      executeCommand(
        setup,
        options("channel", VOICE, "radio"),
        await contextWith(voice.control, { settings }),
      ),
    ).rejects.toThrow(`The bot cannot play in <#${VOICE}>: it is missing Speak there.`);
    expect(await store.voiceHomes()).toEqual([]);
    await store.close();
  });

  it("says why where voice cannot run, and /setup show says it too", async () => {
    const store = asyncStore(openSqliteStore(":memory:"));
    const view = createFleetView({ source: store, log: silentLogger });
    await view.load();
    const settings = {
      store: view,
      defaults: () => ({ channels: [], locale: "en" as const, stationStatus: false }),
    };
    const context = await contextWith(null, { settings, voiceOff: "node" });
    await expect(executeCommand(setup, options("channel", VOICE, "radio"), context)).rejects.toThrow(
      /22\.12/,
    );
    const shown = await executeCommand(setup, options("show"), context);
    const voice = shown.embeds[0]?.fields?.find((f) => f.name === "Home voice channel (24/7)");
    expect(voice?.value).toBe("none\n-# voice needs Node.js 22.12 or newer");
    await store.close();
  });
});

describe("/radio and /setup radio with several stations", () => {
  type Option = { name: string; autocomplete?: boolean; options?: Option[] };
  const shapes = (variant: Parameters<typeof enabledCommands>[1]["variant"]) => {
    const config = loadConfig({ PANEL_URL: "demo" }, { requireDiscordToken: false });
    const listed = enabledCommands(config, { voice: true, variant });
    const find = (name: string) => listed.find((c) => c.data.name === name)?.data.options as Option[];
    const stationOf = (options: Option[] | undefined) => options?.find((o) => o.name === "station");
    return {
      join: stationOf(find("radio").find((o) => o.name === "join")?.options),
      leave: stationOf(find("radio").find((o) => o.name === "leave")?.options),
      home: stationOf(
        find("setup")
          .find((o) => o.name === "radio")
          ?.options?.find((o) => o.name === "channel")?.options,
      ),
    };
  };

  it("offer a station (autocompleted) on /radio join and /setup radio channel in a network and on a public bot", () => {
    for (const variant of [commandVariant("single", 2), commandVariant("public", 0)]) {
      const shape = shapes(variant);
      expect(shape.join?.autocomplete).toBe(true);
      expect(shape.home?.autocomplete).toBe(true);
      expect(shape.leave).toBeUndefined();
    }
    expect(shapes(commandVariant("single", 1))).toEqual({
      join: undefined,
      leave: undefined,
      home: undefined,
    });
  });
});
