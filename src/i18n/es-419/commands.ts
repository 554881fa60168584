import type { Overrides } from "../overrides.js";
import type { CommandTexts } from "../types/commands.js";
import { setupCommand } from "./commands-setup.js";

/** Command, option and choice names and descriptions, as Discord shows them, in Latin American Spanish. */
export const commands: Overrides<CommandTexts> = {
  nowplaying: { description: "Qué está sonando ahorita en la estación" },
  history: {
    description: "Las últimas canciones que sonaron en la estación",
    jingles: {
      description: "Mostrar también los jingles y las identificaciones de la estación",
    },
  },
  listen: {
    description: "Direcciones de los streams, archivos de playlist y reproductor web",
  },
  listeners: {
    description: "Cuántas personas están escuchando, por canal, con una gráfica de las últimas horas",
    hours: { description: "Cuántas horas abarca la gráfica (1–72, 24 por defecto)" },
  },
  schedule: {
    description: "Qué está al aire ahora y qué sigue",
    days: { description: "Cuántos días hacia adelante (1–7, 1 por defecto)" },
  },
  request: {
    name: "pedido",
    description: "Pedir una canción de la biblioteca de la estación",
    message: {
      description: "Un saludo para la estación (tu nombre y el mensaje: 300 caracteres en total)",
    },
  },
  radio: {
    description: "Pasar la estación en un canal de voz",
    join: {
      name: "pasar",
      description: "Pasar la estación en tu canal de voz o en el que indiques",
    },
    leave: { name: "detener", description: "Detener la estación y salir del canal de voz" },
  },
  station: { name: "estación", description: "Qué estación (por defecto, la de este servidor)" },
  setup: setupCommand,
};
