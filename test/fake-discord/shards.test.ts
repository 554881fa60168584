import { once } from "node:events";
import {
  Client,
  Events,
  GatewayIntentBits,
  type Guild,
  type Interaction,
  type TextChannel,
} from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { interactionPayload } from "./interactions.js";
import { manyGuildIds, manyGuilds } from "./many-guilds.js";
import { NONCE_MEMORY_MS, NonceLedger } from "./nonces.js";
import { BOT_TOKEN, FakeDiscord, GUILD_ID } from "./server.js";
import { shardOf } from "./shards.js";

/** A real discord.js client for some shards of two, pointed at the fake. */
async function shardClient(discord: FakeDiscord, shards: number[], shardCount = 2): Promise<Client<true>> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    shards,
    shardCount,
    rest: { api: discord.apiUrl },
  });
  const ready = once(client, Events.ClientReady);
  await client.login(BOT_TOKEN);
  await ready;
  return client as Client<true>;
}

/** Resolves with everything `event` gave on a client until `until` holds for the latest. */
function collect<T>(client: Client, event: string, until: (item: T) => boolean): Promise<T[]> {
  const seen: T[] = [];
  return new Promise((resolve) => {
    const listener = (item: T) => {
      seen.push(item);
      if (!until(item)) return;
      client.off(event, listener);
      resolve(seen);
    };
    client.on(event, listener);
  });
}

/** IDENTIFY on a raw connection; resolves with the close code when the fake ends it. */
async function identifyRaw(discord: FakeDiscord, shard?: [number, number]): Promise<number> {
  const socket = new WebSocket(`${discord.gatewayUrl}?v=10&encoding=json`);
  await once(socket, "message");
  socket.send(JSON.stringify({ op: 2, d: { token: BOT_TOKEN, intents: 1, properties: {}, shard } }));
  const [code] = (await once(socket, "close")) as [number];
  return code;
}

describe("a sharded fake Discord", () => {
  let discord: FakeDiscord;
  const clients: Client[] = [];
  const started = async (shards: number[], count = 2) => {
    const client = await shardClient(discord, shards, count);
    clients.push(client);
    return client;
  };

  beforeEach(async () => {
    // The main guild is on shard 1; generated servers 0, 2, 4 on shard 0 and 1, 3, 5 on shard 1.
    discord = await new FakeDiscord([], { shards: 2, manyGuilds: 6 }).listen();
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.destroy();
    await discord.close();
  });

  it("recommends its shard count in /gateway/bot, with the session start limit", async () => {
    const response = await fetch(`${discord.apiUrl}/v10/gateway/bot`, {
      headers: { authorization: `Bot ${BOT_TOKEN}` },
    });
    const body = (await response.json()) as { shards: number; session_start_limit: Record<string, number> };
    expect(body.shards).toBe(2);
    expect(body.session_start_limit).toMatchObject({ total: 1000, remaining: 1000, max_concurrency: 1 });
  });

  it("gives each shard only its own guilds, and counts the sessions started", async () => {
    const [zero, one] = [await started([0]), await started([1])];
    const ids = (client: Client) => [...client.guilds.cache.keys()].sort();
    const expected = (shard: number) =>
      discord.guilds
        .map((g) => g.id)
        .filter((id) => shardOf(id, 2) === shard)
        .sort();
    expect(ids(zero)).toEqual([0, 2, 4].map((i) => manyGuildIds(i).guildId).sort());
    expect(ids(zero)).toEqual(expected(0));
    expect(ids(one)).toEqual(expected(1));
    expect(ids(one)).toContain(GUILD_ID);
    expect(discord.gateway.identifies).toBe(2);
  });

  it("dispatches an interaction only to the shard that owns its guild", async () => {
    const [zero, one] = [await started([0]), await started([1])];
    const guildOf = (i: Interaction) => i.guildId;
    const [onShard0, onShard1] = [manyGuildIds(0).guildId, manyGuildIds(1).guildId];
    const interact = (guildId: string) =>
      discord.interact(
        interactionPayload(discord, 2, { id: discord.newId(), name: "np", type: 1 }, { guildId }),
      );
    const gotZero = collect<Interaction>(zero, Events.InteractionCreate, (i) => guildOf(i) === onShard0);
    const gotOne = collect<Interaction>(one, Events.InteractionCreate, (i) => guildOf(i) === GUILD_ID);
    // Each connection is ordered: had an earlier interaction reached the wrong shard, it would arrive first.
    interact(onShard1);
    interact(onShard0);
    interact(GUILD_ID);
    expect((await gotZero).map(guildOf)).toEqual([onShard0]);
    expect((await gotOne).map(guildOf)).toEqual([onShard1, GUILD_ID]);
  });

  it("sends GUILD_CREATE for a guild the bot joins only to its shard, and routes guild events likewise", async () => {
    const [zero, one] = [await started([0]), await started([1])];
    const [even, odd] = manyGuilds(2, 6);
    if (!even || !odd) throw new Error("two guilds expected");
    const joinedZero = collect<Guild>(zero, Events.GuildCreate, (g) => g.id === even.id);
    const joinedOne = collect<Guild>(one, Events.GuildCreate, (g) => g.id === odd.id);
    discord.gateway.joinGuild(odd);
    discord.gateway.joinGuild(even);
    expect((await joinedZero).map((g) => g.id)).toEqual([even.id]);
    await joinedOne;
    expect(one.guilds.cache.has(even.id)).toBe(false);

    const left = collect<Guild>(zero, Events.GuildDelete, (g) => g.id === even.id);
    discord.gateway.leaveGuild(even.id);
    await left;
    expect(zero.guilds.cache.has(even.id)).toBe(false);
    expect(discord.guilds.some((g) => g.id === even.id)).toBe(false);
  });

  it("records each presence update with the shard that sent it", async () => {
    const one = await started([1]);
    const sent = once(discord.gateway, "presence");
    one.user.setPresence({ activities: [{ name: "Song" }], shardId: 1 });
    await sent;
    expect(discord.gateway.presences.map((p) => [p.shard, p.d.activities[0]?.name])).toEqual([[1, "Song"]]);
  });

  it("closes an IDENTIFY without sharding with 4011, and one with another count or a bad id with 4010", async () => {
    expect(await identifyRaw(discord)).toBe(4011);
    expect(await identifyRaw(discord, [0, 1])).toBe(4011);
    expect(await identifyRaw(discord, [0, 3])).toBe(4010);
    expect(await identifyRaw(discord, [2, 2])).toBe(4010);
    expect(discord.gateway.identifies).toBe(0);
  });

  it("answers a second post with an enforced nonce with the first message, and posts once", async () => {
    const zero = await started([0]);
    const channelId = manyGuildIds(0).textChannelId;
    const channel = zero.channels.cache.get(channelId) as TextChannel;
    const first = await channel.send({
      content: "DJ Nova is on air",
      nonce: "delivery-1",
      enforceNonce: true,
    });
    const again = await channel.send({
      content: "DJ Nova is on air",
      nonce: "delivery-1",
      enforceNonce: true,
    });
    expect(again.id).toBe(first.id);
    expect(discord.channelMessages.get(channelId)?.size).toBe(1);
    expect(discord.nonces.duplicates).toBe(1);

    // Without enforce_nonce, Discord posts again whatever the nonce.
    const loose = await channel.send({ content: "DJ Nova is on air", nonce: "delivery-1" });
    expect(loose.id).not.toBe(first.id);
    expect(discord.channelMessages.get(channelId)?.size).toBe(2);
  });
});

describe("an unsharded client", () => {
  it("gets every guild, as before shards", async () => {
    const discord = await new FakeDiscord([], { otherGuilds: true, manyGuilds: 4 }).listen();
    const client = await shardClient(discord, [0], 1);
    try {
      expect(client.guilds.cache.size).toBe(7);
    } finally {
      await client.destroy();
      await discord.close();
    }
  });
});

describe("NonceLedger", () => {
  it("forgets a nonce after a few minutes, and replays nothing for a deleted message", () => {
    let now = 0;
    const ledger = new NonceLedger(() => now);
    const body = { nonce: "n", enforce_nonce: true };
    ledger.created("c", body, "m1");
    expect(ledger.replay("c", body, (id) => id)).toBe("m1");
    expect(ledger.replay("other", body, (id) => id)).toBeUndefined();
    expect(ledger.replay("c", body, () => undefined)).toBeUndefined();
    now = NONCE_MEMORY_MS + 1;
    expect(ledger.replay("c", body, (id) => id)).toBeUndefined();
    expect(ledger.duplicates).toBe(1);
  });
});

describe("manyGuilds", () => {
  it("spreads 10,000 servers evenly over 4 shards, with ids of their own", () => {
    const guilds = manyGuilds(10_000);
    const perShard = [0, 0, 0, 0];
    for (const [i, g] of guilds.entries()) {
      const shard = shardOf(g.id, 4);
      expect(shard).toBe(i % 4);
      perShard[shard] = (perShard[shard] ?? 0) + 1;
    }
    expect(perShard).toEqual([2500, 2500, 2500, 2500]);
    const ids = guilds.flatMap((g) => [g.id, g.botRoleId, ...g.channels.map((c) => c.id)]);
    expect(new Set(ids).size).toBe(30_000);
  });
});
