import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LOCKED_CHANNEL, ROLES } from "../fake-discord/gateway.js";
import { callbackOf, runSubcommand } from "../fake-discord/interactions.js";
import type { DiscordRequest } from "../fake-discord/server.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { announcementEmbed } from "../../src/render/announcement-embed.js";
import { sampleEvent } from "../../src/render/setup-message-sample.js";
import { ANNOUNCE_CHANNELS, createWorld, memoryLog, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

const [ON_AIR, CHAT] = ANNOUNCE_CHANNELS.map((c) => c.id) as [string, string];
type Data = {
  flags?: number;
  embeds?: { description?: string; fields?: { name: string; value: string }[] }[];
};
const setup = async (
  sub: string,
  options: { name: string; type: number; value: unknown }[] = [],
  permissions?: string,
) => {
  const callback = await callbackOf(
    world.discord,
    runSubcommand(world.discord, "setup", sub, options, permissions ? { permissions } : {}),
  );
  const data = callback.body.data as Data;
  expect(data.flags).toBe(64);
  return data.embeds?.[0];
};
const channel = (id: string) => ({ name: "channel", type: 7, value: id });
const postsIn = (id: string) =>
  world.discord.requests.filter((r) => r.method === "POST" && r.path === `/channels/${id}/messages`);
const body = (r: DiscordRequest | undefined) =>
  r?.body as { content?: string; embeds: { title?: string }[]; allowed_mentions: unknown } | undefined;

/** The bot with no .env announce channels: the server's /setup decides. */
async function bot(extra: NodeJS.ProcessEnv = {}, log = memoryLog()) {
  const running = await world.startBot({ ANNOUNCE_CHANNEL_IDS: "", ...extra }, log);
  const run = async () => {
    await running.announcer?.runNow();
  };
  await run();
  return { running, run };
}

describe("/setup with the real bot", () => {
  it("is registered for Manage Server only and not in DMs, and refuses a member without it anyway", async () => {
    await bot();
    const put = world.discord.requests.find((r) => r.method === "PUT" && r.path.endsWith("/commands"));
    const definition = (
      put?.body as { name: string; default_member_permissions?: string; contexts?: number[] }[]
    ).find((c) => c.name === "setup");
    expect(definition).toMatchObject({ default_member_permissions: "32", contexts: [0] });
    const refused = await setup("announce", [channel(ON_AIR)], "19456");
    expect(refused?.description).toContain("Only members with Manage Server");
    expect((await setup("show"))?.fields?.[0]?.value).toContain("none");
  });

  it("announces where /setup says, at once and after a restart, and stops where it says", async () => {
    const { running, run } = await bot();
    expect((await setup("announce", [channel(ON_AIR)]))?.description).toContain(`<#${ON_AIR}>`);
    world.panel.station.setLiveDj("DJ Nova");
    await run();
    expect(postsIn(ON_AIR)).toHaveLength(1);
    expect(postsIn(CHAT)).toHaveLength(0);

    await running.stop();
    const again = await bot();
    world.panel.station.setLiveDj("Маша Эфир");
    await again.run();
    expect(postsIn(ON_AIR)).toHaveLength(2);

    await setup("unannounce", [channel(ON_AIR)]);
    world.panel.station.setLiveDj("DJ Nova");
    await again.run();
    expect(postsIn(ON_AIR)).toHaveLength(2);
  });

  it("refuses a channel the bot cannot post in, naming what is missing", async () => {
    await bot();
    const refused = await setup("announce", [channel(LOCKED_CHANNEL.id)]);
    expect(refused?.description).toContain("missing View Channel");
  });

  it("pings the role on a DJ going live, and allows exactly that mention; never on a track", async () => {
    const { run } = await bot();
    await setup("announce", [channel(ON_AIR), { name: "tracks", type: 3, value: "post" }]);
    expect(
      (await setup("ping", [{ name: "role", type: 8, value: ROLES.mentionable }]))?.description,
    ).toContain("will be pinged");
    world.panel.station.setLiveDj("DJ Nova");
    await run();
    const live = postsIn(ON_AIR).find((r) => body(r)?.embeds[0]?.title?.includes("is live"));
    expect(body(live)?.content).toBe(`<@&${ROLES.mentionable}>`);
    expect(body(live)?.allowed_mentions).toEqual({ parse: [], roles: [ROLES.mentionable] });
    world.panel.station.skip();
    await run();
    const track = postsIn(ON_AIR).at(-1);
    expect(body(track)?.content).toBeUndefined();
    expect(body(track)?.allowed_mentions).toEqual({ parse: [] });
  });

  it("warns when the bot cannot mention the role", async () => {
    await bot();
    const warned = await setup("ping", [{ name: "role", type: 8, value: ROLES.quiet }]);
    expect(warned?.description).toContain("cannot mention");
  });

  it("refuses to ping a role no one may mention for a moderator without Mention Everyone", async () => {
    await bot();
    const role = (id: string) => [{ name: "role", type: 8, value: id }];
    // Manage Server only (32); then Manage Server and Mention Everyone (32 | 131072).
    const refused = await setup("ping", role(ROLES.quiet), "32");
    expect(refused?.description).toContain("Only members with Mention Everyone can have the bot ping");
    expect((await setup("show"))?.fields?.find((f) => f.name.startsWith("Role pinged"))?.value).toContain(
      "no ping",
    );
    expect((await setup("ping", role(ROLES.mentionable), "32"))?.description).toContain("will be pinged");
    expect((await setup("ping", role(ROLES.quiet), "131104"))?.description).toContain("cannot mention");
  });

  it("switches the language and the station status announcements without a restart", async () => {
    const { run } = await bot();
    await setup("announce", [channel(ON_AIR)]);
    await setup("language", [{ name: "value", type: 3, value: "ru" }]);
    await setup("status", [{ name: "enabled", type: 5, value: true }]);
    world.panel.station.setLiveDj("DJ Nova");
    await run();
    expect(body(postsIn(ON_AIR).at(-1))?.embeds[0]?.title).toBe("🔴 DJ Nova в эфире!");
    world.panel.station.setChannelState(0, 0);
    world.panel.station.setChannelState(1, 0);
    world.panel.station.setChannelState(2, 0);
    await run();
    await run();
    expect(postsIn(ON_AIR).length).toBe(2);
    const shown = await setup("show");
    // The announcement settings (the home voice channel, after them, has its own tests).
    expect(shown?.fields?.slice(0, 4).map((f) => f.value.split("\n")[1])).toEqual([
      "-# set with /setup",
      "-# default from .env",
      "-# set with /setup",
      "-# set with /setup",
    ]);
  });

  it("makes the next announcement Ukrainian after /setup language value:uk, and says so in the moderator's language", async () => {
    const { run } = await bot();
    await setup("announce", [channel(ON_AIR)]);
    const answer = await setup("language", [{ name: "value", type: 3, value: "uk" }]);
    expect(answer?.description).toBe(
      catalogueOf("en").setup.server.language_set({ language: catalogueOf("en").setup.languages.uk }),
    );
    expect(answer?.description).toContain("Ukrainian");
    world.panel.station.setLiveDj("DJ Nova");
    await run();
    const nova = { id: 1, name: "DJ Nova", live: true, image: null };
    const live = sampleEvent("live", { dj: nova, track: null, listenUrl: null }, 0, "uk").event;
    const title = body(postsIn(ON_AIR).at(-1))?.embeds[0]?.title;
    expect(title).toBe(announcementEmbed(live, "uk").title);
    expect(title).not.toBe(announcementEmbed(live, "ru").title);
    expect(title).not.toBe(announcementEmbed(live, "en").title);
    const shown = await setup("show");
    expect(shown?.fields?.[2]?.value.split("\n")[0]).toBe("Українська");
  });

  it("drops a deleted announce channel from the settings, with a log line", async () => {
    const log = memoryLog();
    const { run } = await bot({}, log);
    await setup("announce", [channel(ON_AIR)]);
    world.discord.gateway.dispatch("CHANNEL_DELETE", {
      id: ON_AIR,
      type: 0,
      guild_id: "800000000000000001",
      name: "on-air",
    });
    await setup("show").then((shown) => expect(shown?.fields?.[0]?.value).toContain("none"));
    world.panel.station.setLiveDj("DJ Nova");
    await run();
    expect(postsIn(ON_AIR)).toHaveLength(0);
    expect(log.lines.some((line) => line.includes(`announce channel ${ON_AIR} was deleted`))).toBe(true);
  });
});
