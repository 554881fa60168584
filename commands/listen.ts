import { ApplicationCommandOptionType, ApplicationCommandType } from "discord.js";
import { type Command, UserError } from "../src/discord/command.js";
import { localized } from "../src/i18n/localized.js";
import type { Channel } from "../src/panel/schemas.js";
import { LIMITS } from "../src/render/limits.js";
import { renderListen } from "../src/render/listen.js";
import { channelLabel } from "../src/render/listeners.js";
import { plainText } from "../src/render/text.js";
import { listenLinks } from "../src/station/listen-links.js";

/** Finds the channel a user picked: by id (what autocomplete sends), else by mount point or label. */
export function findChannel(channels: readonly Channel[], query: string): Channel | undefined {
  const wanted = query.trim().toLowerCase();
  return (
    channels.find((c) => String(c.id) === wanted) ??
    channels.find(
      (c) => c.mount_point.toLowerCase() === wanted || c.mount_point.toLowerCase() === `/${wanted}`,
    ) ??
    channels.find((c) => channelLabel(c, "en", false).toLowerCase() === wanted)
  );
}

/** `/listen`: how to tune in, for every channel or the one chosen. */
export const listen = {
  requires: ["station"],
  data: {
    type: ApplicationCommandType.ChatInput,
    ...localized((c) => c.listen),
    options: [
      {
        type: ApplicationCommandOptionType.String,
        ...localized((c) => c.listen.channel),
        autocomplete: true,
        max_length: 100,
      },
    ],
  },
  async execute(options, { panel, locale }) {
    const channels = await panel.channels();
    const query = options.getString("channel");
    let chosen = channels;
    if (query) {
      const channel = findChannel(channels, query);
      if (!channel) throw new UserError("listen.noSuchChannel", { typed: plainText(query, 100) });
      chosen = [channel];
    }
    return renderListen(
      chosen.map((channel) => ({ channel, links: listenLinks(channel) })),
      locale,
    );
  },
  async autocomplete(focused, { panel, locale }) {
    const typed = focused.trim().toLowerCase();
    const channels = await panel.channels();
    return channels
      .map((channel) => ({
        channel,
        label: plainText(channelLabel(channel, locale, false), LIMITS.choiceName),
      }))
      .filter(({ label }) => typed === "" || label.toLowerCase().includes(typed))
      .slice(0, LIMITS.choices)
      .map(({ channel, label }) => ({ name: label || `#${channel.id}`, value: String(channel.id) }));
  },
} satisfies Command<"station">;
