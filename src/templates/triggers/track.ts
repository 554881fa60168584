import { trackFacts } from "./facts.js";
import { sampleCast } from "./samples.js";
import { defineTrigger } from "./trigger-module.js";

/** A new track (never a jingle), once per play: posted, or edited in place, where a channel has tracks on. */
export const track = defineTrigger({
  name: "track",
  detects: (change) => change.kind === "track",
  placeholders: ["dj", "artist", "title", "album", "track", "station", "listeners", "listen", "time"],
  facts: trackFacts,
  feed: "tracks",
  listenButton: true,
  pings: false,
  describe: (change) => (change.kind === "track" ? `new track ${change.track.id}` : change.kind),
  sample: (now, at, words) => ({
    change: {
      kind: "track",
      id: "preview",
      track: sampleCast(now, at, words).track,
      dj: now.dj,
      listenUrl: now.listenUrl,
    },
    sample: now.track === null,
  }),
});
