import { DiscordAPIError, type REST } from "discord.js";
import { describe, expect, it } from "vitest";
import { classifyDirectFailure, createDirectMessageSender } from "../../src/discord/direct-message-sender.js";

const apiError = (code: number, status: number): DiscordAPIError =>
  new DiscordAPIError({ code, message: `error ${code}` }, code, status, "POST", "/channels/9/messages", {});

interface Call {
  readonly route: string;
  readonly body: Record<string, unknown>;
}

/** A REST client that opens DM channel `dm-<user>` and answers posts with `answer`. */
function fakeRest(answer: () => unknown = () => ({ id: "m1" })): { rest: REST; calls: Call[] } {
  const calls: Call[] = [];
  const rest = {
    post: async (route: string, options: { body: Record<string, unknown> }) => {
      calls.push({ route, body: options.body });
      if (route === "/users/@me/channels") return { id: `dm-${String(options.body.recipient_id)}`, type: 1 };
      const outcome = answer();
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  } as unknown as REST;
  return { rest, calls };
}

const message = { content: "🎵 A — B", embeds: [], components: [], mentionRoles: ["5"] };

describe("the direct message sender", () => {
  it("opens the DM channel once per user and posts with the nonce enforced and no mention at all", async () => {
    const { rest, calls } = fakeRest();
    const sender = createDirectMessageSender(rest);
    expect(await sender.send("7", message, "n1")).toEqual({ ok: true, messageId: "m1" });
    await sender.send("7", message, "n2");
    expect(calls.map((call) => call.route)).toEqual([
      "/users/@me/channels",
      "/channels/dm-7/messages",
      "/channels/dm-7/messages",
    ]);
    expect(calls[0]?.body).toEqual({ recipient_id: "7" });
    expect(calls[1]?.body).toMatchObject({
      nonce: "n1",
      enforce_nonce: true,
      allowed_mentions: { parse: [] },
    });
    expect(calls[1]?.body.allowed_mentions).not.toHaveProperty("roles");
  });

  it("forgets the least recently used user's channel beyond its size", async () => {
    const { rest, calls } = fakeRest();
    const sender = createDirectMessageSender(rest, 2);
    await sender.send("1", message, "a");
    await sender.send("2", message, "b");
    await sender.send("1", message, "c");
    await sender.send("3", message, "d");
    calls.length = 0;
    await sender.send("1", message, "e");
    await sender.send("2", message, "f");
    expect(calls.filter((call) => call.route === "/users/@me/channels").map((call) => call.body)).toEqual([
      { recipient_id: "2" },
    ]);
  });

  it("forgets a user's channel when Discord answers 404 for it, and opens it again next time", async () => {
    let answers = [apiError(10003, 404) as unknown, { id: "m2" }];
    const { rest, calls } = fakeRest(() => {
      const [next, ...rest] = answers;
      answers = rest;
      return next;
    });
    const sender = createDirectMessageSender(rest);
    expect(await sender.send("7", message, "a")).toMatchObject({ ok: false, failure: "permanent" });
    expect(await sender.send("7", message, "b")).toEqual({ ok: true, messageId: "m2" });
    expect(calls.filter((call) => call.route === "/users/@me/channels")).toHaveLength(2);
  });

  it("says closed on 50007, permanent on other 4xx, transient on 5xx, 429 and network errors", async () => {
    const sender = createDirectMessageSender(fakeRest(() => apiError(50007, 403)).rest);
    expect(await sender.send("7", message, "n")).toMatchObject({ ok: false, failure: "closed" });
    expect(classifyDirectFailure(apiError(50035, 400))).toMatchObject({ failure: "permanent" });
    expect(classifyDirectFailure(apiError(10013, 404))).toMatchObject({ failure: "permanent" });
    expect(classifyDirectFailure(apiError(0, 500))).toMatchObject({ failure: "transient" });
    expect(classifyDirectFailure(apiError(0, 429))).toMatchObject({ failure: "transient" });
    expect(classifyDirectFailure(new Error("socket hang up"))).toMatchObject({ failure: "transient" });
  });
});
