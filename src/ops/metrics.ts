import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { collectNodeMetrics } from "./node-metrics.js";
import type { PanelObserver, PanelOutcome } from "../panel/observer.js";
import { interactionLabeller, type InteractionLabelNames } from "./interaction-labels.js";
import { createPanelHealth, type PanelState } from "./panel-health.js";

/** What happened to an announcement: queued in the outbox, sent, a send that failed, or given up on. */
export type AnnouncementOutcome = "queued" | "sent" | "failed" | "dropped";

export type { PanelState } from "./panel-health.js";

/**
 * The bot's metrics, one registry per bot (several bots in one process never clash). Each instrumented spot is a
 * one-liner against this object; figures read from elsewhere at scrape time are gauges with a reader.
 */
export interface Metrics {
  readonly registry: Registry;
  /**
   * Panel requests by endpoint and outcome, their latency, and cache hits; keeps the panels' state too, per
   * station through `station` (a trusted one's error messages kept), and none of a probe's (`probe`).
   */
  readonly panel: PanelObserver & {
    state(): PanelState;
    station(name: string, trusted: boolean): PanelObserver;
    probe(): PanelObserver;
    forget(name: string): void;
  };
  readonly announcement: (outcome: AnnouncementOutcome, count?: number) => void;
  /**
   * One interaction handled: its command (or button's command) and kind, and how long it took. A name or kind the
   * bot does not know (a forged button id) is counted as `other`, so strangers cannot make new series.
   */
  readonly interaction: (command: string, kind: string, seconds: number) => void;
  /**
   * Registers a gauge read at every scrape, e.g. the outbox depth or (later) voice connections and listeners.
   * `read` returns null when there is no figure right now (scraped as NaN). The name gets the bot's prefix.
   */
  gauge(name: string, help: string, read: () => number | null | Promise<number | null>): void;
  /**
   * Registers a counter with one label of a fixed set of values (each series shown from 0); returns how to add to
   * it. A value outside the set is not counted, so no caller can make a new series. The name gets the bot's prefix.
   */
  counter<const V extends string>(
    name: string,
    help: string,
    label: string,
    values: readonly V[],
  ): (value: V, amount?: number) => void;
  /** The Prometheus text exposition of everything. */
  text(): Promise<string>;
}

const PREFIX = "radio_bot_";

/** Creates the metrics of one bot, with Node's default process metrics in the same registry. */
export function createMetrics(now: () => number = Date.now, labels: InteractionLabelNames = {}): Metrics {
  const interactionLabels = interactionLabeller(labels);
  const registry = new Registry();
  const registers = [registry];
  collectNodeMetrics(registry);

  const { panelRequests, panelSeconds, cacheHits, announcements, interactions } = botInstruments(registers);

  const health = createPanelHealth(now);
  const observer = (record: (outcome: PanelOutcome, error: unknown) => void): PanelObserver => ({
    request(endpoint, outcome, seconds, error) {
      panelRequests.inc({ endpoint, outcome });
      panelSeconds.observe({ endpoint }, seconds);
      record(outcome, error);
    },
    cacheHit: (endpoint) => cacheHits.inc({ endpoint }),
  });

  return {
    registry,
    panel: {
      // Told without a station: the operator's own code, whose errors may be shown.
      ...observer((outcome, error) => health.record(null, true, outcome, error)),
      station: (name, trusted) => observer((outcome, error) => health.record(name, trusted, outcome, error)),
      probe: () => observer(() => undefined),
      forget: (name) => health.forget(name),
      state: () => health.state(),
    },
    announcement: (outcome, count = 1) => announcements.inc({ outcome }, count),
    interaction: (command, kind, seconds) => interactions.observe(interactionLabels(command, kind), seconds),
    gauge(name, help, read) {
      new Gauge({
        name: `${PREFIX}${name}`,
        help,
        registers,
        // A figure that cannot be read now (the database away) is NaN, not a failed scrape.
        async collect() {
          this.set(
            (await Promise.resolve()
              .then(read)
              .catch(() => null)) ?? Number.NaN,
          );
        },
      });
    },
    counter(name, help, label, values) {
      const counter = new Counter({ name: `${PREFIX}${name}`, help, labelNames: [label], registers });
      for (const value of values) counter.inc({ [label]: value }, 0);
      return (value, amount = 1) => {
        if (values.includes(value) && amount > 0) counter.inc({ [label]: value }, amount);
      };
    },
    text: () => registry.metrics(),
  };
}

/** The bot's own counters and histograms, registered in `registers` (the gauges are added by who reads them). */
function botInstruments(registers: Registry[]) {
  const panelRequests = new Counter({
    name: `${PREFIX}panel_requests_total`,
    help: "Requests to the panel (retries included in one), by endpoint and outcome",
    labelNames: ["endpoint", "outcome"] as const,
    registers,
  });
  const panelSeconds = new Histogram({
    name: `${PREFIX}panel_request_duration_seconds`,
    help: "Time a panel request took, retries included",
    labelNames: ["endpoint"] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const cacheHits = new Counter({
    name: `${PREFIX}panel_cache_hits_total`,
    help: "Panel reads answered from the cache or joined to a request under way, by endpoint",
    labelNames: ["endpoint"] as const,
    registers,
  });
  const announcements = new Counter({
    name: `${PREFIX}announcements_total`,
    help: "Announcements queued, sent, failed (a send that did not go through) and dropped (given up on)",
    labelNames: ["outcome"] as const,
    registers,
  });
  for (const outcome of ["queued", "sent", "failed", "dropped"]) announcements.inc({ outcome }, 0);
  const interactions = new Histogram({
    name: `${PREFIX}interaction_duration_seconds`,
    help: "Time from receiving an interaction to having answered it, by command and kind",
    labelNames: ["command", "kind"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  return { panelRequests, panelSeconds, cacheHits, announcements, interactions };
}
