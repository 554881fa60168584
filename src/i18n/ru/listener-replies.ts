import { onOff } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { Strings } from "../types/listener-replies.js";

/** The replies of /nowplaying, /history, /listen and /listeners, in Russian. */
export const replies: Strings = {
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
  listenersInVoice: (n) =>
    `🔊 ${plural("ru", n, { one: "**{n}** человек слушает", few: "**{n}** человека слушают", many: "**{n}** человек слушают", other: "**{n}** человека слушают" })} в голосовых каналах Discord`,
  noChannels: "У станции нет каналов.",
  channelState: ["⚫ Выключен", "🟡 Нет источника", "🟢 В эфире"],
  now: "Сейчас",
  peak: "Пик",
  limit: "Лимит",
  noLimit: "без лимита",
  chartCaption: (hours) => `📈 Последние ${formatCount("ru", hours)} ч, по истории эфира`,
  chartReaches: (timestamp) => `История панели начинается только с ${timestamp}.`,
  chartTooShort: "История панели пока слишком короткая, чтобы нарисовать график.",
  chartUnavailable: "На этом сервере график нарисовать нельзя (подробности — в журнале бота).",
  historyTitle: "Недавно в эфире",
  historyEmpty: "Пока ничего не играло.",
  historyFooter: (from, to, jingles) =>
    `Треки ${formatCount("ru", from)}–${formatCount("ru", to)}${onOff({ on: "", off: " · джинглы скрыты" })(jingles)}`,
  newer: "Новее",
  older: "Раньше",
  notYourPages: "Листать эту историю может только тот, кто вызвал /history. Вызовите /history сами.",
  serverOnly: "Эта команда работает на сервере, а не в личных сообщениях.",
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
