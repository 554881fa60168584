import { momentFacts } from "./facts.js";
import { defineTrigger } from "./trigger-module.js";

/** Silence on a station the bot plays in voice while its panel says it is on air. Raised by the voice room, posted where the station's status goes. */
export const deadAir = defineTrigger({
  name: "dead-air",
  detects: (change) => change.kind === "silence" && change.notice === "dead-air",
  placeholders: ["station", "time"],
  facts: momentFacts,
  feed: "status",
  listenButton: false,
  pings: false,
  describe: () => "dead air",
  sample: (_now, at) => ({ change: { kind: "silence", notice: "dead-air", at }, sample: false }),
});
