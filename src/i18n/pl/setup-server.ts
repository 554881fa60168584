import { onOff } from "../choose.js";
import { namedIn } from "../language-names.js";
import type { SetupServerTexts } from "../types/setup.js";

/** The bot's languages, named in Polish (a language not named here goes by its own name). */
export const languages = namedIn({
  en: "angielski",
  ru: "rosyjski",
  uk: "ukraiński",
  de: "niemiecki",
  "es-ES": "hiszpański (Hiszpania)",
  "es-419": "hiszpański (Ameryka Łacińska)",
  "pt-BR": "portugalski (Brazylia)",
  pl: "polski",
});

/** `/setup` itself, in Polish. */
export const server: SetupServerTexts = {
  title: "⚙️ Ustawienia bota na tym serwerze",
  channels: "Kanały ogłoszeń",
  none: "brak",
  ping: "Rola oznaczana, gdy DJ wchodzi na antenę",
  noPing: "bez oznaczania",
  language: "Język ogłoszeń",
  status: "Ogłoszenia o zejściu stacji z anteny i jej powrocie",
  voiceHome: "Stały kanał głosowy (24/7)",
  voiceUnavailable: "głos wymaga Node.js 22.12 lub nowszego",
  voiceHint: "ustawiany przez /setup radio",
  on: "włączone",
  off: "wyłączone",
  source: { setup: "ustawione przez /setup", default: "domyślnie z .env" },
  tracks: { off: "bez utworów", post: "post o każdym utworze", edit: "jedna wiadomość, edytowana" },
  notManager: "Ustawienia bota mogą zmieniać tylko członkowie z uprawnieniem Zarządzanie serwerem.",
  noServer: "/setup działa na serwerze, a nie w wiadomościach prywatnych.",
  noStore: "Ten bot nie ma bazy ustawień. Poproś jego operatora o ustawienie DATA_DIR.",
  storeUnavailable:
    "Bot nie może teraz niczego zapisać: jego baza danych jest niedostępna. Nic nie zmieniono; poproś jego operatora o ponowne uruchomienie bota.",
  newerVersion:
    "Ustawienia tego serwera zapisała nowsza wersja bota, której ta wersja nie rozumie. Bot jest właśnie aktualizowany: spróbuj ponownie za kilka minut.",
  newerSettings: "Ustawione przez nowszą wersję bota",
  newerNames: (names) => `zostaje bez zmian, dopóki bot nie zostanie zaktualizowany: ${names}`,
  unknownChannel: "Bot nie widzi tego kanału. Wybierz kanał tekstowy lub kanał ogłoszeń, który bot widzi.",
  notText: "Ogłoszenia trafiają na kanał tekstowy lub kanał ogłoszeń. Wybierz jeden z nich.",
  missing: (channel, names) =>
    `Bot nie może ogłaszać na ${channel}: brakuje mu tam uprawnień ${names.join(", ")}. Nadaj je jego roli na tym kanale i ponownie użyj /setup announce.`,
  announced: (channel, tracks) => `✅ Ogłoszenia będą trafiać na ${channel} (${tracks}).`,
  unannounced: (channel) => `✅ Koniec ogłoszeń na ${channel}.`,
  notAnnounced: (channel) => `${channel} i tak nie dostaje ogłoszeń.`,
  pinged: (role) => `✅ ${role} będzie oznaczana, gdy DJ wejdzie na antenę.`,
  unpinged: "✅ Żadna rola nie będzie oznaczana, gdy DJ wejdzie na antenę.",
  cannotPing: (role) =>
    `⚠️ Zapisano, ale bot nie może oznaczyć ${role}: pozwól wszystkim oznaczać tę rolę (Ustawienia serwera → Role → Zezwól wszystkim na @wzmiankowanie tej roli) albo daj botowi uprawnienie Wzmianki o @everyone, @here i wszystkich rolach.`,
  unknownRole: "Na tym serwerze nie ma takiej roli.",
  notMentionable: (role) =>
    `Tylko członkowie z uprawnieniem Wzmianki o @everyone, @here i wszystkich rolach mogą sprawić, że bot oznaczy ${role}: nie każdy może oznaczać tę rolę. Pozwól wszystkim ją oznaczać (Ustawienia serwera → Role → Zezwól wszystkim na @wzmiankowanie tej roli) albo poproś członka z tym uprawnieniem.`,
  language_set: (value) => `✅ Język ogłoszeń: ${languages[value]}.`,
  status_set: onOff({
    on: "✅ Bot ogłosi, gdy stacja zejdzie z anteny i gdy na nią wróci.",
    off: "✅ Bez ogłoszeń o zejściu stacji z anteny i jej powrocie.",
  }),
};
