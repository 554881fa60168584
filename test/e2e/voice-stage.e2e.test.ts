import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { VOICE_CHANNELS } from "../fake-discord/guilds.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { callbackOf, runSubcommand, USER_ID } from "../fake-discord/interactions.js";
import { GUILD_ID } from "../fake-discord/server.js";
import { createVoiceWorld, slash, VOICE_ENV, VOICE_RUNS } from "./voice-world.js";
import { memoryLog, type World } from "./world.js";

const STAGE = VOICE_CHANNELS.stage.id;

let world: World;
beforeEach(async () => {
  world = await createVoiceWorld();
});
afterEach(async () => {
  await world.close();
});

describe.skipIf(!VOICE_RUNS)("stages and voice channel status, end to end", () => {
  it("becomes a speaker on a stage, opens a stage instance, and keeps its topic on the song on air", async () => {
    const bot = await world.startBot(VOICE_ENV);
    await bot.announcer?.runNow();
    world.discord.gateway.joinHuman(GUILD_ID, STAGE, USER_ID);
    const reply = await slash(world.discord, "radio", ["join"], [], { userId: USER_ID });
    expect(reply.embeds?.[0]?.description).toContain(`<#${STAGE}>`);
    const opened = await world.discord.waitFor((r) => r.method === "POST" && r.path === "/stage-instances");
    const topic = (opened.body as { topic: string }).topic;
    expect(topic).toMatch(/^🎶 /);
    const speaker = world.discord.requests.find((r) => r.path === `/guilds/${GUILD_ID}/voice-states/@me`);
    expect(speaker?.body).toMatchObject({ suppress: false });
    await world.discord.voice.session(GUILD_ID).waitForAudioMs(300);
    // The next song (a jingle keeps the previous song's topic).
    do world.panel.station.skip();
    while (world.panel.station.history(world.panel.url)[0]?.jingle_id);
    await bot.announcer?.runNow();
    const changed = await world.discord.waitFor(
      (r) => r.method === "PATCH" && r.path === `/stage-instances/${STAGE}` && r.status < 300,
    );
    const next = (changed.body as { topic: string }).topic;
    expect(next).toMatch(/^🎶 /);
    expect(next).not.toBe(topic);
  });

  it("opens a stage with its topic in the server's /setup language before it has seen what is on air", async () => {
    await world.startBot(VOICE_ENV);
    // Nothing on air can be seen: the history answers 503 (the stream still plays, from the channels' list).
    world.panel.setFault({ kind: "status", status: 503 }, { endpoints: ["history"] });
    await callbackOf(
      world.discord,
      runSubcommand(world.discord, "setup", "language", [{ name: "value", type: 3, value: "uk" }]),
    );
    world.discord.gateway.joinHuman(GUILD_ID, STAGE, USER_ID);
    await slash(world.discord, "radio", ["join"], [], { userId: USER_ID });
    const opened = await world.discord.waitFor((r) => r.method === "POST" && r.path === "/stage-instances");
    expect((opened.body as { topic: string }).topic).toBe(catalogueOf("uk").programme.voice.stageFallback);
    expect(catalogueOf("uk").programme.voice.stageFallback).not.toBe(
      catalogueOf("en").programme.voice.stageFallback,
    );
  });

  it("asks to speak on a stage it does not moderate, and says so", async () => {
    await world.startBot(VOICE_ENV);
    const stage = VOICE_CHANNELS.audienceStage.id;
    world.discord.gateway.joinHuman(GUILD_ID, stage, USER_ID);
    const reply = await slash(world.discord, "radio", ["join"], [], { userId: USER_ID });
    expect(reply.embeds?.[0]?.description).toContain("The bot asked to speak on this stage");
    const asked = world.discord.requests.find((r) => r.path === `/guilds/${GUILD_ID}/voice-states/@me`);
    expect(asked?.body).toMatchObject({ request_to_speak_timestamp: expect.any(String) });
  });

  it("sets a voice channel's status to the song on air where it may, and only logs where it may not", async () => {
    const log = memoryLog();
    const bot = await world.startBot(VOICE_ENV, log);
    await bot.announcer?.runNow();
    world.discord.gateway.joinHuman(GUILD_ID, VOICE_CHANNELS.lounge.id, USER_ID);
    await slash(world.discord, "radio", ["join"], [], { userId: USER_ID });
    const set = await world.discord.waitFor(
      (r) => r.method === "PUT" && r.path === `/channels/${VOICE_CHANNELS.lounge.id}/voice-status`,
    );
    expect((set.body as { status: string }).status).toMatch(/^🎶 /);
    const plain = VOICE_CHANNELS.noStatus.id;
    world.discord.gateway.joinHuman(GUILD_ID, plain, USER_ID);
    await slash(world.discord, "radio", ["join"], [], { userId: USER_ID });
    expect(log.lines.filter((line) => line.includes("lacks Set Voice Channel Status"))).toHaveLength(1);
    expect(world.discord.requests.filter((r) => r.path === `/channels/${plain}/voice-status`)).toEqual([]);
  });
});
