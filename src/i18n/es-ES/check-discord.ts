import { plural } from "../numbers.js";
import type { PermissionName } from "../../check/finding.js";
import type { CheckLines, PermissionList } from "../types/check.js";

const allow = (names: string) => `Ajustes del canal → Permisos → rol del bot: permite ${names}.`;
/** "lacks X" or "lacks X, Y", with the noun's number to match. */
const lacks = (missing: readonly PermissionName[], names: PermissionList) =>
  plural("es-ES", missing.length, {
    one: `le falta el permiso ${names(missing)}`,
    other: `le faltan los permisos ${names(missing)}`,
  });

const VOICE: CheckLines["voice"] = {
  "can-connect": (f) => ({ text: `<#${f.channelId}>: el bot puede conectarse.` }),
  "can-connect-and-speak": (f) => ({ text: `<#${f.channelId}>: el bot puede conectarse y hablar.` }),
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
  channel: {
    none: (f) => ({
      text: `<#${f.channelId}>: el bot puede ver, publicar, insertar enlaces y adjuntar archivos.`,
    }),
    unknown: (f, names) => ({
      text: `<#${f.channelId}>: el bot no ve este canal.`,
      fix: `${allow(names(["View Channel"]))} O elige otro con /setup announce.`,
    }),
    "not-text": (f) => ({
      text: `<#${f.channelId}>: no es un canal de texto.`,
      fix: "Quítalo con /setup unannounce y elige un canal de texto.",
    }),
    missing: (f, names) => ({
      text: `<#${f.channelId}>: al bot ${lacks(f.missing, names)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  ping: {
    unset: () => ({ text: "No se menciona ningún rol cuando un DJ empieza en directo." }),
    none: (f) => ({ text: `El bot puede mencionar a <@&${f.roleId}>.` }),
    unknown: () => ({ text: "El rol de aviso ya no existe.", fix: "Elige otro con /setup ping." }),
    "not-mentionable": (f) => ({
      text: `El bot no puede mencionar a <@&${f.roleId}>.`,
      fix: "Ajustes del servidor → Roles → ese rol: activa «Permitir que cualquiera @mencione este rol» (o dale al bot «Mencionar @everyone, @here y todos los roles»).",
    }),
  },
  voice: VOICE,
  "stage-speak": {
    speaker: () => ({ text: "En el escenario el bot pasa a ser orador por sí solo." }),
    request: (_f, names) => ({
      text: "En el escenario el bot solo puede pedir la palabra: un moderador del escenario debe aceptarlo.",
      fix: `Permite al rol del bot ${names(["Mute Members"])} en el escenario (o acepta su petición cada vez).`,
    }),
    none: (_f, names) => ({
      text: "En el escenario el bot no puede ni hablar ni pedir la palabra.",
      fix: allow(names(["Request to Speak"])),
    }),
  },
  "voice-display": {
    "stage-topic": () => ({
      text: "El bot puede poner la canción como tema del escenario.",
    }),
    "channel-status": () => ({
      text: "El bot puede mostrar la canción como estado del canal.",
    }),
    "stage-topic-missing": (f, names) => ({
      text: `El bot no puede cambiar el tema del escenario: ${lacks(f.missing, names)}.`,
      fix: `Haz al bot moderador del escenario: ${allow(names(f.missing))}`,
    }),
    "channel-status-missing": (f, names) => ({
      text: `El bot no puede cambiar el estado del canal: ${lacks(f.missing, names)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  events: {
    allowed: () => ({ text: "El bot puede gestionar los eventos programados del servidor." }),
    missing: (f, names) => ({
      text: `El bot no puede gestionar los eventos programados: ${lacks(f.missing, names)}.`,
      fix: `Ajustes del servidor → Roles → rol del bot: permite ${names(f.missing)}.`,
    }),
  },
};
