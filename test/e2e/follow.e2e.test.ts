import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messageObject } from "../fake-discord/message-object.js";
import {
  type Actor,
  autocompleteSubcommand,
  callbackOf,
  clickDirectButton,
  runSubcommand,
  USER_ID,
} from "../fake-discord/interactions.js";
import { GUILD_ID } from "../fake-discord/server.js";
import type { RunningBot } from "../../src/main.js";
import { ANNOUNCE_CHANNELS, createWorld, type World } from "./world.js";

// Following a DJ through the bot, on one station with SQLite: what a listener types, what reaches them in their
// direct messages, and what the bot does when Discord says they cannot be told.

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

type Embed = { title?: string; description?: string; footer?: { text: string } };
type Row = { components: { custom_id?: string; url?: string; label?: string }[] };
type Option = { name: string; type: number; value: unknown };

const OTHER_USER = "700000000000000002";

/** `/follow <sub>` (or another command's subcommand) as `actor`; the reply's data. */
async function command(name: string, sub: string, options: Option[] = [], actor: Actor = {}) {
  const callback = await callbackOf(world.discord, runSubcommand(world.discord, name, sub, options, actor));
  expect(callback.body.data).toMatchObject({ flags: 64 });
  return callback.body.data as { embeds?: Embed[]; components?: Row[]; content?: string };
}

const follow = (dj: string, actor: Actor = {}, more: Option[] = []) =>
  command("follow", "add", [{ name: "dj", type: 3, value: dj }, ...more], actor);

/** Everything a reply or message says, as one string. */
const said = (data: unknown) => JSON.stringify(data);

/** One read of the station by the bot, then the followers' messages it queued, sent. */
async function readAndTell(bot: RunningBot) {
  await bot.announcer?.runNow();
  return bot.follows.deliver();
}

const buttons = (message: Record<string, unknown>) =>
  (message.components as Row[]).flatMap((row) => row.components);

describe("following a DJ against a fake Discord", () => {
  it("suggests the station's DJs, follows one, and tells the follower once per show in a direct message", async () => {
    const bot = await world.startBot();

    const typed = await callbackOf(
      world.discord,
      autocompleteSubcommand(world.discord, "follow", "add", "dj", "nov"),
    );
    expect(typed.body.type).toBe(8);
    expect(typed.body.data?.choices).toEqual([{ name: "DJ Nova", value: "DJ Nova" }]);

    expect(said(await follow("dj nova"))).toContain("You follow **DJ Nova** now");
    expect(said(await command("follow", "list"))).toContain("**DJ Nova** · when live");
    expect(world.discord.directMessagesTo(USER_ID)).toEqual([]);

    // A read before the DJ comes on: the first one only notes what is on air, and announces nothing.
    await readAndTell(bot);
    world.panel.station.setLiveDj("DJ Nova");
    expect(await readAndTell(bot)).toMatchObject({ sent: 1 });
    const [live] = world.discord.directMessagesTo(USER_ID);
    expect((live?.embeds as Embed[])[0]?.title).toBe("🔴 DJ Nova is live");
    expect((live?.embeds as Embed[])[0]?.footer?.text).toContain("You follow DJ Nova on");
    const [listen, announcement, unfollow] = buttons(live ?? {});
    expect(listen?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    // The link opens the server's announcement of this show: the bot's post of DJ Nova going live.
    const channel = String(ANNOUNCE_CHANNELS[0]?.id);
    const announced = [...(world.discord.channelMessages.get(channel)?.values() ?? [])].at(-1);
    expect(said(announced)).toContain("DJ Nova");
    expect(announcement?.url).toBe(
      `https://discord.com/channels/${GUILD_ID}/${channel}/${String(announced?.id)}`,
    );
    expect(unfollow?.custom_id).toMatch(/^follow:unfollow:\d+:[A-Za-z0-9_-]{16}$/);
    // Nothing in the message pings anyone.
    const posts = world.discord.requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages"));
    for (const post of posts)
      expect((post.body as { allowed_mentions?: unknown }).allowed_mentions).toEqual({ parse: [] });

    // Later reads of the same show, and a connection that drops and comes back within 10 minutes: no second message.
    await readAndTell(bot);
    world.panel.station.setLiveDj(null);
    await readAndTell(bot);
    world.panel.station.setLiveDj("DJ Nova");
    await readAndTell(bot);
    expect(world.discord.directMessagesTo(USER_ID)).toHaveLength(1);

    // The Unfollow button in the direct message, where there is no server: the follow is gone.
    const dm = messageObject(String(live?.id), String(live?.channel_id), live ?? {});
    const answer = await callbackOf(
      world.discord,
      clickDirectButton(world.discord, String(unfollow?.custom_id), dm),
    );
    expect(said(answer.body.data)).toContain("You no longer follow **DJ Nova**");
    expect(said(await command("follow", "list"))).toContain("You follow no DJ here yet");
  });

  it("does not try a follower whose direct messages are closed again, and their next /follow says why", async () => {
    // The bot's clock, moved on past the 10 minutes that make a new show.
    let ahead = 0;
    const bot = await world.startBot({}, undefined, () => Date.now() + ahead);
    await follow("DJ Nova");
    await follow("DJ Nova", { userId: OTHER_USER });
    world.discord.directChannels.close(USER_ID);

    world.panel.station.setLiveDj("DJ Nova");
    expect(await readAndTell(bot)).toMatchObject({ sent: 1, dropped: 1 });
    expect(world.discord.directMessagesTo(OTHER_USER)).toHaveLength(1);
    expect(world.discord.directMessagesTo(USER_ID)).toEqual([]);
    const refused = () => world.discord.requests.filter((r) => r.status === 403).length;
    expect(refused()).toBe(1);

    // The next show: the other follower is told again; the closed one's message is dropped untried (no request).
    world.panel.station.setLiveDj(null);
    await readAndTell(bot);
    ahead = 11 * 60_000;
    world.panel.station.setLiveDj("DJ Nova");
    expect(await readAndTell(bot)).toMatchObject({ sent: 1, dropped: 1 });
    expect(world.discord.directMessagesTo(OTHER_USER)).toHaveLength(2);
    expect(refused()).toBe(1);

    // Following again says why nothing came, and how to open them; the bot tries them from now on.
    const again = said(await follow("DJ Nova"));
    expect(again).toContain("your direct messages are closed");
    expect(again).toContain("Privacy Settings");
    expect(said(await follow("DJ Nova"))).not.toContain("your direct messages are closed");
  });

  it("drops the follows of a member who left the server, and tells nobody in a server that turned follows off", async () => {
    let ahead = 0;
    const bot = await world.startBot({}, undefined, () => Date.now() + ahead);
    await follow("DJ Nova");
    await follow("Маша Эфир", { userId: OTHER_USER });
    world.discord.members.leave(GUILD_ID, USER_ID);

    world.panel.station.setLiveDj("DJ Nova");
    expect(await readAndTell(bot)).toMatchObject({ sent: 0, dropped: 1 });
    expect(world.discord.directMessagesTo(USER_ID)).toEqual([]);
    // Back in the server, they follow no one: their follows went when they left.
    world.discord.members.join(GUILD_ID, USER_ID);
    expect(said(await command("follow", "list"))).toContain("You follow no DJ here yet");

    // Moderators turn follows off: /follow is refused, and a followed DJ going live tells no one.
    expect(said(await command("setup", "follow", [{ name: "enabled", type: 5, value: false }]))).toContain(
      "off",
    );
    expect(said(await follow("DJ Nova"))).toContain("Follows are turned off in this server");
    ahead = 11 * 60_000;
    world.panel.station.setLiveDj("Маша Эфир");
    expect(await readAndTell(bot)).toMatchObject({ sent: 0 });
    expect(world.discord.directMessagesTo(OTHER_USER)).toEqual([]);
  });

  it("reminds a follower 15 minutes before their DJ's next show in the schedule, once", async () => {
    const show = nextShowOf(DJ_MASHA);
    // The bot's clock: 14 minutes before the show, inside the 15-minute reminder's window.
    const ahead = show.start - 14 * 60_000 - Date.now();
    const bot = await world.startBot({}, undefined, () => Date.now() + ahead);
    const reply = said(await follow(DJ_MASHA, {}, [{ name: "remind", type: 3, value: "15m" }]));
    expect(reply).toContain("a reminder 15 minutes before each of their shows");

    expect(await readAndTell(bot)).toMatchObject({ sent: 1 });
    const [reminder] = world.discord.directMessagesTo(USER_ID);
    const embed = (reminder?.embeds as Embed[])[0];
    expect(embed?.title).toBe(`⏰ ${show.name}`);
    expect(embed?.description).toBe(
      `With **${DJ_MASHA}**, starts <t:${show.start / 1000}:R> (at <t:${show.start / 1000}:t>).`,
    );
    expect(buttons(reminder ?? {}).map((button) => button.label)).toEqual(["Listen", "Unfollow"]);

    // Read again (and again by another read of the schedule): the show is reminded once.
    expect(await readAndTell(bot)).toMatchObject({ sent: 0 });
    expect(world.discord.directMessagesTo(USER_ID)).toHaveLength(1);
  });

  it("does not remind a show the station removed from its schedule", async () => {
    const show = nextShowOf(DJ_MASHA);
    const ahead = show.start - 14 * 60_000 - Date.now();
    const bot = await world.startBot({}, undefined, () => Date.now() + ahead);
    await follow(DJ_MASHA, {}, [{ name: "remind", type: 3, value: "15m" }]);
    world.panel.station.editShow(show.id, { removed: true });

    expect(await readAndTell(bot)).toMatchObject({ sent: 0 });
    expect(world.discord.directMessagesTo(USER_ID)).toEqual([]);
  });
});

const DJ_MASHA = "Маша Эфир";

/** The next show of `dj` in the simulated station's schedule that starts more than an hour from now. */
function nextShowOf(dj: string): { id: number; name: string; start: number } {
  const now = Date.now();
  const id = world.panel.station.djs(world.panel.url).find((one) => one.name === dj)?.id;
  const next = world.panel.station
    .grid(now, now + 8 * 86_400_000)
    .filter((event) => event.dj === id && Number(event.start_ts) * 1000 > now + 3_600_000)
    .sort((a, b) => Number(a.start_ts) - Number(b.start_ts))[0];
  if (!next) throw new Error(`${dj} has no show in the simulated schedule`);
  return { id: Number(next.id), name: String(next.name), start: Number(next.start_ts) * 1000 };
}
