import type { Trigger } from "../templates/trigger.js";
import type { Locale } from "../station/locale.js";

/**
 * The one-line wording of each announcement when a server's style is `compact` or `both` and no template is set:
 * templates themselves, in the voice of the embeds' titles. Dead air without a station name uses `NAMELESS_LINES`.
 */
export const DEFAULT_LINES: Readonly<Record<Locale, Readonly<Record<Trigger, string>>>> = {
  en: {
    live: "🔴 **{dj}** is live!",
    handover: "🔁 **{dj}** takes over from **{previous_dj}**",
    automatic: "🤖 The automatic player is back on air",
    nobody: "⏸ Nobody is on air",
    track: "🎵 Now playing: **{track}**",
    "off-air": "📴 The station is off air",
    "on-air": "📡 The station is back on air",
    "dead-air": "🔇 Dead air on **{station}**",
    "sound-back": "🔊 The sound is back on **{station}**",
  },
  ru: {
    live: "🔴 **{dj}** в эфире!",
    handover: "🔁 **{dj}** сменяет **{previous_dj}**",
    automatic: "🤖 В эфире снова автоматический плеер",
    nobody: "⏸ В эфире никого нет",
    track: "🎵 Сейчас играет: **{track}**",
    "off-air": "📴 Станция не в эфире",
    "on-air": "📡 Станция снова в эфире",
    "dead-air": "🔇 Тишина в эфире: **{station}**",
    "sound-back": "🔊 Звук вернулся: **{station}**",
  },
};

/** The dead-air lines for a station whose panel gives no name. */
export const NAMELESS_LINES = {
  en: { "dead-air": "🔇 Dead air", "sound-back": "🔊 The sound is back" },
  ru: { "dead-air": "🔇 Тишина в эфире", "sound-back": "🔊 Звук вернулся" },
} as const satisfies Record<Locale, Partial<Record<Trigger, string>>>;
