import type { Freshness } from "../panel/cache.js";
import type { PanelClient } from "../panel/client.js";
import { djOnAir, isLive } from "../station/dj-on-air.js";
import { listenUrlOf } from "../station/listen-links.js";
import { isStationOnAir } from "../station/listeners.js";
import { nowPlaying } from "../station/now-playing.js";
import { httpUrl } from "../station/safe-url.js";
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
    dj: dj
      ? {
          id: dj.id,
          name: dj.name,
          live: isLive(dj),
          image: httpUrl(dj.image_medium) ?? httpUrl(dj.image) ?? httpUrl(dj.image_thumbnail),
        }
      : null,
    track: playing
      ? {
          id: playing.entry.id,
          startedAt: playing.startedAt,
          artist: playing.artist,
          title: playing.title,
          album: playing.album,
          cover: playing.cover,
          djName: playing.djName,
          isJingle: playing.isJingle,
          lengthMs: playing.lengthMs,
          fromLibrary: playing.entry.all_music_id !== null && playing.entry.all_music_id !== undefined,
        }
      : null,
    stationOnAir: channels ? isStationOnAir(channels) : null,
    listenUrl: channels ? listenUrlOf(channels) : null,
  };
}
