import { describeDjChange, djFacts, sampleDjChange } from "./dj-change.js";
import { sampleCast } from "./samples.js";
import { defineTrigger } from "./trigger-module.js";
import { PLACEHOLDERS } from "../placeholders.js";

/** A live DJ comes on after the automatic player or nobody: announced at first sight, and pings the role. */
export const live = defineTrigger({
  name: "live",
  detects: (change) => change.kind === "dj" && change.change === "live",
  // A DJ change has every fact a template can name.
  placeholders: PLACEHOLDERS,
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
