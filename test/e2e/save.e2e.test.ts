import { messageObject } from "../fake-discord/message-object.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { callbackOf, clickButton, pickFromMenu, runCommand, USER_ID } from "../fake-discord/interactions.js";
import { ANNOUNCE_CHANNELS, createWorld, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

type Embed = { title?: string; description?: string; fields?: { name: string; value: string }[] };
type Row = { components: { custom_id?: string; label?: string; style?: number }[] };

/** The /nowplaying reply as the message a click comes from, and its Save button's custom id. */
async function nowPlayingMessage(): Promise<{ message: Record<string, unknown>; saveId: string }> {
  const callback = await callbackOf(world.discord, runCommand(world.discord, "nowplaying"));
  const components = callback.body.data?.components as Row[];
  const save = components.flatMap((row) => row.components).find((b) => b.custom_id?.includes(":save:"));
  expect(save).toMatchObject({ label: "Save", style: 2 });
  const message = messageObject(world.discord.newId(), "600000000000000001", {
    embeds: callback.body.data?.embeds ?? [],
    components,
  });
  return { message, saveId: String(save?.custom_id) };
}

describe("💾 Save on /nowplaying against a fake Discord", () => {
  it("sends the clicker the track in a direct message, once however often they click", async () => {
    await world.startBot();
    const [onAir] = world.panel.station.history(world.panel.url);
    const { message, saveId } = await nowPlayingMessage();
    expect(saveId).toMatch(/^nowplaying:save:[0-9a-z]+$/);

    const answer = await callbackOf(world.discord, clickButton(world.discord, saveId, message));
    expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect((answer.body.data?.embeds as Embed[])[0]?.description).toContain("direct messages");
    const dms = world.discord.directMessagesTo(USER_ID);
    expect(dms).toHaveLength(1);
    const embed = (dms[0]?.embeds as Embed[])[0];
    expect(embed?.title).toContain(String(onAir?.title));
    expect(embed?.description).toContain("https://open.spotify.com/search/");
    expect(embed?.fields?.find((f) => f.name === "Played")?.value).toMatch(/^<t:\d+:f>$/);
    const posts = world.discord.requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages"));
    expect(posts.map((r) => (r.body as { allowed_mentions?: unknown }).allowed_mentions)).toEqual([
      { parse: [] },
    ]);

    const again = await callbackOf(world.discord, clickButton(world.discord, saveId, message));
    expect(again.body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(world.discord.directMessagesTo(USER_ID)).toHaveLength(1);
  });

  it("explains how to open direct messages when they are closed, in the clicker's language", async () => {
    await world.startBot();
    const { message, saveId } = await nowPlayingMessage();
    world.discord.directChannels.close(USER_ID);
    const answer = await callbackOf(
      world.discord,
      clickButton(world.discord, saveId, message, { locale: "de" }),
    );
    expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect((answer.body.data?.embeds as Embed[])[0]?.description).toContain("Privatsphäreeinstellungen");
    expect(world.discord.directMessagesTo(USER_ID)).toEqual([]);
  });

  it("says a play no longer in the recent history cannot be saved", async () => {
    await world.startBot();
    const { message } = await nowPlayingMessage();
    const answer = await callbackOf(world.discord, clickButton(world.discord, "nowplaying:save:1", message));
    expect((answer.body.data?.embeds as Embed[])[0]?.description).toContain("no longer");
    expect(world.discord.directMessagesTo(USER_ID)).toEqual([]);
  });

  it("saves a track picked from /history's menu, found in the panel's history or in the plays the bot kept", async () => {
    await world.startBot();
    const callback = await callbackOf(
      world.discord,
      runCommand(world.discord, "history", [{ name: "count", type: 4, value: 5 }]),
    );
    type MenuRow = {
      components: { type: number; custom_id?: string; options?: { label: string; value: string }[] }[];
    };
    const components = callback.body.data?.components as MenuRow[];
    const menu = components.flatMap((row) => row.components).find((c) => c.type === 3);
    expect(menu?.custom_id).toBe("nowplaying:save");
    expect(menu?.options).toHaveLength(5);
    const [, second] = world.panel.station
      .history(world.panel.url)
      .filter((entry) => entry.jingle_id === null);
    const option = menu?.options?.[1];
    expect(option?.label).toContain(String(second?.title));
    const message = messageObject(world.discord.newId(), "600000000000000001", {
      embeds: callback.body.data?.embeds ?? [],
      components,
    });
    const answer = await callbackOf(
      world.discord,
      pickFromMenu(world.discord, "nowplaying:save", [String(option?.value)], message),
    );
    expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
    const dms = world.discord.directMessagesTo(USER_ID);
    expect(dms).toHaveLength(1);
    expect((dms[0]?.embeds as Embed[])[0]?.title).toContain(String(second?.title));
  });

  it("routes a click on a new-track announcement's Save button to the same handler", async () => {
    const bot = await world.startBot({ ANNOUNCE_TRACKS: "post" });
    if (!bot.announcer) throw new Error("the announcer did not start");
    await bot.announcer.runNow();
    // Skipped until a track (not a station ID) is on air: only a track's announcement has the button.
    for (let skips = 0; skips < 5; skips += 1) {
      world.panel.station.skip();
      const report = await bot.announcer.runNow();
      if (report?.observation?.track && !report.observation.track.isJingle) break;
    }
    const [onAir] = world.panel.station.history(world.panel.url);
    const chat = `/channels/${String(ANNOUNCE_CHANNELS[1]?.id)}/messages`;
    const posts = world.discord.requests.filter(
      (r) => r.method === "POST" && r.path === chat && r.status === 200,
    );
    const post = posts.at(-1)?.body as { embeds: Embed[]; components: Row[] } | undefined;
    expect(post?.embeds[0]?.title).toContain(String(onAir?.title));
    const save = post?.components
      .flatMap((row) => row.components)
      .find((b) => b.custom_id?.includes(":save:"));
    expect(save).toMatchObject({ label: "Save", style: 2 });
    // Marked with its station, so that in a server of several stations the click reads this one.
    expect(save?.custom_id).toMatch(/^nowplaying:save:[0-9a-z]+~.+#\d+$/);
    const message = { ...(await nowPlayingMessage()).message, components: post?.components };
    const answer = await callbackOf(
      world.discord,
      clickButton(world.discord, String(save?.custom_id), message),
    );
    expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
    const dms = world.discord.directMessagesTo(USER_ID);
    expect(dms).toHaveLength(1);
    expect((dms[0]?.embeds as Embed[])[0]?.title).toContain(String(onAir?.title));
  });
});
