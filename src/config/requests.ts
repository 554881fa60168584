import { onOff, type ParsedVariables, wholeNumber } from "./fields.js";

/** The variables of song requests from Discord (`/request`). */
export const requestsVariables = {
  REQUESTS_ENABLED: onOff.default(false),
  REQUEST_COOLDOWN_SECONDS: wholeNumber(0, 86_400).default(600),
  REQUEST_TRACK_TIMEOUT: wholeNumber(0, 1_000_000).default(0),
};

/** A good value for each request variable, shown next to a problem with it. */
export const requestsExamples: Record<keyof typeof requestsVariables, string> = {
  REQUESTS_ENABLED: "true or false",
  REQUEST_COOLDOWN_SECONDS: "600",
  REQUEST_TRACK_TIMEOUT: "0",
};

/** Song requests from Discord. */
export interface RequestsConfig {
  /** `/request` is registered and answered only when true. */
  readonly enabled: boolean;
  /** How long one Discord user waits between accepted requests. */
  readonly cooldownSeconds: number;
  /** Passed to the panel as `track_timeout` (its unit is the panel's). */
  readonly trackTimeout: number;
}

/** The requests part of the configuration. */
export function requestsConfig(env: ParsedVariables<typeof requestsVariables>): RequestsConfig {
  return {
    enabled: env.REQUESTS_ENABLED,
    cooldownSeconds: env.REQUEST_COOLDOWN_SECONDS,
    trackTimeout: env.REQUEST_TRACK_TIMEOUT,
  };
}
