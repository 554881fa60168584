import type { ReplyMessage } from "../message/reply-message.js";
import { wellFormed } from "../templates/check-template.js";
import { type AnnouncementLook, DEFAULT_LOOK } from "../templates/style.js";
import { discordTime } from "./format.js";
import type { Locale } from "../station/locale.js";
import { LIMITS } from "./limits.js";
import { COLORS } from "./message.js";
import { DEFAULT_LINES, NAMELESS_LINES } from "./template-defaults.js";
import { composeAnnouncement } from "./template-message.js";
import { placeholderValues } from "./template-values.js";
import { safeText, truncate } from "./text.js";

/** What a dead-air message tells: the silence began, or the sound came back (also its template's trigger). */
export type DeadAirNotice = "dead-air" | "sound-back";

const WORDS = {
  en: {
    deadAir: (station: string | null) => (station ? `🔇 Dead air on ${station}` : "🔇 Dead air"),
    silentFor: (seconds: number) =>
      `The station is on air, but nothing has been heard for ${seconds} s: only silence comes out.`,
    soundBack: (station: string | null) =>
      station ? `🔊 The sound is back on ${station}` : "🔊 The sound is back",
  },
  ru: {
    deadAir: (station: string | null) => (station ? `🔇 Тишина в эфире: ${station}` : "🔇 Тишина в эфире"),
    silentFor: (seconds: number) =>
      `Станция в эфире, но уже ${seconds} с ничего не слышно: идёт только тишина.`,
    soundBack: (station: string | null) => (station ? `🔊 Звук вернулся: ${station}` : "🔊 Звук вернулся"),
  },
} as const;

/**
 * The message for a station's dead air or its end, in the channel's language and the server's look (triggers
 * `dead-air` and `sound-back`; `{station}` and `{time}` are known, nothing else). The station's name comes from
 * its panel and is escaped; `seconds` is `DEAD_AIR_SECONDS`. Pure.
 */
export function renderDeadAir(
  notice: DeadAirNotice,
  stationName: string | null,
  seconds: number,
  at: number,
  locale: Locale,
  look: AnnouncementLook = DEFAULT_LOOK,
): ReplyMessage {
  const words = WORDS[locale];
  const station = safeText(wellFormed(stationName ?? ""), 100) || null;
  const when = look.style.timestamp ? `${discordTime(at, "f")} (${discordTime(at)})` : null;
  const embed =
    notice === "dead-air"
      ? {
          title: words.deadAir(station),
          description: [words.silentFor(seconds), when].filter(Boolean).join("\n"),
          color: COLORS.problem,
        }
      : { title: words.soundBack(station), ...(when ? { description: when } : {}), color: COLORS.info };
  const facts = { dj: null, previousDj: null, track: null, listeners: null, listenUrl: null };
  return composeAnnouncement(
    {
      trigger: notice,
      embed: { ...embed, title: truncate(embed.title, LIMITS.embedTitle) },
      components: [],
      values: placeholderValues({ ...facts, station: stationName, at }, locale),
      defaultLine: (station ? DEFAULT_LINES : NAMELESS_LINES)[locale][notice],
      at,
    },
    look,
  );
}
