import type { PanelClient } from "../panel/client.js";
import { UserError } from "./command.js";

/**
 * The panel of a server with no station yet (a public bot before `/setup station`): every read is refused with
 * the refusal that says how to set one. Commands that need no station (`/setup`) run with it unharmed.
 */
export function stationlessPanel(): PanelClient {
  const refuse = () => Promise.reject(new UserError("station.none"));
  return {
    address: "",
    serverId: 0,
    djs: refuse,
    history: refuse,
    channels: refuse,
    grid: refuse,
    music: refuse,
    servers: refuse,
    musicTrack: refuse,
    requestTrack: refuse,
  };
}
