import type { ScheduleItem } from "../station/schedule.js";
import { type Locale } from "../station/locale.js";
import { plural } from "../i18n/numbers.js";
import { LIMITS } from "./limits.js";
import { COLORS } from "./message.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { safeText } from "./text.js";

const STRINGS = {
  en: {
    title: (days: number) => (days === 1 ? "📅 On the air today" : `📅 On the air, the next ${days} days`),
    empty: (days: number) =>
      `Nothing is on the schedule for the next ${plural("en", days, { one: "day", other: "{n} days" })}: the station plays its usual music. Check back later!`,
    nowMark: "🔴 **On air now**",
    requestsClosed: "no requests",
    more: (count: number) => plural("en", count, { one: "…and {n} more", other: "…and {n} more" }),
    footer: "Times are shown in your own time zone.",
  },
  ru: {
    title: (days: number) =>
      days === 1
        ? "📅 Сегодня в эфире"
        : `📅 В эфире ${plural("ru", days, { one: "на {n} день", few: "на {n} дня", many: "на {n} дней", other: "на {n} дня" })}`,
    empty: (days: number) =>
      `В расписании ${plural("ru", days, { one: "на ближайший {n} день", few: "на ближайшие {n} дня", many: "на ближайшие {n} дней", other: "на ближайшие {n} дня" })} ничего нет: играет обычная музыка станции. Загляните позже!`,
    nowMark: "🔴 **Сейчас в эфире**",
    requestsClosed: "без заявок",
    more: (count: number) =>
      plural("ru", count, { one: "…и ещё {n}", few: "…и ещё {n}", many: "…и ещё {n}", other: "…и ещё {n}" }),
    footer: "Время показано в вашем часовом поясе.",
  },
} as const;

const NAME_MAX = 100;

/** A Discord timestamp: every reader sees it in their own time zone. */
const stamp = (ms: number, style: "f" | "t" | "R") => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** One line of the schedule: a radio show in bold with its DJ, a music block plain. */
function line(item: ScheduleItem, locale: Locale): string {
  const strings = STRINGS[locale];
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
  const strings = STRINGS[locale];
  if (items.length === 0) {
    return {
      embeds: [{ title: strings.title(days), description: strings.empty(days), color: COLORS.info }],
      components: [],
    };
  }
  const lines: string[] = [];
  let length = 0;
  let shown = 0;
  for (const item of items) {
    const next = line(item, locale);
    const reserve = strings.more(items.length).length + 2;
    if (length + next.length + 1 > LIMITS.embedDescription - reserve) break;
    lines.push(next);
    length += next.length + 1;
    shown++;
  }
  if (shown < items.length) lines.push(strings.more(items.length - shown));
  return {
    embeds: [
      {
        title: strings.title(days),
        description: lines.join("\n"),
        color: items.some((item) => item.onAirNow && item.kind === "show") ? COLORS.live : COLORS.info,
        footer: { text: strings.footer },
      },
    ],
    components: [],
  };
}
