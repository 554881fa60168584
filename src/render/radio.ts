import type { Locale } from "../station/locale.js";
import { COLORS, notice } from "./message.js";
import { offAirStatus } from "./presence.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { safeText } from "./text.js";

/** Why `/radio` or `/setup radio` cannot do what was asked. */
export type RadioProblem =
  | { readonly kind: "no-channel" | "need-move" | "unknown-channel" | "not-voice" | "full" | "not-connected" }
  | { readonly kind: "missing"; readonly permissions: readonly string[] }
  | { readonly kind: "too-many-stations"; readonly max: number }
  | { readonly kind: "unavailable"; readonly nodeVersion: string };

const STRINGS = {
  en: {
    playing: (channel: string) => `▶️ Playing the station in ${channel}.`,
    nowOnAir: (song: string) => `Now on air: ${song}`,
    offAir:
      "📴 The station is off air right now: the bot waits in the channel and plays as soon as it is back.",
    requested:
      "🙋 The bot asked to speak on this stage: a stage moderator can accept it (or give the bot Mute Members here).",
    left: "⏹️ The bot left the voice channel.",
    notInVoice: "The bot is not in a voice channel in this server.",
    notAllowed:
      "Only people in the bot's voice channel, or members with Move Members or Manage Server, can make it leave.",
    home: "This is the server's home channel: the bot stays here 24/7. A moderator can change that with /setup radio off.",
    problems: {
      "no-channel": "Join a voice channel first, or name one: /radio join channel:…",
      "need-move":
        "Naming a channel other than your own needs Move Members. Join that channel, or ask a moderator.",
      "unknown-channel": "The bot cannot see that channel. Pick a voice or stage channel it can see.",
      "not-voice": "That is not a voice or stage channel.",
      full: "That voice channel is full.",
      "not-connected": "The bot could not connect to that channel. Try again in a minute.",
    },
    missing: (channel: string, names: readonly string[]) =>
      `The bot cannot play in ${channel}: it is missing ${names.join(", ")} there. Give its role these permissions in the channel, then try again.`,
    unavailable: (version: string) =>
      `Voice is not available on this bot: it needs Node.js 22.12 or newer, and it runs on ${version}. Ask its operator to update Node.`,
    noStation:
      "This server has no station to play yet. A moderator (Manage Server) sets one with /setup station; then /radio join plays it.",
    streamRefused:
      "This station's stream is at an address the bot does not connect to (a private, local or reserved network). Ask the station to give its panel a public stream address.",
    tooManyStations: (max: number) =>
      `The bot already plays as many stations in voice as it may at once (${max}). What plays keeps playing: try again once one of them is no longer heard.`,
    homeSet: (channel: string) =>
      `✅ The bot will stay in ${channel} 24/7 and play the station (also after a restart).`,
    homeOff: "✅ No home voice channel: the bot joins voice only with /radio join.",
  },
  ru: {
    playing: (channel: string) => `▶️ Станция играет в ${channel}.`,
    nowOnAir: (song: string) => `Сейчас в эфире: ${song}`,
    offAir: "📴 Станция сейчас не в эфире: бот ждёт в канале и заиграет, как только она вернётся.",
    requested:
      "🙋 Бот попросил слова на этой трибуне: модератор трибуны может разрешить (или выдайте боту право «Отключать участникам микрофон» здесь).",
    left: "⏹️ Бот вышел из голосового канала.",
    notInVoice: "Бот не находится в голосовом канале на этом сервере.",
    notAllowed:
      "Выгнать бота могут те, кто в его голосовом канале, или участники с правом «Перемещать участников» или «Управлять сервером».",
    home: "Это домашний канал сервера: бот остаётся здесь круглосуточно. Модератор может изменить это командой /setup radio off.",
    problems: {
      "no-channel": "Сначала зайдите в голосовой канал или укажите его: /radio join channel:…",
      "need-move":
        "Чтобы указать не свой канал, нужно право «Перемещать участников». Зайдите в этот канал или попросите модератора.",
      "unknown-channel": "Бот не видит этот канал. Выберите голосовой канал или трибуну, которые он видит.",
      "not-voice": "Это не голосовой канал и не трибуна.",
      full: "Этот голосовой канал заполнен.",
      "not-connected": "Бот не смог подключиться к этому каналу. Попробуйте через минуту.",
    },
    missing: (channel: string, names: readonly string[]) =>
      `Бот не может играть в ${channel}: там не хватает прав ${names.join(", ")}. Выдайте их роли бота в этом канале и попробуйте снова.`,
    unavailable: (version: string) =>
      `Голос недоступен у этого бота: нужен Node.js 22.12 или новее, а он работает на ${version}. Попросите оператора обновить Node.`,
    noStation:
      "У этого сервера ещё нет станции для голосового канала. Модератор (право «Управлять сервером») подключает её командой /setup station, затем /radio join её играет.",
    streamRefused:
      "Поток этой станции находится по адресу, к которому бот не подключается (частная, локальная или зарезервированная сеть). Попросите станцию указать в панели публичный адрес потока.",
    tooManyStations: (max: number) =>
      `Бот уже играет в голосовых каналах столько станций, сколько можно одновременно (${max}). Что играет, то играет дальше: попробуйте снова, когда одну из них перестанут слушать.`,
    homeSet: (channel: string) =>
      `✅ Бот будет круглосуточно в ${channel} и играть станцию (и после перезапуска).`,
    homeOff: "✅ Домашнего голосового канала нет: бот заходит в голос только по /radio join.",
  },
} as const;

/** What a voice channel shows of the station beside its song. */
export interface VoiceStatusText {
  /** The voice channel's status while nobody is on air. */
  readonly offAirText: string;
  /** A stage's topic when there is no song to show. */
  readonly stageFallback: string;
}

const STAGE_FALLBACK = { en: "📻 Radio", ru: "📻 Радио" } as const;

/** The voice channels' texts in a language (off air: the same words as the bot's status). */
export function voiceStatusText(locale: Locale): VoiceStatusText {
  return { offAirText: offAirStatus(locale), stageFallback: STAGE_FALLBACK[locale] };
}

/** The sentences of `/radio` and `/setup radio`, in a language. */
export function radioStrings(locale: Locale) {
  return STRINGS[locale];
}

/** The refusal for a problem, as a sentence (the dispatcher shows it privately). */
export function radioProblemText(problem: RadioProblem, channel: string, locale: Locale): string {
  const words = STRINGS[locale];
  if (problem.kind === "missing") return words.missing(channel, problem.permissions);
  if (problem.kind === "unavailable") return words.unavailable(problem.nodeVersion);
  if (problem.kind === "too-many-stations") return words.tooManyStations(problem.max);
  return words.problems[problem.kind];
}

/** The public answer to `/radio join`: what plays and where. `nowPlaying` is panel text (escaped here). */
export function renderJoined(
  joined: { channelId: string; nowPlaying: string | null; offAir: boolean; requestedToSpeak: boolean },
  locale: Locale,
): ReplyMessage {
  const words = STRINGS[locale];
  const lines = [words.playing(`<#${joined.channelId}>`)];
  if (joined.offAir) lines.push(words.offAir);
  else if (joined.nowPlaying) lines.push(words.nowOnAir(`**${safeText(joined.nowPlaying, 300)}**`));
  if (joined.requestedToSpeak) lines.push(words.requested);
  return notice(lines.join("\n"), joined.offAir ? COLORS.problem : COLORS.info);
}

/** Why voice is off: too old a Node (every mode plays otherwise: one station, a network, a public bot). */
export type VoiceOff = "node";

/** The reply that says why voice is off. */
export function voiceOffText(_reason: VoiceOff, locale: Locale, nodeVersion: string): string {
  return radioStrings(locale).unavailable(nodeVersion);
}
