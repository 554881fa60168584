import type { Feed } from "./trigger-module.js";

/** What a channel chose to get, as a feed reads it (settings' announce target has both). */
export interface FeedChoices {
  readonly tracks: "off" | "post" | "edit";
  readonly stationStatus: boolean;
}

/** Whether a channel gets a feed's posts: all of them, tracks only where on, the status only where on. Pure. */
export function feedWants(feed: Feed, channel: FeedChoices): boolean {
  if (feed === "tracks") return channel.tracks !== "off";
  if (feed === "status") return channel.stationStatus;
  return true;
}

/** Whether a feed's post is edited in place (tracks in `edit` mode) rather than posted anew. Pure. */
export function feedEdits(feed: Feed, channel: FeedChoices): boolean {
  return feed === "tracks" && channel.tracks === "edit";
}
