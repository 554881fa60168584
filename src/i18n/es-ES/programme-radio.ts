import { formatCount } from "../numbers.js";
import type { RadioTexts } from "../types/programme.js";

/** /radio y /setup radio en español de España. */
export const radio: RadioTexts = {
  playing: (channel) => `▶️ La emisora suena en ${channel}.`,
  nowOnAir: (song) => `En antena: ${song}`,
  offAir: "📴 La emisora no está en antena ahora mismo: el bot espera en el canal y sonará en cuanto vuelva.",
  requested:
    "🙋 El bot ha pedido hablar en este canal de escenario: un moderador del escenario puede aceptarlo (o dale al bot aquí el permiso «Silenciar miembros»).",
  left: "⏹️ El bot ha salido del canal de voz.",
  notInVoice: "El bot no está en ningún canal de voz de este servidor.",
  notAllowed:
    "Solo quien esté en el canal de voz del bot, o los miembros con «Mover miembros» o «Gestionar servidor», pueden echarlo.",
  home: "Este es el canal fijo del servidor: el bot se queda aquí 24/7. Un moderador puede cambiarlo con /setup radio off.",
  problems: {
    "no-channel": "Entra primero en un canal de voz o indica uno: /radio join channel:…",
    "need-move":
      "Para indicar un canal que no es el tuyo necesitas «Mover miembros». Entra en ese canal o pídeselo a un moderador.",
    "unknown-channel": "El bot no ve ese canal. Elige un canal de voz o de escenario que pueda ver.",
    "not-voice": "Ese no es un canal de voz ni de escenario.",
    full: "Ese canal de voz está lleno.",
    "not-connected": "El bot no ha podido conectarse a ese canal. Vuelve a probar dentro de un minuto.",
  },
  permissionNames: { "View Channel": "Ver canal", Connect: "Conectar", Speak: "Hablar" },
  missing: (channel, names) =>
    `El bot no puede sonar en ${channel}: allí le falta ${names.map((name) => `«${name}»`).join(", ")}. Dale a su rol esos permisos en el canal y vuelve a probar.`,
  unavailable: (version) =>
    `La voz no está disponible en este bot: necesita Node.js 22.12 o posterior y funciona con ${version}. Pide a quien lo gestiona que actualice Node.`,
  noStation:
    "Este servidor aún no tiene emisora que poner. Un moderador (con «Gestionar servidor») la configura con /setup station; después /radio join la pone.",
  streamRefused:
    "La emisión de esta emisora está en una dirección a la que el bot no se conecta (una red privada, local o reservada). Pide a la emisora que ponga en su panel una dirección pública.",
  tooManyStations: (max) =>
    `El bot ya pone en canales de voz todas las emisoras que puede a la vez (${formatCount("es-ES", max)}). Lo que suena sigue sonando: vuelve a probar cuando alguna deje de escucharse.`,
  homeSet: (channel) =>
    `✅ El bot se quedará en ${channel} 24/7 con la emisora puesta (también tras reiniciarse).`,
  homeOff: "✅ Sin canal de voz fijo: el bot solo entra en voz con /radio join.",
};
