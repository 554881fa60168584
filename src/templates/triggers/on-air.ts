import { momentFacts } from "./facts.js";
import { defineTrigger } from "./trigger-module.js";

/** The station comes back on air (its channels' states). */
export const onAir = defineTrigger({
  name: "on-air",
  detects: (change) => change.kind === "station" && change.onAir === true,
  placeholders: ["station", "listeners", "time"],
  facts: momentFacts,
  feed: "status",
  listenButton: false,
  pings: false,
  describe: () => "station back on air",
  sample: (_now, at) => ({ change: { kind: "station", id: "preview", onAir: true, at }, sample: false }),
});
