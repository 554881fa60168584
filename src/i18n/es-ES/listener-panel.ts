import { byteSize, httpAdvice, optional, orElse } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { PanelTexts } from "../types/listener-panel.js";

const size = (bytes: number) =>
  byteSize(bytes, {
    megabytes: (mebibytes) => `${formatCount("es-ES", mebibytes)} MB`,
    bytes: (bytes) => plural("es-ES", bytes, { one: "{n} byte", other: "{n} bytes" }),
  });

/** The panel's problems in Spanish as Spain speaks it. */
export const panel: PanelTexts = {
  errors: {
    unreachable: (e) =>
      `No se puede acceder al panel de la emisora en ${e.panel} (${orElse(e.code, "error de red")}). Comprueba PANEL_URL y que el panel esté funcionando.`,
    timeout: (e) =>
      `El panel de la emisora en ${e.panel} no ha respondido en ${formatCount("es-ES", e.timeoutMs / 1000)} s. Puede que esté saturado; vuelve a probar en un minuto.`,
    http: (e) => {
      const said = optional((excerpt: string) => `: «${excerpt}»`)(e.excerpt);
      const advice = httpAdvice(e.status, {
        auth: "Comprueba PANEL_API_KEY.",
        notFound: "Comprueba PANEL_URL y PANEL_SERVER_ID.",
        other: "Vuelve a probar en un minuto.",
      });
      return `El panel de la emisora en ${e.panel} ha respondido HTTP ${e.status}${said}. ${advice}`;
    },
    notJson: (e) =>
      `El panel de la emisora en ${e.panel} no ha respondido con JSON${optional((excerpt: string) => ` («${excerpt}»)`)(e.excerpt)}. Comprueba que PANEL_URL apunte al propio panel.`,
    shape: (e) =>
      `El panel de la emisora en ${e.panel} ha enviado datos con una forma inesperada (${e.problems.join("; ")}). Puede que tenga una versión que el bot aún no conoce.`,
  },
  refusals: {
    address: {
      malformed:
        "Eso no es una dirección web. Escribe la dirección del panel tal como la muestra tu navegador, por ejemplo https://radio.example.com:8080.",
      "too-long": "Esa dirección es demasiado larga para ser la de un panel.",
      scheme: "Solo se pueden usar direcciones http:// y https://.",
      credentials:
        "Quita el usuario y la contraseña de la dirección (la clave de API tiene su propia opción).",
      "not-public":
        "Esa dirección lleva a una red privada, local o reservada, y el bot no se conecta a ellas. Usa la dirección pública del panel.",
      "not-found": "No se ha encontrado ese nombre de host. Revisa cómo está escrita la dirección.",
      "lookup-failed":
        "Ahora mismo no se ha podido resolver el nombre de host. Vuelve a probar en un minuto.",
    },
    unusableName:
      "No hay ningún panel público accesible con ese nombre de host: no se ha encontrado o lleva a una red privada, local o reservada, y el bot no se conecta a ellas. Revisa la dirección y usa la dirección pública del panel.",
    redirect: (status, target) =>
      `El panel ha respondido con una redirección (HTTP ${status})${optional((target: string) => ` a ${target}`)(target)}, y el bot no sigue redirecciones. Usa la dirección donde está realmente el panel.`,
    tooLarge: (bytes) =>
      `La respuesta del panel ocupaba más de ${size(bytes)}, así que el bot ha dejado de leerla.`,
    circuitOpen: (at) =>
      `El panel de la emisora ha fallado varias veces seguidas; el bot volverá a probar ${at}.`,
    queueFull:
      "El panel de la emisora tarda en responder y ya hay demasiadas peticiones esperando. Vuelve a probar en un minuto.",
    waitedTooLong:
      "El panel de la emisora tarda en responder y esta petición ha esperado demasiado su turno. Vuelve a probar en un minuto.",
  },
};
