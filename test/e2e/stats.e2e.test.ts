import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  autocomplete,
  callbackOf,
  replyOf,
  runCommand,
  runDirectCommand,
} from "../fake-discord/interactions.js";
import { seedStats } from "./stats-world.js";
import { createWorld, memoryLog, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

/** Wednesday 25 November 2026, 15:00 UTC: the week so far and the whole week before are kept. */
const NOW = Date.UTC(2026, 10, 25, 15);
const ENV = { STATS_TIMEZONE: "UTC" };
type Embed = {
  title?: string;
  description?: string;
  image?: { url: string };
  fields?: { name: string; value: string }[];
};

/** The bot started once to learn its station's key, its figures seeded, then started again on the fixed clock. */
async function botWithFigures() {
  const first = await world.startBot(ENV, memoryLog(), () => NOW);
  const station = `${first.panel.address}#${first.panel.serverId}`;
  await first.stop();
  await seedStats(world.dataDir, station, NOW);
  return world.startBot(ENV, memoryLog(), () => NOW);
}

describe("/stats with the real bot", () => {
  it("answers with the week's figures and its chart, one DJ's, and the export as CSV files", async () => {
    await botWithFigures();
    const week = await replyOf(world.discord, runCommand(world.discord, "stats"));
    const embed = (week.data?.embeds as Embed[] | undefined)?.[0];
    expect(embed?.title).toMatch(/: week of Nov 23\u2009–\u200929, 2026$/);
    expect(embed?.fields?.map((field) => field.name)).toEqual([
      "👥 Audience",
      "🔁 Most played",
      "🎧 Largest audience",
      "🎙 DJs and shows",
    ]);
    expect(embed?.image?.url).toBe("attachment://stats.png");
    const png = week.files.find((file) => file.filename === "stats.png");
    expect(png?.data.subarray(1, 4).toString("latin1")).toBe("PNG");

    const choices = await callbackOf(world.discord, autocomplete(world.discord, "stats", "dj", "nov"));
    const offered = (choices.body.data as { choices: { name: string; value: string }[] }).choices;
    expect(offered.map((choice) => choice.name)).toEqual(["DJ Nova"]);
    const dj = await replyOf(
      world.discord,
      runCommand(world.discord, "stats", [{ name: "dj", type: 3, value: "DJ Nova" }]),
    );
    const djEmbed = (dj.data?.embeds as Embed[] | undefined)?.[0];
    expect(djEmbed?.title).toMatch(/^🎙 DJ Nova · /);
    expect(djEmbed?.fields?.[0]?.value).toMatch(/show.*hours? on air/);

    const exported = await replyOf(
      world.discord,
      runCommand(world.discord, "stats", [
        { name: "period", type: 3, value: "month" },
        { name: "export", type: 5, value: true },
      ]),
    );
    expect(exported.files.map((file) => file.filename)).toEqual([
      "stats-2026-11-01-listeners.csv",
      "stats-2026-11-01-tracks.csv",
    ]);
    const tracks = exported.files[1]?.data.toString("utf8") ?? "";
    expect(tracks.split("\r\n")[0]).toBe("\ufefftime,artist,title,dj,listeners");
    expect(tracks.split("\r\n").length).toBeGreaterThan(100);
  });

  it("refuses /stats and its export in a direct message, where the server's rule of who may read cannot hold", async () => {
    await botWithFigures();
    const registered = [...world.discord.commands.values()].flat().find((c) => c.name === "stats");
    expect(registered?.contexts).toEqual([0]);
    for (const options of [[], [{ name: "export", type: 5, value: true }]]) {
      const reply = await replyOf(
        world.discord,
        runDirectCommand(world.discord, "stats", options, { locale: "uk" }),
      );
      const embed = (reply.data?.embeds as Embed[] | undefined)?.[0];
      expect(embed?.description).toMatch(/сервер/i);
      expect(reply.files).toEqual([]);
      expect(reply.data?.flags).toBe(64);
    }
  });

  it("acknowledges 50 exports at once, answers them all in turn with queue positions, and autocompletes meanwhile", async () => {
    await botWithFigures();
    const { discord } = world;
    discord.setMaxListeners(200);
    const options = [
      { name: "period", type: 3, value: "day" },
      { name: "export", type: 5, value: true },
    ];
    const ids = Array.from({ length: 50 }, () => runCommand(discord, "stats", options));
    const typed = autocomplete(discord, "stats", "dj", "nov");
    const answered = (id: string) =>
      discord.waitFor((r) => r.files.length > 0 && r.path.endsWith(`/token-${id}/messages/@original`));
    const answers = await Promise.all(ids.map(answered));
    const choices = await callbackOf(discord, typed);
    // Every export was acknowledged (a deferral Discord accepted, within its 3 s) before its answer was made.
    for (const id of ids) {
      const deferral = await callbackOf(discord, id);
      expect(deferral.body.type).toBe(5);
      expect(deferral.status).toBe(204);
    }
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.map((answer) => answer.files.map((file) => file.filename).join())).toEqual(
      ids.map(() => "stats-2026-11-25-listeners.csv,stats-2026-11-25-tracks.csv"),
    );
    // Beyond the two built at once, each was told its place first, the first waiting one position 1.
    const notices = discord.requests.filter(
      (r) => r.method === "PATCH" && r.files.length === 0 && /position \d+/.test(JSON.stringify(r.body)),
    );
    const positions = notices.map((r) => Number(/position (\d+)/.exec(JSON.stringify(r.body))?.[1]));
    expect(positions).toContain(1);
    expect(Math.max(...positions)).toBeLessThanOrEqual(48);
    // The autocomplete waited for no export: it was answered before the last of them.
    const last = Math.max(...answers.map((answer) => discord.requests.indexOf(answer)));
    expect(discord.requests.indexOf(choices)).toBeLessThan(last);
    expect((choices.body.data as { choices: unknown[] }).choices).toHaveLength(1);
  });

  it("says there are no figures yet on a station the bot has only just met", async () => {
    await world.startBot(ENV, memoryLog(), () => NOW);
    const reply = await replyOf(
      world.discord,
      runCommand(world.discord, "stats", [{ name: "period", type: 3, value: "day" }]),
    );
    const embed = (reply.data?.embeds as Embed[] | undefined)?.[0];
    expect(embed?.description).toMatch(/^No figures for this period yet/);
    expect(reply.files).toEqual([]);
  });
});
