import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { callbackOf, clickButton, runSubcommand, type Actor } from "../fake-discord/interactions.js";
import type { DiscordRequest } from "../fake-discord/server.js";
import { startTestPostgres } from "../support/test-postgres.js";
import { ANNOUNCE_CHANNELS, createWorld, memoryLog, type World } from "./world.js";

const postgres = await startTestPostgres();
const pg = "skipped" in postgres ? null : postgres;
afterAll(async () => {
  await pg?.stop();
});

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

const [POSTS, EDITED] = ANNOUNCE_CHANNELS.map((c) => c.id) as [string, string];
const OTHER_MODERATOR = "700000000000000009";
type Option = { name: string; type: number; value: unknown };
type Data = {
  flags?: number;
  content?: string;
  embeds?: { title?: string; description?: string; fields?: { name: string; value: string }[] }[];
  components?: { components: { custom_id?: string; label?: string }[] }[];
};
type Body = { content?: string; embeds: { description?: string; title?: string }[] };

const setup = async (sub: string, options: Option[] = [], actor: Actor = {}) => {
  const callback = await callbackOf(
    world.discord,
    runSubcommand(world.discord, "setup", sub, options, actor),
  );
  return callback.body.data as Data;
};
const str = (name: string, value: string): Option => ({ name, type: 3, value });
const bool = (name: string, value: boolean): Option => ({ name, type: 5, value });
const messageOptions = (trigger: string, text: string) => [str("trigger", trigger), str("text", text)];
const saveIdOf = (preview: Data) =>
  preview.components?.flatMap((row) => row.components).find((b) => b.custom_id?.startsWith("setup:"))
    ?.custom_id;
const click = async (preview: Data, actor: Actor = {}) => {
  const customId = String(saveIdOf(preview));
  const message = { id: world.discord.newId(), channel_id: "600000000000000001", ...preview };
  return (await callbackOf(world.discord, clickButton(world.discord, customId, message, actor))).body;
};
/** `/setup message`, previewed, then saved by the moderator who asked. */
const saveTemplate = async (trigger: string, text: string) => {
  const preview = await setup("message", messageOptions(trigger, text));
  expect(preview.flags).toBe(64);
  const saved = await click(preview);
  expect(JSON.stringify(saved.data)).toContain("Saved");
};
const sent = (channelId: string, method: "POST" | "PATCH") =>
  world.discord.requests.filter(
    (r) => r.method === method && r.path.startsWith(`/channels/${channelId}/messages`) && r.status === 200,
  );
const text = (r: DiscordRequest | undefined) => {
  const body = r?.body as Body | undefined;
  return [
    body?.content ?? "",
    ...(body?.embeds ?? []).map((e) => `${e.title ?? ""}|${e.description ?? ""}`),
  ].join("\n");
};
/** Starts the next song (never a jingle, which is not announced). */
const nextSong = () => {
  do world.panel.station.skip();
  while (world.panel.station.history(world.panel.url)[0]?.jingle_id !== null);
};
/** Whether one of the messages sent in a channel says `said`. */
const saidIn = (channelId: string, said: string, method: "POST" | "PATCH" = "POST") =>
  sent(channelId, method).some((r) => text(r).includes(said));
/** The audience the panel shows now: what `{listeners}` must say. */
const audience = async () => {
  const channels = (await (await fetch(`${world.panel.url}/api/v2/channels/`)).json()) as {
    state: number;
    listeners_current: number;
  }[];
  return channels.filter((c) => c.state === 2).reduce((sum, c) => sum + c.listeners_current, 0);
};

const STORES: [string, () => Promise<NodeJS.ProcessEnv> | null][] = [
  ["SQLite", () => Promise.resolve({})],
  ["PostgreSQL", () => (pg ? pg.freshSchemaUrl().then((url) => ({ DATABASE_URL: url })) : null)],
];

describe.each(STORES)("templates and style with the real bot on %s", (store, storeEnv) => {
  const skipped = storeEnv() === null;
  const start = async (env: NodeJS.ProcessEnv, log = memoryLog()) => {
    const bot = await world.startBot({ ANNOUNCE_CHANNEL_IDS: "", ...env }, log);
    const run = async () => void (await bot.announcer?.runNow());
    await run();
    return { bot, run };
  };

  it.skipIf(skipped)(
    `posts each trigger in the moderator's words (post and edit feeds), and keeps them across a restart (${store})`,
    async () => {
      const env = (await storeEnv()) ?? {};
      const first = await start(env);
      await setup("announce", [{ name: "channel", type: 7, value: POSTS }, str("tracks", "post")]);
      await setup("announce", [{ name: "channel", type: 7, value: EDITED }, str("tracks", "edit")]);
      await setup("status", [bool("enabled", true)]);
      await saveTemplate("live", "**{dj}** on {station}: {listeners} listening");
      await saveTemplate("handover", "{previous_dj} passes to {dj}");
      await saveTemplate("automatic", "Thanks {previous_dj}! {dj} takes it");
      await saveTemplate("track", "🎵 Now: {title}");
      await saveTemplate("off-air", "{station} went quiet");
      await saveTemplate("on-air", "{station} is back");
      await first.bot.stop();

      const { run } = await start(env);
      world.panel.station.setLiveDj("DJ Nova");
      const listeners = await audience();
      await run();
      expect(saidIn(POSTS, `**DJ Nova** on Radio Demo: ${listeners} listening`)).toBe(true);
      expect(saidIn(EDITED, "**DJ Nova** on Radio Demo")).toBe(true);

      nextSong();
      await run();
      const title = String(world.panel.station.history(world.panel.url)[0]?.title);
      expect(text(sent(POSTS, "POST").at(-1))).toContain("🎵 Now: ");
      nextSong();
      await run();
      const second = String(world.panel.station.history(world.panel.url)[0]?.title);
      expect(second).not.toBe(title);
      // The edit feed: the first track was posted, the next edited into it, both in the moderator's words.
      expect(text(sent(EDITED, "PATCH").at(-1))).toContain("🎵 Now: ");

      world.panel.station.setLiveDj("Маша Эфир");
      await run();
      expect(saidIn(POSTS, "DJ Nova passes to Маша Эфир")).toBe(true);

      world.panel.station.setLiveDj(null);
      await run();
      await run();
      expect(saidIn(POSTS, "Thanks Маша Эфир! AutoDJ takes it")).toBe(true);

      for (const index of [0, 1, 2] as const) world.panel.station.setChannelState(index, 0);
      await run();
      await run();
      expect(saidIn(POSTS, "Radio Demo went quiet")).toBe(true);
      for (const index of [0, 1, 2] as const) world.panel.station.setChannelState(index, 2);
      await run();
      expect(saidIn(POSTS, "Radio Demo is back")).toBe(true);
    },
  );

  it.skipIf(skipped)(
    `posts in one line after /setup style compact, edits the edit feed's embed into it, and keeps it across a restart (${store})`,
    async () => {
      const env = (await storeEnv()) ?? {};
      const first = await start(env);
      await setup("announce", [{ name: "channel", type: 7, value: POSTS }, str("tracks", "post")]);
      await setup("announce", [{ name: "channel", type: 7, value: EDITED }, str("tracks", "edit")]);
      await first.run();
      nextSong();
      await first.run();
      const embedded = sent(EDITED, "POST").at(-1)?.body as Body;
      expect(embedded.embeds).toHaveLength(1);

      const styled = await setup("style", [
        str("layout", "compact"),
        str("color", "#1e90ff"),
        bool("cover", false),
      ]);
      expect(styled.flags).toBe(64);
      expect(styled.embeds?.[0]?.description).toContain("Saved");
      // The preview below: a track announcement in one line, no embed of its own.
      expect(styled.content).toMatch(/\S/);
      expect(styled.embeds).toHaveLength(1);
      await first.bot.stop();

      const { run } = await start(env);
      nextSong();
      await run();
      const posted = sent(POSTS, "POST").at(-1)?.body as Body;
      expect(posted.embeds).toEqual([]);
      expect(posted.content).toContain(String(world.panel.station.history(world.panel.url)[0]?.author));
      const edited = sent(EDITED, "PATCH").at(-1)?.body as Body;
      expect(edited.embeds).toEqual([]);
      expect(edited.content).toBe(posted.content);
      // What the edit left in the channel: the line, and no embed from before.
      expect([...(world.discord.channelMessages.get(EDITED)?.values() ?? [])]).toMatchObject([
        { embeds: [], content: posted.content },
      ]);

      await setup("style", [str("layout", "embed")]);
      nextSong();
      await run();
      const back = sent(EDITED, "PATCH").at(-1)?.body as Body;
      expect(back.content).toBe("");
      expect([...(world.discord.channelMessages.get(EDITED)?.values() ?? [])]).toMatchObject([
        { content: "" },
      ]);
      expect(back.embeds[0]).toMatchObject({ color: 0x1e90ff });
      expect(back.embeds[0]).not.toHaveProperty("thumbnail");
    },
  );
});

describe("/setup message and /setup style refuse, preview, save, reset and show (SQLite)", () => {
  const start = async () => {
    const bot = await world.startBot({ ANNOUNCE_CHANNEL_IDS: "" });
    await setup("announce", [{ name: "channel", type: 7, value: POSTS }, str("tracks", "post")]);
    const run = async () => void (await bot.announcer?.runNow());
    await run();
    return run;
  };

  it("refuses an unknown placeholder, an empty and an over-long template, saying what is allowed", async () => {
    await start();
    const unknown = await setup("message", messageOptions("live", "{dj} with {mood} and {mood}"));
    expect(unknown.flags).toBe(64);
    expect(unknown.embeds?.[0]?.description).toContain("{mood}");
    expect(unknown.embeds?.[0]?.description).toContain("{dj}");
    expect(saveIdOf(unknown)).toBeUndefined();
    const empty = await setup("message", messageOptions("live", "   "));
    expect(empty.embeds?.[0]?.description).toContain("empty");
    const long = await setup("message", messageOptions("track", "x".repeat(1_001)));
    expect(long.embeds?.[0]?.description).toContain("1,001");
    const noText = await setup("message", [str("trigger", "track")]);
    expect(noText.embeds?.[0]?.description).toContain("empty");
    expect(JSON.stringify((await setup("show")).embeds?.[1])).toContain("none: the bot's own wording");
  });

  it("previews with what is on air, refuses another moderator's Save, saves on its own, resets and lists", async () => {
    const run = await start();
    world.panel.station.setLiveDj("DJ Nova");
    await run();
    const preview = await setup("message", messageOptions("live", "📣 {dj} @everyone <@&1> **live**"));
    expect(preview.flags).toBe(64);
    // The message as it would be posted (with the DJ on air now), after a hint that nothing is saved yet.
    expect(preview.embeds?.[0]?.description).toContain("Nothing is saved until you press Save");
    expect(preview.embeds?.[1]?.description).toContain("📣 DJ Nova");
    expect(String(saveIdOf(preview)).length).toBeLessThanOrEqual(100);

    const refused = await click(preview, { userId: OTHER_MODERATOR });
    expect(JSON.stringify(refused.data)).toContain("Only the moderator who ran /setup message can save it");
    world.panel.station.setLiveDj("Маша Эфир");
    await run();
    expect(saidIn(POSTS, "📣")).toBe(false);

    expect(JSON.stringify((await click(preview)).data)).toContain("Saved");
    expect(JSON.stringify((await click(preview)).data)).toContain("expired or was already used");
    world.panel.station.setLiveDj(null);
    await run();
    await run();
    world.panel.station.setLiveDj("DJ Nova");
    await run();
    const live = sent(POSTS, "POST").find((r) => text(r).includes("📣 DJ Nova"));
    // The moderator's @everyone and role mention never ping: nothing but the ping role is ever allowed.
    expect((live?.body as { allowed_mentions: unknown }).allowed_mentions).toEqual({ parse: [] });

    const shown = await setup("show");
    const listed = JSON.stringify(shown.embeds?.[1]);
    expect(listed).toContain("DJ live");
    // Shown as written, escaped: no live mention, no markdown.
    expect(listed).toContain("@\u200beveryone");
    expect(listed).toContain("\\\\*\\\\*live\\\\*\\\\*");

    const reset = await setup("message", [str("trigger", "live"), bool("reset", true)]);
    expect(reset.embeds?.[0]?.description).toContain("back to the bot's own wording");
    expect(JSON.stringify((await setup("show")).embeds?.[1])).toContain("none: the bot's own wording");
    world.panel.station.setLiveDj("Маша Эфир");
    await run();
    expect(text(sent(POSTS, "POST").find((r) => text(r).includes("Маша Эфир")))).toContain(
      "🔁 Маша Эфир takes over from DJ Nova",
    );
  });

  it("saves a style at once, keeps what is not given, refuses a colour it cannot read, and shows it", async () => {
    await start();
    const none = await setup("style");
    expect(none.embeds?.[0]?.description).toContain("Give at least one of");
    const bad = await setup("style", [str("color", "blue`")]);
    expect(bad.embeds?.[0]?.description).toContain("is not a colour");
    await setup("style", [str("layout", "both"), str("color", "#fff")]);
    const styled = await setup("style", [bool("timestamp", false)]);
    // Both: the line, and the embed in the new colour.
    expect(styled.content).toMatch(/\S/);
    expect((styled.embeds?.[1] as { color?: number } | undefined)?.color).toBe(0xffffff);
    const shown = JSON.stringify((await setup("show")).embeds?.[1]);
    expect(shown).toContain("one line and the embed · colour #ffffff · cover shown · no time");
  });
});
