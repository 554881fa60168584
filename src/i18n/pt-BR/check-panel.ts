import { seconds } from "../check-units.js";
import { formatCount } from "../numbers.js";
import type { CheckLines, Of } from "../types/check.js";

const sec = (ms: number) => seconds("pt-BR", ms, "s");

const PANEL_DOWN: CheckLines["panel-down"] = {
  unreachable: () => ({
    text: "Não foi possível acessar o painel.",
    fix: "Confira o endereço do painel e se ele está online.",
  }),
  timeout: (f) => ({
    text: `O painel não respondeu em ${sec(f.ms)}.`,
    fix: "O painel pode estar fora do ar ou sobrecarregado; tente de novo em um minuto.",
  }),
  refused: () => ({
    text: "O bot recusou o endereço do painel (privado, um redirecionamento ou uma resposta grande demais).",
    fix: "Use o endereço público do painel, aquele em que ele responde sem redirecionamento.",
  }),
  http: (f) => ({
    text: `O painel respondeu HTTP ${f.httpStatus}.`,
    fix: "Confira o endereço do painel e o ID do servidor da estação.",
  }),
  "not-json": () => ({
    text: "O painel respondeu com uma página da web, não com a API dele.",
    fix: "Use o endereço do próprio painel, não o de uma página na frente dele.",
  }),
  shape: () => ({
    text: "A resposta do painel tem um formato que este bot não conhece.",
    fix: "O painel pode estar numa versão mais nova; avise quem opera o bot.",
  }),
  "no-station": () => ({
    text: "Este servidor ainda não tem estação.",
    fix: "Escolha uma com /setup station.",
  }),
};

const SKIPPED: Readonly<Record<Of<"skipped">["what"], string>> = {
  clock: "Relógio do painel",
  station: "Estação",
  streams: "Streams",
};

/** The panel's and the station's lines. */
export const panelLines: Pick<
  CheckLines,
  "panel" | "panel-key" | "panel-down" | "clock" | "skipped" | "on-air" | "dj" | "history"
> = {
  panel: {
    "key-accepted": (f) => ({
      text: `O painel responde em ${formatCount("pt-BR", f.ms)} ms; chave de API aceita.`,
    }),
    "no-key-needed": (f) => ({
      text: `O painel responde em ${formatCount("pt-BR", f.ms)} ms; nenhuma chave de API necessária.`,
    }),
    "key-unknown": (f) => ({
      text: `O painel responde em ${formatCount("pt-BR", f.ms)} ms; chave de API aceita ou desnecessária.`,
    }),
  },
  "panel-key": (f) => ({
    text: `O painel recusou a chave de API (HTTP ${f.httpStatus}).`,
    fix: "Copie de novo a chave de API do painel e informe com /setup station (PANEL_API_KEY para a estação do próprio bot).",
  }),
  "panel-down": PANEL_DOWN,
  clock: {
    unmeasured: () => ({ text: "Diferença de relógio não medida: o painel não envia a hora nas respostas." }),
    agrees: (f) => ({
      text: `O relógio do painel bate com o do bot (margem de ${sec(Math.abs(f.offsetMs))}).`,
    }),
    ahead: (f) => ({
      text: `O relógio do painel está ${sec(Math.abs(f.offsetMs))} adiantado em relação ao bot.`,
      fix: "Acerte o relógio do servidor do painel (NTP); até lá, os horários das faixas ficam deslocados na mesma medida.",
    }),
    behind: (f) => ({
      text: `O relógio do painel está ${sec(Math.abs(f.offsetMs))} atrasado em relação ao bot.`,
      fix: "Acerte o relógio do servidor do painel (NTP); até lá, os horários das faixas ficam deslocados na mesma medida.",
    }),
  },
  skipped: (f) => ({ text: `${SKIPPED[f.what]}: não verificado, o painel não respondeu.` }),
  "on-air": {
    on: () => ({ text: "A estação está no ar." }),
    off: () => ({
      text: "A estação está fora do ar: nenhum canal está transmitindo.",
      fix: "Inicie a transmissão no painel (AutoDJ ou uma fonte ao vivo).",
    }),
  },
  dj: {
    unreadable: () => ({
      text: "Não dá para ler a lista de DJs.",
      fix: "Confira a seção de DJs do painel e a chave de API.",
    }),
    nobody: () => ({ text: "Nenhum DJ no ar." }),
    live: (f) => ({ text: `No ar: ${f.name} (ao vivo).` }),
    automatic: (f) => ({ text: `No ar: o AutoDJ (${f.name}).` }),
  },
  history: {
    readable: () => ({ text: "O histórico de faixas pode ser lido." }),
    unreadable: () => ({
      text: "Não dá para ler o histórico de faixas.",
      fix: "Confira se o painel guarda um histórico para este servidor.",
    }),
  },
};
