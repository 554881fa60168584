import { onOff } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { Strings } from "../types/listener-replies.js";

/** The replies of /nowplaying, /history, /listen and /listeners, in Ukrainian. */
export const replies: Strings = {
  listen: "Слухати",
  noTrack: "Зараз немає інформації про трек",
  noTrackHint: "В історії панелі станції ще немає треків. Спробуйте за хвилину.",
  jingle: "Джингл",
  live: (dj) => `🔴 Прямий ефір: ${dj}`,
  automatic: (dj) => `🤖 Автоматичний ефір (${dj})`,
  nobodyOnAir: "Нікого в ефірі",
  album: "Альбом",
  playlist: "Плейлист",
  listenersNow: "Слухачів зараз",
  dj: "Ведучий",
  started: (timestamp) => `Почався ${timestamp}`,
  listenersTitle: "Слухачі",
  listenersSummary: (listeners, channels) =>
    `${plural("uk", listeners, { one: "**{n}** слухач", few: "**{n}** слухачі", many: "**{n}** слухачів", other: "**{n}** слухача" })} зараз на ${plural("uk", channels, { one: "{n} каналі", few: "{n} каналах", many: "{n} каналах", other: "{n} каналу" })} в ефірі`,
  listenersInVoice: (n) =>
    `🔊 ${plural("uk", n, { one: "**{n}** людина слухає", few: "**{n}** людини слухають", many: "**{n}** людей слухають", other: "**{n}** людини слухають" })} у голосових каналах Discord`,
  noChannels: "У станції немає каналів.",
  channelState: ["⚫ Вимкнено", "🟡 Немає джерела", "🟢 В ефірі"],
  now: "Зараз",
  peak: "Пік",
  limit: "Ліміт",
  noLimit: "без ліміту",
  chartCaption: (hours) => `📈 Останні ${formatCount("uk", hours)} год, за історією ефіру`,
  chartReaches: (timestamp) => `Історія панелі починається лише з ${timestamp}.`,
  chartTooShort: "Історія панелі поки що надто коротка, щоб намалювати графік.",
  chartUnavailable: "На цьому сервері графік намалювати не можна (подробиці — в журналі бота).",
  historyTitle: "Нещодавно в ефірі",
  historyEmpty: "Поки що нічого не грало.",
  historyFooter: (from, to, jingles) =>
    `Треки ${formatCount("uk", from)}–${formatCount("uk", to)}${onOff({ on: "", off: " · джингли приховано" })(jingles)}`,
  newer: "Новіші",
  older: "Давніші",
  notYourPages: "Гортати цю історію може лише той, хто викликав /history. Викличте /history самі.",
  serverOnly: "Ця команда працює на сервері, а не в особистих повідомленнях.",
  staleButton: "Ці кнопки від старої версії бота. Викличте /history ще раз.",
  listenTitle: "Як слухати",
  stream: "Потік",
  plainStream: "Потік через HTTP",
  playlists: "Файли плейлистів",
  webPlayer: "Вебплеєр",
  noListenLinks: "У цього каналу немає публічної адреси для прослуховування.",
  noSuchChannel: (query) => `Немає каналу «${query}». Виберіть канал зі списку підказок.`,
  copyHint: "Скопіюйте адресу у свій плеєр:",
  kbps: "кбіт/с",
  panelProblem: "⚠️ Не вдалося отримати дані з панелі станції.",
  somethingWrong: "Щось пішло не так на нашому боці. Подробиці — в журналі бота в модераторів.",
};
