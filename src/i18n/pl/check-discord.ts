import type { PermissionName } from "../../check/finding.js";
import type { CheckLine, CheckLines, Of, PermissionList } from "../types/check.js";

const allow = (names: string) => `Ustawienia kanału → Uprawnienia → rola bota: włącz ${names}.`;
/** "lacks X" or "lacks X, Y", with the noun's number to match. */
const lacks = (missing: readonly PermissionName[], names: PermissionList) =>
  missing.length === 1 ? `brakuje uprawnienia ${names(missing)}` : `brakuje uprawnień ${names(missing)}`;

const VOICE: Readonly<Record<Of<"voice">["problem"], (f: Of<"voice">, names: PermissionList) => CheckLine>> =
  {
    none: (f) => ({ text: `<#${f.channelId}>: bot może się łączyć${f.stage ? "" : " i mówić"}.` }),
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
  channel(f, names) {
    const at = `<#${f.channelId}>`;
    if (f.problem === "none")
      return { text: `${at}: bot może czytać, pisać, osadzać linki i załączać pliki.` };
    if (f.problem === "unknown")
      return {
        text: `${at}: bot nie widzi tego kanału.`,
        fix: `${allow(names(["View Channel"]))} Albo wybierz inny przez /setup announce.`,
      };
    if (f.problem === "not-text")
      return {
        text: `${at}: to nie jest kanał tekstowy.`,
        fix: "Usuń go przez /setup unannounce i wybierz kanał tekstowy.",
      };
    return { text: `${at}: botowi ${lacks(f.missing, names)}.`, fix: allow(names(f.missing)) };
  },
  ping(f) {
    if (!f.roleId) return { text: "Żadna rola nie jest oznaczana, gdy DJ wchodzi na żywo." };
    if (f.problem === "none") return { text: `Bot może oznaczyć <@&${f.roleId}>.` };
    if (f.problem === "unknown")
      return { text: "Rola do oznaczania już nie istnieje.", fix: "Wybierz inną przez /setup ping." };
    return {
      text: `Bot nie może oznaczyć <@&${f.roleId}>.`,
      fix: "Ustawienia serwera → Role → ta rola: włącz „Zezwól wszystkim na @wzmiankowanie tej roli” (albo daj botowi „Wzmianka @everyone, @here i wszystkie role”).",
    };
  },
  voice: (f, names) => VOICE[f.problem](f, names),
  "stage-speak"(f, names) {
    if (f.way === "speaker") return { text: "Na scenie bot sam zostaje mówcą." };
    if (f.way === "request")
      return {
        text: "Na scenie bot może tylko poprosić o głos: moderator sceny musi to zaakceptować.",
        fix: `Daj roli bota ${names(["Mute Members"])} na scenie (albo akceptuj jego prośbę za każdym razem).`,
      };
    return {
      text: "Na scenie bot nie może ani mówić, ani poprosić o głos.",
      fix: allow(names(["Request to Speak"])),
    };
  },
  "voice-display"(f, names) {
    if (f.missing.length === 0)
      return {
        text: f.stage
          ? "Bot może ustawiać utwór jako temat sceny."
          : "Bot może pokazywać utwór jako status kanału.",
      };
    return {
      text: `Bot nie może ustawić ${f.stage ? "tematu sceny" : "statusu kanału"}: ${lacks(f.missing, names)}.`,
      fix: f.stage ? `Zrób bota moderatorem sceny: ${allow(names(f.missing))}` : allow(names(f.missing)),
    };
  },
  events: (f, names) =>
    f.missing.length === 0
      ? { text: "Bot może prowadzić zaplanowane wydarzenia serwera." }
      : {
          text: `Bot nie może prowadzić zaplanowanych wydarzeń: ${lacks(f.missing, names)}.`,
          fix: `Ustawienia serwera → Role → rola bota: włącz ${names(f.missing)}.`,
        },
};
