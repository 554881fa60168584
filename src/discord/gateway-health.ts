import { type Client, Status } from "discord.js";

/** Whether the Discord gateway connection can carry the bot's work right now. */
export interface GatewayHealth {
  readonly ok: boolean;
  /** `ready`, or what the connection is doing instead (`resuming`, `connecting`, `disconnected` …). */
  readonly state: string;
  /** The last heartbeat's round trip, or null before the first one. */
  readonly latencyMs: number | null;
}

/**
 * Reads the gateway from discord.js's shards (the client's own `ws.status` stays "ready" after a drop). A silent
 * connection is noticed by discord.js at its next unanswered heartbeat, so within one heartbeat interval.
 */
export function gatewayHealth(client: Client): GatewayHealth {
  const shards = [...client.ws.shards.values()];
  const notReady = shards.find((shard) => shard.status !== Status.Ready);
  const state = shards.length === 0 ? "disconnected" : notReady ? nameOf(notReady.status) : "ready";
  const ping = client.ws.ping;
  return { ok: state === "ready", state, latencyMs: Number.isFinite(ping) && ping >= 0 ? ping : null };
}

function nameOf(status: Status): string {
  return (Status[status] ?? "unknown").replace(
    /[A-Z]/g,
    (c, at: number) => `${at ? "-" : ""}${c.toLowerCase()}`,
  );
}
