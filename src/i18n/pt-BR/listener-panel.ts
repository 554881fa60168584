import { byteSize, httpAdvice, optional, orElse } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { PanelTexts } from "../types/listener-panel.js";

const size = (bytes: number) =>
  byteSize(bytes, {
    megabytes: (mebibytes) => `${formatCount("pt-BR", mebibytes)} MB`,
    bytes: (bytes) => plural("pt-BR", bytes, { one: "{n} byte", other: "{n} bytes" }),
  });

/** The panel's problems in Brazilian Portuguese. */
export const panel: PanelTexts = {
  errors: {
    unreachable: (e) =>
      `Não foi possível acessar o painel da rádio em ${e.panel} (${orElse(e.code, "erro de rede")}). Confira a PANEL_URL e se o painel está no ar.`,
    timeout: (e) =>
      `O painel da rádio em ${e.panel} não respondeu em ${formatCount("pt-BR", e.timeoutMs / 1000)} s. Talvez esteja sobrecarregado; tente de novo em um minuto.`,
    http: (e) => {
      const said = optional((excerpt: string) => `: “${excerpt}”`)(e.excerpt);
      const advice = httpAdvice(e.status, {
        auth: "Confira a PANEL_API_KEY.",
        notFound: "Confira a PANEL_URL e o PANEL_SERVER_ID.",
        other: "Tente de novo em um minuto.",
      });
      return `O painel da rádio em ${e.panel} respondeu HTTP ${e.status}${said}. ${advice}`;
    },
    notJson: (e) =>
      `O painel da rádio em ${e.panel} não respondeu com JSON${optional((excerpt: string) => ` (“${excerpt}”)`)(e.excerpt)}. Confira se a PANEL_URL aponta para o próprio painel.`,
    shape: (e) =>
      `O painel da rádio em ${e.panel} enviou dados num formato inesperado (${e.problems.join("; ")}). Talvez o painel tenha uma versão que o bot ainda não conhece.`,
  },
  refusals: {
    address: {
      malformed:
        "Isso não é um endereço web. Digite o endereço do painel como o navegador mostra, por exemplo https://radio.example.com:8080.",
      "too-long": "Esse endereço é longo demais para ser de um painel.",
      scheme: "Só dá para usar endereços http:// e https://.",
      credentials: "Tire o usuário e a senha do endereço (a chave de API tem uma opção própria).",
      "not-public":
        "Esse endereço leva a uma rede privada, local ou reservada, e o bot não se conecta a elas. Use o endereço público do painel.",
      "not-found": "Esse nome de host não foi encontrado. Confira como o endereço está escrito.",
      "lookup-failed": "Não foi possível resolver o nome de host agora. Tente de novo em um minuto.",
    },
    unusableName:
      "Nenhum painel público responde nesse nome de host: ele não foi encontrado ou leva a uma rede privada, local ou reservada, e o bot não se conecta a elas. Confira o endereço e use o endereço público do painel.",
    redirect: (status, target) =>
      `O painel respondeu com um redirecionamento (HTTP ${status})${optional((target: string) => ` para ${target}`)(target)}, e o bot não segue redirecionamentos. Use o endereço onde o painel realmente está.`,
    tooLarge: (bytes) => `A resposta do painel passou de ${size(bytes)}, então o bot parou de ler.`,
    circuitOpen: (at) => `O painel da rádio falhou várias vezes seguidas; o bot vai tentar de novo ${at}.`,
    queueFull:
      "O painel da rádio está lento e já tem pedidos demais esperando por ele. Tente de novo em um minuto.",
    waitedTooLong:
      "O painel da rádio está lento, e este pedido esperou demais pela vez dele. Tente de novo em um minuto.",
  },
};
