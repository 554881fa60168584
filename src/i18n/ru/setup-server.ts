import { onOff } from "../choose.js";
import { namedIn } from "../language-names.js";
import type { SetupServerTexts } from "../types/setup.js";

/** The bot's languages, named in Russian (a language not named here goes by its own name). */
export const languages = namedIn({
  en: "английский",
  ru: "русский",
  uk: "украинский",
  de: "немецкий",
  "es-ES": "испанский (Испания)",
  "es-419": "испанский (Латинская Америка)",
  "pt-BR": "португальский (Бразилия)",
  pl: "польский",
});

/** The same names after «на» (prepositional case), for `/setup language`'s answer. */
const IN_LANGUAGE = namedIn({
  en: "английском",
  ru: "русском",
  uk: "украинском",
  de: "немецком",
  "es-ES": "испанском (Испания)",
  "es-419": "испанском (Латинская Америка)",
  "pt-BR": "португальском (Бразилия)",
  pl: "польском",
});

/** `/setup` itself, in Russian. */
export const server: SetupServerTexts = {
  title: "⚙️ Настройки бота на этом сервере",
  channels: "Каналы для объявлений",
  none: "нет",
  ping: "Роль, которую упоминать, когда в эфир выходит диджей",
  noPing: "без упоминания",
  language: "Язык объявлений",
  status: "Объявления о начале и конце эфира станции",
  voiceHome: "Домашний голосовой канал (круглосуточно)",
  voiceUnavailable: "для голоса нужен Node.js 22.12 или новее",
  voiceHint: "задаётся через /setup radio",
  on: "включены",
  off: "выключены",
  source: { setup: "задано через /setup", default: "по умолчанию из .env" },
  tracks: { off: "без треков", post: "пост на каждый трек", edit: "одно сообщение, обновляется" },
  notManager: "Менять настройки бота могут только участники с правом «Управлять сервером».",
  noServer: "/setup работает на сервере, а не в личных сообщениях.",
  noStore: "У этого бота нет базы настроек. Попросите оператора задать DATA_DIR.",
  unknownChannel: "Бот не видит этот канал. Выберите текстовый канал или канал объявлений, который он видит.",
  notText: "Объявления публикуются в текстовом канале или канале объявлений. Выберите такой.",
  missing: (channel, names) =>
    `Бот не может писать в ${channel}: там не хватает прав ${names.join(", ")}. Выдайте их роли бота в этом канале и снова вызовите /setup announce.`,
  announced: (channel, tracks) => `✅ Объявления будут в ${channel} (${tracks}).`,
  unannounced: (channel) => `✅ В ${channel} больше не будет объявлений.`,
  notAnnounced: (channel) => `В ${channel} и так нет объявлений.`,
  pinged: (role) => `✅ ${role} будет упомянута, когда в эфир выходит диджей.`,
  unpinged: "✅ Никого не упоминать, когда в эфир выходит диджей.",
  cannotPing: (role) =>
    `⚠️ Сохранено, но бот не может упомянуть ${role}: разрешите упоминать роль (Настройки сервера → Роли → Позволить всем @упоминать эту роль) или выдайте боту право «Упоминание @everyone».`,
  unknownRole: "На этом сервере нет такой роли.",
  notMentionable: (role) =>
    `Чтобы бот упоминал ${role}, нужно право «Упоминание @everyone»: эту роль не может упоминать кто угодно. Разрешите упоминать роль всем (Настройки сервера → Роли → Позволить всем @упоминать эту роль) или попросите участника с этим правом.`,
  language_set: (value) => `✅ Объявления будут на ${IN_LANGUAGE[value]}.`,
  status_set: onOff({
    on: "✅ Бот будет объявлять начало и конец эфира станции.",
    off: "✅ Без объявлений о начале и конце эфира.",
  }),
};
