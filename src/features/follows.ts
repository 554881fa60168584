import type { Client } from "discord.js";
import { djKey as announcerDjKey } from "../announcer/detect.js";
import { djAnnouncementSlot } from "../announcer/dj-announcements.js";
import type { TargetIndex } from "../announcer/station-targets.js";
import { timeOfSnowflake } from "../discord/own-posts.js";
import { SAME_SHOW_GAP_MS } from "../follows/live-plan.js";
import type { DjSnapshot } from "../station/changes.js";
import { followedStations } from "../follows/followed-stations.js";
import { createLiveFollows } from "../follows/live-follows.js";
import { createReminders } from "../follows/reminders.js";
import { PanelError } from "../panel/errors.js";
import { listenUrlOf } from "../station/listen-links.js";
import { createStationFollows, type StationFollows } from "../follows/station-follows.js";
import type { Locale } from "../locale.js";
import type { Logger } from "../log.js";
import type { Station } from "../registry/station.js";
import { renderLiveDm, renderReminderDm } from "../render/follow-dm.js";
import type { AsyncBotStore } from "../store/async-store.js";

/** What the stations' follow work needs of the bot's parts. */
export interface FollowWorkParts {
  readonly store: AsyncBotStore;
  readonly client: Client;
  readonly targets: TargetIndex;
  /** The bot's language where a server chose none. */
  readonly locale: Locale;
  readonly log: Logger;
  readonly now: () => number;
}

/** Each station's follow work, made as its reader starts, and a way to wait for all of it at stop. */
export interface FollowWork {
  readonly forStation: (station: Station) => StationFollows;
  settled(): Promise<void>;
}

/**
 * The follow work of the stations this process reads: the live DJ's followers told (in their server's language,
 * with its name and a link to its announcement channel for the station), and the reminders.
 */
export function followWork(parts: FollowWorkParts): FollowWork {
  const { store, client, log } = parts;
  // By station: a station read again after a lease came back replaces its old work.
  const made = new Map<string, StationFollows>();
  const followed = followedStations(
    () => store.followedStations(),
    parts.now,
    (error) => log.warn("follows: could not read which stations are followed", { error }),
  );
  const localeOf = async (guildId: string) => (await store.guildSettings(guildId))?.locale ?? parts.locale;
  const guildName = (guildId: string) => client.guilds.cache.get(guildId)?.name ?? null;
  return {
    forStation(station) {
      const announcementUrl = (guildId: string, dj: DjSnapshot, now: number) =>
        announcementLink(parts, station.key, { guildId, dj, now });
      const listen = listenAddress(station, parts.now, log);
      const reminders = createReminders({
        panel: station.panel,
        store,
        log,
        station: station.key,
        render: renderReminderDm,
        localeOf,
        stationName: () => station.name,
        listenUrl: listen.url,
        guildName,
      });
      const live = createLiveFollows({
        store,
        panel: station.panel,
        station: station.key,
        stationName: () => station.name,
        render: renderLiveDm,
        localeOf,
        guildName,
        announcementUrl,
        log,
      });
      const wanted = () => followed.has(station.key);
      const watched = {
        observed: (observation: Parameters<typeof live.observed>[0], now: number) => {
          // What a read saw is kept whoever follows (the list of followed stations may be a minute old); the
          // channels are read for it only where someone follows.
          if (observation?.listenUrl || (observation && wanted())) listen.refresh(observation.listenUrl);
          return live.observed(observation, now);
        },
      };
      const follows = createStationFollows({ live: watched, reminders, wanted }, log);
      made.set(station.key, follows);
      return follows;
    },
    async settled() {
      await Promise.all([...made.values()].map((follows) => follows.settled()));
    },
  };
}

/** How recent a DJ's announcement must be to be the one of the show a follower is told of: a show's gap. */
const ANNOUNCED_WITHIN_MS = SAME_SHOW_GAP_MS;

/**
 * The link a follower's message gives to the server's announcement: the announcement of the DJ going live when
 * the channel's last one for that DJ is of this show, else the channel where the station's announcements go (its
 * saved one, else an `.env` one of that server), else null.
 */
async function announcementLink(
  parts: Pick<FollowWorkParts, "store" | "client" | "targets">,
  stationKey: string,
  live: { readonly guildId: string; readonly dj: DjSnapshot; readonly now: number },
): Promise<string | null> {
  const { store, client } = parts;
  const { guildId } = live;
  const targets = new Set(parts.targets.targetsOf(stationKey).map((target) => target.channelId));
  const saved = (await store.guildSettings(guildId))?.channels?.find((channel) => targets.has(channel.id));
  const channelId =
    saved?.id ??
    [...targets].find((id) => {
      const channel = client.channels.cache.get(id);
      return channel !== undefined && "guildId" in channel && channel.guildId === guildId;
    });
  if (!channelId) return null;
  const channelUrl = `https://discord.com/channels/${guildId}/${channelId}`;
  const messageId = await store.trackMessage(
    djAnnouncementSlot(stationKey, announcerDjKey(live.dj)),
    channelId,
  );
  const ofThisShow =
    messageId !== null &&
    /^\d{1,20}$/.test(messageId) &&
    live.now - timeOfSnowflake(messageId) < ANNOUNCED_WITHIN_MS;
  return ofThisShow ? `${channelUrl}/${messageId}` : channelUrl;
}

/** How old the Listen address of a reminder may be: it rarely changes, and a reminder is no reason to read it. */
const LISTEN_MAX_AGE_MS = 15 * 60_000;

/**
 * A station's Listen address for its reminders, as its reads saw it, else read from its channels (the commands'
 * cache shares the read) at most every {@link LISTEN_MAX_AGE_MS}; null until known.
 */
function listenAddress(
  station: Station,
  now: () => number,
  log: Logger,
): { url: () => string | null; refresh: (seen: string | null) => void } {
  let url: string | null = null;
  let readAt = -Infinity;
  return {
    url: () => url,
    refresh(seen) {
      if (seen) {
        url = seen;
        readAt = now();
        return;
      }
      if (now() - readAt < LISTEN_MAX_AGE_MS) return;
      readAt = now();
      station.panel.channels({ maxAgeMs: LISTEN_MAX_AGE_MS }).then(
        (channels) => {
          url = listenUrlOf(channels) ?? url;
        },
        (error: unknown) => {
          // A panel that does not answer leaves the last address; anything else is a bug worth a line.
          if (!(error instanceof PanelError))
            log.warn("follows: reading the Listen address failed", { error });
        },
      );
    },
  };
}
