import { describeDjChange, djFacts, sampleDjChange } from "./dj-change.js";
import { sampleCast } from "./samples.js";
import { defineTrigger } from "./trigger-module.js";

/** A live DJ comes on after the automatic player or nobody: announced at first sight, and pings the role. */
export const live = defineTrigger({
  name: "live",
  detects: (change) => change.kind === "dj" && change.change === "live",
  placeholders: [
    "dj",
    "previous_dj",
    "artist",
    "title",
    "album",
    "track",
    "station",
    "listeners",
    "listen",
    "time",
  ],
  facts: djFacts,
  feed: "always",
  listenButton: true,
  pings: true,
  describe: describeDjChange,
  sample: (now, at, words) => {
    const cast = sampleCast(now, at, words);
    return {
      change: sampleDjChange("live", cast.auto, cast.live, { now, at, cast }),
      sample: cast.liveNow === null || now.track === null,
    };
  },
});
