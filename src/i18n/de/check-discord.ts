import { plural } from "../numbers.js";
import type { PermissionName } from "../../check/finding.js";
import type { CheckLines, PermissionList } from "../types/check.js";

const allow = (names: string) => `Kanaleinstellungen → Berechtigungen → Rolle des Bots: erlaube ${names}.`;
/** "lacks X" or "lacks X, Y", with the noun's number to match. */
const lacks = (who: string, missing: readonly PermissionName[], names: PermissionList) =>
  plural("de", missing.length, {
    one: `${who} fehlt die Berechtigung ${names(missing)}`,
    other: `${who} fehlen die Berechtigungen ${names(missing)}`,
  });

const VOICE: CheckLines["voice"] = {
  "can-connect": (f) => ({
    text: `<#${f.channelId}>: Der Bot kann sich verbinden.`,
  }),
  "can-connect-and-speak": (f) => ({
    text: `<#${f.channelId}>: Der Bot kann sich verbinden und sprechen.`,
  }),
  unset: () => ({ text: "Kein Heim-Sprachkanal (leg einen mit /setup radio fest)." }),
  "voice-off": () => ({
    text: "Ein Heim-Sprachkanal ist festgelegt, aber Voice läuft auf diesem Bot nicht.",
    fix: "Frag den Betreiber des Bots; /setup show sagt, warum.",
  }),
  unknown: () => ({
    text: "Den Heim-Sprachkanal gibt es nicht mehr, oder er ist versteckt.",
    fix: "Wähle einen anderen mit /setup radio channel.",
  }),
  "not-voice": (f) => ({
    text: `<#${f.channelId}>: kein Sprach- oder Stage-Kanal.`,
    fix: "Wähle einen mit /setup radio channel.",
  }),
  missing: (f, names) => ({
    text: `<#${f.channelId}>: ${lacks("Dem Bot", f.missing, names)}.`,
    fix: allow(names(f.missing)),
  }),
};

/** The Discord server's lines: channels, the ping role, voice and events. */
export const discordLines: Pick<
  CheckLines,
  "no-channels" | "channel" | "ping" | "voice" | "stage-speak" | "voice-display" | "events"
> = {
  "no-channels": () => ({ text: "Kein Ankündigungskanal.", fix: "Wähle einen mit /setup announce." }),
  channel: {
    none: (f) => ({
      text: `<#${f.channelId}>: Der Bot kann lesen, schreiben, Links einbetten und Dateien anhängen.`,
    }),
    unknown: (f, names) => ({
      text: `<#${f.channelId}>: Der Bot sieht diesen Kanal nicht.`,
      fix: `${allow(names(["View Channel"]))} Oder wähle einen anderen mit /setup announce.`,
    }),
    "not-text": (f) => ({
      text: `<#${f.channelId}>: kein Textkanal.`,
      fix: "Entferne ihn mit /setup unannounce und wähle einen Textkanal.",
    }),
    missing: (f, names) => ({
      text: `<#${f.channelId}>: ${lacks("Dem Bot", f.missing, names)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  ping: {
    unset: () => ({ text: "Keine Rolle wird gepingt, wenn ein DJ live geht." }),
    none: (f) => ({ text: `Der Bot kann <@&${f.roleId}> pingen.` }),
    unknown: () => ({
      text: "Die Ping-Rolle gibt es nicht mehr.",
      fix: "Wähle eine andere mit /setup ping.",
    }),
    "not-mentionable": (f) => ({
      text: `Der Bot kann <@&${f.roleId}> nicht erwähnen.`,
      fix: "Servereinstellungen → Rollen → die Rolle: schalte „Erlaube jedem, diese Rolle zu @erwähnen“ ein (oder gib dem Bot „Erwähne @everyone, @here und alle Rollen“).",
    }),
  },
  voice: VOICE,
  "stage-speak": {
    speaker: () => ({ text: "Auf der Stage wird der Bot von selbst zum Sprecher." }),
    request: (_f, names) => ({
      text: "Auf der Stage kann der Bot nur eine Redeanfrage stellen: Ein Stage-Moderator muss sie annehmen.",
      fix: `Erlaube der Rolle des Bots ${names(["Mute Members"])} auf der Stage (oder nimm seine Anfrage jedes Mal an).`,
    }),
    none: (_f, names) => ({
      text: "Auf der Stage kann der Bot weder sprechen noch eine Redeanfrage stellen.",
      fix: allow(names(["Request to Speak"])),
    }),
  },
  "voice-display": {
    "stage-topic": () => ({
      text: "Der Bot kann den Song als Stage-Thema setzen.",
    }),
    "channel-status": () => ({
      text: "Der Bot kann den Song als Kanalstatus zeigen.",
    }),
    "stage-topic-missing": (f, names) => ({
      text: `Der Bot kann das Stage-Thema nicht setzen: ${lacks("Ihm", f.missing, names)}.`,
      fix: `Mach den Bot zum Stage-Moderator: ${allow(names(f.missing))}`,
    }),
    "channel-status-missing": (f, names) => ({
      text: `Der Bot kann den Kanalstatus nicht setzen: ${lacks("Ihm", f.missing, names)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  events: {
    allowed: () => ({ text: "Der Bot darf die geplanten Events des Servers pflegen." }),
    missing: (f, names) => ({
      text: `Der Bot kann keine geplanten Events pflegen: ${lacks("Ihm", f.missing, names)}.`,
      fix: `Servereinstellungen → Rollen → Rolle des Bots: erlaube ${names(f.missing)}.`,
    }),
  },
};
