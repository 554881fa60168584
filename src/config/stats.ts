import { z } from "zod";
import { onOff, type ParsedVariables } from "./fields.js";

/** The variables of keeping the stations' figures. */
export const statsVariables = {
  STATS: onOff.default(true),
  // Checked against Intl's zones when the statistics start (`statsZone`).
  STATS_TIMEZONE: z.string().default("UTC"),
};

/** A good value for each statistics variable, shown next to a problem with it. */
export const statsExamples: Record<keyof typeof statsVariables, string> = {
  STATS: "on",
  STATS_TIMEZONE: "Europe/Berlin",
};

/** Keeping the stations' figures (listeners, plays, DJ spans) from the reads the bot makes. */
export interface StatsConfig {
  /** False: nothing is kept. */
  readonly enabled: boolean;
  /** The IANA zone hours, days and months are cut in; resolved (and checked against the tz data) at start. */
  readonly timeZone: string;
}

/** The statistics part of the configuration. */
export function statsConfig(env: ParsedVariables<typeof statsVariables>): StatsConfig {
  return { enabled: env.STATS, timeZone: env.STATS_TIMEZONE };
}
