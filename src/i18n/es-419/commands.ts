import type { CommandTexts } from "../types/commands.js";
import { setupCommand } from "./commands-setup.js";

/** Command, option and choice names and descriptions, as Discord shows them, in Latin American Spanish. */
export const commands: CommandTexts = {
  nowplaying: { name: "ahora", description: "Qué está sonando ahorita en la estación" },
  history: {
    name: "historial",
    description: "Las últimas canciones que sonaron en la estación",
    count: { name: "cantidad", description: "Cuántas canciones mostrar (1–25, 10 por defecto)" },
    jingles: {
      name: "jingles",
      description: "Mostrar también los jingles y las identificaciones de la estación",
    },
  },
  listen: {
    name: "escuchar",
    description: "Direcciones de los streams, archivos de playlist y reproductor web",
    channel: { name: "canal", description: "Un canal (por punto de montaje, bitrate y formato)" },
  },
  listeners: {
    name: "oyentes",
    description: "Cuántas personas están escuchando, por canal, con una gráfica de las últimas horas",
    hours: { name: "horas", description: "Cuántas horas abarca la gráfica (1–72, 24 por defecto)" },
  },
  schedule: {
    name: "programación",
    description: "Qué está al aire ahora y qué sigue",
    days: { name: "días", description: "Cuántos días hacia adelante (1–7, 1 por defecto)" },
  },
  request: {
    name: "pedido",
    description: "Pedir una canción de la biblioteca de la estación",
    track: { name: "canción", description: "Empieza a escribir un artista o un título y elige una canción" },
    message: {
      name: "mensaje",
      description: "Un saludo para la estación (tu nombre y el mensaje: 300 caracteres en total)",
    },
  },
  radio: {
    name: "radio",
    description: "Pasar la estación en un canal de voz",
    join: {
      name: "pasar",
      description: "Pasar la estación en tu canal de voz o en el que indiques",
      channel: {
        name: "canal",
        description: "Un canal de voz o de escenario (si no es el tuyo, necesitas Mover miembros)",
      },
    },
    leave: { name: "detener", description: "Detener la estación y salir del canal de voz" },
  },
  station: { name: "estación", description: "Qué estación (por defecto, la de este servidor)" },
  setup: setupCommand,
};
