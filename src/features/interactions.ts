import { Events } from "discord.js";
import { createDirectMessageSender } from "../discord/direct-message-sender.js";
import { createDispatcher } from "../discord/dispatcher.js";
import { defaultsFor } from "../settings/announce-targets.js";
import type { Feature, VoicedParts } from "./feature.js";

/**
 * Answers slash commands, buttons and autocomplete through the one dispatcher, wired before login so that no
 * interaction meets a bot without its handler. Nothing to stop: the client's end ends them.
 */
export const answerInteractions: Feature<VoicedParts> = async (parts) => {
  const { config, channels } = parts;
  const dispatch = createDispatcher({
    commands: parts.commands,
    context: {
      panel: parts.panel,
      config,
      log: parts.log,
      now: parts.now,
      cooldowns: parts.store,
      settings: {
        store: parts.fleet,
        defaults: (guildId: string) => defaultsFor(guildId, config.announce, channels.guildOf),
      },
      charts: parts.charts,
      stats: parts.stats,
      voice: parts.voice,
      voiceOff: parts.voiceOff,
      directMessages: createDirectMessageSender(parts.client.rest),
      follows: parts.store,
    },
    stations: parts.directory,
    ...(parts.metrics ? { onHandled: parts.metrics.interaction } : {}),
  });
  parts.client.on(Events.InteractionCreate, (interaction) => void dispatch(interaction));
  return null;
};
