import { afterEach, describe, expect, it } from "vitest";
import { READ_ONLY_CHANNEL, ROLES } from "../fake-discord/guilds.js";
import { replyOf, runSubcommand } from "../fake-discord/interactions.js";
import { ANNOUNCE_CHANNELS, createWorld, type World } from "./world.js";

let world: World;
afterEach(async () => {
  await world.close();
});

const [ON_AIR] = ANNOUNCE_CHANNELS.map((c) => c.id) as [string];

/** Runs `/setup <sub>` and returns the reply's embed text as people see it, and how it was sent. */
async function setup(
  sub: string,
  options: { name: string; type: number; value: unknown }[] = [],
  locale = "en-US",
) {
  const id = runSubcommand(world.discord, "setup", sub, options, { locale });
  const reply = await replyOf(world.discord, id);
  const callback = world.discord.requests.find((r) => r.path.startsWith(`/interactions/${id}/`));
  const data = reply.data as { embeds?: { title?: string; description?: string }[] } | undefined;
  return {
    text: data?.embeds?.[0]?.description ?? "",
    callback: callback?.body as { type: number; data?: { flags?: number } },
  };
}

/** The report's lines that start with a mark. */
const marked = (text: string, mark: string) => text.split("\n").filter((line) => line.startsWith(mark));

describe("/setup check against the fake Discord and the simulated station", () => {
  it("reports a healthy station and server with ✅ only, privately", async () => {
    world = await createWorld();
    await world.startBot({ ANNOUNCE_CHANNEL_IDS: ON_AIR, SCHEDULE_EVENTS: "true" });
    await setup("ping", [{ name: "role", type: 8, value: ROLES.mentionable }]);
    const { text, callback } = await setup("check");
    // A reply sent at once is private; a slow one was deferred privately and then edited in.
    expect(callback.data?.flags).toBe(64);
    expect(text).toContain("Everything works.");
    expect(marked(text, "⚠️")).toEqual([]);
    expect(marked(text, "❌")).toEqual([]);
    expect(text).toContain("✅ /stream: MP3, as the panel says.");
    expect(text).toContain("✅ /stream-aac: AAC, as the panel says.");
    expect(text).toContain("✅ /stream-opus: Ogg/Opus, as the panel says.");
    expect(text).toContain(`✅ <#${ON_AIR}>: the bot can view, post, embed links and attach files.`);
    expect(text).toContain(`✅ The bot can ping <@&${ROLES.mentionable}>.`);
    expect(text).toContain("✅ The bot may keep the server's scheduled events.");
    expect(text).toMatch(/✅ The panel answers in \d+ ms; no API key needed\./);
  }, 30_000);

  it("says which channel the bot cannot post in and which role it cannot mention, with what to do", async () => {
    world = await createWorld();
    await world.startBot({ ANNOUNCE_CHANNEL_IDS: `${ON_AIR},${READ_ONLY_CHANNEL.id}` });
    await setup("ping", [{ name: "role", type: 8, value: ROLES.quiet }]);
    const { text } = await setup("check");
    expect(text).toContain(
      `❌ <#${READ_ONLY_CHANNEL.id}>: the bot is missing Send Messages.\n` +
        "-# ↳ Channel settings → Permissions → the bot's role: allow Send Messages.",
    );
    expect(text).toContain(`✅ <#${ON_AIR}>: the bot can view`);
    expect(text).toContain(`❌ The bot cannot mention <@&${ROLES.quiet}>.\n-# ↳ Server Settings → Roles`);
    expect(text).toContain("2 problems");
  }, 30_000);

  it("shows a dead panel as one ❌ and the checks that need it as skipped, in Russian", async () => {
    world = await createWorld();
    await world.startBot();
    world.panel.setFault({ kind: "reset" });
    const { text } = await setup("check", [], "ru");
    expect(text).toContain("❌ Панель недоступна.\n-# ↳ Проверьте адрес панели");
    expect(text).toContain("⚠️ Станция: не проверено, панель не ответила.");
    expect(text).toContain("⚠️ Потоки: не проверено, панель не ответила.");
    expect(marked(text, "❌")).toHaveLength(1);
  }, 30_000);

  it("tells a wrong API key from a dead panel", async () => {
    world = await createWorld({}, { apiKey: "the-right-key" });
    await world.startBot({ PANEL_API_KEY: "a-wrong-key" });
    const { text } = await setup("check");
    expect(text).toContain("❌ The panel refused the API key (HTTP 403).\n-# ↳ Copy the API key again");
    expect(text).not.toContain("a-wrong-key");
    expect(text).toContain("⚠️ Streams: not checked, the panel did not answer.");
  }, 30_000);

  it("fails a stream that serves a web page instead of audio", async () => {
    world = await createWorld();
    await world.startBot({ ANNOUNCE_CHANNEL_IDS: ON_AIR });
    world.panel.streams.servePage(true);
    const { text } = await setup("check");
    expect(text).toContain(
      "❌ /stream: serves a web page (HTML), not audio.\n-# ↳ Check the channel's stream address in the panel",
    );
    expect(marked(text, "❌")).toHaveLength(3);
    expect(text).toContain("✅ The station is on air.");
  }, 30_000);

  it("defers privately when the panel is slow, then edits the report into the private reply", async () => {
    world = await createWorld();
    await world.startBot({ ANNOUNCE_CHANNEL_IDS: ON_AIR });
    world.panel.setLatency(1_700);
    const id = runSubcommand(world.discord, "setup", "check", []);
    const { text, callback } = await deferredReply(id);
    expect(callback).toEqual({ type: 5, data: { flags: 64 } });
    expect(text).toMatch(/✅ The panel answers in \d{1,3}(,\d{3})* ms/);
    const paths = world.discord.requests.map((r) => `${r.method} ${r.path}`);
    // No public "thinking…" removed and no follow-up: the private deferral is edited.
    expect(paths.filter((p) => p.includes(`token-${id}`))).toEqual([
      `POST /interactions/${id}/token-${id}/callback`,
      `PATCH /webhooks/900000000000000001/token-${id}/messages/@original`,
    ]);
  }, 30_000);
});

/** The callback and the edited-in reply of an interaction. */
async function deferredReply(id: string) {
  const reply = await replyOf(world.discord, id);
  const callback = world.discord.requests.find((r) => r.path.startsWith(`/interactions/${id}/`));
  const data = reply.data as { embeds?: { description?: string }[] } | undefined;
  return { text: data?.embeds?.[0]?.description ?? "", callback: callback?.body };
}
