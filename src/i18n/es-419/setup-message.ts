import type { Overrides } from "../overrides.js";
import { onOff } from "../choose.js";
import type { MessageSetupTexts, SetupTexts } from "../types/setup.js";

/** `/setup message` and `/setup style`, in Spanish (Latin America). */
export const message: Overrides<MessageSetupTexts> = {
  previewHint: (where) =>
    `Así se verá el anuncio${where}, con lo que suena ahora. No se guarda nada hasta que presiones Guardar.`,
  sampleHint: (where) =>
    `Así se verá el anuncio${where}, con valores de ejemplo (ahora no suena nada). No se guarda nada hasta que presiones Guardar.`,
  allStations: " para todas las estaciones",
  stale: "Esta vista previa expiró o ya se usó. Vuelve a usar /setup message.",
  badColor: (typed) =>
    `“${typed}” no es un color. Escríbelo en hexadecimal, como \`#1e90ff\`, \`1e90ff\` o \`#fff\`, o pon \`predeterminado\` (o \`default\`) para el color propio de cada anuncio.`,
  cover: onOff({ on: "con portada", off: "sin portada" }),
};

/** The rest of `/setup message`'s words, in Spanish (Latin America). */
export const messageWords: Overrides<Pick<SetupTexts, "placeholders" | "layouts" | "sample">> = {
  placeholders: {
    dj: "el DJ al aire (o “nadie”)",
    station: "el nombre de la estación",
  },
};
