import { momentFacts } from "./facts.js";
import { defineTrigger } from "./trigger-module.js";

/** The sound comes back after dead air. Raised by the voice room, posted where the station's status goes. */
export const soundBack = defineTrigger({
  name: "sound-back",
  detects: (change) => change.kind === "silence" && change.notice === "sound-back",
  placeholders: ["station", "time"],
  facts: momentFacts,
  feed: "status",
  listenButton: false,
  pings: false,
  describe: () => "sound back",
  sample: (_now, at) => ({ change: { kind: "silence", notice: "sound-back", at }, sample: false }),
});
