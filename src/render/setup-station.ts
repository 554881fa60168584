import { ButtonStyle, ComponentType } from "discord.js";
import { catalogueOf } from "../i18n/catalogues.js";
import type { StationSetupTexts } from "../i18n/areas.js";
import type { Locale } from "../locale.js";
import { COLORS } from "./message.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { stationName } from "./stations.js";
import { safeText, truncate } from "./text.js";

/** The sentences of `/setup station`, in a language. */
export function stationSetupStrings(locale: Locale): StationSetupTexts {
  return catalogueOf(locale).setup.station;
}

/**
 * What the preview shows: the station as the panel describes it, what is on air, and whether a key was given. The
 * panel's words (name, track) come as the panel sent them: the preview escapes them.
 */
export interface StationPreview {
  readonly name: string | null;
  readonly address: string;
  readonly serverId: number;
  readonly onAir: string | null;
  readonly keySet: boolean;
}

/** The private preview of `/setup station`, with its Save button; the key itself is never shown, only "set". */
export function renderStationPreview(preview: StationPreview, saveId: string, locale: Locale): ReplyMessage {
  const words = stationSetupStrings(locale);
  return {
    embeds: [
      {
        title: truncate(words.found({ name: stationName(preview, locale) }), 256),
        color: COLORS.info,
        description: `**${words.onAir}:** ${preview.onAir ? safeText(preview.onAir, 300) : words.nothing}`,
        fields: [
          { name: words.panel, value: safeText(preview.address, 300), inline: true },
          { name: words.server, value: String(preview.serverId), inline: true },
          { name: words.key, value: preview.keySet ? words.keySet : words.keyNone, inline: true },
        ],
        footer: { text: words.saveHint },
      },
    ],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, style: ButtonStyle.Success, label: words.save, custom_id: saveId },
        ],
      },
    ],
    ephemeral: true,
  };
}

/**
 * Which station a server reads and which stations each announce channel follows: names as the reader sees them,
 * already escaped ({@link stationName}).
 */
export interface ServerStationsShown {
  /** The server's station, or null when it has none yet. */
  readonly station: string | null;
  readonly channels: readonly { readonly id: string; readonly stations: readonly string[] }[];
}

/** `/setup show` with several stations: the settings embed with the server's station and what each channel follows. */
export function withServerStations(
  shown: ReplyMessage,
  stations: ServerStationsShown,
  locale: Locale,
): ReplyMessage {
  const words = stationSetupStrings(locale);
  const [embed, ...rest] = shown.embeds;
  if (!embed) return shown;
  const channels = stations.channels.map((c) => `<#${c.id}> → ${c.stations.join(", ") || "—"}`);
  const fields = [
    ...(embed.fields ?? []),
    { name: words.stationField, value: stations.station ?? words.noneYet },
    ...(channels.length > 0 ? [{ name: words.followsField, value: channels.join("\n").slice(0, 1024) }] : []),
  ];
  return { ...shown, embeds: [{ ...embed, fields }, ...rest] };
}
