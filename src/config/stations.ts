import { z } from "zod";
import { onOff, type ParsedVariables, wholeNumber } from "./fields.js";
import type { panelVariables } from "./panel.js";

/** The variables of a public bot (each Discord server adds its own stations) and its limits. */
export const stationsVariables = {
  PUBLIC_BOT: onOff.default(false),
  SECRET_KEY: z.string().optional(),
  ALLOW_PRIVATE_PANELS: onOff.default(false),
  STATIONS_PER_SERVER: wholeNumber(1, 25).default(5),
  MAX_STATIONS: wholeNumber(1, 1_000_000).default(1_000),
};

/** A good value for each of these variables, shown next to a problem with it. */
export const stationsExamples: Record<keyof typeof stationsVariables, string> = {
  PUBLIC_BOT: "true or false",
  SECRET_KEY: "32 or more random characters, e.g. the output of openssl rand -base64 32",
  ALLOW_PRIVATE_PANELS: "true or false",
  STATIONS_PER_SERVER: "5",
  MAX_STATIONS: "1000",
};

/**
 * How stations are configured: one (`PANEL_URL`, `PANEL_SERVER_ID`), a network on one panel (`PANEL_SERVER_ID` a
 * list or `all`), or a public bot (`PUBLIC_BOT=true`, `PANEL_URL` unset) that each Discord server points at its own.
 */
export interface StationsConfig {
  readonly mode: "single" | "network" | "public";
  /** The configured server ids on `PANEL_URL`, or `all` (the panel's `servers/`); empty for a public bot. */
  readonly serverIds: readonly number[] | "all";
  /** Seals stored API keys; without it, `/setup station` refuses keys. Never logged. */
  readonly secretKey: string | undefined;
  /** Lifts the address checks for panels on private networks (self-hosters). */
  readonly allowPrivatePanels: boolean;
  /** Stations one Discord server may add (public bot). */
  readonly perServer: number;
  /** Stations the whole bot may serve (public bot). */
  readonly total: number;
}

/** The stations part of the configuration: which stations the bot serves, from these and `PANEL_SERVER_ID`. */
export function stationsConfig(
  env: ParsedVariables<typeof stationsVariables> &
    Pick<ParsedVariables<typeof panelVariables>, "PANEL_SERVER_ID">,
): StationsConfig {
  return {
    mode: env.PUBLIC_BOT
      ? "public"
      : env.PANEL_SERVER_ID === "all" || env.PANEL_SERVER_ID.length > 1
        ? "network"
        : "single",
    serverIds: env.PUBLIC_BOT ? [] : env.PANEL_SERVER_ID,
    secretKey: env.SECRET_KEY,
    allowPrivatePanels: env.ALLOW_PRIVATE_PANELS,
    perServer: env.STATIONS_PER_SERVER,
    total: env.MAX_STATIONS,
  };
}
