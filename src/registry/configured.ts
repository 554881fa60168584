import type { RadioServer } from "../panel/schemas.js";
import type { StationRegistry } from "./registry.js";

/** The operator's stations: `PANEL_URL`, its server ids (or `all`), its key. */
export interface ConfiguredStations {
  readonly url: string;
  readonly serverIds: readonly number[] | "all";
  readonly apiKey: string | undefined;
}

/**
 * Makes the operator's stations known to the registry (their keys, in order), none opened: a process opens those
 * it reads and those its servers use. One station reads nothing more than before; a network reads the panel's
 * `servers/` once for the stations' names (and, with `all`, for which there are: then it must answer).
 */
export async function knowConfigured(
  registry: Pick<StationRegistry, "know" | "probe">,
  config: ConfiguredStations,
): Promise<string[]> {
  const { url, serverIds, apiKey } = config;
  if (serverIds !== "all" && serverIds.length <= 1) {
    return [registry.know({ url, serverId: serverIds[0] ?? 1, apiKey })];
  }
  let listed: readonly RadioServer[] | null = null;
  try {
    listed = await registry
      .probe({ url, serverId: serverIds === "all" ? 1 : (serverIds[0] ?? 1), apiKey })
      .servers();
  } catch (error) {
    if (serverIds === "all")
      throw new Error("PANEL_SERVER_ID=all: the panel's list of radio servers (servers/) could not be read", {
        cause: error,
      });
  }
  const ids = serverIds === "all" ? (listed ?? []).map((server) => server.id) : serverIds;
  if (ids.length === 0) throw new Error("PANEL_SERVER_ID=all: the panel lists no radio servers");
  return ids.map((serverId) =>
    registry.know({ url, serverId, apiKey, name: listed?.find((s) => s.id === serverId)?.title ?? null }),
  );
}
