import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { autocomplete, callbackOf, clickButton, replyOf, runCommand } from "../fake-discord/interactions.js";
import { GUILD_ID } from "../fake-discord/server.js";
import { closedPort } from "../support/simulator.js";
import { createWorld, type World } from "./world.js";
import { VOICE_RUNS } from "./voice-world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

type Embed = {
  title?: string;
  description?: string;
  author?: { name: string };
  fields?: { name: string; value: string }[];
};
type Row = { components: { custom_id?: string; disabled?: boolean; url?: string; label?: string }[] };
const embedOf = (data: Record<string, unknown> | undefined) => (data?.embeds as Embed[] | undefined)?.[0];

describe("the real bot against a fake Discord", () => {
  it("logs in and registers its commands with their options and localizations, once", async () => {
    await world.startBot();
    const puts = world.discord.requests.filter((r) => r.method === "PUT" && r.path.endsWith("/commands"));
    expect(puts).toHaveLength(1);
    expect(puts[0]?.path).toMatch(/\/guilds\/\d+\/commands$/);
    const body = puts[0]?.body as {
      name: string;
      name_localizations: Record<string, string>;
      options?: { name: string }[];
    }[];
    // /radio is registered only where voice runs (Node 22.12 or newer).
    const radio = VOICE_RUNS ? [["radio", "радио"]] : [];
    const expected = [
      ["nowplaying", "сейчас"],
      ["listeners", "слушатели"],
      ["stats", "статистика"],
      ["history", "история"],
      ["listen", "слушать"],
      ["schedule", "расписание"],
      ["follow", "подписка"],
      ["unfollow", "отписаться"],
      ...radio,
      ["setup", "настройка"],
    ];
    expect(body.map((c) => [c.name, c.name_localizations.ru])).toEqual(expected);
    expect(body.find((c) => c.name === "history")?.options?.map((o) => o.name)).toEqual([
      "count",
      "jingles",
      "at",
      "search",
    ]);
    // Every language's names, and the fake Discord (which checks them as Discord does) kept them all.
    const languages = ["de", "es-419", "es-ES", "pl", "pt-BR", "ru", "uk"];
    for (const command of body) expect(Object.keys(command.name_localizations).sort()).toEqual(languages);
    expect(body.find((c) => c.name === "history")?.name_localizations).toMatchObject({
      uk: "історія",
      de: "verlauf",
      "es-ES": "historial",
      pl: "historia",
    });
    expect(world.discord.commands.get(GUILD_ID)?.map((c) => c.name_localizations)).toEqual(
      body.map((c) => c.name_localizations),
    );
    expect(world.discord.gateway.identifies).toBe(1);

    const [first] = world.discord.requests.filter((r) => r.path.endsWith("/commands") && r.method === "GET");
    expect(first?.query.get("with_localizations")).toBe("true");
    await world.startBot();
    expect(world.discord.requests.filter((r) => r.method === "PUT")).toHaveLength(1);
  });

  it("answers /schedule with the station's grid, shows set apart, in Discord timestamps", async () => {
    await world.startBot();
    const callback = await callbackOf(
      world.discord,
      runCommand(world.discord, "schedule", [{ name: "days", type: 4, value: 7 }]),
    );
    expect(callback.body.type).toBe(4);
    const text = embedOf(callback.body.data)?.description ?? "";
    expect(text).toMatch(/🎙️ .*\*\*Drive Time with DJ Nova\*\* · 🎧 DJ Nova/);
    expect(text).toMatch(/<t:\d+:f> – <t:\d+:t>/);
    expect(callback.body.data?.allowed_mentions).toEqual({ parse: [] });
    expect(world.panel.count("grid")).toBe(1);
  });

  it("sends /listeners with its chart as a PNG attachment in a multipart body, shown as the embed's image", async () => {
    await world.startBot();
    const id = runCommand(world.discord, "listeners", [{ name: "hours", type: 4, value: 6 }]);
    expect((await callbackOf(world.discord, id)).status).toBe(204);
    const reply = await replyOf(world.discord, id);
    expect(reply.files.map((f) => [f.filename, f.contentType])).toEqual([["listeners.png", "image/png"]]);
    expect(reply.files[0]?.data.subarray(1, 4).toString()).toBe("PNG");
    expect(embedOf(reply.data)).toMatchObject({ image: { url: "attachment://listeners.png" } });
  });

  it("answers /nowplaying with the track on the simulated station", async () => {
    await world.startBot();
    const station = world.panel.station;
    const [onAir] = station.history(world.panel.url);
    const callback = await callbackOf(world.discord, runCommand(world.discord, "nowplaying"));
    expect(callback.body.type).toBe(4);
    expect(embedOf(callback.body.data)?.title).toContain(String(onAir?.title));
    expect(callback.body.data?.allowed_mentions).toEqual({ parse: [] });
    expect(callback.status).toBe(204);
  });

  it("answers /listeners and /listen with the station's channels", async () => {
    await world.startBot();
    const listeners = await replyOf(world.discord, runCommand(world.discord, "listeners"));
    expect(embedOf(listeners.data)?.fields?.map((f) => f.name)).toEqual([
      "/stream · 128 kbps · MP3",
      "/stream-aac · 64 kbps · AAC",
      "/stream-opus · 96 kbps · OPUS",
    ]);
    const listen = await callbackOf(
      world.discord,
      runCommand(world.discord, "listen", [{ name: "channel", type: 3, value: "2" }]),
    );
    expect(embedOf(listen.body.data)?.fields?.[0]?.value).toContain("/stream-aac");
  });

  it("pages /history with its buttons", async () => {
    await world.startBot();
    const first = await callbackOf(
      world.discord,
      runCommand(world.discord, "history", [{ name: "count", type: 4, value: 5 }]),
    );
    const lines = embedOf(first.body.data)?.description?.split("\n");
    expect(lines).toHaveLength(5);
    const older = (first.body.data?.components as Row[])[0]?.components[1];
    expect(older?.disabled).toBe(false);
    const message = {
      id: world.discord.newId(),
      channel_id: "600000000000000001",
      type: 20,
      content: "",
      embeds: [],
      components: first.body.data?.components,
      author: { id: "900000000000000001", username: "RadioBot", discriminator: "0" },
      attachments: [],
      mentions: [],
      mention_roles: [],
      pinned: false,
      mention_everyone: false,
      tts: false,
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      flags: 0,
    };
    const page = await callbackOf(
      world.discord,
      clickButton(world.discord, String(older?.custom_id), message),
    );
    expect(page.body.type).toBe(7);
    const next = embedOf(page.body.data)?.description?.split("\n");
    expect(next).toHaveLength(5);
    expect(next).not.toEqual(lines);

    const stranger = await callbackOf(
      world.discord,
      clickButton(world.discord, String(older?.custom_id), message, { userId: "700000000000000009" }),
    );
    expect(stranger.body).toMatchObject({ type: 4, data: { flags: 64 } });
  });

  it("completes /listen's channel option", async () => {
    await world.startBot();
    const callback = await callbackOf(world.discord, autocomplete(world.discord, "listen", "channel", "aac"));
    expect(callback.body).toEqual({
      type: 8,
      data: { choices: [{ name: "/stream-aac · 64 kbps · AAC", value: "2" }] },
    });
  });

  it("replies in Russian to a Russian client", async () => {
    await world.startBot();
    const reply = await replyOf(world.discord, runCommand(world.discord, "listeners", [], { locale: "ru" }));
    expect(embedOf(reply.data)?.title).toBe("Слушатели");
  });

  it("defers within Discord's deadline when the panel is slow, then edits the reply", async () => {
    await world.startBot();
    world.panel.setLatency(4_000);
    const id = runCommand(world.discord, "nowplaying");
    const deferred = await callbackOf(world.discord, id);
    expect(deferred.body.type).toBe(5);
    expect(deferred.status).toBe(204);
    const edit = await world.discord.waitFor(
      (r) => r.method === "PATCH" && r.path.endsWith(`/token-${id}/messages/@original`),
    );
    expect(edit.status).toBe(200);
    expect(embedOf(edit.body as Record<string, unknown>)?.title).toBeTruthy();
  });

  it("answers a dead panel with a private error and leaves nothing public", async () => {
    await world.startBot({ PANEL_URL: `http://127.0.0.1:${String(await closedPort())}` });
    const id = runCommand(world.discord, "nowplaying");
    const answer = await world.discord.waitFor(
      (r) =>
        (r.path.startsWith(`/interactions/${id}/`) && (r.body as { type: number }).type === 4) ||
        (r.method === "POST" && r.path === `/webhooks/900000000000000001/token-${id}`),
    );
    const data = ((answer.body as { data?: unknown }).data ?? answer.body) as {
      flags: number;
      embeds: Embed[];
    };
    expect(data.flags & 64).toBe(64);
    // The announcer's first reads may already have opened the panel's circuit (the panel gate): either is plain.
    expect(data.embeds[0]?.description).toMatch(
      /could not be reached \(connection refused\)|failed several times in a row/,
    );
    const callback = await callbackOf(world.discord, id);
    if (callback.body.type === 5) {
      // Deferred publicly first: the public "thinking…" reply must have been deleted.
      const deleted = world.discord.requests.some(
        (r) => r.method === "DELETE" && r.path.endsWith(`/token-${id}/messages/@original`),
      );
      expect(deleted).toBe(true);
    } else {
      expect(callback.body.data?.flags).toBe(64);
    }
  });
});
