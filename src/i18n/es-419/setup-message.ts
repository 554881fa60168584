import { onOff } from "../choose.js";
import { plural } from "../numbers.js";
import type { MessageSetupTexts, SetupTexts, TemplateProblemTexts } from "../types/setup.js";

/** `/setup message` and `/setup style`, in Spanish (Latin America). */
export const message: MessageSetupTexts = {
  previewTitle: (trigger) => `👀 Vista previa: ${trigger}`,
  previewHint: (where) =>
    `Así se verá el anuncio${where}, con lo que suena ahora. No se guarda nada hasta que presiones Guardar.`,
  sampleHint: (where) =>
    `Así se verá el anuncio${where}, con valores de ejemplo (ahora no suena nada). No se guarda nada hasta que presiones Guardar.`,
  save: "Guardar",
  allStations: " para todas las estaciones",
  forStation: (name) => ` para ${name}`,
  saved: (trigger, where) => `✅ Guardado: **${trigger}** usará tu texto${where} a partir de ahora.`,
  reset: (trigger, where) => `✅ **${trigger}** vuelve al texto propio del bot${where}.`,
  stale: "Esta vista previa expiró o ya se usó. Vuelve a usar /setup message.",
  notYours: "Solo quien usó /setup message puede guardarla.",
  unknownTrigger: "Elige uno de los anuncios que ofrece la opción `trigger`.",
  styleSaved: "✅ Guardado. Así queda un anuncio de canción con el nuevo estilo:",
  needOption: "Indica al menos una de estas opciones: `layout`, `color`, `cover` o `timestamp`.",
  badColor: (typed) =>
    `“${typed}” no es un color. Escríbelo en hexadecimal, como \`#1e90ff\`, \`1e90ff\` o \`#fff\`, o pon \`predeterminado\` (o \`default\`) para el color propio de cada anuncio.`,
  colorDefault: "color propio de cada anuncio",
  colorOf: (hex) => `color ${hex}`,
  cover: onOff({ on: "con portada", off: "sin portada" }),
  time: onOff({ on: "con hora", off: "sin hora" }),
  styleField: "Estilo de los anuncios",
  templatesField: "Plantillas de mensajes",
  noTemplates: "ninguna: el texto propio del bot (/setup message)",
  more: (count) => `…y ${count} más`,
};

/** Why a template is refused, in Spanish (Latin America). */
export const template: TemplateProblemTexts = {
  empty: "La plantilla está vacía: escribe lo que debe publicar el bot.",
  tooLong: (length, max) => `La plantilla tiene ${length} caracteres; el máximo es ${max}.`,
  unknown: (count) =>
    plural("es-419", count, { one: "Marcador desconocido:", other: "Marcadores desconocidos:" }),
  more: (count) => `y ${count} más`,
  allowed: "Puedes usar:",
  rules: (max) =>
    `Una plantilla es texto con Markdown de Discord, de hasta ${max} caracteres. Cualquier otra cosa entre llaves se queda tal cual.`,
};

/** The rest of `/setup message`'s words, in Spanish (Latin America). */
export const messageWords: Pick<SetupTexts, "triggers" | "placeholders" | "layouts" | "sample"> = {
  triggers: {
    live: "DJ en vivo",
    handover: "Cambio de DJ",
    automatic: "De vuelta al reproductor automático",
    nobody: "Nadie al aire",
    track: "Nueva canción (publicaciones y mensaje editado)",
    "off-air": "La estación sale del aire",
    "on-air": "La estación vuelve al aire",
    "dead-air": "Silencio al aire (voz)",
    "sound-back": "Vuelve el sonido tras el silencio",
  },
  placeholders: {
    dj: "el DJ al aire (o “nadie”)",
    previous_dj: "el DJ anterior",
    artist: "el artista",
    title: "el título de la canción",
    album: "el álbum",
    track: "artista — título",
    station: "el nombre de la estación",
    listeners: "cuántos escuchan ahora",
    listen: "el enlace para escuchar",
    time: "cuándo pasó (en la hora de cada lector)",
  },
  layouts: { embed: "embed", compact: "una línea, sin embed", both: "una línea y el embed" },
  sample: {
    live: "DJ Nova",
    previous: "DJ Aurora",
    auto: "AutoDJ",
    artist: "El Artista",
    title: "Una Canción",
    album: "Un Álbum",
  },
};
