import { onOff } from "../choose.js";
import { plural } from "../numbers.js";
import type { MessageSetupTexts, SetupTexts, TemplateProblemTexts } from "../types/setup.js";

/** `/setup message` and `/setup style`, in Spanish (Spain). */
export const message: MessageSetupTexts = {
  previewTitle: (trigger) => `👀 Vista previa: ${trigger}`,
  previewHint: (where) =>
    `Así se verá el anuncio${where}, con lo que suena ahora. No se guarda nada hasta que pulses Guardar.`,
  sampleHint: (where) =>
    `Así se verá el anuncio${where}, con valores de ejemplo (ahora no suena nada). No se guarda nada hasta que pulses Guardar.`,
  save: "Guardar",
  allStations: " para todas las emisoras",
  forStation: (name) => ` para ${name}`,
  saved: (trigger, where) => `✅ Guardado: **${trigger}** usará tu texto${where} a partir de ahora.`,
  reset: (trigger, where) => `✅ **${trigger}** vuelve al texto propio del bot${where}.`,
  stale: "Esta vista previa ha caducado o ya se ha usado. Vuelve a usar /setup message.",
  notYours: "Solo quien usó /setup message puede guardarla.",
  unknownTrigger: "Elige uno de los anuncios que ofrece la opción `trigger`.",
  styleSaved: "✅ Guardado. Así queda un anuncio de canción con el nuevo estilo:",
  needOption: "Indica al menos una de estas opciones: `layout`, `color`, `cover` o `timestamp`.",
  badColor: (typed) =>
    `«${typed}» no es un color. Escríbelo en hexadecimal, como \`#1e90ff\`, \`1e90ff\` o \`#fff\`, o pon \`predeterminado\` (o \`default\`) para el color propio de cada anuncio.`,
  colorDefault: "color propio de cada anuncio",
  colorOf: (hex) => `color ${hex}`,
  cover: onOff({ on: "con carátula", off: "sin carátula" }),
  time: onOff({ on: "con hora", off: "sin hora" }),
  styleField: "Estilo de los anuncios",
  templatesField: "Plantillas de mensajes",
  noTemplates: "ninguna: el texto propio del bot (/setup message)",
  more: (count) => `…y ${count} más`,
};

/** Why a template is refused, in Spanish (Spain). */
export const template: TemplateProblemTexts = {
  empty: "La plantilla está vacía: escribe lo que debe publicar el bot.",
  tooLong: (length, max) => `La plantilla tiene ${length} caracteres; el máximo es ${max}.`,
  unknown: (count) =>
    plural("es-ES", count, { one: "Marcador desconocido:", other: "Marcadores desconocidos:" }),
  more: (count) => `y ${count} más`,
  allowed: "Puedes usar:",
  rules: (max) =>
    `Una plantilla es texto con Markdown de Discord, de hasta ${max} caracteres. Cualquier otra cosa entre llaves se queda tal cual.`,
};

/** The rest of `/setup message`'s words, in Spanish (Spain). */
export const messageWords: Pick<SetupTexts, "placeholders" | "layouts" | "sample"> = {
  placeholders: {
    dj: "el DJ en antena (o «nadie»)",
    previous_dj: "el DJ anterior",
    artist: "el artista",
    title: "el título de la canción",
    album: "el álbum",
    track: "artista — título",
    station: "el nombre de la emisora",
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
