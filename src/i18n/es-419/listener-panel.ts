import type { Overrides } from "../overrides.js";
import { byteSize, httpAdvice, optional, orElse } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { PanelTexts } from "../types/listener-panel.js";

const size = (bytes: number) =>
  byteSize(bytes, {
    megabytes: (mebibytes) => `${formatCount("es-419", mebibytes)} MB`,
    bytes: (bytes) => plural("es-419", bytes, { one: "{n} byte", other: "{n} bytes" }),
  });

/** The panel's problems in Latin American Spanish. */
export const panel: Overrides<PanelTexts> = {
  errors: {
    unreachable: (e) =>
      `No se puede conectar con el panel de la estación en ${e.panel} (${orElse(e.code, "error de red")}). Revisa PANEL_URL y que el panel esté en línea.`,
    timeout: (e) =>
      `El panel de la estación en ${e.panel} no respondió en ${formatCount("es-419", e.timeoutMs / 1000)} s. Puede que esté sobrecargado; intenta de nuevo en un minuto.`,
    http: (e) => {
      const said = optional((excerpt: string) => `: “${excerpt}”`)(e.excerpt);
      const advice = httpAdvice(e.status, {
        auth: "Revisa PANEL_API_KEY.",
        notFound: "Revisa PANEL_URL y PANEL_SERVER_ID.",
        other: "Intenta de nuevo en un minuto.",
      });
      return `El panel de la estación en ${e.panel} respondió HTTP ${e.status}${said}. ${advice}`;
    },
    notJson: (e) =>
      `El panel de la estación en ${e.panel} no respondió con JSON${optional((excerpt: string) => ` (“${excerpt}”)`)(e.excerpt)}. Revisa que PANEL_URL apunte al panel mismo.`,
    shape: (e) =>
      `El panel de la estación en ${e.panel} envió datos con un formato inesperado (${e.problems.join("; ")}). Puede que tenga una versión que el bot todavía no conoce.`,
  },
  refusals: {
    address: {
      malformed:
        "Eso no es una dirección web. Escribe la dirección del panel como la muestra tu navegador, por ejemplo https://radio.example.com:8080.",
      "not-found": "No se encontró ese nombre de host. Revisa cómo está escrita la dirección.",
      "lookup-failed":
        "No se pudo resolver el nombre de host en este momento. Intenta de nuevo en un minuto.",
    },
    unusableName:
      "No hay ningún panel público disponible con ese nombre de host: no se encontró o lleva a una red privada, local o reservada, y el bot no se conecta a ellas. Revisa la dirección y usa la dirección pública del panel.",
    redirect: (status, target) =>
      `El panel respondió con una redirección (HTTP ${status})${optional((target: string) => ` a ${target}`)(target)}, y el bot no sigue redirecciones. Usa la dirección donde realmente está el panel.`,
    tooLarge: (bytes) => `La respuesta del panel superó ${size(bytes)}, así que el bot dejó de leerla.`,
    circuitOpen: (at) =>
      `El panel de la estación falló varias veces seguidas; el bot lo intentará de nuevo ${at}.`,
    queueFull:
      "El panel de la estación está lento y ya hay demasiadas solicitudes esperando. Intenta de nuevo en un minuto.",
    waitedTooLong:
      "El panel de la estación está lento y esta solicitud esperó demasiado su turno. Intenta de nuevo en un minuto.",
  },
};
