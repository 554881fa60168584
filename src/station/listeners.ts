import type { Channel, ChannelState } from "../panel/schemas.js";

/** Channel state 2: a source is connected and the channel is broadcasting. */
export const ON_AIR: ChannelState = 2;

/** The station's audience across its broadcasting channels. */
export interface ListenerTotals {
  /** Sum of `listeners_current` over channels on air. */
  readonly current: number;
  /** Sum of `listeners_peak` over channels on air. */
  readonly peak: number;
  readonly channelsOnAir: number;
  readonly channels: number;
}

/** Listener totals: only channels with state 2 (on air) count, as the panel's own widgets do. */
export function listenerTotals(channels: readonly Channel[]): ListenerTotals {
  const onAir = channels.filter((channel) => channel.state === ON_AIR);
  return {
    current: onAir.reduce((sum, channel) => sum + Math.max(0, channel.listeners_current), 0),
    peak: onAir.reduce((sum, channel) => sum + Math.max(0, channel.listeners_peak ?? 0), 0),
    channelsOnAir: onAir.length,
    channels: channels.length,
  };
}

/** True when at least one channel is on air. */
export function isStationOnAir(channels: readonly Channel[]): boolean {
  return channels.some((channel) => channel.state === ON_AIR);
}
