import { type Locale, LOCALES } from "../locale.js";
import { validate as isValidCron } from "node-cron";
import { z } from "zod";
import { onOff, type ParsedVariables, snowflake, wholeNumber } from "./fields.js";

/**
 * The variables of what the bot keeps up to date by itself: announcements, its status (`PRESENCE`) and the
 * servers' scheduled events (`SCHEDULE_EVENTS`).
 */
export const announceVariables = {
  ANNOUNCE_CHANNEL_IDS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    )
    .pipe(z.array(snowflake)),
  ANNOUNCE_SCHEDULE: z
    .string()
    .default("*/15 * * * * *")
    .refine(isValidCron, "expected a node-cron expression"),
  ANNOUNCE_ADAPTIVE: onOff.default(true),
  ANNOUNCE_TRACKS: z.enum(["off", "post", "edit"]).default("off"),
  ANNOUNCE_LOCALE: z.enum(LOCALES).default("en"),
  ANNOUNCE_STATION_STATUS: onOff.default(false),
  ANNOUNCE_CONFIRM: wholeNumber(1, 20).default(2),
  PRESENCE: z.enum(["track", "listeners", "off"]).default("track"),
  SCHEDULE_EVENTS: onOff.default(false),
};

/** A good value for each of these variables, shown next to a problem with it. */
export const announceExamples: Record<keyof typeof announceVariables, string> = {
  ANNOUNCE_CHANNEL_IDS: "123456789012345678,234567890123456789",
  ANNOUNCE_SCHEDULE: "*/15 * * * * *",
  ANNOUNCE_ADAPTIVE: "true or false",
  ANNOUNCE_TRACKS: "off, post or edit",
  ANNOUNCE_LOCALE: LOCALES.join(", "),
  ANNOUNCE_STATION_STATUS: "true or false",
  ANNOUNCE_CONFIRM: "2",
  PRESENCE: "track, listeners or off",
  SCHEDULE_EVENTS: "true or false",
};

/** Where and how the bot announces what changes on air. */
export interface AnnounceConfig {
  readonly channelIds: readonly string[];
  readonly schedule: string;
  /** Also read just after each track's expected end; the schedule stays the ceiling. */
  readonly adaptive: boolean;
  readonly tracks: "off" | "post" | "edit";
  readonly locale: Locale;
  readonly stationStatus: boolean;
  readonly confirm: number;
}

/** What the bot's status shows: the song on air, the audience, or nothing. */
export type Presence = "track" | "listeners" | "off";

/** The announcements part of the configuration. */
export function announceConfig(env: ParsedVariables<typeof announceVariables>): AnnounceConfig {
  return {
    channelIds: env.ANNOUNCE_CHANNEL_IDS,
    schedule: env.ANNOUNCE_SCHEDULE,
    adaptive: env.ANNOUNCE_ADAPTIVE,
    tracks: env.ANNOUNCE_TRACKS,
    locale: env.ANNOUNCE_LOCALE,
    stationStatus: env.ANNOUNCE_STATION_STATUS,
    confirm: env.ANNOUNCE_CONFIRM,
  };
}
