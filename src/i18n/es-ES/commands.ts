import type { CommandTexts } from "../types/commands.js";
import { setupCommand } from "./commands-setup.js";

/** Command, option and choice names and descriptions, as Discord shows them, in Spanish (Spain). */
export const commands: CommandTexts = {
  nowplaying: { name: "ahora", description: "Qué suena ahora mismo en la emisora" },
  history: {
    name: "historial",
    description: "Las últimas canciones que han sonado en la emisora",
    count: { name: "cantidad", description: "Cuántas canciones mostrar (1–25, 10 por defecto)" },
    jingles: { name: "jingles", description: "Mostrar también los jingles y las cuñas de la emisora" },
  },
  listen: {
    name: "escuchar",
    description: "Direcciones de los streams, listas de reproducción y reproductor web",
    channel: { name: "canal", description: "Un canal (por punto de montaje, bitrate y formato)" },
  },
  listeners: {
    name: "oyentes",
    description: "Cuánta gente escucha, por canal, con un gráfico de las últimas horas",
    hours: { name: "horas", description: "Cuántas horas abarca el gráfico (1–72, 24 por defecto)" },
  },
  schedule: {
    name: "programación",
    description: "Qué hay en antena ahora y después",
    days: { name: "días", description: "Cuántos días por delante (1–7, 1 por defecto)" },
  },
  request: {
    name: "petición",
    description: "Pedir una canción de la fonoteca de la emisora",
    track: { name: "canción", description: "Empieza a escribir un artista o un título y elige una canción" },
    message: {
      name: "mensaje",
      description: "Un saludo para la emisora (tu nombre y el mensaje: 300 caracteres en total)",
    },
  },
  radio: {
    name: "radio",
    description: "Poner la emisora en un canal de voz",
    join: {
      name: "poner",
      description: "Poner la emisora en tu canal de voz o en el que indiques",
      channel: {
        name: "canal",
        description: "Un canal de voz o de escenario (si no es el tuyo, necesitas Mover miembros)",
      },
    },
    leave: { name: "parar", description: "Parar la emisora y salir del canal de voz" },
  },
  stats: {
    name: "estadisticas",
    description: "La audiencia de la emisora en un día, semana, mes o año, con un gráfico",
    period: {
      name: "periodo",
      description: "Qué periodo (por defecto: esta semana)",
      choices: { day: "Hoy", week: "Esta semana", month: "Este mes", year: "Este año" },
    },
    dj: { name: "dj", description: "Un DJ o programa: sus programas, horas en antena, audiencia y temas" },
    export: {
      name: "exportar",
      description: "Adjuntar las cifras como archivos CSV para una hoja de cálculo",
    },
  },
  station: { name: "emisora", description: "Qué emisora (por defecto, la de este servidor)" },
  setup: setupCommand,
};
