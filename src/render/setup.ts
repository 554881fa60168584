import type { VoiceOff } from "./radio.js";
import type { Locale } from "../locale.js";
import { COLORS } from "./message.js";
import { LIMITS } from "./limits.js";
import { plainText } from "./text.js";
import { stationSetupStrings } from "./setup-station.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { NATIVE_LANGUAGE_NAMES } from "../i18n/language-names.js";
import type { SetupServerTexts } from "../i18n/areas.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { ResolvedSettings, SettingSource, TrackMode } from "../settings/guild-settings.js";

/** The sentences of `/setup`, in a language. */
export function setupStrings(locale: Locale): SetupServerTexts {
  return catalogueOf(locale).setup.server;
}

/** A private one-line answer to a `/setup` change. */
export function setupReply(text: string, problem = false): ReplyMessage {
  return {
    embeds: [{ description: text, color: problem ? COLORS.problem : COLORS.info }],
    components: [],
    ephemeral: true,
  };
}

/** `/setup show`: every setting in force, and whether it comes from `/setup` or from the defaults. */
export function renderSettings(
  settings: ResolvedSettings,
  locale: Locale,
  voiceOff: VoiceOff | null = null,
): ReplyMessage {
  const words = setupStrings(locale);
  const channels =
    settings.channels.map((c) => `<#${c.id}> · ${words.tracks[c.tracks]}`).join("\n") || words.none;
  const field = (name: string, value: string, from: SettingSource) => ({
    name,
    value: `${value}\n-# ${words.source[from]}`,
  });
  return {
    embeds: [
      {
        title: words.title,
        color: COLORS.info,
        fields: [
          field(words.channels, channels, settings.from.channels),
          field(
            words.ping,
            settings.pingRoleId ? `<@&${settings.pingRoleId}>` : words.noPing,
            settings.from.ping,
          ),
          field(words.language, NATIVE_LANGUAGE_NAMES[settings.locale], settings.from.locale),
          field(words.status, settings.stationStatus ? words.on : words.off, settings.from.stationStatus),
          {
            name: words.voiceHome,
            value: `${settings.voiceChannelId ? `<#${settings.voiceChannelId}>` : words.none}\n-# ${
              voiceOff === null ? words.voiceHint : words.voiceUnavailable
            }`,
          },
        ],
      },
    ],
    components: [],
    ephemeral: true,
  };
}

/** The answer to `/setup announce`: where announcements go, and which stations the channel follows when one was named. */
export function renderAnnounced(
  channelId: string,
  tracks: TrackMode,
  followed: readonly string[] | null,
  locale: Locale,
): ReplyMessage {
  const words = setupStrings(locale);
  const channel = `<#${channelId}>`;
  const announced = words.announced({ channel, tracks: words.tracks[tracks] });
  if (followed === null) return setupReply(announced);
  return setupReply(
    `${announced}\n${stationSetupStrings(locale).followed({ channel, names: followed.join(", ") })}`,
  );
}

/** The answer to `/setup unannounce`: the channel stops getting announcements (of one station, when named). */
export function renderUnannounced(channelId: string, station: string | null, locale: Locale): ReplyMessage {
  const channel = `<#${channelId}>`;
  return setupReply(
    setupStrings(locale).unannounced({ channel: station === null ? channel : `${channel} (${station})` }),
  );
}

/** `/setup show`'s line for `/setup follow`: follows on or off here, and the cap per listener. */
export function withFollowSetting(
  message: ReplyMessage,
  setting: { readonly enabled: boolean; readonly maxPerUser: number },
  locale: Locale,
): ReplyMessage {
  const [embed, ...rest] = message.embeds;
  if (!embed || (embed.fields?.length ?? 0) >= LIMITS.fields) return message;
  const words = setupStrings(locale);
  const field = {
    name: words.follow_field,
    value: words.follow_shown({ on: setting.enabled, limit: setting.maxPerUser }),
  };
  return { ...message, embeds: [{ ...embed, fields: [...(embed.fields ?? []), field] }, ...rest] };
}

/** `/setup show`'s line for `/setup timezone`: the zone clock times in `/history at:` are read in. */
export function withTimeZoneSetting(
  message: ReplyMessage,
  own: string | null,
  botZone: string,
  locale: Locale,
): ReplyMessage {
  const [embed, ...rest] = message.embeds;
  if (!embed || (embed.fields?.length ?? 0) >= LIMITS.fields) return message;
  const words = setupStrings(locale);
  const value = words.timezone_shown({ zone: plainText(own ?? botZone, 64), isDefault: own === null });
  const field = { name: words.timezone_field, value };
  return { ...message, embeds: [{ ...embed, fields: [...(embed.fields ?? []), field] }, ...rest] };
}
