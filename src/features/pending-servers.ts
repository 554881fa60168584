/** The servers whose saved stations changed since the last reconcile: some (by id), or all of them. */
export type PendingServers = ReadonlySet<string> | "all";

/** Nothing changed. */
export const NO_SERVERS: PendingServers = new Set();

/** What is pending once a fleet change comes in: its servers added, or all when it names none (null). Pure. */
export function withChange(pending: PendingServers, guildIds: readonly string[] | null): PendingServers {
  if (guildIds === null || pending === "all") return "all";
  return new Set([...pending, ...guildIds]);
}

/** Whether any server waits to be reconciled. Pure. */
export function anyPending(pending: PendingServers): boolean {
  return pending === "all" || pending.size > 0;
}

/** The servers to reconcile now (null for all, in the order they came), leaving nothing pending. Pure. */
export function takePending(pending: PendingServers): { changed: string[] | null; pending: PendingServers } {
  return { changed: pending === "all" ? null : [...pending], pending: NO_SERVERS };
}
