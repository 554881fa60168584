import type { PermissionName } from "../../check/finding.js";
import type { CheckLine, CheckLines, Of, PermissionList } from "../types/check.js";

const allow = (names: string) => `Kanaleinstellungen → Berechtigungen → Rolle des Bots: erlaube ${names}.`;
/** "lacks X" or "lacks X, Y", with the noun's number to match. */
const lacks = (who: string, missing: readonly PermissionName[], names: PermissionList) =>
  missing.length === 1
    ? `${who} fehlt die Berechtigung ${names(missing)}`
    : `${who} fehlen die Berechtigungen ${names(missing)}`;

const VOICE: Readonly<Record<Of<"voice">["problem"], (f: Of<"voice">, names: PermissionList) => CheckLine>> =
  {
    none: (f) => ({
      text: `<#${f.channelId}>: Der Bot kann sich verbinden${f.stage ? "" : " und sprechen"}.`,
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
  channel(f, names) {
    const at = `<#${f.channelId}>`;
    if (f.problem === "none")
      return { text: `${at}: Der Bot kann lesen, schreiben, Links einbetten und Dateien anhängen.` };
    if (f.problem === "unknown")
      return {
        text: `${at}: Der Bot sieht diesen Kanal nicht.`,
        fix: `${allow(names(["View Channel"]))} Oder wähle einen anderen mit /setup announce.`,
      };
    if (f.problem === "not-text")
      return {
        text: `${at}: kein Textkanal.`,
        fix: "Entferne ihn mit /setup unannounce und wähle einen Textkanal.",
      };
    return { text: `${at}: ${lacks("Dem Bot", f.missing, names)}.`, fix: allow(names(f.missing)) };
  },
  ping(f) {
    if (!f.roleId) return { text: "Keine Rolle wird gepingt, wenn ein DJ live geht." };
    if (f.problem === "none") return { text: `Der Bot kann <@&${f.roleId}> pingen.` };
    if (f.problem === "unknown")
      return { text: "Die Ping-Rolle gibt es nicht mehr.", fix: "Wähle eine andere mit /setup ping." };
    return {
      text: `Der Bot kann <@&${f.roleId}> nicht erwähnen.`,
      fix: "Servereinstellungen → Rollen → die Rolle: schalte „Erlaube jedem, diese Rolle zu @erwähnen“ ein (oder gib dem Bot „Erwähne @everyone, @here und alle Rollen“).",
    };
  },
  voice: (f, names) => VOICE[f.problem](f, names),
  "stage-speak"(f, names) {
    if (f.way === "speaker") return { text: "Auf der Stage wird der Bot von selbst zum Sprecher." };
    if (f.way === "request")
      return {
        text: "Auf der Stage kann der Bot nur eine Redeanfrage stellen: Ein Stage-Moderator muss sie annehmen.",
        fix: `Erlaube der Rolle des Bots ${names(["Mute Members"])} auf der Stage (oder nimm seine Anfrage jedes Mal an).`,
      };
    return {
      text: "Auf der Stage kann der Bot weder sprechen noch eine Redeanfrage stellen.",
      fix: allow(names(["Request to Speak"])),
    };
  },
  "voice-display"(f, names) {
    if (f.missing.length === 0)
      return {
        text: f.stage
          ? "Der Bot kann den Song als Stage-Thema setzen."
          : "Der Bot kann den Song als Kanalstatus zeigen.",
      };
    return {
      text: `Der Bot kann ${f.stage ? "das Stage-Thema" : "den Kanalstatus"} nicht setzen: ${lacks("Ihm", f.missing, names)}.`,
      fix: f.stage ? `Mach den Bot zum Stage-Moderator: ${allow(names(f.missing))}` : allow(names(f.missing)),
    };
  },
  events: (f, names) =>
    f.missing.length === 0
      ? { text: "Der Bot darf die geplanten Events des Servers pflegen." }
      : {
          text: `Der Bot kann keine geplanten Events pflegen: ${lacks("Ihm", f.missing, names)}.`,
          fix: `Servereinstellungen → Rollen → Rolle des Bots: erlaube ${names(f.missing)}.`,
        },
};
