import { createOutboxDelivery, type DeliveryWords } from "../announcer/outbox-delivery.js";
import type { Poster } from "../announcer/poster.js";
import type { StatsCharts } from "../charts/stats-charts.js";
import { createDiscordPoster } from "../discord/poster.js";
import { posterChannels } from "../discord/poster-channels.js";
import type { Locale } from "../locale.js";
import type { Logger } from "../log.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { statsMessage } from "../render/stats-message.js";
import { statsStationName } from "../render/stations.js";
import { savedLocale, type WeeklyReportSetting } from "../settings/guild-settings.js";
import type { GuildSettings } from "../settings/guild-settings.js";
import type { Period } from "../stats/periods.js";
import type { StatsReading } from "../stats/stats-reading.js";
import { reportDue, reportPending } from "../stats/weekly-report.js";
import type { AsyncBotStore } from "../store/async-store.js";
import type { Timers } from "../clock.js";
import type { Feature, ReadyParts } from "./feature.js";

/** How often the servers' report times are checked (a report goes out within this of its hour). */
export const REPORT_CHECK_MS = 5 * 60_000;

/** What the weekly reports need, passed in (the feature gives the bot's parts; tests give their own). */
export interface WeeklyReportDeps {
  readonly stats: StatsReading;
  readonly store: Pick<AsyncBotStore, "commitStep" | "claim" | "trackMessage" | "setTrackMessage">;
  readonly poster: Poster;
  readonly charts: StatsCharts | null;
  readonly log: Logger;
  readonly timers: Timers;
  /** The servers this process posts in (its shards' servers). */
  readonly guilds: () => Iterable<string>;
  readonly settingsOf: (guildId: string) => GuildSettings | null;
  /** The station a server's report is about (its own), or null when it has none. */
  readonly stationOf: (guildId: string) => ReportStation | null;
  /** The language a server's report is in when it chose none. */
  readonly defaultLocale: Locale;
}

/** The station a report is about: its key in the statistics, and what names it (as `/stats` names it). */
export interface ReportStation {
  readonly key: string;
  /** The panel's name for it, or null ("Station N" in the server's language). */
  readonly name: string | null;
  readonly serverId: number;
}

/** The running reports: `check` runs one round now (tests); `stop` ends the timer and waits for the round. */
export interface WeeklyReports {
  check(): Promise<void>;
  stop(): Promise<void>;
}

/** Where the fleet keeps a server's report state, and its outbox. */
export function reportKey(guildId: string): string {
  return `report:${guildId}`;
}

/**
 * Posts each server's weekly report (`/setup report`): once its hour has come in the stats' zone, the last week's
 * report (the `/stats` reply and chart) in the server's language, queued in the server's outbox together with the
 * week it reports (`commitStep`, one process at a time) and delivered through a claim: exactly once across restarts
 * and shards, Discord's nonce and a look at the channel's own posts (with Read Message History) guarding a post
 * whose answer was lost. Null with `STATS=off`.
 */
export const weeklyReports: Feature<ReadyParts, WeeklyReports> = async (parts) => {
  const { stats, directory, fleet, config } = parts;
  if (!stats) return null;
  return startWeeklyReports({
    stats,
    store: parts.store,
    poster: createDiscordPoster(parts.client.rest, posterChannels(parts.client, parts.channels)),
    charts: parts.charts,
    log: parts.log,
    timers: parts.timers,
    guilds: () => parts.client.guilds.cache.keys(),
    settingsOf: (guildId) => fleet.guildSettings(guildId),
    stationOf: (guildId) => directory.stationOf(guildId),
    defaultLocale: config.announce.locale,
  });
};

/** The log's words for the reports' posts: a channel that cannot take them is set again with `/setup report`. */
const REPORT_WORDS: DeliveryWords = {
  prefix: "report",
  post: "a weekly report",
  unusable: (where) =>
    `the weekly report cannot be posted in ${where}: the channel is gone, or the bot lacks View Channel, Send Messages, Embed Links or Attach Files there. Set another with /setup report channel, or give the bot those permissions there.`,
};

/** Starts the rounds: the first at once, then {@link REPORT_CHECK_MS} after each. */
export function startWeeklyReports(deps: WeeklyReportDeps): WeeklyReports {
  const { log, timers } = deps;
  let round: Promise<void> = Promise.resolve();
  // The servers whose report queue was last seen empty: not claimed again until a report is queued.
  const emptied = new Set<string>();
  let timer: unknown = null;
  let stopped = false;

  const check = (): Promise<void> => {
    round = round
      .then(() => reportRound(deps, emptied))
      .catch((error: unknown) => log.warn("report: a round failed", { error }));
    return round;
  };
  // The first round starts now (a test awaiting `check` waits for it too), the next 5 minutes after each.
  const loop = () => {
    void check().then(() => {
      if (!stopped) timer = timers.setTimeout(loop, REPORT_CHECK_MS);
    });
  };
  loop();
  return {
    check,
    async stop() {
      stopped = true;
      timers.clearTimeout(timer);
      await round;
    },
  };
}

/** One round: each server whose report is due and not yet queued gets it queued; every report queue is delivered. */
async function reportRound(deps: WeeklyReportDeps, emptied: Set<string>): Promise<void> {
  const now = deps.timers.now();
  for (const guildId of [...deps.guilds()]) {
    const saved = deps.settingsOf(guildId);
    const setting = saved?.report;
    if (!setting) continue;
    const week = reportDue(setting, now, deps.stats.zone);
    if (week && (await queueReport(deps, guildId, saved, setting, week, now))) emptied.delete(guildId);
    // A queue is claimed until it is seen empty (at first sight: another process may have left a report in it).
    if (emptied.has(guildId)) continue;
    const { retryLater } = await createOutboxDelivery(
      { ...deps, words: REPORT_WORDS },
      reportKey(guildId),
    ).deliver(now);
    if (retryLater === 0) emptied.add(guildId);
  }
}

/**
 * Queues the week's report unless the fleet has it already; only then is it rendered and drawn. Resolves to whether
 * it was queued.
 */
async function queueReport(
  deps: WeeklyReportDeps,
  guildId: string,
  saved: GuildSettings,
  setting: WeeklyReportSetting,
  week: Period,
  now: number,
): Promise<boolean> {
  const keys = { state: reportKey(guildId), outbox: reportKey(guildId) };
  let pending = false;
  await deps.store.commitStep(
    keys,
    (state) => {
      pending = reportPending(state, week.start);
      return null;
    },
    now,
  );
  const station = deps.stationOf(guildId);
  if (!pending || !station) return false;
  const locale = savedLocale(saved) ?? deps.defaultLocale;
  const message = await reportMessage(deps, station, week, locale);
  const queued = await deps.store.commitStep(
    keys,
    (state) =>
      reportPending(state, week.start)
        ? {
            state: { week: week.start },
            deliveries: [
              { channelId: setting.channelId, eventId: `report:${week.start}`, mode: "post", message },
            ],
          }
        : null,
    now,
  );
  if (queued > 0) deps.log.info("report: the weekly report is queued", { guild: guildId, week: week.start });
  return queued > 0;
}

/** The week's `/stats` reply with its chart, as the report posts it. */
async function reportMessage(
  deps: WeeklyReportDeps,
  station: ReportStation,
  week: Period,
  locale: Locale,
): Promise<ReplyMessage> {
  const { zone } = deps.stats;
  // Read as of the week's last instant, then summarised as a week that is over (compared with the whole week before).
  const input = { ...(await deps.stats.summaryInput(station.key, "week", week.end - 1)), now: week.end };
  return statsMessage(input, { station: statsStationName(station, locale), zone, locale }, deps.charts);
}
