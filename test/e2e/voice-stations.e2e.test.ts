import { afterEach, describe, expect, it } from "vitest";
import type { RunningBot } from "../../src/main.js";
import { MOUNTS } from "../../src/simulator/mounts.js";
import { HUMANS, OTHER_GUILDS, VOICE_CHANNELS } from "../fake-discord/guilds.js";
import { callbackOf, clickButton, USER_ID } from "../fake-discord/interactions.js";
import { APPLICATION_ID, GUILD_ID } from "../fake-discord/server.js";
import { createVoiceWorld, slash, VOICE_ENV, VOICE_RUNS } from "./voice-world.js";
import type { World } from "./world.js";

const OPUS = MOUNTS.find((m) => m.format === "opus") ?? MOUNTS[0]!;
const MP3 = MOUNTS.find((m) => m.format === "mp3") ?? MOUNTS[0]!;
const LOUNGE = VOICE_CHANNELS.lounge.id;
const SECOND = OTHER_GUILDS.second;

let world: World;
afterEach(async () => {
  await world.close();
});

/**
 * A network of two stations on the simulated panel: Radio Alpha (server 1) plays its Ogg/Opus channel's tone; Radio
 * Beta (server 2) has that channel off air, so it plays its MP3 channel's, another tone.
 */
async function network(extra: NodeJS.ProcessEnv = {}) {
  world = await createVoiceWorld({ servers: [{ serverId: 2, title: "Radio Beta" }] });
  world.panel.stations.get(2)?.setChannelState(2, 0);
  const bot = await world.startBot({ ...VOICE_ENV, PANEL_SERVER_ID: "1,2", ...extra });
  return { bot, beta: handleOf(bot, 2) };
}

const handleOf = (bot: RunningBot, serverId: number) =>
  bot.stations.stationsOf(null).find((s) => s.serverId === serverId)?.handle ?? "";

const stationOption = (handle: string) => [{ name: "station", type: 3, value: handle }];

/** A listener sits in a voice channel and runs `/radio join` there (with `options`); resolves with the reply. */
function listenerJoins(
  guildId: string,
  channelId: string,
  userId: string,
  options: Parameters<typeof slash>[3] = [],
) {
  world.discord.gateway.joinHuman(guildId, channelId, userId);
  return slash(world.discord, "radio", ["join"], options, { userId, guildId });
}

describe.skipIf(!VOICE_RUNS)("every station in voice, end to end", () => {
  it("in a network, two servers on two stations each hear their own station, one stream each", async () => {
    const { bot, beta } = await network({ HEALTH_PORT: "0" });
    await listenerJoins(GUILD_ID, LOUNGE, USER_ID);
    const reply = await listenerJoins(SECOND.id, SECOND.voice.id, HUMANS.bob, stationOption(beta));
    expect(reply.embeds?.[0]?.description).toContain(`Playing the station in <#${SECOND.voice.id}>`);
    await world.discord.voice.session(GUILD_ID).waitForTone(OPUS.toneHz);
    await world.discord.voice.session(SECOND.id).waitForTone(MP3.toneHz);
    expect(world.panel.streams.count(OPUS.mount)).toEqual({ open: 1, opened: 1 });
    expect(world.panel.streams.count(MP3.mount)).toEqual({ open: 1, opened: 1 });
    const metrics = (await bot.metrics?.text()) ?? "";
    expect(metrics).toContain("radio_bot_voice_pipelines 2");
    expect(metrics).toContain("radio_bot_voice_connections 2");
    expect(metrics).toContain("radio_bot_voice_listeners 2");
    expect(metrics).not.toContain(SECOND.id);
    expect(metrics).not.toContain("127.0.0.1");
  }, 30_000);

  it("shows the song of the station a channel plays, not the first station's, as the channel's status", async () => {
    const { beta } = await network();
    const onAir = (serverId: number) => {
      const [track] = (world.panel.stations.get(serverId)?.history(world.panel.url) ?? []).filter(
        (entry) => entry.jingle_id === null,
      );
      return String(track?.title);
    };
    expect(onAir(2)).not.toBe(onAir(1));
    await listenerJoins(GUILD_ID, LOUNGE, USER_ID, stationOption(beta));
    const status = await world.discord.waitFor(
      (r) =>
        r.method === "PUT" &&
        r.path === `/channels/${LOUNGE}/voice-status` &&
        String((r.body as { status?: string }).status).includes(onAir(2)),
    );
    expect((status.body as { status: string }).status).toMatch(/^🎶 /);
  }, 30_000);

  it("moves a server's voice to the station /setup station switches it to, without a rejoin", async () => {
    const { beta } = await network();
    const session = world.discord.voice.session(SECOND.id);
    await listenerJoins(SECOND.id, SECOND.voice.id, HUMANS.bob);
    await session.waitForTone(OPUS.toneHz);
    await slash(world.discord, "setup", ["station"], stationOption(beta), {
      userId: USER_ID,
      guildId: SECOND.id,
    });
    await session.waitForTone(MP3.toneHz);
    expect(session.connections).toHaveLength(1);
    // Nobody hears Radio Alpha any more: its stream is closed.
    await world.panel.streams.waitFor(OPUS.mount, (count) => count.open === 0);
  }, 30_000);

  it("plays the station /setup radio chose in a home channel, also after a restart", async () => {
    const { bot, beta } = await network();
    const session = world.discord.voice.session(SECOND.id);
    const channel = [{ name: "channel", type: 7, value: SECOND.voice.id }];
    const reply = await slash(
      world.discord,
      "setup",
      ["radio", "channel"],
      [...channel, ...stationOption(beta)],
      {
        userId: USER_ID,
        guildId: SECOND.id,
      },
    );
    expect(reply.embeds?.[0]?.description).toContain(`stay in <#${SECOND.voice.id}> 24/7`);
    world.discord.gateway.joinHuman(SECOND.id, SECOND.voice.id, HUMANS.bob);
    await session.waitForTone(MP3.toneHz);
    await bot.stop();
    await world.startBot({ ...VOICE_ENV, PANEL_SERVER_ID: "1,2" });
    await session.waitForConnections(2);
    const since = Date.now();
    await session.waitForAudioMs(1_000, since);
    await session.waitForTone(MP3.toneHz);
  }, 30_000);

  it("refuses a station past VOICE_MAX_STATIONS privately, and what plays keeps playing", async () => {
    const { beta } = await network({ VOICE_MAX_STATIONS: "1" });
    await listenerJoins(GUILD_ID, LOUNGE, USER_ID);
    await world.discord.voice.session(GUILD_ID).waitForTone(OPUS.toneHz);
    const refused = await listenerJoins(SECOND.id, SECOND.voice.id, HUMANS.bob, stationOption(beta));
    expect(refused.flags).toBe(64);
    expect(refused.embeds?.[0]?.description).toContain("as many stations in voice as it may at once (1)");
    expect(world.discord.gateway.voiceStates.of(SECOND.id, APPLICATION_ID)?.channel_id ?? null).toBeNull();
    expect(world.panel.streams.count(MP3.mount).opened).toBe(0);
    const since = Date.now();
    await world.discord.voice.session(GUILD_ID).waitForAudioMs(500, since);
    expect(world.panel.streams.count(OPUS.mount)).toEqual({ open: 1, opened: 1 });
  }, 30_000);

  it("on a public bot, registers /radio, says how to set a station, then plays the server's own", async () => {
    world = await createVoiceWorld();
    await world.startBot({
      ...VOICE_ENV,
      PUBLIC_BOT: "true",
      ALLOW_PRIVATE_PANELS: "true",
      PANEL_URL: "",
      ANNOUNCE_CHANNEL_IDS: "",
    });
    const put = world.discord.requests.find((r) => r.method === "PUT" && r.path.endsWith("/commands"));
    expect((put?.body as { name: string }[]).map((c) => c.name)).toContain("radio");
    const none = await listenerJoins(GUILD_ID, LOUNGE, USER_ID);
    expect(none.flags).toBe(64);
    expect(none.embeds?.[0]?.description).toContain("/setup station");
    const home = await slash(
      world.discord,
      "setup",
      ["radio", "channel"],
      [{ name: "channel", type: 7, value: LOUNGE }],
      { userId: USER_ID },
    );
    expect(home.embeds?.[0]?.description).toContain("/setup station");

    type Preview = { components?: { components: { custom_id?: string }[] }[] };
    const preview = (await slash(
      world.discord,
      "setup",
      ["station"],
      [
        { name: "url", type: 3, value: world.panel.url },
        { name: "server", type: 4, value: 1 },
      ],
      { userId: USER_ID },
    )) as Preview;
    const customId = String(preview.components?.[0]?.components[0]?.custom_id);
    const message = { id: world.discord.newId(), channel_id: "610000000000000001", ...preview };
    await callbackOf(world.discord, clickButton(world.discord, customId, message, { userId: USER_ID }));

    const joined = await slash(world.discord, "radio", ["join"], [], { userId: USER_ID });
    expect(joined.embeds?.[0]?.description).toContain(`Playing the station in <#${LOUNGE}>`);
    await world.discord.voice.session(GUILD_ID).waitForTone(OPUS.toneHz);
  }, 30_000);
});
