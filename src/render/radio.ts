import type { Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import type { RadioProblemKind, RadioTexts, VoicePermission } from "../i18n/areas.js";
import { COLORS, notice } from "./message.js";
import { offAirStatus } from "./presence.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { safeText } from "./text.js";

/** Why `/radio` or `/setup radio` cannot do what was asked. */
export type RadioProblem =
  | { readonly kind: RadioProblemKind }
  | { readonly kind: "missing"; readonly permissions: readonly VoicePermission[] }
  | { readonly kind: "too-many-stations"; readonly max: number }
  | { readonly kind: "unavailable"; readonly nodeVersion: string };

/** What a voice channel shows of the station beside its song. */
export interface VoiceStatusText {
  /** The voice channel's status while nobody is on air. */
  readonly offAirText: string;
  /** A stage's topic when there is no song to show. */
  readonly stageFallback: string;
}

/** The voice channels' texts in a language (off air: the same words as the bot's status). */
export function voiceStatusText(locale: Locale): VoiceStatusText {
  return {
    offAirText: offAirStatus(locale),
    stageFallback: catalogueOf(locale).programme.voice.stageFallback,
  };
}

/** The sentences of `/radio` and `/setup radio`, in a language. */
export function radioStrings(locale: Locale): RadioTexts {
  return catalogueOf(locale).programme.radio;
}

/** The refusal for a problem, as a sentence (the dispatcher shows it privately). */
export function radioProblemText(problem: RadioProblem, channel: string, locale: Locale): string {
  const words = radioStrings(locale);
  if (problem.kind === "missing")
    return words.missing({
      channel,
      names: problem.permissions
        .map((name) => words.missingItem({ name: words.permissionNames[name] }))
        .join(", "),
    });
  if (problem.kind === "unavailable") return words.unavailable({ version: problem.nodeVersion });
  if (problem.kind === "too-many-stations") return words.tooManyStations({ max: problem.max });
  return words.problems[problem.kind];
}

/** The public answer to `/radio join`: what plays and where. `nowPlaying` is panel text (escaped here). */
export function renderJoined(
  joined: { channelId: string; nowPlaying: string | null; offAir: boolean; requestedToSpeak: boolean },
  locale: Locale,
): ReplyMessage {
  const words = radioStrings(locale);
  const lines = [words.playing({ channel: `<#${joined.channelId}>` })];
  if (joined.offAir) lines.push(words.offAir);
  else if (joined.nowPlaying) lines.push(words.nowOnAir({ song: `**${safeText(joined.nowPlaying, 300)}**` }));
  if (joined.requestedToSpeak) lines.push(words.requested);
  return notice(lines.join("\n"), joined.offAir ? COLORS.problem : COLORS.info);
}

/** Why voice is off: too old a Node (every mode plays otherwise: one station, a network, a public bot). */
export type VoiceOff = "node";

/** The reply that says why voice is off. */
export function voiceOffText(_reason: VoiceOff, locale: Locale, nodeVersion: string): string {
  return radioStrings(locale).unavailable({ version: nodeVersion });
}
