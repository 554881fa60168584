import type { PermissionName } from "../../check/finding.js";
import type { CheckLine, CheckLines, Of, PermissionList } from "../types/check.js";

const allow = (names: string) => `Ajustes del canal → Permisos → rol del bot: permite ${names}.`;
/** "lacks X" or "lacks X, Y", with the noun's number to match. */
const lacks = (missing: readonly PermissionName[], names: PermissionList) =>
  missing.length === 1 ? `le falta el permiso ${names(missing)}` : `le faltan los permisos ${names(missing)}`;

const VOICE: Readonly<Record<Of<"voice">["problem"], (f: Of<"voice">, names: PermissionList) => CheckLine>> =
  {
    none: (f) => ({ text: `<#${f.channelId}>: el bot puede conectarse${f.stage ? "" : " y hablar"}.` }),
    unset: () => ({ text: "No hay canal de voz principal (elige uno con /setup radio)." }),
    "voice-off": () => ({
      text: "Hay un canal de voz principal, pero la voz no funciona en este bot.",
      fix: "Pregunta a quien gestiona el bot; /setup show explica por qué.",
    }),
    unknown: () => ({
      text: "El canal de voz principal ya no existe o está oculto.",
      fix: "Elige otro con /setup radio channel.",
    }),
    "not-voice": (f) => ({
      text: `<#${f.channelId}>: no es un canal de voz ni un escenario.`,
      fix: "Elige uno con /setup radio channel.",
    }),
    missing: (f, names) => ({
      text: `<#${f.channelId}>: al bot ${lacks(f.missing, names)}.`,
      fix: allow(names(f.missing)),
    }),
  };

/** The Discord server's lines: channels, the ping role, voice and events. */
export const discordLines: Pick<
  CheckLines,
  "no-channels" | "channel" | "ping" | "voice" | "stage-speak" | "voice-display" | "events"
> = {
  "no-channels": () => ({ text: "No hay canal de anuncios.", fix: "Elige uno con /setup announce." }),
  channel(f, names) {
    const at = `<#${f.channelId}>`;
    if (f.problem === "none")
      return { text: `${at}: el bot puede ver, publicar, insertar enlaces y adjuntar archivos.` };
    if (f.problem === "unknown")
      return {
        text: `${at}: el bot no ve este canal.`,
        fix: `${allow(names(["View Channel"]))} O elige otro con /setup announce.`,
      };
    if (f.problem === "not-text")
      return {
        text: `${at}: no es un canal de texto.`,
        fix: "Quítalo con /setup unannounce y elige un canal de texto.",
      };
    return { text: `${at}: al bot ${lacks(f.missing, names)}.`, fix: allow(names(f.missing)) };
  },
  ping(f) {
    if (!f.roleId) return { text: "No se menciona ningún rol cuando un DJ empieza en directo." };
    if (f.problem === "none") return { text: `El bot puede mencionar a <@&${f.roleId}>.` };
    if (f.problem === "unknown")
      return { text: "El rol de aviso ya no existe.", fix: "Elige otro con /setup ping." };
    return {
      text: `El bot no puede mencionar a <@&${f.roleId}>.`,
      fix: "Ajustes del servidor → Roles → ese rol: activa «Permitir que cualquiera @mencione este rol» (o dale al bot «Mencionar @everyone, @here y todos los roles»).",
    };
  },
  voice: (f, names) => VOICE[f.problem](f, names),
  "stage-speak"(f, names) {
    if (f.way === "speaker") return { text: "En el escenario el bot pasa a ser orador por sí solo." };
    if (f.way === "request")
      return {
        text: "En el escenario el bot solo puede pedir la palabra: un moderador del escenario debe aceptarlo.",
        fix: `Permite al rol del bot ${names(["Mute Members"])} en el escenario (o acepta su petición cada vez).`,
      };
    return {
      text: "En el escenario el bot no puede ni hablar ni pedir la palabra.",
      fix: allow(names(["Request to Speak"])),
    };
  },
  "voice-display"(f, names) {
    if (f.missing.length === 0)
      return {
        text: f.stage
          ? "El bot puede poner la canción como tema del escenario."
          : "El bot puede mostrar la canción como estado del canal.",
      };
    return {
      text: `El bot no puede cambiar ${f.stage ? "el tema del escenario" : "el estado del canal"}: ${lacks(f.missing, names)}.`,
      fix: f.stage
        ? `Haz al bot moderador del escenario: ${allow(names(f.missing))}`
        : allow(names(f.missing)),
    };
  },
  events: (f, names) =>
    f.missing.length === 0
      ? { text: "El bot puede gestionar los eventos programados del servidor." }
      : {
          text: `El bot no puede gestionar los eventos programados: ${lacks(f.missing, names)}.`,
          fix: `Ajustes del servidor → Roles → rol del bot: permite ${names(f.missing)}.`,
        },
};
