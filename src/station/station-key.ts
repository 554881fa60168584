/**
 * A station's identity: the panel's address (as shown, without `/api/v2`) and the radio server id on it. Settings
 * and the announcer's state refer to a station by this key; the same key is the same station, whoever added it.
 */
export function stationKey(address: string, serverId: number): string {
  return `${address}#${serverId}`;
}
