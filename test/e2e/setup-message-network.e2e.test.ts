import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunningBot } from "../../src/main.js";
import { callbackOf, clickButton, runSubcommand } from "../fake-discord/interactions.js";
import { createStationsWorld, SERVERS, type StationsWorld } from "./stations-world.js";
import { ANNOUNCE_CHANNELS } from "./world.js";

let world: StationsWorld;
beforeEach(async () => {
  world = await createStationsWorld();
});
afterEach(async () => {
  await world.close();
});

const CHAT = ANNOUNCE_CHANNELS[1]?.id ?? "";
const main = { guildId: SERVERS.main.id, channelId: SERVERS.main.text };
type Option = { name: string; type: number; value: unknown };
type Data = {
  embeds?: { description?: string }[];
  components?: { components: { custom_id?: string }[] }[];
};
const setup = async (sub: string, options: Option[]) =>
  (await callbackOf(world.discord, runSubcommand(world.discord, "setup", sub, options, main))).body
    .data as Data;
const str = (name: string, value: string): Option => ({ name, type: 3, value });
const said = (channelId: string) =>
  world.discord.requests
    .filter((r) => r.method === "POST" && r.path === `/channels/${channelId}/messages`)
    .map((r) => JSON.stringify(r.body));
const handleOf = (bot: RunningBot, name: string) => {
  const station = bot.stations.stationsOf(null).find((s) => s.name === name);
  if (!station) throw new Error(`no station ${name}`);
  return station.handle;
};
/** `/setup message`, previewed, then saved; returns the preview's hint. */
const saveTemplate = async (options: Option[]) => {
  const preview = await setup("message", options);
  const customId = String(preview.components?.at(-1)?.components[0]?.custom_id);
  const message = { id: world.discord.newId(), channel_id: main.channelId, ...preview };
  const saved = await callbackOf(world.discord, clickButton(world.discord, customId, message, main));
  expect(JSON.stringify(saved.body.data)).toContain("Saved");
  return String(preview.embeds?.[0]?.description);
};

describe("templates per station in a network", () => {
  it("uses a station's own template there and the one for every station elsewhere; a reset goes back to it", async () => {
    const bot = await world.startBot({
      PANEL_URL: world.panelA.url,
      PANEL_SERVER_ID: "1,2",
      ANNOUNCE_CHANNEL_IDS: "",
    });
    const beta = handleOf(bot, "Radio Beta");
    await setup("announce", [{ name: "channel", type: 7, value: SERVERS.main.text }]);
    await setup("announce", [{ name: "channel", type: 7, value: CHAT }, str("station", beta)]);
    await bot.announcer?.runNow();

    const everywhere = await saveTemplate([str("trigger", "live"), str("text", "ALL {dj} on {station}")]);
    expect(everywhere).toContain("for every station");
    const own = await saveTemplate([str("trigger", "live"), str("text", "BETA {dj}"), str("station", beta)]);
    expect(own).toContain("for Radio Beta");

    world.stations.alpha.setLiveDj("DJ Nova");
    world.stations.beta.setLiveDj("Маша Эфир");
    await bot.announcer?.runNow();
    expect(said(SERVERS.main.text).some((body) => body.includes("ALL DJ Nova on Radio Alpha"))).toBe(true);
    expect(said(CHAT).some((body) => body.includes("BETA Маша Эфир"))).toBe(true);

    const shown = JSON.stringify((await setup("show", [])).embeds?.at(-1));
    expect(shown).toContain("**DJ live** (Radio Beta): BETA {dj}");
    expect(shown).toContain("**DJ live**: ALL {dj} on {station}");

    const reset = await setup("message", [
      str("trigger", "live"),
      { name: "reset", type: 5, value: true },
      str("station", beta),
    ]);
    expect(reset.embeds?.[0]?.description).toContain("for Radio Beta");
    world.stations.beta.setLiveDj(null);
    await bot.announcer?.runNow();
    await bot.announcer?.runNow();
    world.stations.beta.setLiveDj("DJ Nova");
    await bot.announcer?.runNow();
    expect(said(CHAT).some((body) => body.includes("ALL DJ Nova on Radio Beta"))).toBe(true);
  });
});
