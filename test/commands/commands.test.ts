import { describe, expect, it } from "vitest";
import { executeCommand } from "../../src/discord/execute-command.js";
import { history, parseHistoryButtonId } from "../../commands/history.js";
import { commands, enabledCommands } from "../../commands/index.js";
import { listen } from "../../commands/listen.js";
import { listeners } from "../../commands/listeners.js";
import { nowplaying } from "../../commands/nowplaying.js";
import { schedule } from "../../commands/schedule.js";
import { createChartProcess } from "../../src/charts/chart-process.js";
import { loadConfig } from "../../src/config.js";
import { UserError } from "../../src/discord/command.js";
import { silentLogger } from "../../src/log.js";
import { limitProblems } from "../../src/render/limits.js";
import { LOCALES } from "../../src/locale.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { createPanelClock } from "../../src/panel/panel-clock.js";
import type { VoiceControl } from "../../src/voice/control.js";
import { contextFor, optionsOf } from "../support/context.js";
import { invalidCommands } from "../fake-discord/validate-commands.js";
import { clientFor, simulatedPanel } from "../support/simulator.js";

function customIds(message: ReplyMessage): { newer?: string; older?: string; disabled: boolean[] } {
  const [newer, older] = message.components[0]?.components ?? [];
  const id = (b: typeof newer) => (b && "custom_id" in b && !b.disabled ? b.custom_id : undefined);
  return {
    newer: id(newer),
    older: id(older),
    disabled: [newer, older].map((b) => Boolean(b && "disabled" in b && b.disabled)),
  };
}

const lines = (message: ReplyMessage) => message.embeds[0]?.description?.split("\n") ?? [];

describe("/nowplaying over the simulated station", () => {
  it("shows the track on air and the DJ", async () => {
    const panel = await simulatedPanel({ lively: false });
    panel.station.setLiveDj("DJ Nova");
    const { client } = clientFor(panel);
    const message = await nowplaying.execute(optionsOf(), contextFor(client));
    const current = (await client.history({ limit: 1, offset: 0 })).results[0];
    expect(message.embeds[0]?.author?.name).toBe("🔴 Live: DJ Nova");
    expect(message.embeds[0]?.title).toContain(String(current?.title));
    expect(message.embeds[0]?.description).toContain("🔘");
  });
});

describe("/history", () => {
  it("shows count songs with jingles left out, and pages to the end and back", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { client } = clientFor(panel);
    const context = contextFor(client);
    const all = (await client.history({ limit: 500, offset: 0 })).results;
    const songs = all.filter((e) => e.jingle_id === null);

    const first = await history.execute(optionsOf({ count: 10 }), context);
    expect(lines(first)).toHaveLength(10);
    expect(lines(first).join("\n")).not.toContain("📻");
    expect(customIds(first).disabled).toEqual([true, false]);

    const seen: ReplyMessage[] = [first];
    let current = first;
    while (customIds(current).older) {
      current = await history.button(String(customIds(current).older), context);
      seen.push(current);
      expect(seen.length).toBeLessThan(20);
    }
    expect(seen.flatMap(lines)).toHaveLength(songs.length);
    expect(customIds(current).disabled[1]).toBe(true);

    const back = await history.button(String(customIds(current).newer), context);
    expect(lines(back)).toEqual(lines(seen.at(-2) as ReplyMessage));
  });

  it("counts jingles when asked to show them", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { client } = clientFor(panel);
    const message = await history.execute(optionsOf({ count: 25, jingles: true }), contextFor(client));
    expect(lines(message)).toHaveLength(25);
    expect(lines(message).some((line) => line.includes("📻"))).toBe(true);
  });

  it("lets only the person who ran it turn the pages", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { client } = clientFor(panel);
    const mine = await history.execute(optionsOf(), contextFor(client, { userId: "111111111111111111" }));
    const older = String(customIds(mine).older);
    await expect(
      history.button?.(older, contextFor(client, { userId: "222222222222222222" })),
    ).rejects.toBeInstanceOf(UserError);
    await expect(
      history.button?.(older, contextFor(client, { userId: "111111111111111111" })),
    ).resolves.toBeDefined();
  });

  it.each(["older", "newer"] as const)(
    "neither repeats nor skips a play when new tracks start between two clicks (%s)",
    async (direction) => {
      // Both stations on one frozen clock, so they hold the same plays but for the two skipped into one.
      const now = () => Date.UTC(2026, 10, 22, 12, 0, 0);
      const panel = await simulatedPanel({ lively: false, now });
      const { client } = clientFor(panel, { cacheTtlMs: 0 });
      const context = contextFor(client);
      const first = await history.execute(optionsOf({ count: 5 }), context);
      const second = await history.button(String(customIds(first).older), context);
      panel.station.skip();
      panel.station.skip();
      const next =
        direction === "older"
          ? await history.button(String(customIds(second).older), context)
          : await history.button(String(customIds(second).newer), context);
      // What the same click would show had nothing started in between.
      const still = await simulatedPanel({ lively: false, now });
      const calm = clientFor(still, { cacheTtlMs: 0 });
      const calmContext = contextFor(calm.client);
      const calmSecond = await history.button(
        String(customIds(await history.execute(optionsOf({ count: 5 }), calmContext)).older),
        calmContext,
      );
      const expected =
        direction === "older"
          ? await history.button(String(customIds(calmSecond).older), calmContext)
          : await history.button(String(customIds(calmSecond).newer), calmContext);
      const titles = (message: ReplyMessage) =>
        lines(message).map((line) => line.replace(/<t:\d+:[a-zA-Z]>/g, ""));
      expect(titles(next)).toEqual(titles(expected));
      expect(titles(next)).not.toEqual(titles(second));
    },
  );

  it("carries the page in the button, not in memory", () => {
    expect(parseHistoryButtonId("history:111111111111111111:o:37:10:1:4242")).toEqual({
      userId: "111111111111111111",
      request: { direction: "older", anchor: 37, count: 10, jingles: true, boundaryId: 4242 },
    });
    // A button drawn by an earlier version, without the boundary play, still pages by offset.
    expect(parseHistoryButtonId("history:111111111111111111:n:37:10:0")?.request).toEqual({
      direction: "newer",
      anchor: 37,
      count: 10,
      jingles: false,
    });
    expect(parseHistoryButtonId("history:x:o:1:1:1")).toBeNull();
  });

  it("answers a button it cannot read with a user error, not someone else's", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { client } = clientFor(panel);
    await expect(history.button("history:none:older", contextFor(client))).rejects.toThrow(
      /older version of the bot/,
    );
  });
});

describe("/listen", () => {
  it("offers channels by mount point, bitrate and format as the user types", async () => {
    const panel = await simulatedPanel();
    const { client } = clientFor(panel);
    const context = contextFor(client);
    expect(await listen.autocomplete?.("", context)).toEqual([
      { name: "/stream · 128 kbps · MP3", value: "1" },
      { name: "/stream-aac · 64 kbps · AAC", value: "2" },
      { name: "/stream-opus · 96 kbps · OPUS", value: "3" },
    ]);
    expect(await listen.autocomplete?.("aac", context)).toEqual([
      { name: "/stream-aac · 64 kbps · AAC", value: "2" },
    ]);
    expect(await listen.autocomplete?.("128", context)).toHaveLength(1);
    expect(await listen.autocomplete?.("ogg", context)).toEqual([]);
  });

  it("shows the chosen channel, by id or mount point", async () => {
    const panel = await simulatedPanel();
    const { client } = clientFor(panel);
    for (const channel of ["2", "/stream-aac", "stream-aac"]) {
      const message = await listen.execute(optionsOf({ channel }), contextFor(client));
      expect(message.embeds[0]?.fields?.map((f) => f.name)).toEqual(["/stream-aac · 64 kbps · AAC"]);
    }
  });

  it("answers a channel that does not exist with a user error", async () => {
    const panel = await simulatedPanel();
    const { client } = clientFor(panel);
    await expect(listen.execute(optionsOf({ channel: "/nope" }), contextFor(client))).rejects.toThrow(
      /No channel matches “\/nope”/,
    );
  });
});

describe("hostile panel strings through every command", () => {
  it.each(LOCALES)("never break Discord's limits or mention anyone (%s)", async (locale) => {
    // One fixed moment, while the schedule takes requests: on the real clock, /request was refused in some hours.
    const now = () => Date.UTC(2026, 10, 22, 12, 0, 0);
    const panel = await simulatedPanel({ now });
    panel.setFault({ kind: "hostile" });
    const { client } = clientFor(panel);
    const context = contextFor(client, { locale, now });
    const messages = [
      ...(await Promise.all(
        commands
          // /setup reads no panel, /radio needs a voice room, /stats the kept figures, /follow and /unfollow a
          // server and the follows: they have their own tests (hostile DJ names in test/commands/follow.test.ts).
          .filter((command) => !["setup", "radio", "stats", "follow", "unfollow"].includes(command.data.name))
          .map((command) => executeCommand(command, optionsOf({ count: 25, jingles: true }), context)),
      )),
      await history.execute(optionsOf({ count: 25 }), context),
      await listen.execute(optionsOf({ channel: "1" }), context),
    ];
    for (const message of messages) {
      expect(limitProblems(message)).toEqual([]);
      const text = JSON.stringify(message);
      expect(text).not.toMatch(/@everyone|@here|<@&?\d|<#\d/);
      expect(text).not.toMatch(/javascript:|data:text|ftp:/);
      expect(text).not.toMatch(/\u202E|\u200D/);
    }
    const choices = (await listen.autocomplete?.("", context)) ?? [];
    for (const choice of choices) {
      expect(choice.name.length).toBeLessThanOrEqual(100);
      expect(choice.value.length).toBeLessThanOrEqual(100);
    }
  });
});

describe("/schedule over the simulated station", () => {
  it("lists the week's shows with their DJs from the panel's grid, and reads it once a minute at most", async () => {
    const panel = await simulatedPanel({ lively: false, now: () => Date.UTC(2026, 10, 23, 17, 30) });
    const { client } = clientFor(panel);
    const context = contextFor(client, { now: () => Date.UTC(2026, 10, 23, 17, 30) });
    const message = await schedule.execute(optionsOf({ days: 7 }), context);
    const text = message.embeds[0]?.description ?? "";
    expect(text).toContain("🎵 🔴 **On air now** · Daytime Rotation");
    expect(text).toContain("**Drive Time with DJ Nova** · 🎧 DJ Nova");
    expect(text).toContain("**Маша в эфире** · 🎧 Маша Эфир");
    expect(text).toContain("**Live from the Summer Festival**");
    expect(text).not.toContain("After the show");
    expect(limitProblems(message)).toEqual([]);
    await schedule.execute(optionsOf({ days: 7 }), context);
    expect(panel.count("grid")).toBe(1);
  });
});

describe("/listeners with its chart over the simulated station", () => {
  it("attaches the audience chart as the embed's image and says how far back the history reaches", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { client } = clientFor(panel);
    const charts = createChartProcess({ log: silentLogger });
    const message = await listeners
      .execute(optionsOf({ hours: 24 }), contextFor(client, { charts }))
      .finally(() => charts.close());
    expect(message.files?.map((f) => f.name)).toEqual(["listeners.png"]);
    expect(message.files?.[0]?.data.subarray(1, 4).toString()).toBe("PNG");
    expect(message.embeds[0]?.image?.url).toBe("attachment://listeners.png");
    expect(message.embeds[0]?.description).toMatch(/history only reaches back to <t:\d+:f>/);
    expect(limitProblems(message)).toEqual([]);
  });

  it("says the history is too short to draw, and attaches nothing, when it holds a single play", async () => {
    const panel = await simulatedPanel({ lively: false, window: 1 });
    const { client } = clientFor(panel);
    const message = await listeners.execute(optionsOf({ hours: 3 }), contextFor(client, { locale: "ru" }));
    expect(message.files).toBeUndefined();
    expect(message.embeds[0]?.description).toContain("слишком короткая");
  });
});

describe("/listeners with the station in voice", () => {
  /** A voice control whose only answer is who listens to which station; joining and leaving are not asked. */
  function voiceHearing(byStation: Record<string, number>): VoiceControl & { asked: string[] } {
    const asked: string[] = [];
    const unused = () => Promise.reject(new Error("not asked"));
    return {
      asked,
      join: unused,
      leave: unused,
      homeProblem: () => null,
      setHome: unused,
      stationChanged: unused,
      listenersOf(station) {
        asked.push(station);
        return byStation[station] ?? 0;
      },
    };
  }

  it("shows how many people listen in voice to the command's station", async () => {
    const panel = await simulatedPanel({ lively: false, window: 1 });
    const { client } = clientFor(panel);
    const voice = voiceHearing({ "http://panel#1": 2, "http://panel#2": 7 });
    const station = {
      key: "http://panel#1",
      handle: "abcdefghij",
      address: "http://panel",
      serverId: 1,
      name: "Panel",
      panel: client,
      clock: createPanelClock(),
    };
    const message = await listeners.execute(optionsOf({ hours: 3 }), contextFor(client, { voice, station }));
    expect(voice.asked).toEqual(["http://panel#1"]);
    expect(message.embeds[0]?.description).toContain("🔊 **2** people listening in Discord voice");
  });

  it("asks voice about the one station by the empty key where there is no registry", async () => {
    const panel = await simulatedPanel({ lively: false, window: 1 });
    const { client } = clientFor(panel);
    const voice = voiceHearing({ "": 1 });
    const message = await listeners.execute(optionsOf({ hours: 3 }), contextFor(client, { voice }));
    expect(voice.asked).toEqual([""]);
    expect(message.embeds[0]?.description).toContain("🔊 **1** person listening in Discord voice");
  });

  it("says nothing of voice where voice is off", async () => {
    const panel = await simulatedPanel({ lively: false, window: 1 });
    const { client } = clientFor(panel);
    const message = await listeners.execute(optionsOf({ hours: 3 }), contextFor(client, { voice: null }));
    expect(message.embeds[0]?.description).not.toContain("Discord voice");
  });
});

describe("command definitions in every language", () => {
  type Node = {
    name: string;
    name_localizations?: Record<string, string> | null;
    description?: string;
    description_localizations?: Record<string, string> | null;
    options?: Node[];
    choices?: Node[];
    value?: unknown;
  };
  const TRANSLATED = LOCALES.filter((locale) => locale !== "en");
  const config = loadConfig({ PANEL_URL: "demo", REQUESTS_ENABLED: "true" }, { requireDiscordToken: false });
  const variants = ["one-station", "network", "public"] as const;
  const definitionsOf = (variant: (typeof variants)[number]) =>
    enabledCommands(config, { voice: true, variant }).map((command) => command.data as Node);
  /** Every command, subcommand and option with where it sits, e.g. `setup announce channel`. */
  const nodes = (items: readonly Node[], at = ""): { at: string; node: Node }[] =>
    items.flatMap((node) => [
      { at: `${at}${node.name}`, node },
      ...nodes(node.options ?? [], `${at}${node.name} `),
    ]);

  it.each(variants)("stay within Discord's rules in every language (%s)", (variant) => {
    expect(invalidCommands(definitionsOf(variant))).toBeNull();
  });

  it.each(variants)("name and describe every command and option in all eight languages (%s)", (variant) => {
    for (const { at, node } of nodes(definitionsOf(variant))) {
      expect(Object.keys(node.name_localizations ?? {}).sort(), at).toEqual([...TRANSLATED].sort());
      expect(Object.keys(node.description_localizations ?? {}).sort(), at).toEqual([...TRANSLATED].sort());
      for (const locale of TRANSLATED)
        expect(node.description_localizations?.[locale], `${at} (${locale})`).not.toBe(node.description);
      for (const choice of at === "setup language value" ? [] : (node.choices ?? []))
        expect(Object.keys(choice.name_localizations ?? {}).sort(), `${at} ${choice.name}`).toEqual(
          [...TRANSLATED].sort(),
        );
    }
  });

  it("lists every language by its own name in /setup language, for everyone", () => {
    const value = nodes(definitionsOf("one-station")).find(({ at }) => at === "setup language value");
    expect(value?.node.choices?.map((c) => [c.value, c.name, c.name_localizations])).toEqual([
      ["en", "English", undefined],
      ["ru", "Русский", undefined],
      ["uk", "Українська", undefined],
      ["de", "Deutsch", undefined],
      ["es-ES", "Español (España)", undefined],
      ["es-419", "Español (Latinoamérica)", undefined],
      ["pt-BR", "Português (Brasil)", undefined],
      ["pl", "Polski", undefined],
    ]);
  });

  it("keeps the English names the handlers read, whatever the catalogues say", () => {
    const english = nodes(definitionsOf("public"))
      .map(({ at }) => at)
      .filter((at) => at.startsWith("history") || at.startsWith("setup style") || at.startsWith("radio"));
    expect(english).toEqual([
      "history",
      "history count",
      "history jingles",
      "history at",
      "history search",
      "history station",
      "radio",
      "radio join",
      "radio join channel",
      "radio join station",
      "radio leave",
      "setup style",
      "setup style layout",
      "setup style color",
      "setup style cover",
      "setup style timestamp",
    ]);
  });
});
