import { automatic } from "./automatic.js";
import { deadAir } from "./dead-air.js";
import { handover } from "./handover.js";
import { live } from "./live.js";
import { nobody } from "./nobody.js";
import { offAir } from "./off-air.js";
import { onAir } from "./on-air.js";
import { soundBack } from "./sound-back.js";
import { track } from "./track.js";

/**
 * Every announcement trigger, one line each, in the order moderators see them: templates, `/setup message`'s
 * choices, styles, the feeds and docs/announcements.md's table all read this list. A new trigger is a module in
 * this folder and a line here (docs/development.md, "Adding an announcement trigger").
 */
// prettier-ignore -- one line per trigger, so adding one is one line
export const TRIGGER_MODULES = [
  live,
  handover,
  automatic,
  nobody,
  track,
  offAir,
  onAir,
  deadAir,
  soundBack,
] as const;
