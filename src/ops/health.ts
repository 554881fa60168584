import type { PanelFailure, PanelHealthState, PanelState } from "./panel-health.js";

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
    /** Every station together, and each by its shown name; an error's message only for the operator's own. */
    readonly panel: PanelHealthBody & { readonly stations: Readonly<Record<string, PanelHealthBody>> };
  };
}

/** A panel's state as `/healthz` shows it. */
export interface PanelHealthBody {
  readonly lastSuccess: string | null;
  readonly lastError: { readonly at: string; readonly outcome: string; readonly message?: string } | null;
}

/**
 * 200 while the bot can work (gateway ready, database writable), else 503 naming what fails. A failing panel is
 * shown but keeps 200: restarting the bot does not mend a panel, and a supervisor would restart it in a loop.
 */
export function assessHealth(input: HealthInput): HealthAnswer {
  const failing = (["gateway", "database"] as const).filter((part) => !input[part].ok);
  return {
    status: failing.length === 0 ? 200 : 503,
    body: {
      status: failing.length === 0 ? "ok" : "failing",
      failing,
      gateway: input.gateway,
      database: input.database,
      panel: {
        ...shown(input.panel),
        stations: Object.fromEntries([...input.panel.stations].map(([name, state]) => [name, shown(state)])),
      },
    },
  };
}

function shown(state: PanelHealthState): PanelHealthBody {
  const iso = (at: number) => new Date(at).toISOString();
  const error = (failure: PanelFailure) => ({ ...failure, at: iso(failure.at) });
  return {
    lastSuccess: state.lastSuccessAt === null ? null : iso(state.lastSuccessAt),
    lastError: state.lastError && error(state.lastError),
  };
}
