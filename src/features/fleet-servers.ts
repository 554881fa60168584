import { createFleetPublisher } from "../discord/fleet-publisher.js";
import { watchDeletions } from "../discord/watch-deletions.js";
import type { Feature, ReadyParts } from "./feature.js";

/**
 * This shard's servers in the fleet: published now, then written as servers are joined and left; a channel or
 * role deleted is dropped from its server's settings. Nothing to stop: the client's end ends the events.
 */
export const fleetServers: Feature<ReadyParts> = async ({ client, fleet, config, log }) => {
  const publisher = createFleetPublisher(client, fleet, config.announce.channelIds, log);
  watchDeletions(client, fleet, log);
  await publisher.publish();
  return null;
};
