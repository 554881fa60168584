import { createHash } from "node:crypto";
import { followerTargets } from "../announcer/follower-targets.js";
import { outboxDeadAir } from "../announcer/outbox-dead-air.js";
import type { Poster } from "../announcer/poster.js";
import { soleStation, type TargetIndex } from "../announcer/station-targets.js";
import type { ShardProcess } from "../shard/shard-process.js";
import { createDiscordPoster } from "../discord/poster.js";
import { posterChannels } from "../discord/poster-channels.js";
import type { Logger } from "../log.js";
import { renderDeadAir } from "../render/dead-air.js";
import type { AnnounceTarget } from "../settings/announce-targets.js";
import { lookOf } from "../settings/message-look.js";
import { triggerModule } from "../templates/trigger.js";
import { feedWants } from "../templates/triggers/feed.js";
import type { DeadAirListener } from "../voice/station-voice.js";
import type { Feature, ReadyParts } from "./feature.js";

/** One nonce per station, channel and silence: Discord drops a repeat of the same post. */
function nonceOf(station: string, channelId: string, notice: string, at: number): string {
  return createHash("sha256")
    .update(`${station}:${channelId}:${notice}:${at}`)
    .digest("base64url")
    .slice(0, 25);
}

/** What the dead-air posts need. */
export interface DeadAirPostDeps {
  readonly poster: Poster;
  readonly targets: Pick<TargetIndex, "targetsOf">;
  /**
   * Whether a channel is this process's to post in (a server the bot's gateway sees). A bot in one process only: a
   * shard process tells every server through the outbox (`outboxDeadAir`).
   */
  readonly isLocal: (channelId: string) => boolean;
  /** The station's name from its panel, or null. */
  readonly nameOf: (station: string) => string | null;
  readonly seconds: number;
  readonly now: () => number;
  readonly log: Logger;
}

/**
 * Posts a station's dead air and its end, once each, to the channels that get its on/off-air announcements, each
 * in its language; a silence that ended unheard (`cleared`) posts nothing.
 */
export function deadAirPoster(deps: DeadAirPostDeps): DeadAirListener {
  const { poster, log } = deps;
  return (station, change) => {
    if (change === "cleared") return;
    const at = deps.now();
    log.warn(
      change === "dead-air" ? `voice: dead air on ${station}` : `voice: the sound is back on ${station}`,
    );
    const targets = deps.targets
      .targetsOf(station)
      .filter((target) => feedWants(triggerModule(change).feed, target) && deps.isLocal(target.channelId));
    post(station, change, targets, at);
  };

  function post(
    station: string,
    change: "dead-air" | "sound-back",
    targets: readonly AnnounceTarget[],
    at: number,
  ): void {
    const name = deps.nameOf(station);
    for (const target of targets) {
      const look = lookOf(target, station);
      const message = renderDeadAir(change, name, deps.seconds, at, target.locale, look);
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
  }
}

/**
 * Dead air in voice: a station heard in voice whose sound stays silent for `DEAD_AIR_SECONDS` while it is on air gets
 * one alert in the channels that get its on/off-air announcements, and one when the sound is back. A shard process
 * tells every server following the station, on any shard, through the station's outbox (`outboxDeadAir`); a bot in
 * one process posts in its servers directly. The voice room stops telling when it stops.
 */
export const deadAirAlerts: Feature<ReadyParts, { stop(): Promise<void> }> = async (parts) => {
  const { voice, config, registry } = parts;
  if (!voice || config.voice.deadAirSeconds === 0) return null;
  const poster = createDiscordPoster(parts.client.rest, posterChannels(parts.client, parts.channels));
  const nameOf = (station: string) => registry.get(station)?.name ?? null;
  const seconds = config.voice.deadAirSeconds;
  if (parts.shard) {
    const fleet = outboxDeadAir({ ...parts, poster, nameOf, seconds, ...fleetTargetsOf(parts, parts.shard) });
    voice.onDeadAir((station, change) => fleet.tell(station, change));
    // Stopping waits for the reports in flight: their posts are queued and sent before the store closes.
    return { stop: () => fleet.settled() };
  }
  voice.onDeadAir(
    deadAirPoster({
      poster,
      targets: parts.targets,
      isLocal: (channelId) => parts.channels.guildOf(channelId) !== null,
      nameOf,
      seconds,
      now: parts.now,
      log: parts.log,
    }),
  );
  return null;
};

/** This process's name in the fleet (its shards, so the same after a restart) and the station's followers. */
function fleetTargetsOf(parts: ReadyParts, shard: ShardProcess) {
  const { configured, config } = parts;
  const { mode } = config.stations;
  const options = { env: config.announce, mode, configured, localGuildOf: parts.channels.guildOf };
  return {
    process: `shards ${shard.ids.join(",")}`,
    targetsOf: followerTargets({
      store: parts.store,
      fleet: parts.fleet,
      local: parts.targets,
      options,
      only: soleStation(configured, mode),
    }),
  };
}
