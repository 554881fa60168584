import { describeDjChange, djFacts, sampleDjChange } from "./dj-change.js";
import { sampleCast } from "./samples.js";
import { defineTrigger } from "./trigger-module.js";

/** Nobody is on air any more: announced once `ANNOUNCE_CONFIRM` reads agree; no Listen button. */
export const nobody = defineTrigger({
  name: "nobody",
  detects: (change) => change.kind === "dj" && change.change === "nobody",
  placeholders: [
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
  listenButton: false,
  pings: false,
  describe: describeDjChange,
  sample: (now, at, words) => {
    const cast = sampleCast(now, at, words);
    return {
      change: sampleDjChange("nobody", now.dj ?? cast.live, null, { now, at, cast }),
      sample: now.dj === null || now.track === null,
    };
  },
});
