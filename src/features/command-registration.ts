import { inviteUrl } from "../discord/invite.js";
import { syncCommands } from "../discord/register.js";
import { registersCommands } from "../shard/shard-process.js";
import type { Feature, ReadyParts } from "./feature.js";

/**
 * Registers the bot's commands with Discord (one process does it for the whole bot: see `registersCommands`),
 * and says where to invite the bot. Nothing to stop.
 */
export const commandRegistration: Feature<ReadyParts> = async (parts) => {
  const { client, config, log } = parts;
  if (registersCommands(parts.shard)) {
    await syncCommands(
      client.rest,
      { applicationId: client.application.id, guildId: config.discord.guildId },
      parts.commands.map((command) => command.data),
      log,
    );
  }
  const permissions = { manageEvents: config.scheduleEvents, voice: parts.voice !== null };
  log.info(`invite the bot with: ${inviteUrl(client.application.id, permissions)}`);
  return null;
};
