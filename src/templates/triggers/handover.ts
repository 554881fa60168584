import { describeDjChange, djFacts, sampleDjChange } from "./dj-change.js";
import { sampleCast } from "./samples.js";
import { defineTrigger } from "./trigger-module.js";
import { PLACEHOLDERS } from "../placeholders.js";

/** One live DJ hands over to another: announced at first sight, and pings the role. */
export const handover = defineTrigger({
  name: "handover",
  detects: (change) => change.kind === "dj" && change.change === "handover",
  // A DJ change has every fact a template can name.
  placeholders: PLACEHOLDERS,
  facts: djFacts,
  feed: "always",
  listenButton: true,
  pings: true,
  describe: describeDjChange,
  sample: (now, at, words) => {
    const cast = sampleCast(now, at, words);
    // Nobody can hand over to the DJ on air now: the one before is always made up.
    return { change: sampleDjChange("handover", cast.previous, cast.live, { now, at, cast }), sample: true };
  },
});
