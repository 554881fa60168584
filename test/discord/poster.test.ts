import type { RateLimitData, REST } from "discord.js";
import { describe, expect, it } from "vitest";
import {
  createDiscordPoster,
  MAX_POST_RATE_LIMIT_WAIT_MS,
  rejectLongPostLimits,
} from "../../src/discord/poster.js";

const limit = (route: string, retryAfter: number): RateLimitData => ({
  global: false,
  hash: `Global(POST:${route})`,
  limit: 5,
  majorParameter: "610000000000000001",
  method: "POST",
  retryAfter,
  route,
  scope: "user",
  sublimitTimeout: 0,
  timeToReset: retryAfter,
  url: `http://127.0.0.1/api/v10${route}`,
});

describe("rejectLongPostLimits", () => {
  it("fails a post or an edit in a channel at once when its limit lasts longer than the announcer waits", () => {
    const long = MAX_POST_RATE_LIMIT_WAIT_MS + 1;
    expect(rejectLongPostLimits(limit("/channels/:id/messages", long))).toBe(true);
    expect(rejectLongPostLimits(limit("/channels/:id/messages/:id", long))).toBe(true);
  });

  it("waits out a short limit of a channel, and any limit of everything else (command replies, events)", () => {
    expect(rejectLongPostLimits(limit("/channels/:id/messages", MAX_POST_RATE_LIMIT_WAIT_MS))).toBe(false);
    expect(rejectLongPostLimits(limit("/webhooks/:id/:token/messages/@original", 60_000))).toBe(false);
    expect(rejectLongPostLimits(limit("/interactions/:id/:token/callback", 60_000))).toBe(false);
    expect(rejectLongPostLimits(limit("/guilds/:id/scheduled-events", 60_000))).toBe(false);
  });
});

describe("the poster's edit", () => {
  const patched: Record<string, unknown>[] = [];
  const rest = {
    patch: async (_route: string, options: { body: Record<string, unknown> }) => {
      patched.push(options.body);
      return { id: "m1" };
    },
  } as unknown as REST;
  const poster = createDiscordPoster(rest, {
    nameOf: () => undefined,
    selfId: () => "1",
    canReadHistory: () => true,
  });

  it("replaces both content and embeds: a one-line message edited into an embed loses its line, and back", async () => {
    patched.length = 0;
    await poster.edit("c1", "m1", { embeds: [{ title: "🎵" }], components: [] });
    await poster.edit("c1", "m1", { content: "🎵 A — B", embeds: [], components: [] });
    expect(patched.map((body) => [body.content, body.embeds])).toEqual([
      ["", [{ title: "🎵" }]],
      ["🎵 A — B", []],
    ]);
  });
});
