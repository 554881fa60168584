import { z } from "zod";
import { type ParsedVariables, wholeNumber } from "./fields.js";

/** The variables of the health and metrics server. */
export const healthVariables = {
  HEALTH_PORT: wholeNumber(0, 65_535).optional(),
  HEALTH_HOST: z.string().default("127.0.0.1"),
};

/** A good value for each health variable, shown next to a problem with it. */
export const healthExamples: Record<keyof typeof healthVariables, string> = {
  HEALTH_PORT: "9464",
  HEALTH_HOST: "127.0.0.1 (or 0.0.0.0 inside a container)",
};

/** Where the health and metrics server (`/healthz`, `/metrics`) listens. */
export interface HealthConfig {
  readonly port: number;
  readonly host: string;
}

/** The health server's address, or null when HEALTH_PORT is unset (no server). */
export function healthConfig(env: ParsedVariables<typeof healthVariables>): HealthConfig | null {
  return env.HEALTH_PORT === undefined ? null : { port: env.HEALTH_PORT, host: env.HEALTH_HOST };
}
