import { momentFacts } from "./facts.js";
import { defineTrigger } from "./trigger-module.js";

/** The station goes off air (its channels' states), once `ANNOUNCE_CONFIRM` reads agree. */
export const offAir = defineTrigger({
  name: "off-air",
  detects: (change) => change.kind === "station" && change.onAir === false,
  placeholders: ["station", "listeners", "time"],
  facts: momentFacts,
  feed: "status",
  listenButton: false,
  pings: false,
  describe: () => "station off air",
  sample: (_now, at) => ({ change: { kind: "station", id: "preview", onAir: false, at }, sample: false }),
});
