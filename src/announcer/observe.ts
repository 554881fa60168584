import type { Freshness } from "../panel/cache.js";
import type { PanelClient } from "../panel/client.js";
import { djOnAir } from "../station/dj-on-air.js";
import { listenUrlOf } from "../station/listen-links.js";
import { isStationOnAir, listenerTotals, ON_AIR } from "../station/listeners.js";
import { nowPlaying } from "../station/now-playing.js";
import { djSnapshot, trackSnapshot } from "../station/snapshots.js";
import type { Observation } from "../station/changes.js";

/**
 * Reads the panel and reduces it to what the announcer compares: the DJs and the track always, the channels only
 * when `channels` is true (station on/off air announcements need them). Throws a PanelError on failure.
 */
export async function observe(
  panel: PanelClient,
  freshness: Freshness,
  now: number,
  options: { readonly channels: boolean },
): Promise<Observation> {
  const [djs, history, channels] = await Promise.all([
    panel.djs(freshness),
    panel.history({ limit: 1, offset: 0 }, freshness),
    options.channels ? panel.channels(freshness) : null,
  ]);
  const dj = djOnAir(djs);
  const playing = nowPlaying(history.results, now);
  return {
    dj: dj ? djSnapshot(dj) : null,
    track: playing ? trackSnapshot(playing) : null,
    stationOnAir: channels ? isStationOnAir(channels) : null,
    listenUrl: channels ? listenUrlOf(channels) : null,
    listeners: channels ? listenerTotals(channels).current : null,
    channelListeners: channels
      ? channels
          .filter((channel) => channel.state === ON_AIR)
          // As the panel said it, with the channel's limit: what is kept of an absurd count is the keeper's call.
          .map((channel) => ({
            id: channel.id,
            listeners: channel.listeners_current,
            limit: channel.listeners ?? null,
          }))
      : null,
  };
}
