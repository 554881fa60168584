import { plural } from "../numbers.js";
import type { PermissionName } from "../../check/finding.js";
import type { CheckLines, PermissionList } from "../types/check.js";

const allow = (names: string) => `Ustawienia kanału → Uprawnienia → rola bota: włącz ${names}.`;
/** "lacks X" or "lacks X, Y", with the noun's number to match. */
const lacks = (missing: readonly PermissionName[], names: PermissionList) =>
  plural("pl", missing.length, {
    one: `brakuje uprawnienia ${names(missing)}`,
    few: `brakuje uprawnień ${names(missing)}`,
    many: `brakuje uprawnień ${names(missing)}`,
    other: `brakuje uprawnień ${names(missing)}`,
  });

const VOICE: CheckLines["voice"] = {
  "can-connect": (f) => ({ text: `<#${f.channelId}>: bot może się łączyć.` }),
  "can-connect-and-speak": (f) => ({ text: `<#${f.channelId}>: bot może się łączyć i mówić.` }),
  unset: () => ({ text: "Brak domowego kanału głosowego (ustaw go przez /setup radio)." }),
  "voice-off": () => ({
    text: "Domowy kanał głosowy jest ustawiony, ale głos na tym bocie nie działa.",
    fix: "Zapytaj operatora bota; /setup show mówi dlaczego.",
  }),
  unknown: () => ({
    text: "Domowy kanał głosowy już nie istnieje albo jest ukryty.",
    fix: "Wybierz inny przez /setup radio channel.",
  }),
  "not-voice": (f) => ({
    text: `<#${f.channelId}>: to nie jest kanał głosowy ani scena.`,
    fix: "Wybierz taki przez /setup radio channel.",
  }),
  missing: (f, names) => ({
    text: `<#${f.channelId}>: botowi ${lacks(f.missing, names)}.`,
    fix: allow(names(f.missing)),
  }),
};

/** The Discord server's lines: channels, the ping role, voice and events. */
export const discordLines: Pick<
  CheckLines,
  "no-channels" | "channel" | "ping" | "voice" | "stage-speak" | "voice-display" | "events"
> = {
  "no-channels": () => ({ text: "Brak kanału ogłoszeń.", fix: "Wybierz go przez /setup announce." }),
  channel: {
    none: (f) => ({ text: `<#${f.channelId}>: bot może czytać, pisać, osadzać linki i załączać pliki.` }),
    unknown: (f, names) => ({
      text: `<#${f.channelId}>: bot nie widzi tego kanału.`,
      fix: `${allow(names(["View Channel"]))} Albo wybierz inny przez /setup announce.`,
    }),
    "not-text": (f) => ({
      text: `<#${f.channelId}>: to nie jest kanał tekstowy.`,
      fix: "Usuń go przez /setup unannounce i wybierz kanał tekstowy.",
    }),
    missing: (f, names) => ({
      text: `<#${f.channelId}>: botowi ${lacks(f.missing, names)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  ping: {
    unset: () => ({ text: "Żadna rola nie jest oznaczana, gdy DJ wchodzi na żywo." }),
    none: (f) => ({ text: `Bot może oznaczyć <@&${f.roleId}>.` }),
    unknown: () => ({ text: "Rola do oznaczania już nie istnieje.", fix: "Wybierz inną przez /setup ping." }),
    "not-mentionable": (f) => ({
      text: `Bot nie może oznaczyć <@&${f.roleId}>.`,
      fix: "Ustawienia serwera → Role → ta rola: włącz „Zezwól wszystkim na @wzmiankowanie tej roli” (albo daj botowi „Wzmianka @everyone, @here i wszystkie role”).",
    }),
  },
  voice: VOICE,
  "stage-speak": {
    speaker: () => ({ text: "Na scenie bot sam zostaje mówcą." }),
    request: (_f, names) => ({
      text: "Na scenie bot może tylko poprosić o głos: moderator sceny musi to zaakceptować.",
      fix: `Daj roli bota ${names(["Mute Members"])} na scenie (albo akceptuj jego prośbę za każdym razem).`,
    }),
    none: (_f, names) => ({
      text: "Na scenie bot nie może ani mówić, ani poprosić o głos.",
      fix: allow(names(["Request to Speak"])),
    }),
  },
  "voice-display": {
    "stage-topic": () => ({
      text: "Bot może ustawiać utwór jako temat sceny.",
    }),
    "channel-status": () => ({
      text: "Bot może pokazywać utwór jako status kanału.",
    }),
    "stage-topic-missing": (f, names) => ({
      text: `Bot nie może ustawić tematu sceny: ${lacks(f.missing, names)}.`,
      fix: `Zrób bota moderatorem sceny: ${allow(names(f.missing))}`,
    }),
    "channel-status-missing": (f, names) => ({
      text: `Bot nie może ustawić statusu kanału: ${lacks(f.missing, names)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  events: {
    allowed: () => ({ text: "Bot może prowadzić zaplanowane wydarzenia serwera." }),
    missing: (f, names) => ({
      text: `Bot nie może prowadzić zaplanowanych wydarzeń: ${lacks(f.missing, names)}.`,
      fix: `Ustawienia serwera → Role → rola bota: włącz ${names(f.missing)}.`,
    }),
  },
};
