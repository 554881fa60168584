import type { Overrides } from "../overrides.js";
import { formatCount } from "../numbers.js";
import type { RadioTexts } from "../types/programme.js";

/** /radio y /setup radio en español de Latinoamérica. */
export const radio: Overrides<RadioTexts> = {
  playing: (channel) => `▶️ La radio está sonando en ${channel}.`,
  nowOnAir: (song) => `Al aire: ${song}`,
  offAir: "📴 La radio no está al aire en este momento: el bot espera en el canal y suena apenas vuelva.",
  requested:
    "🙋 El bot pidió hablar en este canal de escenario: un moderador del escenario puede aceptarlo (o dale al bot aquí el permiso «Silenciar miembros»).",
  left: "⏹️ El bot salió del canal de voz.",
  notAllowed:
    "Solo quienes estén en el canal de voz del bot, o los miembros con «Mover miembros» o «Administrar servidor», pueden sacarlo.",
  problems: {
    "no-channel": "Primero únete a un canal de voz o indica uno: /radio join channel:…",
    "need-move":
      "Para indicar un canal que no es el tuyo necesitas «Mover miembros». Únete a ese canal o pídeselo a un moderador.",
    "not-connected": "El bot no pudo conectarse a ese canal. Inténtalo de nuevo en un minuto.",
  },
  unavailable: (version) =>
    `La voz no está disponible en este bot: necesita Node.js 22.12 o superior y corre en ${version}. Pídele a quien lo administra que actualice Node.`,
  noStation:
    "Este servidor todavía no tiene una radio para reproducir. Un moderador (con «Administrar servidor») la configura con /setup station; después /radio join la reproduce.",
  streamRefused:
    "La transmisión de esta radio está en una dirección a la que el bot no se conecta (una red privada, local o reservada). Pídele a la radio que ponga en su panel una dirección pública.",
  tooManyStations: (max) =>
    `El bot ya reproduce en canales de voz todas las radios que puede a la vez (${formatCount("es-419", max)}). Lo que suena sigue sonando: inténtalo de nuevo cuando alguna deje de escucharse.`,
  homeSet: (channel) =>
    `✅ El bot se quedará en ${channel} 24/7 reproduciendo la radio (también después de reiniciarse).`,
  homeOff: "✅ Sin canal de voz fijo: el bot solo entra a voz con /radio join.",
};
