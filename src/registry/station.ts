import { createHash } from "node:crypto";
import type { PanelClient } from "../panel/client.js";
import type { PanelClock } from "../panel/panel-clock.js";

/**
 * A station the bot serves: one reader (the panel client, with its cache) and the clock of its panel, shared by
 * every Discord server, channel and command on it. Past the registry's door: its address was checked and its key
 * (if any) is inside the client, never here.
 */
export interface Station {
  /** `<panel address>#<server id>`: what settings and the announcer's state refer to. */
  readonly key: string;
  /** Short and stable (from the key): the value of the `station` option and of button ids. */
  readonly handle: string;
  readonly address: string;
  readonly serverId: number;
  /** The station's name from the panel's `servers/`, or null when the panel gives none. */
  readonly name: string | null;
  readonly panel: PanelClient;
  /** The panel's clock as learned from its answers (shared by the stations of one panel). */
  readonly clock: PanelClock;
}

/** The short handle of a station key: 10 characters of its SHA-256, base64url. */
export function handleOf(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 10);
}
