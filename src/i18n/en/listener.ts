import { formatCount, plural } from "../numbers.js";
import type { ListenerTexts } from "../types/listener.js";
import { panel } from "./listener-panel.js";
import { replies } from "./listener-replies.js";

/** Replies of /nowplaying, /history, /listen, /listeners, panel problems, presence, the chart. */
export const listener: ListenerTexts = {
  replies,
  chart: { listeners: "Listeners", time: "Time (UTC)", live: "Live DJ" },
  stations: {
    unnamed: (id) => `Station ${id}`,
    noStation: "This server has no station yet. A moderator (Manage Server) sets one with `/setup station`.",
    unknownStation: (typed) => `This server has no station “${typed}”. Pick one from the suggestions.`,
    limitTotal: "This bot serves as many stations as it can. Ask its operator, or try again later.",
    limitRate: (perHour, at) =>
      `This server has added ${plural("en", perHour, { one: "{n} station", other: "{n} stations" })} in the last hour, the most it may. You can add another ${at}.`,
  },
  panel,
  presence: {
    offAir: "📴 Off air",
    listening: (n) => `👥 ${plural("en", n, { one: "{n} listener", other: "{n} listeners" })} now`,
  },
  terminal: {
    justNow: "just now",
    minutesAgo: (n) => `${formatCount("en", n)} min ago`,
    hoursAgo: (n) => `${formatCount("en", n)} h ago`,
    inMinutes: (n) => `in ${formatCount("en", n)} min`,
    disabled: "(disabled)",
    cover: "cover",
    image: "image",
    attachment: (name, kib) => `attachment ${name}, ${formatCount("en", kib)} KiB`,
  },
};
