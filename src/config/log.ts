import { z } from "zod";

const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
/** How much the bot logs. */
export type LogLevel = (typeof LOG_LEVELS)[number];

const LOG_FORMATS = ["text", "json"] as const;
/** How log lines are written: `time LEVEL message key=value`, or one JSON object per line. */
export type LogFormat = (typeof LOG_FORMATS)[number];

/** The variables that say how much the bot logs, and how. */
export const logVariables = {
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  LOG_FORMAT: z.enum(LOG_FORMATS).default("text"),
};

/** A good value for each log variable, shown next to a problem with it. */
export const logExamples: Record<keyof typeof logVariables, string> = {
  LOG_LEVEL: "debug, info, warn or error",
  LOG_FORMAT: "text or json",
};
