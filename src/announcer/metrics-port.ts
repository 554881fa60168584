/** How an announcement ended, as the bot's metrics count it. */
export type AnnouncementOutcome = "queued" | "sent" | "failed" | "dropped";

/**
 * What the announcer tells the bot's metrics: a port of its own, which `src/ops/metrics.ts` fills, so the announcer
 * imports nothing of the operations' room above it.
 */
export interface AnnouncerMetrics {
  readonly announcement: (outcome: AnnouncementOutcome, count?: number) => void;
  gauge(name: string, help: string, read: () => number | null | Promise<number | null>): void;
}
