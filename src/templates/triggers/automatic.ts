import { describeDjChange, djFacts, sampleDjChange } from "./dj-change.js";
import { sampleCast } from "./samples.js";
import { defineTrigger } from "./trigger-module.js";
import { PLACEHOLDERS } from "../placeholders.js";

/** The automatic player takes over again: announced once `ANNOUNCE_CONFIRM` reads agree. */
export const automatic = defineTrigger({
  name: "automatic",
  detects: (change) => change.kind === "dj" && change.change === "automatic",
  // A DJ change has every fact a template can name.
  placeholders: PLACEHOLDERS,
  facts: djFacts,
  feed: "always",
  listenButton: true,
  pings: false,
  describe: describeDjChange,
  sample: (now, at, words) => {
    const cast = sampleCast(now, at, words);
    return {
      change: sampleDjChange("automatic", cast.live, cast.auto, { now, at, cast }),
      sample: cast.autoNow === null || now.track === null,
    };
  },
});
