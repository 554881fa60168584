import type { Overrides } from "../overrides.js";
import { plural } from "../numbers.js";
import type { PermissionName } from "../../check/finding.js";
import type { CheckLines, PermissionList } from "../types/check.js";

const allow = (names: string) => `Configuración del canal → Permisos → rol del bot: permite ${names}.`;
/** "lacks X" or "lacks X, Y", with the noun's number to match. */
const lacks = (missing: readonly PermissionName[], names: PermissionList) =>
  plural("es-419", missing.length, {
    one: `le falta el permiso ${names(missing)}`,
    other: `le faltan los permisos ${names(missing)}`,
  });

const VOICE: Overrides<CheckLines["voice"]> = {
  "voice-off": () => ({
    text: "Hay un canal de voz principal, pero la voz no funciona en este bot.",
    fix: "Pregúntale a quien administra el bot; /setup show explica por qué.",
  }),
  missing: (f, names) => ({
    text: `<#${f.channelId}>: al bot ${lacks(f.missing, names)}.`,
    fix: allow(names(f.missing)),
  }),
};

/** The Discord server's lines: channels, the ping role, voice and events. */
export const discordLines: Overrides<
  Pick<CheckLines, "no-channels" | "channel" | "ping" | "voice" | "stage-speak" | "voice-display" | "events">
> = {
  channel: {
    unknown: (f, names) => ({
      text: `<#${f.channelId}>: el bot no ve este canal.`,
      fix: `${allow(names(["View Channel"]))} O elige otro con /setup announce.`,
    }),
    "not-text": (f) => ({
      text: `<#${f.channelId}>: no es un canal de texto.`,
      fix: "Sácalo con /setup unannounce y elige un canal de texto.",
    }),
    missing: (f, names) => ({
      text: `<#${f.channelId}>: al bot ${lacks(f.missing, names)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  ping: {
    unset: () => ({ text: "No se menciona ningún rol cuando un DJ sale en vivo." }),
    "not-mentionable": (f) => ({
      text: `El bot no puede mencionar a <@&${f.roleId}>.`,
      fix: "Configuración del servidor → Roles → ese rol: activa «Permitir que cualquiera @mencione este rol» (o dale al bot «Mencionar @everyone, @here y todos los roles»).",
    }),
  },
  voice: VOICE,
  "stage-speak": {
    none: (_f, names) => ({
      text: "En el escenario el bot no puede ni hablar ni pedir la palabra.",
      fix: allow(names(["Request to Speak"])),
    }),
  },
  "voice-display": {
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
    allowed: () => ({ text: "El bot puede administrar los eventos programados del servidor." }),
    missing: (f, names) => ({
      text: `El bot no puede administrar los eventos programados: ${lacks(f.missing, names)}.`,
      fix: `Configuración del servidor → Roles → rol del bot: permite ${names(f.missing)}.`,
    }),
  },
};
