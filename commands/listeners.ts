import { ApplicationCommandType } from "discord.js";
import type { Command } from "../src/discord/command.js";
import { renderListeners } from "../src/render/listeners.js";

/** `/listeners`: listeners now and peak per channel, with limits, bitrates, formats and states. */
export const listeners = {
  data: {
    type: ApplicationCommandType.ChatInput,
    name: "listeners",
    name_localizations: { ru: "слушатели" },
    description: "How many people are listening, per channel",
    description_localizations: { ru: "Сколько человек слушает станцию, по каналам" },
  },
  async execute(_options, { panel, locale }) {
    return renderListeners(await panel.channels(), locale);
  },
} satisfies Command;
