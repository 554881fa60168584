import type { StationRefusal } from "../settings/station-refusal.js";

export type { StationRefusal } from "../settings/station-refusal.js";

/** The adds a server may make in an hour, unless the registry is told otherwise. */
export const ADDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** What the bot's stations are counted from: the stations servers saved, and which a server saved. */
export interface FollowedStations {
  /** Every station some server the bot is in has saved. */
  all(): ReadonlySet<string>;
  /** The stations one server saved. */
  of(guildId: string): readonly string[];
}

/**
 * Whether `key` may be added by a server: a station already in use (saved by a server, or open) always may; a new
 * one only below the total limit. `inUse` is the union of the saved and the open stations. Pure.
 */
export function totalRefusal(inUse: ReadonlySet<string>, key: string, limit: number): StationRefusal | null {
  return inUse.has(key) || inUse.size < limit ? null : { kind: "total", limit };
}

/** Counts each server's adds over the last hour: a server may add at most `perHour` stations in any hour. */
export function createAddLimiter(perHour: number = ADDS_PER_HOUR) {
  const adds = new Map<string, number[]>();
  const recent = (guildId: string, now: number) => {
    const kept = (adds.get(guildId) ?? []).filter((at) => at > now - HOUR_MS);
    if (kept.length === 0) adds.delete(guildId);
    else adds.set(guildId, kept);
    return kept;
  };
  return {
    /** Null when the server may add one more now; else when it may again. */
    refusal(guildId: string, now: number): StationRefusal | null {
      const kept = recent(guildId, now);
      const oldest = kept[0];
      return kept.length < perHour || oldest === undefined
        ? null
        : { kind: "rate", perHour, retryAt: oldest + HOUR_MS };
    },
    record(guildId: string, now: number): void {
      adds.set(guildId, [...recent(guildId, now), now]);
    },
  };
}

/** Raised by `open` beyond a limit (the command says why before it gets there). */
export class StationLimitError extends Error {
  constructor(readonly refusal: StationRefusal) {
    super(
      refusal.kind === "total"
        ? `This bot serves its limit of ${refusal.limit} stations.`
        : `This server added its limit of ${refusal.perHour} stations this hour.`,
    );
    this.name = "StationLimitError";
  }
}
