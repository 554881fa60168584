import { ApplicationCommandOptionType } from "discord.js";
import { localized } from "../../src/i18n/localized.js";
import { inEveryVariant, setupSubcommand } from "./subcommand.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { renderSettings, withFollowSetting, withTimeZoneSetting } from "../../src/render/setup.js";
import { withMessageSettings } from "../../src/render/setup-message.js";
import { withServerStations } from "../../src/render/setup-station.js";
import { withNewerSettings } from "../../src/render/setup-newer.js";
import { withReportSettings } from "../../src/render/stats-settings.js";
import { stationName } from "../../src/render/stations.js";
import { safeText } from "../../src/render/text.js";
import { followedStations } from "../../src/settings/announce-channels.js";
import { followSettingsOf } from "../../src/settings/follow-settings.js";
import { resolveSettings } from "../../src/settings/guild-settings.js";
import { styleOf } from "../../src/settings/message-settings.js";
import { serverOf, type SetupContext } from "./server.js";

/**
 * `/setup show`: every setting in force, the announcement style and the templates in use; with several stations,
 * the server's and what each channel follows.
 */
async function execute(_options: unknown, context: SetupContext): Promise<ReplyMessage> {
  const { saved } = serverOf(context);
  const label = (key: string) => {
    const station = context.stations?.registry.get(key);
    return station ? stationName(station, context.locale) : safeText(key, 100);
  };
  const templates = (saved?.templates ?? []).map((t) => ({
    trigger: t.trigger,
    station: t.station === undefined ? null : label(t.station),
    text: t.text,
  }));
  const shown = withMessageSettings(settingsShown(context, label), styleOf(saved), templates, context.locale);
  const reported = withReportSettings(shown, saved, context.stats?.zone ?? null, context.locale);
  const zoned = withTimeZoneSetting(
    reported,
    saved?.timeZone ?? null,
    context.config.stats.timeZone,
    context.locale,
  );
  const followed = withFollowSetting(zoned, followSettingsOf(saved), context.locale);
  return withNewerSettings(followed, saved, context.locale);
}

/** The settings of `/setup` before `message` and `style`: channels, ping, language, voice, stations. */
function settingsShown(context: SetupContext, label: (key: string) => string): ReplyMessage {
  const { guild, saved, defaults } = serverOf(context);
  const settings = resolveSettings(saved, defaults);
  const shown = renderSettings(settings, context.locale, context.voice ? null : (context.voiceOff ?? null));
  const stations = context.stations;
  if (!stations?.several) return shown;
  const own = stations.stationOf(guild.id);
  const channels = settings.channels.map((c) => ({
    id: c.id,
    stations: followedStations(c.stations, own?.key).map(label),
  }));
  const station = own ? stationName(own, context.locale) : null;
  return withServerStations(shown, { station, channels }, context.locale);
}

/** `/setup show`. */
export const show = setupSubcommand({
  name: "show",
  definitionFor: inEveryVariant({
    type: ApplicationCommandOptionType.Subcommand,
    ...localized((c) => c.setup.show),
  }),
  execute,
});
