import { once } from "node:events";
import { Client, Events, GatewayIntentBits } from "discord.js";
import type { Config } from "../config.js";
import { rejectLongPostLimits } from "../discord/poster.js";
import type { Logger } from "../log.js";
import { NO_MENTIONS } from "../render/message.js";
import { globalShare } from "../shard/shard-port.js";
import type { ShardProcess } from "../shard/shard-process.js";

/** The Discord client of this process's shards, not yet logged in; its errors and disconnections are logged. */
export function createDiscordClient(
  config: Pick<Config, "discord">,
  shard: ShardProcess | null,
  log: Logger,
): Client {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates],
    // Given, never left to discord.js: it would read SHARDS from the environment, where it is the operator's `auto`.
    shards: shard ? [...shard.ids] : [0],
    shardCount: shard?.count ?? 1,
    rest: {
      api: config.discord.apiUrl,
      rejectOnRateLimit: rejectLongPostLimits,
      // Discord's 50 requests a second are the bot's, over every process: each shard process takes its part.
      globalRequestsPerSecond: globalShare(shard),
    },
    allowedMentions: NO_MENTIONS,
  });
  client.on(Events.Error, (error) => log.error("discord client error", { error }));
  client.on(Events.ShardDisconnect, (_event, shardId) =>
    log.warn("disconnected from Discord; reconnecting", { shard: shardId }),
  );
  return client;
}

/** Logs the client in and resolves once Discord says it is ready. */
export async function logIn(client: Client, token: string | undefined, log: Logger): Promise<Client<true>> {
  const ready = once(client, Events.ClientReady) as Promise<[Client<true>]>;
  await client.login(token);
  const [readyClient] = await ready;
  log.info(`logged in to Discord as ${readyClient.user.tag}`);
  return readyClient;
}
