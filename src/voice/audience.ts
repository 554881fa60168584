/** One of the bot's voice channels, as the idle and leave decisions see it. */
export interface ChannelAudience {
  /** People in the channel, bots not counted. */
  readonly humans: number;
  /** The server's home channel (stays 24/7) rather than one joined with `/radio join`. */
  readonly home: boolean;
  /** When the channel last became empty of people (ms), or null while someone is in it. */
  readonly emptySince: number | null;
}

/**
 * Whether the station's pipeline should run. Pure. It runs while anyone listens in any of the bot's channels,
 * and for `idleMs` after the last person left (so a quick rejoin hears it at once); `lastHumanAt` is null when
 * nobody has listened since the pipeline last stopped.
 */
export function pipelineWanted(
  humansNow: number,
  lastHumanAt: number | null,
  now: number,
  idleMs: number,
): boolean {
  if (humansNow > 0) return true;
  return lastHumanAt !== null && now - lastHumanAt < idleMs;
}

/** Whether to leave a channel: only one joined with `/radio join`, after `leaveMs` with nobody in it. Pure. */
export function shouldLeave(channel: ChannelAudience, now: number, leaveMs: number): boolean {
  return (
    !channel.home &&
    channel.humans === 0 &&
    channel.emptySince !== null &&
    now - channel.emptySince >= leaveMs
  );
}

/**
 * When the next idle or leave decision can change by itself (ms), or null when only an event can change it. Pure:
 * the timer that acts on it is a thin edge.
 */
export function nextDecisionAt(
  channels: readonly ChannelAudience[],
  lastHumanAt: number | null,
  running: boolean,
  idleMs: number,
  leaveMs: number,
): number | null {
  const times: number[] = [];
  const humans = channels.reduce((sum, c) => sum + c.humans, 0);
  if (running && humans === 0 && lastHumanAt !== null) times.push(lastHumanAt + idleMs);
  for (const channel of channels) {
    if (!channel.home && channel.humans === 0 && channel.emptySince !== null)
      times.push(channel.emptySince + leaveMs);
  }
  return times.length > 0 ? Math.min(...times) : null;
}
