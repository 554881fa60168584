import { type Locale } from "../station/locale.js";
import { plural } from "../i18n/numbers.js";

/** Every sentence the bot writes, in each language. Panel text is inserted already escaped. */
export interface Strings {
  readonly listen: string;
  readonly noTrack: string;
  readonly noTrackHint: string;
  readonly jingle: string;
  readonly live: (dj: string) => string;
  readonly automatic: (dj: string) => string;
  readonly nobodyOnAir: string;
  readonly album: string;
  readonly playlist: string;
  readonly listenersNow: string;
  readonly dj: string;
  readonly started: (timestamp: string) => string;
  readonly listenersTitle: string;
  readonly listenersSummary: (listeners: number, channelsOnAir: number) => string;
  readonly noChannels: string;
  readonly channelState: readonly [string, string, string];
  readonly now: string;
  readonly peak: string;
  readonly limit: string;
  readonly noLimit: string;
  readonly historyTitle: string;
  readonly historyEmpty: string;
  readonly historyFooter: (from: number, to: number, jinglesShown: boolean) => string;
  readonly newer: string;
  readonly older: string;
  readonly notYourPages: string;
  readonly staleButton: string;
  readonly listenTitle: string;
  readonly stream: string;
  readonly plainStream: string;
  readonly playlists: string;
  readonly webPlayer: string;
  readonly noListenLinks: string;
  readonly noSuchChannel: (query: string) => string;
  readonly copyHint: string;
  readonly kbps: string;
  readonly panelProblem: string;
  readonly somethingWrong: string;
}

const en: Strings = {
  listen: "Listen",
  noTrack: "No track information right now",
  noTrackHint: "The station's panel has no track in its history yet. Try again in a minute.",
  jingle: "Jingle",
  live: (dj) => `🔴 Live: ${dj}`,
  automatic: (dj) => `🤖 Automatic player (${dj})`,
  nobodyOnAir: "Nobody on air",
  album: "Album",
  playlist: "Playlist",
  listenersNow: "Listeners now",
  dj: "DJ",
  started: (timestamp) => `Started ${timestamp}`,
  listenersTitle: "Listeners",
  listenersSummary: (listeners, channels) =>
    `${plural("en", listeners, { one: "**{n}** listener", other: "**{n}** listeners" })} now across ${plural("en", channels, { one: "{n} channel", other: "{n} channels" })} on air`,
  noChannels: "This station has no channels.",
  channelState: ["⚫ Offline", "🟡 No source", "🟢 On air"],
  now: "Now",
  peak: "Peak",
  limit: "Limit",
  noLimit: "no limit",
  historyTitle: "Recently played",
  historyEmpty: "Nothing has played yet.",
  historyFooter: (from, to, jingles) => `Plays ${from}–${to}${jingles ? "" : " · jingles hidden"}`,
  newer: "Newer",
  older: "Older",
  notYourPages: "Only the person who ran this /history can turn its pages. Run /history to get your own.",
  staleButton: "These buttons are from an older version of the bot. Run /history again.",
  listenTitle: "How to listen",
  stream: "Stream",
  plainStream: "Plain HTTP stream",
  playlists: "Playlist files",
  webPlayer: "Web player",
  noListenLinks: "This channel has no public listen address.",
  noSuchChannel: (query) => `No channel matches “${query}”. Pick one from the list as you type.`,
  copyHint: "Copy an address into your player:",
  kbps: "kbps",
  panelProblem: "⚠️ The station's panel could not be read.",
  somethingWrong: "Something went wrong on our side. The moderators can find the details in the bot's log.",
};

const ru: Strings = {
  listen: "Слушать",
  noTrack: "Сейчас нет информации о треке",
  noTrackHint: "В истории панели станции пока нет треков. Попробуйте через минуту.",
  jingle: "Джингл",
  live: (dj) => `🔴 Прямой эфир: ${dj}`,
  automatic: (dj) => `🤖 Автоматический эфир (${dj})`,
  nobodyOnAir: "Никого в эфире",
  album: "Альбом",
  playlist: "Плейлист",
  listenersNow: "Слушателей сейчас",
  dj: "Ведущий",
  started: (timestamp) => `Начался ${timestamp}`,
  listenersTitle: "Слушатели",
  listenersSummary: (listeners, channels) =>
    `${plural("ru", listeners, { one: "**{n}** слушатель", few: "**{n}** слушателя", many: "**{n}** слушателей", other: "**{n}** слушателя" })} сейчас на ${plural("ru", channels, { one: "{n} канале", few: "{n} каналах", many: "{n} каналах", other: "{n} канала" })} в эфире`,
  noChannels: "У станции нет каналов.",
  channelState: ["⚫ Выключен", "🟡 Нет источника", "🟢 В эфире"],
  now: "Сейчас",
  peak: "Пик",
  limit: "Лимит",
  noLimit: "без лимита",
  historyTitle: "Недавно в эфире",
  historyEmpty: "Пока ничего не играло.",
  historyFooter: (from, to, jingles) => `Треки ${from}–${to}${jingles ? "" : " · джинглы скрыты"}`,
  newer: "Новее",
  older: "Раньше",
  notYourPages: "Листать эту историю может только тот, кто вызвал /history. Вызовите /history сами.",
  staleButton: "Эти кнопки от старой версии бота. Вызовите /history ещё раз.",
  listenTitle: "Как слушать",
  stream: "Поток",
  plainStream: "Поток по HTTP",
  playlists: "Файлы плейлистов",
  webPlayer: "Веб-плеер",
  noListenLinks: "У этого канала нет публичного адреса для прослушивания.",
  noSuchChannel: (query) => `Нет канала «${query}». Выберите канал из списка подсказок.`,
  copyHint: "Скопируйте адрес в свой плеер:",
  kbps: "кбит/с",
  panelProblem: "⚠️ Не удалось получить данные с панели станции.",
  somethingWrong: "Что-то пошло не так на нашей стороне. Подробности — в журнале бота у модераторов.",
};

/** The sentences for a locale. */
export function stringsFor(locale: Locale): Strings {
  return locale === "ru" ? ru : en;
}
