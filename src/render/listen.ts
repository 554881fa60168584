import type { APIEmbed } from "discord.js";
import type { Channel } from "../panel/schemas.js";
import type { ListenLinks } from "../station/listen-links.js";
import type { Locale } from "../locale.js";
import { fitEmbed, LIMITS } from "./limits.js";
import { channelLabel } from "./listeners.js";
import { buttonRows, COLORS, linkButton } from "./message.js";
import type { Button, ReplyMessage } from "../message/reply-message.js";
import { stringsFor } from "./strings.js";

/** A channel with its listen links. */
export interface ChannelLinks {
  readonly channel: Channel;
  readonly links: ListenLinks;
}

/** Longest address printed for copying; longer ones are still offered as buttons when Discord accepts them. */
const COPY_MAX = 300;

/** An address inside a code block: nothing in it can close the block. */
function copyable(url: string): string {
  return `\`\`\`\n${url.replaceAll("`", "%60")}\n\`\`\``;
}

/** The `/listen` message: stream addresses, playlist files and web player for each channel (or the one chosen). */
export function renderListen(channels: readonly ChannelLinks[], locale: Locale): ReplyMessage {
  const strings = stringsFor(locale);
  const fields: NonNullable<APIEmbed["fields"]> = channels.map(({ channel, links }) => {
    const parts: string[] = [];
    const add = (label: string, url: string | null) => {
      if (url && url.length <= COPY_MAX) parts.push(`${label}:\n${copyable(url)}`);
    };
    add(strings.stream, links.stream);
    add(strings.plainStream, links.plainStream);
    add(strings.webPlayer, links.webPlayer);
    const playlists = links.playlists.filter((p) => p.url.length <= COPY_MAX);
    if (playlists.length > 0) {
      parts.push(`${strings.playlists}:\n${copyable(playlists.map((p) => p.url).join("\n"))}`);
    }
    let value = parts.join("\n") || strings.noListenLinks;
    // Each part is whole or absent: drop parts from the end rather than cut an address in half.
    while (value.length > LIMITS.fieldValue && parts.length > 1) {
      parts.pop();
      value = parts.join("\n");
    }
    return {
      name: channelLabel(channel, locale),
      value: value.length > LIMITS.fieldValue ? strings.noListenLinks : value,
    };
  });

  const single = channels.length === 1 ? channels[0] : undefined;
  const buttons: (Button | null)[] = single
    ? [
        linkButton(strings.stream, single.links.stream, "🎧"),
        linkButton(strings.webPlayer, single.links.webPlayer, "🌐"),
        ...single.links.playlists.map((p) =>
          linkButton(p.kind === "other" ? strings.playlists : p.kind.toUpperCase(), p.url, "📄"),
        ),
      ]
    : channels.map(({ channel, links }) =>
        linkButton(channelLabel(channel, locale, false), links.webPlayer ?? links.stream, "🎧"),
      );

  const embed = fitEmbed(
    { title: strings.listenTitle, description: strings.copyHint, fields, color: COLORS.info },
    (count) => `+${count}`,
  );
  return { embeds: [embed], components: buttonRows(buttons) };
}
