import type { AnnounceChannel, GuildSettings, SavedStation } from "./guild-settings.js";

/**
 * The settings with the saved station `from` known as `to` from now on (and its key sealed anew for that row):
 * the station itself, the server's station and every channel's list follow the new key. When the server already
 * has `to`, the two are one station and `from` goes. Pure.
 */
export function renamedStation(
  saved: GuildSettings,
  from: string,
  to: string,
  sealedKey: string | undefined,
): GuildSettings {
  const rename = (key: string) => (key === from ? to : key);
  const stations = saved.stations ?? [];
  const merged = stations.some((s) => s.key === to);
  const next = stations.flatMap((station): SavedStation[] => {
    if (station.key !== from) return [station];
    if (merged) return [];
    const { sealedKey: _old, ...rest } = station;
    return [{ ...rest, key: to, ...(sealedKey ? { sealedKey } : {}) }];
  });
  const channels = saved.channels?.map((channel): AnnounceChannel =>
    channel.stations ? { ...channel, stations: [...new Set(channel.stations.map(rename))] } : channel,
  );
  return {
    ...saved,
    stations: next,
    ...(channels ? { channels } : {}),
    ...(saved.station !== undefined ? { station: rename(saved.station) } : {}),
  };
}
