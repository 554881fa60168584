import type { ScheduleItem } from "../station/schedule.js";
import { type Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { LIMITS } from "./limits.js";
import { COLORS } from "./message.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { safeText } from "./text.js";

const NAME_MAX = 100;

/** A Discord timestamp: every reader sees it in their own time zone. */
const stamp = (ms: number, style: "f" | "t" | "R") => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** One line of the schedule: a radio show in bold with its DJ, a music block plain. */
function line(item: ScheduleItem, locale: Locale): string {
  const strings = catalogueOf(locale).programme.schedule;
  const name = safeText(item.name, NAME_MAX) || "—";
  const when = `${stamp(item.start, "f")} – ${stamp(item.end, "t")}`;
  const closed = item.requestsOpen ? "" : ` · ${strings.requestsClosed}`;
  if (item.kind === "show") {
    const dj = item.djName ? ` · 🎧 ${safeText(item.djName, NAME_MAX)}` : "";
    const now = item.onAirNow ? `${strings.nowMark} · ` : "";
    return `🎙️ ${now}**${name}**${dj}\n   ${when}${closed}`;
  }
  const now = item.onAirNow ? `${strings.nowMark} · ` : "";
  return `🎵 ${now}${name} · ${when}${closed}`;
}

/**
 * The `/schedule` message: what is on now and next, radio shows set apart from music blocks, in Discord
 * timestamps; cut to Discord's limits with "and N more"; a friendly word when nothing is scheduled.
 */
export function renderSchedule(items: readonly ScheduleItem[], days: number, locale: Locale): ReplyMessage {
  const strings = catalogueOf(locale).programme.schedule;
  if (items.length === 0) {
    return {
      embeds: [{ title: strings.title({ days }), description: strings.empty({ days }), color: COLORS.info }],
      components: [],
    };
  }
  const lines: string[] = [];
  let length = 0;
  let shown = 0;
  for (const item of items) {
    const next = line(item, locale);
    const reserve = strings.more({ count: items.length }).length + 2;
    if (length + next.length + 1 > LIMITS.embedDescription - reserve) break;
    lines.push(next);
    length += next.length + 1;
    shown++;
  }
  if (shown < items.length) lines.push(strings.more({ count: items.length - shown }));
  return {
    embeds: [
      {
        title: strings.title({ days }),
        description: lines.join("\n"),
        color: items.some((item) => item.onAirNow && item.kind === "show") ? COLORS.live : COLORS.info,
        footer: { text: strings.footer },
      },
    ],
    components: [],
  };
}
