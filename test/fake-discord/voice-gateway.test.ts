import {
  ChannelType,
  Client,
  Events,
  GatewayIntentBits,
  type Guild,
  type StageChannel,
  type VoiceChannel,
  type VoiceState,
} from "discord.js";
import { once } from "node:events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HUMANS, OTHER_GUILDS, SEATED_HUMAN, VOICE_CHANNELS } from "./guilds.js";
import { PERMISSION } from "./permissions.js";
import { APPLICATION_ID, BOT_TOKEN, FakeDiscord, GUILD_ID } from "./server.js";

describe("the fake Discord's voice side, with the real discord.js client", () => {
  let discord: FakeDiscord;
  let client: Client;
  let guild: Guild;

  beforeEach(async () => {
    discord = await new FakeDiscord([], { otherGuilds: true }).listen();
    client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates],
      rest: { api: discord.apiUrl },
    });
    const ready = once(client, Events.ClientReady);
    await client.login(BOT_TOKEN);
    await ready;
    guild = client.guilds.cache.get(GUILD_ID)!;
  });

  afterEach(async () => {
    await client.destroy();
    await discord.close();
  });

  const channel = <T>(id: string) => guild.channels.cache.get(id) as T;

  /** Sends opcode 4 as @discordjs/voice's adapter does, and resolves with what the fake did. */
  async function requestVoice(guildId: string, channelId: string | null) {
    const answered = once(discord.gateway, "voiceUpdate");
    client.guilds.cache.get(guildId)!.shard.send({
      op: 4,
      d: { guild_id: guildId, channel_id: channelId, self_mute: false, self_deaf: true },
    });
    return ((await answered) as [{ outcome: string }])[0].outcome;
  }

  it("lists three servers with voice and stage channels, and who sits where", () => {
    expect([...client.guilds.cache.keys()].sort()).toEqual(
      [GUILD_ID, OTHER_GUILDS.second.id, OTHER_GUILDS.third.id].sort(),
    );
    expect(channel<VoiceChannel>(VOICE_CHANNELS.lounge.id).type).toBe(ChannelType.GuildVoice);
    expect(channel<StageChannel>(VOICE_CHANNELS.stage.id).type).toBe(ChannelType.GuildStageVoice);
    const third = client.guilds.cache.get(OTHER_GUILDS.third.id)!;
    expect(third.channels.cache.get(OTHER_GUILDS.third.stage.id)?.type).toBe(ChannelType.GuildStageVoice);
    const full = channel<VoiceChannel>(VOICE_CHANNELS.full.id);
    expect([...full.members.keys()]).toEqual([SEATED_HUMAN]);
    expect(full.full).toBe(true);
  });

  it("gives the bot Connect and Speak where expected, as discord.js computes them", () => {
    expect(channel<VoiceChannel>(VOICE_CHANNELS.lounge.id).joinable).toBe(true);
    expect(channel<VoiceChannel>(VOICE_CHANNELS.lounge.id).speakable).toBe(true);
    expect(channel<VoiceChannel>(VOICE_CHANNELS.noConnect.id).joinable).toBe(false);
    expect(channel<VoiceChannel>(VOICE_CHANNELS.noSpeak.id).joinable).toBe(true);
    expect(channel<VoiceChannel>(VOICE_CHANNELS.noSpeak.id).speakable).toBe(false);
    expect(channel<VoiceChannel>(VOICE_CHANNELS.full.id).joinable).toBe(false);
    const me = guild.members.me!;
    expect(channel<StageChannel>(VOICE_CHANNELS.stage.id).permissionsFor(me).has("MuteMembers")).toBe(true);
    expect(channel<StageChannel>(VOICE_CHANNELS.audienceStage.id).permissionsFor(me).has("MuteMembers")).toBe(
      false,
    );
  });

  it("answers opcode 4 with the bot's voice state and a voice server, and leaves on a null channel", async () => {
    const server = new Promise<{ endpoint: string; token: string }>((resolve) =>
      client.ws.on("VOICE_SERVER_UPDATE" as never, resolve as never),
    );
    expect(await requestVoice(GUILD_ID, VOICE_CHANNELS.lounge.id)).toBe("joined");
    expect((await server).endpoint).toBe(discord.voice.endpoint);
    await waitUntil(() => guild.members.me?.voice.channelId === VOICE_CHANNELS.lounge.id);
    expect(guild.members.me?.voice.selfDeaf).toBe(true);
    expect(await requestVoice(GUILD_ID, null)).toBe("left");
    await waitUntil(() => guild.members.me?.voice.channelId === null);
  });

  it("ignores opcode 4, as Discord does, without Connect or in a full channel", async () => {
    expect(await requestVoice(GUILD_ID, VOICE_CHANNELS.noConnect.id)).toBe("no-connect");
    expect(await requestVoice(GUILD_ID, VOICE_CHANNELS.full.id)).toBe("full");
    expect(await requestVoice(GUILD_ID, "999")).toBe("unknown-channel");
    expect(guild.members.me?.voice.channelId ?? null).toBeNull();
  });

  it("follows listeners joining, moving and leaving, and the bot being moved and disconnected", async () => {
    const updates: VoiceState[] = [];
    client.on(Events.VoiceStateUpdate, (_old, now) => updates.push(now));
    discord.gateway.joinHuman(GUILD_ID, VOICE_CHANNELS.lounge.id, HUMANS.alice);
    await waitUntil(() => channel<VoiceChannel>(VOICE_CHANNELS.lounge.id).members.has(HUMANS.alice));
    expect(channel<VoiceChannel>(VOICE_CHANNELS.lounge.id).members.get(HUMANS.alice)?.user.bot).toBe(false);
    discord.gateway.joinHuman(GUILD_ID, VOICE_CHANNELS.chill.id, HUMANS.alice);
    await waitUntil(() => channel<VoiceChannel>(VOICE_CHANNELS.chill.id).members.has(HUMANS.alice));
    discord.gateway.leaveHuman(GUILD_ID, HUMANS.alice);
    await waitUntil(() => channel<VoiceChannel>(VOICE_CHANNELS.chill.id).members.size === 0);

    await requestVoice(GUILD_ID, VOICE_CHANNELS.lounge.id);
    discord.gateway.moveBot(GUILD_ID, VOICE_CHANNELS.chill.id);
    await waitUntil(() => guild.members.me?.voice.channelId === VOICE_CHANNELS.chill.id);
    discord.gateway.kickBot(GUILD_ID);
    await waitUntil(() => guild.members.me?.voice.channelId === null);
    expect(updates.map((u) => u.id)).toContain(APPLICATION_ID);
  });

  it("denies Connect in a channel changed at run time, with CHANNEL_UPDATE", async () => {
    discord.gateway.updateChannel(GUILD_ID, VOICE_CHANNELS.lounge.id, {
      permission_overwrites: [
        {
          id: guild.members.me!.roles.cache.find((r) => r.managed)!.id,
          type: 0,
          allow: "0",
          deny: String(PERMISSION.connect),
        },
      ],
    });
    await waitUntil(() => !channel<VoiceChannel>(VOICE_CHANNELS.lounge.id).joinable);
    expect(await requestVoice(GUILD_ID, VOICE_CHANNELS.lounge.id)).toBe("no-connect");
  });

  it("makes the bot a speaker on a stage it moderates, and opens and edits the stage instance", async () => {
    await requestVoice(GUILD_ID, VOICE_CHANNELS.stage.id);
    await waitUntil(() => guild.members.me?.voice.channelId === VOICE_CHANNELS.stage.id);
    expect(guild.members.me?.voice.suppress).toBe(true);
    await guild.members.me!.voice.setSuppressed(false);
    await waitUntil(() => guild.members.me?.voice.suppress === false);
    const stage = channel<StageChannel>(VOICE_CHANNELS.stage.id);
    const instance = await stage.createStageInstance({ topic: "Song A" });
    await expect(stage.createStageInstance({ topic: "again" })).rejects.toMatchObject({ code: 150006 });
    await instance.edit({ topic: "Song B" });
    expect(discord.voiceRoutes.stageTopics.map((t) => t.topic)).toEqual(["Song A", "Song B"]);
    await waitUntil(() => stage.stageInstance?.topic === "Song B");
    await instance.delete();
    expect(discord.voiceRoutes.stageInstances.size).toBe(0);
  });

  it("lets the bot only request to speak on a stage it does not moderate", async () => {
    await requestVoice(GUILD_ID, VOICE_CHANNELS.audienceStage.id);
    await waitUntil(() => guild.members.me?.voice.channelId === VOICE_CHANNELS.audienceStage.id);
    await expect(guild.members.me!.voice.setSuppressed(false)).rejects.toMatchObject({ code: 50013 });
    await guild.members.me!.voice.setRequestToSpeak(true);
    await waitUntil(() => guild.members.me?.voice.requestToSpeakTimestamp !== null);
    const stage = channel<StageChannel>(VOICE_CHANNELS.audienceStage.id);
    await expect(stage.createStageInstance({ topic: "Song A" })).rejects.toMatchObject({ code: 50013 });
  });

  it("sets a voice channel's status where the bot may, and refuses it where it may not", async () => {
    await requestVoice(GUILD_ID, VOICE_CHANNELS.lounge.id);
    await client.rest.put(`/channels/${VOICE_CHANNELS.lounge.id}/voice-status`, {
      body: { status: "♪ Song A" },
    });
    expect(discord.voiceRoutes.voiceStatuses.get(VOICE_CHANNELS.lounge.id)).toBe("♪ Song A");
    await expect(
      client.rest.put(`/channels/${VOICE_CHANNELS.noStatus.id}/voice-status`, { body: { status: "x" } }),
    ).rejects.toMatchObject({ code: 50013 });
  });
});

/** Resolves once a condition on discord.js's cache holds (checked as the client handles events). */
async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
