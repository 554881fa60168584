import { ButtonStyle, ComponentType } from "discord.js";
import type { Locale } from "../station/locale.js";
import { COLORS } from "./message.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { stationName } from "./stations.js";
import { safeText, truncate } from "./text.js";

const STRINGS = {
  en: {
    found: (name: string) => `📻 ${name}`,
    onAir: "On air now",
    nothing: "No track information right now",
    panel: "Panel",
    server: "Radio server",
    key: "API key",
    keySet: "set",
    keyNone: "none",
    save: "Save",
    saveHint: "Nothing is saved until you press Save.",
    saved: (name: string) => `✅ Saved: **${name}** is a station of this server now.`,
    chosen: (name: string) =>
      `✅ **${name}** is this server's station now: commands read it unless told otherwise.`,
    followed: (channel: string, names: string) => `✅ ${channel} follows ${names}.`,
    stale: "This preview has expired or was already used. Run /setup station again.",
    notYours: "Only the moderator who ran /setup station can save it.",
    perServer: (limit: number) =>
      `This server has its limit of ${limit} stations. Ask the bot's operator if you need more.`,
    total: "This bot serves as many stations as it can. Ask its operator, or try again later.",
    refused: (reason: string) => `The bot will not connect to that address. ${reason}`,
    noSuchServer: (id: number, known: string) => `The panel has no radio server ${id}. It has: ${known}.`,
    needUrl: "Give the panel's address (url) and the radio server (server), or pick a station.",
    configured: "This bot serves the stations its operator configured: pick one of them.",
    current: (name: string) => `This server's station: **${name}**.`,
    removed: (name: string) => `✅ **${name}** is no longer a station of this server.`,
    stationField: "This server's station",
    noneYet: "none yet: /setup station",
    followsField: "Stations each channel follows",
    cooldown: (until: number) =>
      `Wait a moment: you can preview a station again <t:${Math.ceil(until / 1000)}:R>. Each preview makes the bot look up and contact the address given.`,
    badKey:
      "That API key has characters no key has (spaces, line breaks, control or non-Latin characters). Copy the key from the panel again: it is made of Latin letters, digits and punctuation.",
    httpStatus: (status: number, said: string) =>
      `The panel answered HTTP ${status}${said}. ${status === 401 || status === 403 ? "If it needs an API key, give it in `key`." : "Check the address and the radio server."}`,
    notPanel:
      "Something answered at that address, but not a radio panel's API (its answer is not JSON). Give the panel's own address with its port, e.g. https://radio.example.com:8080.",
  },
  ru: {
    found: (name: string) => `📻 ${name}`,
    onAir: "Сейчас в эфире",
    nothing: "Сейчас нет сведений о треке",
    panel: "Панель",
    server: "Радиосервер",
    key: "API-ключ",
    keySet: "задан",
    keyNone: "нет",
    save: "Сохранить",
    saveHint: "Ничего не сохранится, пока вы не нажмёте «Сохранить».",
    saved: (name: string) => `✅ Сохранено: **${name}** теперь станция этого сервера.`,
    chosen: (name: string) =>
      `✅ **${name}** — теперь станция этого сервера: команды читают её, если не указано иное.`,
    followed: (channel: string, names: string) => `✅ ${channel} следит за: ${names}.`,
    stale: "Этот предпросмотр устарел или уже использован. Снова вызовите /setup station.",
    notYours: "Сохранить может только модератор, вызвавший /setup station.",
    perServer: (limit: number) =>
      `У этого сервера уже ${limit} станций — это предел. Если нужно больше, обратитесь к оператору бота.`,
    total: "Бот обслуживает предельное число станций. Обратитесь к оператору или попробуйте позже.",
    refused: (reason: string) => `Бот не будет подключаться к этому адресу. ${reason}`,
    noSuchServer: (id: number, known: string) => `На панели нет радиосервера ${id}. Есть: ${known}.`,
    needUrl: "Укажите адрес панели (url) и радиосервер (server) или выберите станцию.",
    configured: "Бот обслуживает станции, заданные оператором: выберите одну из них.",
    current: (name: string) => `Станция этого сервера: **${name}**.`,
    removed: (name: string) => `✅ **${name}** больше не станция этого сервера.`,
    stationField: "Станция этого сервера",
    noneYet: "пока нет: /setup station",
    followsField: "За какими станциями следит каждый канал",
    cooldown: (until: number) =>
      `Подождите: следующий предпросмотр станции можно сделать <t:${Math.ceil(until / 1000)}:R>. Каждый предпросмотр заставляет бота искать и запрашивать указанный адрес.`,
    badKey:
      "В этом API-ключе есть символы, которых в ключах не бывает (пробелы, переводы строк, управляющие или нелатинские символы). Скопируйте ключ из панели ещё раз: он состоит из латинских букв, цифр и знаков препинания.",
    httpStatus: (status: number, said: string) =>
      `Панель ответила HTTP ${status}${said}. ${status === 401 || status === 403 ? "Если ей нужен API-ключ, укажите его в `key`." : "Проверьте адрес и номер радиосервера."}`,
    notPanel:
      "По этому адресу что-то ответило, но не API радиопанели (ответ не в формате JSON). Укажите адрес самой панели с портом, например https://radio.example.com:8080.",
  },
} as const;

/** The sentences of `/setup station`, in a language. */
export function stationSetupStrings(locale: Locale) {
  return STRINGS[locale];
}

/**
 * What the preview shows: the station as the panel describes it, what is on air, and whether a key was given. The
 * panel's words (name, track) come as the panel sent them: the preview escapes them.
 */
export interface StationPreview {
  readonly name: string | null;
  readonly address: string;
  readonly serverId: number;
  readonly onAir: string | null;
  readonly keySet: boolean;
}

/** The private preview of `/setup station`, with its Save button; the key itself is never shown, only "set". */
export function renderStationPreview(preview: StationPreview, saveId: string, locale: Locale): ReplyMessage {
  const words = STRINGS[locale];
  return {
    embeds: [
      {
        title: truncate(words.found(stationName(preview, locale)), 256),
        color: COLORS.info,
        description: `**${words.onAir}:** ${preview.onAir ? safeText(preview.onAir, 300) : words.nothing}`,
        fields: [
          { name: words.panel, value: safeText(preview.address, 300), inline: true },
          { name: words.server, value: String(preview.serverId), inline: true },
          { name: words.key, value: preview.keySet ? words.keySet : words.keyNone, inline: true },
        ],
        footer: { text: words.saveHint },
      },
    ],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, style: ButtonStyle.Success, label: words.save, custom_id: saveId },
        ],
      },
    ],
    ephemeral: true,
  };
}

/**
 * Which station a server reads and which stations each announce channel follows: names as the reader sees them,
 * already escaped ({@link stationName}).
 */
export interface ServerStationsShown {
  /** The server's station, or null when it has none yet. */
  readonly station: string | null;
  readonly channels: readonly { readonly id: string; readonly stations: readonly string[] }[];
}

/** `/setup show` with several stations: the settings embed with the server's station and what each channel follows. */
export function withServerStations(
  shown: ReplyMessage,
  stations: ServerStationsShown,
  locale: Locale,
): ReplyMessage {
  const words = STRINGS[locale];
  const [embed, ...rest] = shown.embeds;
  if (!embed) return shown;
  const channels = stations.channels.map((c) => `<#${c.id}> → ${c.stations.join(", ") || "—"}`);
  const fields = [
    ...(embed.fields ?? []),
    { name: words.stationField, value: stations.station ?? words.noneYet },
    ...(channels.length > 0 ? [{ name: words.followsField, value: channels.join("\n").slice(0, 1024) }] : []),
  ];
  return { ...shown, embeds: [{ ...embed, fields }, ...rest] };
}
