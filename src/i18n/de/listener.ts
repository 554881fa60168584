import { formatCount, plural } from "../numbers.js";
import type { ListenerTexts } from "../types/listener.js";
import { panel } from "./listener-panel.js";
import { replies } from "./listener-replies.js";

/** Replies of /nowplaying, /history, /listen, /listeners, panel problems, presence, the chart, in German. */
export const listener: ListenerTexts = {
  replies,
  chart: { listeners: "Hörer", time: "Zeit (UTC)", live: "Live-DJ" },
  stations: {
    unnamed: (id) => `Sender ${id}`,
    noStation:
      "Dieser Server hat noch keinen Sender. Ein Moderator (Server verwalten) richtet ihn mit `/setup station` ein.",
    unknownStation: (typed) =>
      `Auf diesem Server gibt es keinen Sender „${typed}“. Wähl einen aus den Vorschlägen.`,
    limitTotal:
      "Dieser Bot betreut schon so viele Sender, wie er kann. Frag den Betreiber oder versuch es später.",
    limitRate: (perHour, at) =>
      `Dieser Server hat in der letzten Stunde ${plural("de", perHour, { one: "{n} Sender", other: "{n} Sender" })} hinzugefügt, mehr geht nicht. Den nächsten kannst du ${at} hinzufügen.`,
  },
  panel,
  presence: {
    offAir: "📴 Nicht auf Sendung",
    listening: (n) => `👥 ${plural("de", n, { one: "{n} Hörer", other: "{n} Hörer" })} gerade`,
  },
  terminal: {
    justNow: "gerade eben",
    minutesAgo: (n) => `vor ${formatCount("de", n)} Min.`,
    hoursAgo: (n) => `vor ${formatCount("de", n)} Std.`,
    inMinutes: (n) => `in ${formatCount("de", n)} Min.`,
    disabled: "(deaktiviert)",
    cover: "Cover",
    image: "Bild",
    attachment: (name, kib) => `Anhang ${name}, ${formatCount("de", kib)} KiB`,
  },
};
