import { summaryOf } from "../check-summary.js";
import { formatCount, plural } from "../numbers.js";
import type { CheckTexts } from "../types/check.js";
import { discordLines } from "./check-discord.js";
import { panelLines } from "./check-panel.js";
import { streamLines } from "./check-streams.js";

/** The /setup check report, with the permission names Discord shows. */
export const check: CheckTexts = {
  title: "🩺 Bot check",
  summary: summaryOf({
    allWell: "Everything works.",
    problems: (n) => plural("en", n, { one: "{n} problem", other: "{n} problems" }),
    warnings: (n) => plural("en", n, { one: "{n} warning", other: "{n} warnings" }),
    separator: ", ",
    after: ". What to do is under each line.",
  }),
  sections: { panel: "Panel", station: "Station", streams: "Streams", discord: "Discord" },
  more: (n) => `…and ${formatCount("en", n)} more`,
  permissions: {
    "View Channel": "View Channel",
    "Send Messages": "Send Messages",
    "Embed Links": "Embed Links",
    "Attach Files": "Attach Files",
    Connect: "Connect",
    Speak: "Speak",
    "Request to Speak": "Request to Speak",
    "Mute Members": "Mute Members",
    "Move Members": "Move Members",
    "Manage Channels": "Manage Channels",
    "Set Voice Channel Status": "Set Voice Channel Status",
    "Manage Events": "Manage Events",
  },
  lines: { ...panelLines, ...streamLines, ...discordLines },
};
