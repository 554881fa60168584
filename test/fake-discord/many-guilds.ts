import type { FakeGuild } from "./guilds.js";
import { PERMISSION } from "./permissions.js";

/**
 * The snowflake timestamp of generated server 0. A multiple of every count from 1 to 16, so server `i` is on
 * shard `i % count` for those counts: generated servers spread evenly, in order, over the shards.
 */
const FIRST_TIMESTAMP = 720_720_000_000n;

/** The ids of generated server `index`: the server, its one text channel and the bot's role in it. */
export interface ManyGuildIds {
  readonly guildId: string;
  readonly textChannelId: string;
  readonly botRoleId: string;
}

/** The ids of generated server `index` (0-based), without making it: cheap for a bench or a test that needs one. */
export function manyGuildIds(index: number): ManyGuildIds {
  const base = (FIRST_TIMESTAMP + BigInt(index)) << 22n;
  return { guildId: String(base + 1n), textChannelId: String(base + 2n), botRoleId: String(base + 3n) };
}

const ANNOUNCER = PERMISSION.viewChannel | PERMISSION.sendMessages | PERMISSION.embedLinks;
const EVERYONE = {
  permissions: String(ANNOUNCER),
  position: 0,
  color: 0,
  hoist: false,
  managed: false,
  flags: 0,
};
const BOT_ROLE = { permissions: "0", position: 1, color: 0, hoist: false, managed: true, flags: 0 };

/**
 * `count` plain servers (from index `from`), each with one text channel where @everyone (the bot included) may
 * view, send and embed: enough for a bench of thousands of servers, and small so their GUILD_CREATEs stay cheap.
 * Server `i` is on shard `i % n` for any shard count `n` up to 16.
 */
export function manyGuilds(count: number, from = 0): FakeGuild[] {
  return Array.from({ length: count }, (_, k) => {
    const index = from + k;
    const { guildId, textChannelId, botRoleId } = manyGuildIds(index);
    return {
      id: guildId,
      name: `Server ${index}`,
      botRoleId,
      channels: [{ id: textChannelId, name: "radio", type: 0, permission_overwrites: [] }],
      roles: [
        { ...EVERYONE, id: guildId, name: "@everyone", mentionable: false },
        { ...BOT_ROLE, id: botRoleId, name: "RadioBot", mentionable: false },
      ],
    };
  });
}
