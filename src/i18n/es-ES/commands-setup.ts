import type { SetupCommandTexts } from "../types/commands-setup.js";

/** `/setup` as Discord lists it, in Spanish (Spain). */
export const setupCommand: SetupCommandTexts = {
  name: "configurar",
  description: "Configurar los anuncios del bot en este servidor",
  show: { name: "ver", description: "Mostrar todos los ajustes y de dónde vienen" },
  announce: {
    name: "anunciar",
    description: "Publicar anuncios en un canal",
    channel: { name: "canal", description: "El canal (de texto o de anuncios)" },
    tracks: {
      name: "canciones",
      description: "También cada canción nueva: no, un mensaje por canción o uno solo editado",
      choices: { off: "no", post: "un mensaje por canción", edit: "un solo mensaje" },
    },
  },
  unannounce: {
    name: "no_anunciar",
    description: "Dejar de publicar anuncios en un canal",
    channel: { name: "canal", description: "El canal" },
  },
  ping: {
    name: "mención",
    description: "Un rol al que mencionar cuando un DJ entra en directo (vacío: ninguno)",
    role: { name: "rol", description: "El rol (nunca @everyone)" },
  },
  language: {
    name: "idioma",
    description: "El idioma de los anuncios",
    value: { name: "idioma", description: "En qué idioma escribe el bot los anuncios" },
  },
  radio: {
    name: "radio",
    description: "El canal de voz fijo donde el bot pone la emisora 24/7",
    channel: {
      name: "canal",
      description: "Quedarse 24/7 en este canal de voz o de escenario",
      channel: { name: "canal", description: "Un canal de voz o de escenario" },
    },
    off: { name: "desactivar", description: "Sin canal fijo: voz solo con /radio join" },
  },
  status: {
    name: "estado",
    description: "Anunciar cuando la emisora se corta y cuando vuelve",
    enabled: { name: "activado", description: "Sí o no" },
  },
  message: {
    name: "mensaje",
    description: "Redacta tú los anuncios: {dj}, {artist}, {title}, {track}, {station}, {listeners}…",
    trigger: {
      name: "evento",
      description: "Qué anuncio",
    },
    text: {
      name: "texto",
      description: "El texto, con Markdown de Discord y marcadores como {dj} o {track}",
    },
    reset: { name: "restablecer", description: "Volver al texto del bot" },
  },
  style: {
    name: "estilo",
    description: "Cómo se ven los anuncios: embed o una línea, color, portada, hora",
    layout: {
      name: "formato",
      description: "Un embed (como ahora), una línea de texto o ambos",
      choices: { embed: "embed", compact: "compacto (una línea)", both: "ambos" },
    },
    color: { name: "color", description: "El color de los embeds en hex (#1e90ff), o default" },
    cover: { name: "portada", description: "Mostrar la portada (o la foto del DJ)" },
    timestamp: { name: "hora", description: "Mostrar la hora del cambio" },
  },
  check: {
    name: "comprobar",
    description: "Comprobar lo que necesita el bot: el panel, los streams, sus permisos aquí",
  },
  report: {
    name: "informe",
    description: "El informe semanal de la audiencia de la emisora, y quién puede usar /estadisticas",
    channel: {
      name: "canal",
      description: "Publicar el informe de la semana en un canal, una vez por semana",
      channel: { name: "canal", description: "El canal de texto o de anuncios" },
      day: {
        name: "dia",
        description: "Qué día (por defecto: lunes)",
        choices: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
      },
      hour: {
        name: "hora",
        description: "A qué hora, en la zona horaria de las estadísticas (0–23, por defecto 9)",
      },
    },
    off: { name: "desactivar", description: "Sin informe semanal" },
    access: {
      name: "acceso",
      description: "Quién puede usar /estadisticas en este servidor",
      who: {
        name: "quien",
        description: "Todos, o solo los miembros con Gestionar servidor",
        choices: { everyone: "Todos", managers: "Solo Gestionar servidor" },
      },
    },
  },
  station: {
    name: "emisora",
    add: "Añadir la emisora de este servidor o elegir una",
    pick: "Elegir la emisora de este servidor",
    which: "Una de las emisoras de este servidor",
    url: {
      name: "dirección",
      description: "La dirección del panel con su puerto, p. ej. https://radio.example.com:8080",
    },
    server: { name: "servidor", description: "El ID del servidor de radio en el panel (1 por defecto)" },
    key: {
      name: "clave",
      description: "La clave API del panel, si la necesita (se guarda cifrada, nunca se muestra)",
    },
    remove: { name: "eliminar", description: "Quitar de este servidor la emisora elegida en `emisora`" },
  },
};
