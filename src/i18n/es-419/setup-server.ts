import type { Overrides } from "../overrides.js";
import { onOff } from "../choose.js";
import type { SetupServerTexts } from "../types/setup.js";

/** `/setup` itself, in Spanish (Latin America). */
export const server: Overrides<SetupServerTexts> = {
  title: "⚙️ Configuración del bot en este servidor",
  ping: "Rol al que se menciona cuando un DJ sale en vivo",
  status: "Avisos cuando la estación sale del aire y cuando vuelve",
  source: { default: "predeterminado desde .env" },
  notManager: "Solo los miembros con Administrar servidor pueden cambiar la configuración del bot.",
  noStore:
    "Este bot no tiene base de datos de configuración. Pídele a quien lo administra que configure DATA_DIR.",
  pinged: (role) => `✅ Se mencionará a ${role} cuando un DJ salga en vivo.`,
  unpinged: "✅ No se mencionará a ningún rol cuando un DJ salga en vivo.",
  cannotPing: (role) =>
    `⚠️ Guardado, pero el bot no puede mencionar a ${role}: haz que el rol sea mencionable (Configuración del servidor → Roles → Permitir que cualquiera @mencione este rol) o dale al bot el permiso Mencionar @everyone, @here y todos los roles.`,
  notMentionable: (role) =>
    `Solo los miembros con Mencionar @everyone, @here y todos los roles pueden hacer que el bot mencione a ${role}: no todo el mundo puede mencionarlo. Haz que el rol sea mencionable (Configuración del servidor → Roles → Permitir que cualquiera @mencione este rol) o pídeselo a un miembro con ese permiso.`,
  status_set: onOff({
    on: "✅ El bot avisará cuando la estación salga del aire y cuando vuelva.",
    off: "✅ Sin avisos de cuándo la estación sale del aire o vuelve.",
  }),
};
