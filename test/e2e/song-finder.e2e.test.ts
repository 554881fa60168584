import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { UTC } from "../../src/stats/time-zone.js";
import { messageObject } from "../fake-discord/message-object.js";
import {
  autocomplete,
  callbackOf,
  pickFromMenu,
  replyOf,
  runCommand,
  runSubcommand,
  USER_ID,
} from "../fake-discord/interactions.js";
import { createWorld, memoryLog, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

/** Wednesday 2 December 2026, 12:00 UTC. */
const NOW = Date.UTC(2026, 11, 2, 12);
const MINUTE = 60_000;
const ENV = { STATS_TIMEZONE: "Europe/Berlin" };
type Embed = { title?: string; description?: string; footer?: { text: string } };

/** Plays the bot kept on days the simulated panel's history no longer reaches. */
const KEPT = [
  { at: NOW - 3 * 24 * 60 * MINUTE, artist: "Beyoncé", title: "Halo" },
  { at: Date.UTC(2026, 11, 1, 20, 37), artist: "Кино", title: "Группа крови" },
  { at: Date.UTC(2026, 11, 1, 20, 41), artist: "@everyone", title: "<@123> **Loud**" },
  { at: Date.UTC(2026, 11, 1, 20, 45), artist: "Sigur Rós", title: "Hoppípolla" },
];

/** The bot started once to learn its station's key, the plays stored, then started again on the fixed clock. */
async function botWithPlays() {
  const first = await world.startBot(ENV, memoryLog(), () => NOW);
  const station = `${first.panel.address}#${first.panel.serverId}`;
  await first.stop();
  const store = openSqliteStore(world.dataDir, "wasm");
  try {
    const plays = KEPT.map((play) => ({ ...play, station, dj: "DJ Nova", listeners: 12 }));
    await store.stats?.record(station, { plays }, { zone: UTC });
  } finally {
    store.close();
  }
  return world.startBot(ENV, memoryLog(), () => NOW);
}

const embedOf = async (options: { name: string; type: number; value: string }[], locale?: string) => {
  const reply = await replyOf(
    world.discord,
    runCommand(world.discord, "history", options, locale ? { locale } : {}),
  );
  return { embed: (reply.data?.embeds as Embed[] | undefined)?.[0], flags: reply.data?.flags, reply };
};

describe("the song finder with the real bot", () => {
  it("answers /history at: with the kept plays around the moment, read in the server's zone", async () => {
    await botWithPlays();
    // 21:41 in Berlin yesterday is 20:41 UTC.
    const { embed, reply } = await embedOf([{ name: "at", type: 3, value: "yesterday 21:41" }]);
    expect(embed?.title).toBe("🕘 What played then");
    expect(embed?.description).toContain(`<t:${Date.UTC(2026, 11, 1, 20, 41) / 1000}:f>`);
    expect(embed?.description).toContain("Europe/Berlin");
    const onAir = embed?.description?.split("\n").find((line) => line.startsWith("▶ "));
    expect(onAir).toContain("\\*\\*Loud\\*\\*");
    expect(embed?.description).toContain("Группа крови");
    expect(JSON.stringify(reply.data)).not.toMatch(/@everyone|<@123>/);
    expect(reply.data?.allowed_mentions).toEqual({ parse: [] });
  });

  it("finds a song by words, accents and case aside, and suggests titles as the user types", async () => {
    await botWithPlays();
    const { embed } = await embedOf([{ name: "search", type: 3, value: "BEYONCE" }]);
    expect(embed?.title).toBe("🔎 “BEYONCE”");
    expect(embed?.description).toMatch(/Beyoncé\*\* — Halo · 🎙 DJ Nova$/);
    expect(embed?.footer?.text).toBe("1 play in the last 30 days");

    const choices = await callbackOf(world.discord, autocomplete(world.discord, "history", "search", "hopp"));
    const offered = (choices.body.data as { choices: { name: string; value: string }[] }).choices;
    expect(offered).toEqual([{ name: "Sigur Rós — Hoppípolla", value: "Sigur Rós — Hoppípolla" }]);
  });

  it("saves a kept play the panel's history no longer holds, picked from a search's 💾 menu", async () => {
    await botWithPlays();
    const { reply, embed } = await embedOf([{ name: "search", type: 3, value: "halo" }]);
    type Menu = {
      type: number;
      custom_id: string;
      options: { label: string; value: string; description?: string }[];
    };
    const components = reply.data?.components as { components: Menu[] }[];
    const menu = components[0]?.components[0];
    expect(menu?.options).toEqual([
      {
        label: "Beyoncé — Halo",
        value: expect.any(String) as string,
        // When it played, in the bot's zone (STATS_TIMEZONE, Europe/Berlin: no /setup timezone here), named.
        description: expect.stringMatching(
          /^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s[AP]M GMT\+[12]$/,
        ) as string,
      },
    ]);
    const message = messageObject(world.discord.newId(), "600000000000000001", {
      embeds: embed ? [embed] : [],
      components,
    });
    await callbackOf(
      world.discord,
      pickFromMenu(world.discord, String(menu?.custom_id), [String(menu?.options[0]?.value)], message),
    );
    const dms = world.discord.directMessagesTo(USER_ID);
    expect((dms[0]?.embeds as Embed[] | undefined)?.[0]?.title).toBe("Beyoncé — Halo");
  });

  it("refuses a moment it cannot read, privately, with examples in the reader's language", async () => {
    await botWithPlays();
    const { reply, embed } = await embedOf([{ name: "at", type: 3, value: "banana" }], "de");
    expect(reply.data?.flags).toBe(64);
    expect(embed?.description).toContain("„banana“ kann ich nicht als Zeit lesen");
    expect(embed?.description).toContain("`gestern 21:40`");
    expect(embed?.description).toContain("Europe/Berlin");
    const future = await embedOf([{ name: "at", type: 3, value: "tomorrow 8am" }]);
    expect(future.embed?.description).toContain("is still to come");
  });

  it("reads clock times in the zone /setup timezone saved for the server, shown in /setup show, kept across a restart", async () => {
    const bot = await botWithPlays();
    const setup = async (options: { name: string; type: number; value: unknown }[]) => {
      const callback = await callbackOf(
        world.discord,
        runSubcommand(world.discord, "setup", "timezone", options),
      );
      return (callback.body.data as { embeds?: Embed[] }).embeds?.[0]?.description ?? "";
    };
    expect(await setup([])).toContain("Europe/Berlin (the bot's own, STATS_TIMEZONE)");
    expect(await setup([{ name: "zone", type: 3, value: "Mars/Olympus" }])).toContain(
      "is no time zone I know",
    );
    expect(await setup([{ name: "zone", type: 3, value: "asia/tokyo" }])).toBe(
      "✅ Clock times in `/history at:` are read in Asia/Tokyo from now on.",
    );
    // 05:41 in Tokyo today is 20:41 UTC yesterday.
    const { embed } = await embedOf([{ name: "at", type: 3, value: "5:41" }]);
    expect(embed?.description).toContain("Asia/Tokyo");
    expect(embed?.description?.split("\n").find((line) => line.startsWith("▶ "))).toContain("Loud");

    await bot.stop();
    await world.startBot(ENV, memoryLog(), () => NOW);
    const shown = await callbackOf(world.discord, runSubcommand(world.discord, "setup", "show"));
    const fields = (shown.body.data as { embeds?: { fields?: { name: string; value: string }[] }[] })
      .embeds?.[0]?.fields;
    expect(fields?.find((field) => field.name === "Time zone")?.value).toContain("Asia/Tokyo");
    expect(await setup([{ name: "reset", type: 5, value: true }])).toContain("Europe/Berlin (the bot's own");
  });
});
