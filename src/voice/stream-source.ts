import type { Channel } from "../panel/schemas.js";

/** Where the voice pipeline reads the station from. */
export interface StreamSource {
  readonly url: string;
  /** The panel's format for the channel (`mp3`, `aac`, `ogg`, `opus`…), or null for `VOICE_STREAM_URL`. */
  readonly format: string | null;
  /** The channel's mount point, for logs and replies; null for `VOICE_STREAM_URL`. */
  readonly mount: string | null;
  /** The channel's bitrate in kbit/s, when the panel says (failover prefers a channel like the one that failed). */
  readonly bitrate?: number | null;
}

/** What the pipeline should do: play a source, wait for the station to come back on air, or give up (no channel). */
export type SourceChoice =
  | {
      readonly kind: "play";
      readonly source: StreamSource;
      /** The station's other channels on air, best first: where to go when `source` drops. */
      readonly alternatives?: readonly StreamSource[];
    }
  | { readonly kind: "off-air" }
  | { readonly kind: "none" };

const OPUS_FORMATS = new Set(["opus", "ogg", "oggopus", "ogg/opus"]);
const AAC_FORMATS = new Set(["aac", "aacp", "aac+", "he-aac"]);

/** A source URL the bot may open: http or https only. */
export function playableUrl(value: string | null | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  return /^https?:$/.test(new URL(value).protocol) ? value : null;
}

/**
 * Higher is better. An Ogg/Opus channel comes first (it is passed through without re-encoding); then MP3 and AAC by
 * bitrate, AAC first at equal bitrate (it sounds better per bit); any other format last (ffmpeg may still read it).
 */
function rank(channel: Channel): number {
  const format = (channel.s_format ?? "").toLowerCase();
  const bitrate = channel.bitrate ?? 0;
  if (OPUS_FORMATS.has(format)) return 3_000_000 + bitrate;
  if (AAC_FORMATS.has(format)) return 2_000_000 + bitrate * 2 + 1;
  if (format === "mp3" || format === "mpeg") return 2_000_000 + bitrate * 2;
  return bitrate;
}

/**
 * Chooses the stream the bot plays. Pure. `VOICE_STREAM_URL` wins; else the best channel on air (state 2) with an
 * http(s) address, the others on air as alternatives; channels that exist but are not on air mean "wait for the station"; no channel at all, "none".
 */
export function chooseStreamSource(channels: readonly Channel[], override: string | null): SourceChoice {
  const fixed = playableUrl(override);
  if (fixed) return { kind: "play", source: { url: fixed, format: null, mount: null } };
  const withUrl = channels
    .map((channel) => ({
      channel,
      url: playableUrl(channel.stream_url) ?? playableUrl(channel.secure_stream_url),
    }))
    .filter((c): c is { channel: Channel; url: string } => c.url !== null);
  const onAir = withUrl.filter((c) => c.channel.state === 2 && c.channel.active !== false);
  const [best, ...others] = onAir
    .sort((a, b) => rank(b.channel) - rank(a.channel))
    .map(({ channel, url }) => ({
      url,
      format: channel.s_format ?? null,
      mount: channel.mount_point,
      bitrate: channel.bitrate ?? null,
    }));
  if (best) return { kind: "play", source: best, alternatives: others };
  return withUrl.length > 0 ? { kind: "off-air" } : { kind: "none" };
}
