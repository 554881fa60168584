import type { PanelState } from "./metrics.js";

/** One part the bot needs to work, as the health check saw it. */
export interface PartHealth {
  readonly ok: boolean;
  /** Why it fails, when it does and that is known. */
  readonly error?: string;
}

/** What the health check looks at. The panel is reported, but never fails the check. */
export interface HealthInput {
  readonly gateway: PartHealth;
  readonly database: PartHealth;
  readonly panel: PanelState;
}

/** The answer to `GET /healthz`. */
export interface HealthAnswer {
  readonly status: 200 | 503;
  readonly body: {
    readonly status: "ok" | "failing";
    /** The parts that fail, by name; empty when all is well. */
    readonly failing: readonly string[];
    readonly gateway: PartHealth;
    readonly database: PartHealth;
    readonly panel: {
      readonly lastSuccess: string | null;
      readonly lastError: { readonly at: string; readonly outcome: string; readonly message: string } | null;
    };
  };
}

/**
 * 200 while the bot can work (gateway ready, database writable), else 503 naming what fails. A failing panel is
 * shown but keeps 200: restarting the bot does not mend a panel, and a supervisor would restart it in a loop.
 */
export function assessHealth(input: HealthInput): HealthAnswer {
  const failing = (["gateway", "database"] as const).filter((part) => !input[part].ok);
  const iso = (at: number) => new Date(at).toISOString();
  const { lastSuccessAt, lastError } = input.panel;
  return {
    status: failing.length === 0 ? 200 : 503,
    body: {
      status: failing.length === 0 ? "ok" : "failing",
      failing,
      gateway: input.gateway,
      database: input.database,
      panel: {
        lastSuccess: lastSuccessAt === null ? null : iso(lastSuccessAt),
        lastError: lastError && { ...lastError, at: iso(lastError.at) },
      },
    },
  };
}
