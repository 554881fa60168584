import { z } from "zod";
import { isHttpUrl, type ParsedVariables, wholeNumber } from "./fields.js";

/** The panel address that makes the bot start its built-in simulated station. */
export const DEMO_PANEL = "demo";

/** Accepts `https://host:port`, `…/api/v2` and `…/api/v2/`; keeps the address without `/api/v2`. */
const panelUrl = z
  .string()
  .refine((value) => value === DEMO_PANEL || isHttpUrl(value), "expected an http(s) URL or demo")
  .transform((value) => value.replace(/\/+$/, "").replace(/\/api\/v2$/, ""));

/** The variables that say which panel the bot reads, and which of its stations. */
export const panelVariables = {
  PANEL_URL: panelUrl.optional(),
  PANEL_SERVER_ID: z
    .string()
    .default("1")
    .transform((value) => value.replace(/\s+/g, "").toLowerCase())
    .refine(
      (value) => value === "all" || /^\d{1,7}(,\d{1,7})*$/.test(value),
      "expected 1, a list like 1,3,4, or all",
    )
    .transform((value): readonly number[] | "all" =>
      value === "all" ? "all" : [...new Set(value.split(",").map(Number))],
    )
    .refine((ids) => ids === "all" || ids.every((id) => id >= 1), "expected server ids from 1 up"),
  PANEL_API_KEY: z.string().optional(),
  PANEL_TIMEOUT_MS: wholeNumber(100, 60_000).default(5_000),
};

/** A good value for each panel variable, shown next to a problem with it. */
export const panelExamples: Record<keyof typeof panelVariables, string> = {
  PANEL_URL: "https://radio.example.com:8080 (or demo)",
  PANEL_SERVER_ID: "1, a list like 1,3,4, or all",
  PANEL_API_KEY: "the key from the panel's API settings",
  PANEL_TIMEOUT_MS: "5000",
};

/** The panel the bot reads. */
export interface PanelConfig {
  /** The panel's address without `/api/v2`, or `demo`; null for a public bot (each server sets its own). */
  readonly url: string | null;
  /** The first (or only) configured server id: the station of a one-station bot. */
  readonly serverId: number;
  readonly apiKey: string | undefined;
  readonly timeoutMs: number;
}

/** The panel part of the configuration; a public bot has no panel of its own. */
export function panelConfig(
  env: ParsedVariables<typeof panelVariables> & { readonly PUBLIC_BOT: boolean },
): PanelConfig {
  return {
    url: env.PUBLIC_BOT ? null : (env.PANEL_URL ?? null),
    serverId: env.PANEL_SERVER_ID === "all" ? 1 : (env.PANEL_SERVER_ID[0] ?? 1),
    apiKey: env.PANEL_API_KEY,
    timeoutMs: env.PANEL_TIMEOUT_MS,
  };
}
