import { onOff } from "../choose.js";
import { namedIn } from "../language-names.js";
import type { SetupServerTexts } from "../types/setup.js";

/** The bot's languages, named in Spanish (Spain) (a language not named here goes by its own name). */
export const languages = namedIn({
  en: "inglés",
  ru: "ruso",
  uk: "ucraniano",
  de: "alemán",
  "es-ES": "español (España)",
  "es-419": "español (Latinoamérica)",
  "pt-BR": "portugués (Brasil)",
  pl: "polaco",
});

/** `/setup` itself, in Spanish (Spain). */
export const server: SetupServerTexts = {
  title: "⚙️ Ajustes del bot en este servidor",
  channels: "Canales de anuncios",
  none: "ninguno",
  ping: "Rol al que se menciona cuando un DJ sale en directo",
  noPing: "sin mención",
  language: "Idioma de los anuncios",
  status: "Avisos cuando la emisora deja de emitir y cuando vuelve",
  voiceHome: "Canal de voz fijo (24/7)",
  voiceUnavailable: "la voz necesita Node.js 22.12 o posterior",
  voiceHint: "se configura con /setup radio",
  on: "activados",
  off: "desactivados",
  source: { setup: "configurado con /setup", default: "por defecto desde .env" },
  tracks: { off: "sin canciones", post: "una publicación por canción", edit: "un solo mensaje que se edita" },
  notManager: "Solo los miembros con Gestionar servidor pueden cambiar los ajustes del bot.",
  noServer: "/setup funciona dentro de un servidor, no en mensajes directos.",
  noStore: "Este bot no tiene base de datos de ajustes. Pide a quien lo gestiona que configure DATA_DIR.",
  storeUnavailable:
    "El bot no puede guardar nada ahora mismo: su base de datos no está disponible. No se ha cambiado nada; pide a quien lo gestiona que reinicie el bot.",
  newerVersion:
    "Los ajustes de este servidor los escribió una versión más nueva del bot, que esta no entiende. El bot se está actualizando: vuelve a intentarlo en unos minutos.",
  newerSettings: "Puesto por una versión más nueva del bot",
  newerNames: (names) => `se conserva tal cual hasta que este bot se actualice: ${names}`,
  unknownChannel: "El bot no ve ese canal. Elige un canal de texto o de anuncios que pueda ver.",
  notText: "Los anuncios van a un canal de texto o de anuncios. Elige uno de esos.",
  missing: (channel, names) =>
    `El bot no puede anunciar en ${channel}: ahí le faltan estos permisos: ${names.join(", ")}. Dáselos a su rol en el canal y vuelve a usar /setup announce.`,
  announced: (channel, tracks) => `✅ Los anuncios irán a ${channel} (${tracks}).`,
  unannounced: (channel) => `✅ Ya no habrá anuncios en ${channel}.`,
  notAnnounced: (channel) => `${channel} ya no recibía anuncios.`,
  pinged: (role) => `✅ Se mencionará a ${role} cuando un DJ salga en directo.`,
  unpinged: "✅ No se mencionará a ningún rol cuando un DJ salga en directo.",
  cannotPing: (role) =>
    `⚠️ Guardado, pero el bot no puede mencionar a ${role}: haz que el rol sea mencionable (Ajustes del servidor → Roles → Permitir que cualquiera @mencione este rol) o dale al bot el permiso Mencionar @everyone, @here y todos los roles.`,
  unknownRole: "No existe ese rol en este servidor.",
  notMentionable: (role) =>
    `Solo los miembros con Mencionar @everyone, @here y todos los roles pueden hacer que el bot mencione a ${role}: no todo el mundo puede mencionarlo. Haz que el rol sea mencionable (Ajustes del servidor → Roles → Permitir que cualquiera @mencione este rol) o pídeselo a un miembro con ese permiso.`,
  language_set: (value) => `✅ Los anuncios serán en ${languages[value]}.`,
  status_set: onOff({
    on: "✅ El bot avisará cuando la emisora deje de emitir y cuando vuelva.",
    off: "✅ Sin avisos de cuándo la emisora deja de emitir o vuelve.",
  }),
};
