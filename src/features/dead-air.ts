import { createHash } from "node:crypto";
import { createDiscordPoster } from "../discord/poster.js";
import { renderDeadAir } from "../render/dead-air.js";
import type { Feature, ReadyParts } from "./feature.js";

/** One nonce per station, channel and silence: Discord drops a repeat of the same post. */
function nonceOf(station: string, channelId: string, notice: string, at: number): string {
  return createHash("sha256")
    .update(`${station}:${channelId}:${notice}:${at}`)
    .digest("base64url")
    .slice(0, 25);
}

/**
 * Dead air in voice: a station heard in voice whose sound stays silent for `DEAD_AIR_SECONDS` while it is on air gets
 * one alert in the channels that get its on/off-air announcements, and one when the sound is back. Nothing to stop:
 * the voice room stops telling when it stops.
 */
export const deadAirAlerts: Feature<ReadyParts> = async ({
  voice,
  config,
  client,
  channels,
  targets,
  registry,
  log,
  now,
}) => {
  const seconds = config.voice.deadAirSeconds;
  if (!voice || seconds === 0) return null;
  const poster = createDiscordPoster(client.rest, channels.nameOf);
  voice.onDeadAir((station, change) => {
    if (change === "cleared") return;
    const name = registry.get(station)?.name ?? null;
    const at = now();
    log.warn(
      change === "dead-air" ? `voice: dead air on ${station}` : `voice: the sound is back on ${station}`,
    );
    for (const target of targets.targetsOf(station)) {
      if (!target.stationStatus) continue;
      const message = renderDeadAir(change, name, seconds, at, target.locale);
      const where = poster.describeChannel(target.channelId);
      void poster
        .post(target.channelId, message, nonceOf(station, target.channelId, change, at))
        .then((outcome) => (outcome.ok ? undefined : outcome.reason))
        .catch((error: unknown) => String(error))
        .then((failure) => {
          if (failure)
            log.warn(`voice: could not post the dead-air message in ${where}`, { reason: failure });
        });
    }
  });
  return null;
};
