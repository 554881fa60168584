import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { NONCE_TRUST_MS } from "../../src/announcer/already-posted.js";
import { createOutboxDelivery } from "../../src/announcer/outbox-delivery.js";
import { type Logger, silentLogger } from "../../src/log.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import type { NewDelivery } from "../../src/store/store.js";
import { fakePoster } from "../support/fake-poster.js";

const folders: string[] = [];
const stores: AsyncBotStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const T0 = Date.UTC(2026, 10, 30, 18);
const CHANNEL = "700";
const line = (content: string): ReplyMessage => ({ content, embeds: [], components: [] });
const post = (eventId: string, content: string): NewDelivery => ({
  channelId: CHANNEL,
  eventId,
  mode: "post",
  message: line(content),
});

async function queued(deliveries: readonly NewDelivery[]): Promise<AsyncBotStore> {
  const folder = mkdtempSync(join(tmpdir(), "radio-bot-outbox-look-"));
  folders.push(folder);
  const store = asyncStore(openSqliteStore(folder, "wasm"));
  stores.push(store);
  await store.commitStep({ state: "s", outbox: "s" }, () => ({ state: {}, deliveries }), T0);
  return store;
}

describe("an outbox delivery a crash left sent but not marked done", () => {
  it("is found in the channel after a restart past Discord's nonce memory: each post once, in order, even two alike", async () => {
    let now = T0 - 86_400_000;
    const fake = fakePoster(() => now);
    // Yesterday's post with the same words is not today's.
    await fake.poster.post(CHANNEL, line("🎙 DJ Nova is on air"), "yesterday");
    now = T0;
    const store = await queued([
      post("live:1", "🎙 DJ Nova is on air"),
      post("live:2", "🎙 DJ Nova is on air"),
      post("track:1", "🎵 A — B"),
    ]);
    // Discord takes the first post, and the process dies before its answer comes (the answer is lost).
    fake.loseAnswers(1);
    const deps = { store, poster: fake.poster, log: silentLogger };
    expect(await createOutboxDelivery(deps, "s").deliver(now)).toEqual({ delivered: 0, retryLater: 3 });
    now = T0 + 10 * 60_000;
    expect(await createOutboxDelivery(deps, "s").deliver(now)).toEqual({ delivered: 3, retryLater: 0 });
    expect(fake.posted.map((p) => [p.message.content, p.nonce])).toEqual([
      ["🎙 DJ Nova is on air", "yesterday"],
      ["🎙 DJ Nova is on air", expect.any(String)],
      ["🎙 DJ Nova is on air", expect.any(String)],
      ["🎵 A — B", expect.any(String)],
    ]);
    expect(await store.pending("s")).toEqual([]);
  });

  it("does not look while Discord's nonce still guards the post (queued under a minute ago)", async () => {
    const fake = fakePoster(() => T0);
    const looks: string[] = [];
    const poster = {
      ...fake.poster,
      ownPosts: (id: string, since: number) => {
        looks.push(id);
        return fake.poster.ownPosts(id, since);
      },
    };
    const store = await queued([post("live:1", "🎙 DJ Nova is on air")]);
    await createOutboxDelivery({ store, poster, log: silentLogger }, "s").deliver(T0 + NONCE_TRUST_MS - 1);
    expect(looks).toEqual([]);
    expect(fake.posted).toHaveLength(1);
  });

  it("posts again where the bot may not read the history, and says so once", async () => {
    let now = T0;
    const fake = fakePoster(() => now);
    fake.hideHistory(CHANNEL);
    const store = await queued([post("live:1", "🎙 DJ Nova is on air")]);
    fake.loseAnswers(1);
    const lines: string[] = [];
    const log: Logger = { ...silentLogger, warn: (message) => void lines.push(message) };
    const delivery = createOutboxDelivery({ store, poster: fake.poster, log }, "s");
    await delivery.deliver(now);
    now = T0 + 10 * 60_000;
    await delivery.deliver(now);
    expect(fake.posted).toHaveLength(2);
    expect(lines.filter((l) => l.includes("Read Message History"))).toEqual([
      "announcer: cannot read #test-700's history, so a post a restart interrupted is posted again and may show twice. Give the bot Read Message History there.",
    ]);
  });

  it("leaves the post queued when the look itself fails, rather than risk a second post", async () => {
    const fake = fakePoster(() => T0);
    const poster = {
      ...fake.poster,
      ownPosts: () => Promise.resolve({ ok: false, failure: "transient", reason: "HTTP 502" } as const),
    };
    const store = await queued([post("live:1", "🎙 DJ Nova is on air")]);
    const report = await createOutboxDelivery({ store, poster, log: silentLogger }, "s").deliver(
      T0 + 600_000,
    );
    expect(report).toEqual({ delivered: 0, retryLater: 1 });
    expect(fake.posted).toHaveLength(0);
  });
});
