import type { CommandContext } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { renderSettings } from "../../src/render/setup.js";
import { withServerStations } from "../../src/render/setup-station.js";
import { stationName } from "../../src/render/stations.js";
import { safeText } from "../../src/render/text.js";
import { followedStations } from "../../src/settings/announce-channels.js";
import { resolveSettings } from "../../src/settings/guild-settings.js";
import { serverOf } from "./server.js";

/** `/setup show`: every setting in force; with several stations, the server's and what each channel follows. */
export async function show(_options: unknown, context: CommandContext): Promise<ReplyMessage> {
  const { guild, saved, defaults } = serverOf(context);
  const settings = resolveSettings(saved, defaults);
  const shown = renderSettings(settings, context.locale, context.voice ? null : (context.voiceOff ?? null));
  const stations = context.stations;
  if (!stations?.several) return shown;
  const label = (key: string) => {
    const station = stations.registry.get(key);
    return station ? stationName(station, context.locale) : safeText(key, 100);
  };
  const own = stations.stationOf(guild.id);
  const channels = settings.channels.map((c) => ({
    id: c.id,
    stations: followedStations(c.stations, own?.key).map(label),
  }));
  const station = own ? stationName(own, context.locale) : null;
  return withServerStations(shown, { station, channels }, context.locale);
}
