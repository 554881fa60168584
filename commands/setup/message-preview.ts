import type { CommandContext } from "../../src/discord/command.js";
import type { Station } from "../../src/registry/station.js";
import { messageSetupStrings } from "../../src/render/setup-message-words.js";
import { type OnAirNow, previewAnnouncement } from "../../src/render/setup-message-sample.js";
import { stationName } from "../../src/render/stations.js";
import { djOnAir } from "../../src/station/dj-on-air.js";
import { listenUrlOf } from "../../src/station/listen-links.js";
import { listenerTotals } from "../../src/station/listeners.js";
import { nowPlaying } from "../../src/station/now-playing.js";
import { djSnapshot, trackSnapshot } from "../../src/station/snapshots.js";
import type { AnnouncementLook } from "../../src/templates/style.js";
import type { Trigger } from "../../src/templates/trigger.js";
import type { Locale } from "../../src/locale.js";

const NOTHING: OnAirNow = { dj: null, track: null, listenUrl: null };

/**
 * A trigger's message as the server would get it, in `look` and the announcements' language, built with what is
 * on air on `station` now (read as `/nowplaying` reads it, through the cache). A panel that does not answer, or a
 * server with no station yet, gives a preview with sample values rather than no preview.
 */
export async function announcementPreview(
  trigger: Trigger,
  look: AnnouncementLook,
  station: Station | null,
  locale: Locale,
  context: CommandContext,
) {
  const panel = station?.panel ?? context.panel;
  const at = context.now();
  // A station opened without its name (a bot with one station) gets it from the panel's list, as posts do.
  const named = station?.name
    ? Promise.resolve(station.name)
    : panel.servers().then(
        (servers) => servers.find((s) => s.id === panel.serverId)?.title?.trim() || null,
        () => null,
      );
  const read = await Promise.all([
    panel.history({ limit: 1, offset: 0 }),
    panel.djs(),
    panel.channels(),
  ]).then(
    ([history, djs, channels]) => {
      const dj = djOnAir(djs);
      const playing = nowPlaying(history.results, at);
      const now: OnAirNow = {
        dj: dj ? djSnapshot(dj) : null,
        track: playing ? trackSnapshot(playing) : null,
        listenUrl: listenUrlOf(channels),
      };
      return { now, listeners: listenerTotals(channels).current };
    },
    (error: unknown) => {
      context.log.info("setup: preview with sample values; the panel was not read", {
        error: error instanceof Error ? error.message : String(error),
      });
      return { now: NOTHING, listeners: null };
    },
  );
  const extras = { stationName: await named, listeners: read.listeners };
  const input = { now: read.now, extras, at, deadAirSeconds: context.config.voice.deadAirSeconds };
  return previewAnnouncement(trigger, look, input, locale);
}

/** Where a template applies, as the replies say it: nothing on a bot with one station, else which station. */
export function whereOf(context: CommandContext, station: Station | null): string {
  if (!context.stations?.several) return "";
  const words = messageSetupStrings(context.locale);
  return station ? words.forStation({ name: stationName(station, context.locale) }) : words.allStations;
}
