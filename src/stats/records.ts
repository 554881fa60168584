/**
 * What the bot keeps of a station's audience. Times are Unix milliseconds (UTC); `station` is the station's key
 * (`stationKey` in src/station/station-key.ts). Every record is plain data, so the store, the roll-ups and the
 * tests share it without conversion.
 */

/**
 * A series of listener counts: a panel channel by its id (`"3"`), the station's whole audience
 * ({@link STATION_TOTAL}), or the listeners in one Discord server's voice channel ({@link voiceSeries}).
 */
export type SeriesId = string;

/** The series of a station's whole audience: the sum over its on-air channels, read at the same moment. */
export const STATION_TOTAL: SeriesId = "total";

/** The series of the listeners in a Discord server's voice channel that plays the station. */
export function voiceSeries(guildId: string): SeriesId {
  return `voice:${guildId}`;
}

/** Whether a series counts listeners in Discord voice rather than on the station's stream. */
export function isVoiceSeries(series: SeriesId): boolean {
  return series.startsWith("voice:");
}

/** One reading of a listener count: a panel channel's `listeners_current`, or the station's total. */
export interface ListenerSample {
  readonly station: string;
  /** A panel channel id as a string, or {@link STATION_TOTAL}. */
  readonly channel: SeriesId;
  readonly at: number;
  readonly listeners: number;
}

/** One reading of how many people (bots excluded) were in a server's voice channel hearing the station. */
export interface VoiceListenersSample {
  readonly station: string;
  readonly guildId: string;
  readonly at: number;
  readonly listeners: number;
}

/** The same reading as a sample of the series {@link voiceSeries}, so it rolls up like any other. */
export function voiceSample(sample: VoiceListenersSample): ListenerSample {
  return {
    station: sample.station,
    channel: voiceSeries(sample.guildId),
    at: sample.at,
    listeners: sample.listeners,
  };
}

/** A track that started on air, with the station's audience when it started (the history's `n_listeners`). */
export interface TrackPlay {
  readonly station: string;
  readonly at: number;
  readonly artist: string;
  readonly title: string;
  /** The name of the DJ (or automatic player) that played it; empty when unknown. */
  readonly dj: string;
  /** The audience at the start of the play, or null when the panel gave none. */
  readonly listeners: number | null;
}

/** A span when one DJ was on air: from the moment they were seen live until they were seen gone. */
export interface DjSpan {
  readonly station: string;
  readonly dj: string;
  readonly from: number;
  /** The end, exclusive; a span still open ends when the DJ was last seen on air. */
  readonly to: number;
}
