import { Client, Events, GatewayIntentBits } from "discord.js";
import { once } from "node:events";
import { get } from "node:http";
import type { IncomingMessage } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MOUNTS } from "../../../src/simulator/mounts.js";
import { type SimulatedPanel, startSimulatedPanel } from "../../../src/simulator/server.js";
import { APPLICATION_ID, BOT_TOKEN, FakeDiscord, GUILD_ID } from "../server.js";
import { OTHER_GUILDS, VOICE_CHANNELS } from "../guilds.js";
import { MinimalGatewayClient } from "./gateway-client.js";

const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
const voiceSupported = major > 22 || (major === 22 && minor >= 12);
if (!voiceSupported) {
  console.warn(
    `NOTICE: the @discordjs/voice self-test of the fake voice server needs Node >= 22.12; skipped on ${process.version}`,
  );
}

const OPUS = MOUNTS.find((m) => m.format === "opus")!;

function openStream(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => get(url, resolve).on("error", reject));
}

describe.skipIf(!voiceSupported)("the fake voice server, with @discordjs/voice itself", () => {
  let discord: FakeDiscord;
  let panel: SimulatedPanel;
  let gateway: MinimalGatewayClient;
  let voice: typeof import("@discordjs/voice");
  const cleanups: (() => void)[] = [];

  async function startDiscord(daveProtocolVersion = 0) {
    discord = await new FakeDiscord([], {
      otherGuilds: true,
      voice: { heartbeatIntervalMs: 250, daveProtocolVersion },
    }).listen();
    gateway = await MinimalGatewayClient.connect(discord.gatewayUrl, BOT_TOKEN);
  }

  beforeEach(async () => {
    voice = await import("@discordjs/voice");
    await startDiscord();
    panel = await startSimulatedPanel({ lively: false });
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    gateway.close();
    await discord.close();
    await panel.close();
  });

  /** Joins a channel and plays the simulator's Ogg/Opus stream into it. */
  async function joinAndPlay(guildId: string, channelId: string) {
    const connection = voice.joinVoiceChannel({
      guildId,
      channelId,
      adapterCreator: gateway.adapterCreator(guildId),
      selfDeaf: true,
    });
    const player = voice.createAudioPlayer();
    cleanups.push(() => {
      player.stop(true);
      connection.destroy();
    });
    connection.subscribe(player);
    const stream = await openStream(`${panel.url}${OPUS.mount}`);
    player.play(voice.createAudioResource(stream, { inputType: voice.StreamType.OggOpus }));
    await voice.entersState(connection, voice.VoiceConnectionStatus.Ready, 10_000);
    return { connection, player };
  }

  it("decrypts and decodes the channel's tone, 50 packets a second, with speaking and heartbeats", async () => {
    const session = discord.voice.session(GUILD_ID);
    await joinAndPlay(GUILD_ID, VOICE_CHANNELS.lounge.id);
    const connection = await session.waitForConnection();
    expect(connection.mode).toBe("aead_aes256_gcm_rtpsize");
    expect(connection.daveProtocolVersion).toBe(0);
    expect(connection.discovered).toEqual(connection.selected);
    const start = (await session.waitForPackets(1))[0]!.at;
    const stats = await session.waitForAudioMs(3_000, start);
    expect(session.badPackets).toBe(0);
    expect(session.frequency(1_000)).toBeGreaterThan(OPUS.toneHz * 0.98);
    expect(session.frequency(1_000)).toBeLessThan(OPUS.toneHz * 1.02);
    expect(stats.packetsPerSecond).toBeGreaterThan(45);
    expect(stats.packetsPerSecond).toBeLessThan(55);
    expect(stats.missingSequences).toBe(0);
    expect(session.speaking).toBe(true);
    await session.until(() => connection.heartbeats >= 2, "two heartbeats");
    expect(connection.lastSeqAck).toBe(connection.sequence);
    expect(discord.gateway.voiceStates.of(GUILD_ID, APPLICATION_ID)?.channel_id).toBe(
      VOICE_CHANNELS.lounge.id,
    );
  });

  it("negotiates DAVE 1 with its own listener in the MLS group, and decodes the end-to-end encrypted tone", async () => {
    gateway.close();
    await discord.close();
    await startDiscord(1);
    const session = discord.voice.session(GUILD_ID);
    const { connection } = await joinAndPlay(GUILD_ID, VOICE_CHANNELS.lounge.id);
    const fake = await session.waitForConnection();
    expect(fake.daveProtocolVersion).toBe(1);
    await session.until(() => fake.dave?.executed.length === 1, "a DAVE transition executed");
    const encrypted = await session.until(
      () => session.packets.find((p) => p.e2ee),
      "an end-to-end encrypted packet",
    );
    await session.waitForAudioMs(1_500, encrypted.at);
    const after = session.packets.slice(session.packets.indexOf(encrypted));
    expect(after.filter((p) => !p.e2ee).map((p) => [p.opusBytes, after.indexOf(p)])).toEqual([]);
    expect(session.badPackets).toBe(0);
    expect(session.frequency(1_000)).toBeGreaterThan(OPUS.toneHz * 0.98);
    expect(session.frequency(1_000)).toBeLessThan(OPUS.toneHz * 1.02);
    expect(connection.voicePrivacyCode).toMatch(/^\d{30}$/);
  });

  it("works through discord.js's own voice adapter, as the bot will use it", async () => {
    const client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates],
      rest: { api: discord.apiUrl },
    });
    const ready = once(client, Events.ClientReady);
    await client.login(BOT_TOKEN);
    await ready;
    cleanups.push(() => void client.destroy());
    const guild = client.guilds.cache.get(GUILD_ID)!;
    const connection = voice.joinVoiceChannel({
      guildId: GUILD_ID,
      channelId: VOICE_CHANNELS.lounge.id,
      adapterCreator: guild.voiceAdapterCreator,
    });
    const player = voice.createAudioPlayer();
    cleanups.unshift(() => {
      player.stop(true);
      connection.destroy();
    });
    connection.subscribe(player);
    player.play(
      voice.createAudioResource(await openStream(`${panel.url}${OPUS.mount}`), {
        inputType: voice.StreamType.OggOpus,
      }),
    );
    const measured = await discord.voice.session(GUILD_ID).waitForTone(OPUS.toneHz);
    expect(Math.abs(measured - OPUS.toneHz)).toBeLessThan(OPUS.toneHz * 0.02);
    expect(guild.members.me?.voice.channelId).toBe(VOICE_CHANNELS.lounge.id);
  });

  it("keeps each guild's audio apart, on one stream connection", async () => {
    const second = OTHER_GUILDS.second;
    await joinAndPlay(GUILD_ID, VOICE_CHANNELS.lounge.id);
    await joinAndPlay(second.id, second.voice.id);
    await discord.voice.session(GUILD_ID).waitForAudioMs(1_000);
    await discord.voice.session(second.id).waitForAudioMs(1_000);
    expect(discord.voice.session(second.id).connection?.ssrc).not.toBe(
      discord.voice.session(GUILD_ID).connection?.ssrc,
    );
    expect(panel.streams.count(OPUS.mount).opened).toBe(2);
  });

  it("leaves the library disconnected with 4014 when the bot is kicked out", async () => {
    const { connection } = await joinAndPlay(GUILD_ID, VOICE_CHANNELS.lounge.id);
    await discord.voice.session(GUILD_ID).waitForPackets(5);
    discord.gateway.kickBot(GUILD_ID);
    await voice.entersState(connection, voice.VoiceConnectionStatus.Disconnected, 5_000);
    expect(connection.state).toMatchObject({ closeCode: 4014 });
    expect(await discord.voice.session(GUILD_ID).waitForClose()).toBe(4014);
    expect(discord.gateway.voiceStates.of(GUILD_ID, APPLICATION_ID)).toBeUndefined();
  });

  it("gets a rejoin after closing with 4006, and audio on the new connection", async () => {
    await joinAndPlay(GUILD_ID, VOICE_CHANNELS.lounge.id);
    const session = discord.voice.session(GUILD_ID);
    await session.waitForPackets(5);
    session.close(4006);
    const second = await session.waitForConnections(2);
    expect(second.ssrc).not.toBe(session.connections[0]?.ssrc);
    await session.until(
      () => session.packets.some((p) => p.ssrc === second.ssrc),
      "audio on the new connection",
    );
    expect(discord.gateway.voiceUpdates.filter((u) => u.outcome === "joined")).toHaveLength(2);
  });

  it("gets a resume after closing with 4015, on the same session", async () => {
    await joinAndPlay(GUILD_ID, VOICE_CHANNELS.lounge.id);
    const session = discord.voice.session(GUILD_ID);
    await session.waitForPackets(5);
    const first = session.connection!;
    session.close(4015);
    await session.until(() => first.resumes === 1 && first.closeCode === null, "a resume");
    const after = Date.now();
    await session.waitForPackets(10, after);
    expect(session.connections).toHaveLength(1);
  });
});
