import { listenerCountRejection, MAX_CHANNEL_LISTENERS } from "./listener-bounds.js";
import { type ListenerSample, type SeriesId, voiceSeries } from "./records.js";

/**
 * A channel's or Discord voice's listeners are kept at most once in this long (the station's total: at every read
 * that counted it): the one sample a minute per series that retention is sized for.
 */
export const SERIES_SAMPLE_EVERY_MS = 60_000;
/**
 * Channels kept as series of their own, at most (the lowest ids): the station's total, these and Discord voice are
 * the four series a station's year of storage is sized for (see `BUSY_STATION` in retention.ts). The total counts
 * every channel on air whatever this says.
 */
export const MAX_CHANNEL_SERIES = 2;
/**
 * The series of the listeners in the bot's Discord voice channels that play the station, over the servers of the
 * process that reads it: one series per station, so its average is the station's audience in voice.
 */
export const VOICE_TOTAL: SeriesId = voiceSeries("all");

/** One channel's audience as a read saw it: the panel's channel id, its `listeners_current` and its limit. */
export interface ChannelAudience {
  readonly id: number;
  readonly listeners: number;
  /** The channel's configured limit (its `listeners`); 0, null or absent: none. */
  readonly limit?: number | null;
}

/** When each series beside the total was last sampled, and whether anyone was heard in voice yet. */
export interface SeriesClock {
  readonly sampledAt: Readonly<Record<SeriesId, number>>;
  /** Voice is kept from the first read with someone in it: a bot nobody hears in voice keeps no voice series. */
  readonly voiceHeard: boolean;
}

/** No series sampled yet. */
export const NO_SERIES_SAMPLED: SeriesClock = { sampledAt: {}, voiceHeard: false };

/**
 * The samples a read adds besides the station's total: each on-air channel's listeners (at most
 * {@link MAX_CHANNEL_SERIES}, by id) and the listeners in Discord voice, each series at most once per
 * {@link SERIES_SAMPLE_EVERY_MS}. A channel's count that is not to be kept (`listenerCountRejection`: negative,
 * past its limit or the bound) is left out. `channels` null or absent: the channels were not read; `voice` null or
 * absent: voice does not run (the caller checks its count). Pure.
 */
export function seriesSamples(
  station: string,
  at: number,
  channels: readonly ChannelAudience[] | null | undefined,
  voice: number | null | undefined,
  clock: SeriesClock,
): { readonly samples: ListenerSample[]; readonly clock: SeriesClock } {
  const wanted: [SeriesId, number][] = [...(channels ?? [])]
    .sort((a, b) => a.id - b.id)
    .slice(0, MAX_CHANNEL_SERIES)
    .filter(
      (channel) => listenerCountRejection(channel.listeners, MAX_CHANNEL_LISTENERS, channel.limit) === null,
    )
    .map((channel) => [String(channel.id), channel.listeners]);
  const voiceHeard = clock.voiceHeard || (typeof voice === "number" && voice > 0);
  if (voiceHeard && typeof voice === "number") wanted.push([VOICE_TOTAL, Math.max(0, voice)]);
  const due = wanted.filter(([series]) => {
    const last = clock.sampledAt[series];
    return last === undefined || at - last >= SERIES_SAMPLE_EVERY_MS || at < last;
  });
  if (due.length === 0 && voiceHeard === clock.voiceHeard) return { samples: [], clock };
  let sampledAt: Record<SeriesId, number> = { ...clock.sampledAt };
  for (const [series] of due) sampledAt[series] = at;
  // Channels the panel renames or replaces leave their times behind: only the series read now are kept then.
  if (Object.keys(sampledAt).length > MAX_CHANNEL_SERIES + 1) {
    sampledAt = Object.fromEntries(wanted.map(([series]) => [series, sampledAt[series] ?? at]));
  }
  return {
    samples: due.map(([channel, listeners]) => ({ station, channel, at, listeners })),
    clock: { sampledAt, voiceHeard },
  };
}
