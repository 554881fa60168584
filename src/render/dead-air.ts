import type { ReplyMessage } from "../message/reply-message.js";
import { wellFormed } from "../templates/check-template.js";
import { type AnnouncementLook, DEFAULT_LOOK } from "../templates/style.js";
import { discordTime } from "./format.js";
import type { Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { LIMITS } from "./limits.js";
import { COLORS } from "./message.js";
import { composeAnnouncement } from "./template-message.js";
import { placeholderValues } from "./template-values.js";
import { safeText, truncate } from "./text.js";

/** What a dead-air message tells: the silence began, or the sound came back (also its template's trigger). */
export type DeadAirNotice = "dead-air" | "sound-back";

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
  const texts = catalogueOf(locale).programme;
  const words = texts.deadAir;
  const station = safeText(wellFormed(stationName ?? ""), 100) || null;
  const when = look.style.timestamp ? `${discordTime(at, "f")} (${discordTime(at)})` : null;
  const embed =
    notice === "dead-air"
      ? {
          title: words.deadAir({ station: station ?? "", stationGiven: station !== null }),
          description: [words.silentFor({ seconds }), when].filter(Boolean).join("\n"),
          color: COLORS.problem,
        }
      : {
          title: words.soundBack({ station: station ?? "", stationGiven: station !== null }),
          ...(when ? { description: when } : {}),
          color: COLORS.info,
        };
  const facts = { dj: null, previousDj: null, track: null, listeners: null, listenUrl: null };
  return composeAnnouncement(
    {
      trigger: notice,
      embed: { ...embed, title: truncate(embed.title, LIMITS.embedTitle) },
      components: [],
      values: placeholderValues({ ...facts, station: stationName, at }, locale),
      defaultLine: station ? texts.triggers[notice].line : texts.namelessLines[notice],
      at,
    },
    look,
  );
}
