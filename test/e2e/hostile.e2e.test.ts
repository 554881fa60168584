import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { autocomplete, callbackOf, replyOf, runCommand } from "../fake-discord/interactions.js";
import { createWorld, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

describe("hostile panel strings, end to end", () => {
  it("never produce a request Discord rejects, and nothing the bot sends can mention anyone", async () => {
    const bot = await world.startBot({ ANNOUNCE_TRACKS: "post" });
    await bot.announcer?.runNow();
    world.panel.setFault({ kind: "hostile" });
    world.panel.station.setLiveDj("DJ Nova");
    await bot.announcer?.runNow();

    const commands: [string, { name: string; type: number; value: unknown }[]][] = [
      ["nowplaying", []],
      ["listeners", []],
      [
        "history",
        [
          { name: "count", type: 4, value: 25 },
          { name: "jingles", type: 5, value: true },
        ],
      ],
      ["listen", []],
      ["listen", [{ name: "channel", type: 3, value: "1" }]],
    ];
    for (const [name, options] of commands) {
      for (const locale of ["en-US", "ru"]) {
        const id = runCommand(world.discord, name, options, { locale });
        const callback = await callbackOf(world.discord, id);
        expect(callback.status, `${name} ${locale}`).toBe(204);
        // A first chart starts the chart process, which can take long enough for the bot to defer, then edit.
        expect([4, 5]).toContain(callback.body.type);
        expect(await replyOf(world.discord, id)).toMatchObject({ data: { embeds: expect.any(Array) } });
      }
    }
    const choices = await callbackOf(world.discord, autocomplete(world.discord, "listen", "channel", ""));
    expect(choices.status).toBe(204);

    const sent = world.discord.requests.filter(
      (r) => r.method !== "GET" && r.body !== undefined && !r.path.endsWith("/commands"),
    );
    expect(sent.length).toBeGreaterThan(10);
    expect(world.discord.requests.filter((r) => r.status >= 400)).toEqual([]);
    for (const request of sent) {
      const body = request.body as {
        type?: number;
        data?: { allowed_mentions?: unknown };
        allowed_mentions?: unknown;
      };
      if (body.type === 8) continue;
      const mentions = body.data?.allowed_mentions ?? body.allowed_mentions;
      expect(mentions, request.path).toEqual({ parse: [] });
      expect(JSON.stringify(body)).not.toMatch(/@everyone|@here|<@&?\d|<#\d/);
    }
  });
});
