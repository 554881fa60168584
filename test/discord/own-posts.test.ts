import { DiscordAPIError, type REST } from "discord.js";
import { describe, expect, it } from "vitest";
import { readOwnPosts, snowflakeAt, timeOfSnowflake } from "../../src/discord/own-posts.js";

const T = Date.UTC(2026, 10, 30, 9);
const id = (ms: number, n = 0) => String(BigInt(snowflakeAt(ms)) | BigInt(n));
const message = (fields: Record<string, unknown>) => ({
  type: 0,
  author: { id: "9" },
  content: "",
  embeds: [],
  ...fields,
});

function restListing(listed: unknown, seen: { query?: URLSearchParams }[] = []): REST {
  return {
    get: async (_route: string, options: { query: URLSearchParams }) => {
      seen.push({ query: options.query });
      if (listed instanceof Error) throw listed;
      return listed;
    },
  } as unknown as REST;
}

const source = { selfId: () => "9", canReadHistory: () => true };

describe("readOwnPosts", () => {
  it("lists only the bot's own plain posts since the time asked, oldest first, by their words", async () => {
    const seen: { query?: URLSearchParams }[] = [];
    const rest = restListing(
      [
        message({ id: id(T + 2_000), content: "second" }),
        message({ id: id(T + 1_000, 1), embeds: [{ title: "📊 Radio", description: "d", color: 1 }] }),
        message({ id: id(T + 1_500), author: { id: "7" }, content: "a listener" }),
        message({ id: id(T + 1_600), type: 20, content: "a /stats reply" }),
        message({ id: id(T + 1_700), webhook_id: "5", content: "a webhook" }),
        message({ id: id(T - 1_000), content: "before" }),
        { id: "not a snowflake", type: 0, author: { id: "9" } },
      ],
      seen,
    );
    const outcome = await readOwnPosts(rest, source, "1", T);
    expect(seen[0]?.query?.get("after")).toBe(snowflakeAt(T));
    expect(outcome).toEqual({
      ok: true,
      posts: [
        {
          id: id(T + 1_000, 1),
          at: T + 1_000,
          content: "",
          embeds: [{ title: "📊 Radio", description: "d" }],
        },
        { id: id(T + 2_000), at: T + 2_000, content: "second", embeds: [] },
      ],
    });
    expect(timeOfSnowflake(id(T, 5))).toBe(T);
  });

  it("reads on past a full page (a busy channel), five pages at most", async () => {
    const pages: string[] = [];
    const rest = {
      get: async (_route: string, options: { query: URLSearchParams }) => {
        const after = options.query.get("after") ?? "";
        pages.push(after);
        const start = pages.length * 1_000;
        // A full page of others' messages, newest first; the bot's post is on the third page.
        return Array.from({ length: 100 }, (_, i) =>
          message({ id: id(T + start + 99 - i), author: { id: pages.length === 3 && i === 0 ? "9" : "7" } }),
        );
      },
    } as unknown as REST;
    const outcome = await readOwnPosts(rest, source, "1", T);
    expect(pages).toHaveLength(5);
    expect(pages[1]).toBe(id(T + 1_099));
    expect(outcome.ok && outcome.posts.map((post) => post.at)).toEqual([T + 3_099]);
  });

  it("says it cannot know where the bot may not read the history, rather than take Discord's empty list for nothing posted", async () => {
    const blind = await readOwnPosts(restListing([]), { ...source, canReadHistory: () => false }, "1", T);
    expect(blind).toMatchObject({ ok: false, failure: "unreadable" });
    const refused = new DiscordAPIError(
      { code: 50001, message: "Missing Access" },
      50001,
      403,
      "GET",
      "/channels/1/messages",
      {},
    );
    expect(await readOwnPosts(restListing(refused), source, "1", T)).toMatchObject({ failure: "unreadable" });
    expect(await readOwnPosts(restListing(new Error("socket hang up")), source, "1", T)).toMatchObject({
      failure: "transient",
    });
  });
});
