import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stats as statsCommand } from "../../commands/stats.js";
import type { OptionReader } from "../../src/discord/command.js";
import { executeCommand } from "../../src/discord/execute-command.js";
import type { StatsCharts } from "../../src/charts/stats-charts.js";
import { LOCALES } from "../../src/locale.js";
import { limitProblems } from "../../src/render/limits.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { syntheticYear } from "../../src/simulator/synthetic-year.js";
import type { StatsChart } from "../../src/render/stats-chart.js";
import { summarise } from "../../src/stats/summary.js";
import { fixedZone } from "../../src/stats/time-zone.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { storeStatsReading } from "../../src/store/stats-summary-input.js";
import type { BotStore } from "../../src/store/store.js";
import type { StatsReading } from "../../src/stats/stats-reading.js";
import type { GuildSettings } from "../../src/settings/guild-settings.js";
import { contextFor } from "../support/context.js";
import { manageableGuild } from "../support/guild-view.js";
import { stationlessPanel } from "../../src/discord/stationless-panel.js";

const ZONE = fixedZone(60, "Europe/Berlin");
/** Wednesday 25 November 2026, 15:00 UTC: a week and a half of figures before it. */
const NOW = Date.UTC(2026, 10, 25, 15);
const HOSTILE_DJ = "@everyone <@&1> DJ `**Bold**`";

let folder = "";
let store: BotStore;
let reading: StatsReading;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "radio-bot-stats-command-"));
  store = openSqliteStore(folder, "wasm");
  const stats = store.stats;
  if (!stats) throw new Error("the store has no statistics");
  const end = Date.UTC(2026, 10, 26);
  for (const day of syntheticYear({
    stations: 1,
    end,
    days: 12,
    sampleEveryMs: 300_000,
    stationKey: () => "",
  })) {
    // One of the two DJs gets a name built to mention everyone and break the markdown.
    const hostile = (dj: string) => (dj === "Маша Эфир" ? HOSTILE_DJ : dj);
    const spans = day.djSpans.map((span) => ({ ...span, dj: hostile(span.dj) }));
    const plays = day.plays.map((play) => ({ ...play, dj: hostile(play.dj) }));
    await stats.record("", { samples: day.samples, plays, spans }, { zone: ZONE });
  }
  reading = storeStatsReading(stats, ZONE);
});

afterAll(() => {
  store.close();
  rmSync(folder, { recursive: true, force: true });
});

function options(values: { period?: string; dj?: string; export?: boolean } = {}): OptionReader {
  return {
    getInteger: () => null,
    getBoolean: (name) => (name === "export" ? (values.export ?? null) : null),
    getString: (name) =>
      name === "period" ? (values.period ?? null) : name === "dj" ? (values.dj ?? null) : null,
  };
}

const drawn: StatsChart[] = [];
const charts: StatsCharts & { draw: never; close: () => Promise<void> } = {
  drawStats: (chart) => {
    drawn.push(chart);
    return Promise.resolve({ png: Buffer.from("png") });
  },
  draw: undefined as never,
  close: () => Promise.resolve(),
};

function context(
  extra: { locale?: (typeof LOCALES)[number]; saved?: GuildSettings; manager?: boolean } = {},
) {
  const base = contextFor(stationlessPanel(), {
    now: () => NOW,
    stats: reading,
    charts,
    locale: extra.locale ?? "en",
    guild: { ...manageableGuild("1"), memberCanManage: extra.manager ?? false },
    settings: {
      store: { guildSettings: () => extra.saved ?? null, saveGuildSettings: () => Promise.resolve() },
      defaults: () => ({ channels: [], locale: "en", stationStatus: false }),
    },
  });
  return {
    ...base,
    stats: reading,
    guild: { ...manageableGuild("1"), memberCanManage: extra.manager ?? false },
  };
}

function checked(message: ReplyMessage): ReplyMessage {
  expect(limitProblems(message)).toEqual([]);
  const text = JSON.stringify(message);
  expect(text).not.toMatch(/@everyone|<@&?\d/);
  return message;
}

describe("/stats over the kept figures", () => {
  it("names a station by its panel's name escaped once, as the weekly report does", async () => {
    // Only the name, key and server id of the station are read here.
    const named = { ...context(), station: { key: "", name: "*Radio* One", serverId: 0 } as never };
    const message = await executeCommand(statsCommand, options(), named);
    expect(message.embeds[0]?.title).toBe("📊 \\*Radio\\* One: week of Nov 23 – 29, 2026");
  });

  it("reports this week against the week before, with the chart of the week and its heat map", async () => {
    drawn.length = 0;
    const message = checked(await executeCommand(statsCommand, options(), context()));
    const embed = message.embeds[0];
    expect(embed?.title).toBe("📊 Station 0: week of Nov 23 – 29, 2026");
    expect(embed?.description).toContain(
      "Compared with the week before (Nov 16 – 18, 2026), up to the same point",
    );
    const names = embed?.fields?.map((field) => field.name);
    expect(names).toEqual(["👥 Audience", "🔁 Most played", "🎧 Largest audience", "🎙 DJs and shows"]);
    expect(embed?.fields?.[0]?.value).toMatch(/\*\*Peak listeners\*\*: \d+ · [▲▼]/);
    expect(embed?.image?.url).toBe("attachment://stats.png");
    expect(message.files?.map((file) => file.name)).toEqual(["stats.png"]);
    expect(drawn[0]?.kind).toBe("week");
    expect(drawn[0]?.points.length).toBeGreaterThan(24);
    expect(drawn[0]?.heatMap).not.toBeNull();
  });

  it.each(LOCALES)(
    "in %s, every period stays within Discord's limits and mentions no one",
    async (locale) => {
      for (const period of ["day", "week", "month", "year"]) {
        checked(await executeCommand(statsCommand, options({ period }), context({ locale })));
      }
      checked(await executeCommand(statsCommand, options({ dj: HOSTILE_DJ }), context({ locale })));
      checked(await executeCommand(statsCommand, options({ export: true }), context({ locale })));
    },
  );

  it("says so in text when the chart cannot be drawn", async () => {
    const message = await executeCommand(statsCommand, options(), { ...context(), charts: null });
    expect(message.files ?? []).toEqual([]);
    expect(message.embeds[0]?.description).toContain("The chart could not be drawn this time");
  });

  it("gives one DJ's shows, hours, audience and most played tracks, matched without case", async () => {
    const week = summarise(await reading.summaryInput("", "week", NOW));
    const dj = week.djs.find((figures) => figures.dj !== HOSTILE_DJ)?.dj ?? "";
    expect(dj).not.toBe("");
    const message = checked(await executeCommand(statsCommand, options({ dj: dj.toUpperCase() }), context()));
    const embed = message.embeds[0];
    expect(embed?.fields?.[0]?.name).toBe("🎙 On air");
    expect(embed?.fields?.[0]?.value).toMatch(/\d+ shows? · [\d.]+ hours? on air · \d+ plays? · average \d/);
    expect(embed?.fields?.[1]?.name).toBe("🔁 Their most played tracks");
    const nobody = await executeCommand(statsCommand, options({ dj: "Nobody Here" }), context());
    expect(nobody.embeds[0]?.description).toBe("Nobody Here was not on air in this period.");
  });

  it("autocompletes the DJs seen, filtered by what is typed, names within Discord's limits", async () => {
    const all = await statsCommand.autocomplete("", context());
    expect(all.length).toBeGreaterThan(1);
    const some = await statsCommand.autocomplete(all[0]?.name.slice(0, 3).toLowerCase() ?? "", context());
    expect(some.length).toBeGreaterThan(0);
    for (const choice of all) expect(choice.name.length).toBeLessThanOrEqual(100);
  });

  it("exports the period's hourly listeners and tracks as two CSV files no spreadsheet would run", async () => {
    const message = checked(
      await executeCommand(statsCommand, options({ export: true, period: "week" }), context()),
    );
    expect(message.files?.map((file) => file.name)).toEqual([
      "stats-2026-11-23-listeners.csv",
      "stats-2026-11-23-tracks.csv",
    ]);
    const [listeners, tracks] = (message.files ?? []).map((file) => file.data.toString("utf8"));
    expect(listeners?.split("\r\n")[0]).toBe(
      "\ufeffhour,channel,average_listeners,peak_listeners,listening_hours,samples",
    );
    expect(listeners?.split("\r\n")[1]).toMatch(/^2026-11-23T00:00\+01:00,/);
    expect(tracks).toContain(`'${HOSTILE_DJ}`.replace(/^'@/, "'@"));
    for (const line of (tracks ?? "").split("\r\n").slice(1)) {
      for (const cell of line.split(",")) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("is kept to members with Manage Server where the server says so", async () => {
    const managers: GuildSettings = { statsAccess: "managers" };
    await expect(executeCommand(statsCommand, options(), context({ saved: managers }))).rejects.toThrow(
      "only members with Manage Server can see the station's statistics",
    );
    const answered = await executeCommand(
      statsCommand,
      options(),
      context({ saved: managers, manager: true }),
    );
    expect(answered.embeds[0]?.fields?.length).toBeGreaterThan(0);
  });

  it("refuses in a direct message, where no server's access rule can be checked, even the export", async () => {
    const managers: GuildSettings = { statsAccess: "managers" };
    const inDm = { ...context({ saved: managers }), guild: null };
    await expect(executeCommand(statsCommand, options(), inDm)).rejects.toThrow(
      "This command works inside a server",
    );
    await expect(executeCommand(statsCommand, options({ export: true }), inDm)).rejects.toThrow(
      "This command works inside a server",
    );
  });

  it("refuses in words when statistics are off", async () => {
    await expect(executeCommand(statsCommand, options(), { ...context(), stats: null })).rejects.toThrow(
      "Statistics are off on this bot",
    );
  });
});
