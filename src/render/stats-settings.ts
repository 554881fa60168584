import { catalogueOf } from "../i18n/catalogues.js";
import { weekdayWords } from "../i18n/dates.js";
import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { type GuildSettings, statsAccessOf } from "../settings/guild-settings.js";
import type { TimeZone } from "../stats/time-zone.js";
import { LIMITS } from "./limits.js";
import { plainText } from "./text.js";

/**
 * `/setup show` with the weekly report (where and when, or none) and who may use `/stats`, as a field of its first
 * embed; unchanged when statistics are off (`zone` null) or the embed has no room. Pure.
 */
export function withReportSettings(
  message: ReplyMessage,
  saved: GuildSettings | null,
  zone: TimeZone | null,
  locale: Locale,
): ReplyMessage {
  const [embed, ...rest] = message.embeds;
  if (!embed || zone === null || (embed.fields?.length ?? 0) >= LIMITS.fields) return message;
  const words = catalogueOf(locale).stats.command;
  const report = saved?.report;
  const when = report
    ? words.reportShown({
        channel: `<#${report.channelId}>`,
        day: weekdayWords(locale, report.day, "long"),
        time: `${String(report.hour).padStart(2, "0")}:00`,
        zone: plainText(zone.name, 64),
      })
    : words.reportNone;
  const field = {
    name: words.reportField,
    value: `${when}\n${words.accessShown[statsAccessOf(saved)]}`,
  };
  return { ...message, embeds: [{ ...embed, fields: [...(embed.fields ?? []), field] }, ...rest] };
}
