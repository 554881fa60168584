import { codecName } from "../check-units.js";
import { plural } from "../numbers.js";
import type { CheckLines } from "../types/check.js";

const STREAM: CheckLines["stream"] = {
  none: (f) => ({ text: `${f.mount}: ${codecName(f.heard)}, como o painel diz.` }),
  codec: (f) => ({
    text: `${f.mount}: o painel diz ${f.format}, mas o stream é ${codecName(f.heard)}.`,
    fix: "Defina no painel o formato que o canal realmente transmite.",
  }),
  html: (f) => ({
    text: `${f.mount}: entrega uma página da web (HTML), não áudio.`,
    fix: "Confira o endereço do stream do canal no painel: ele aponta para uma página da web.",
  }),
  "not-audio": (f) => ({
    text: `${f.mount}: a resposta não é um áudio que o bot conheça.`,
    fix: "Confira o endereço do stream e o formato do canal no painel.",
  }),
  http: (f) => ({
    text: `${f.mount}: respondeu HTTP ${f.httpStatus}.`,
    fix: "Confira no painel se o ponto de montagem está ativo e não está lotado.",
  }),
  refused: (f) => ({
    text: `${f.mount}: o bot recusou o endereço do stream (privado ou um redirecionamento).`,
    fix: "Dê ao canal um endereço de stream público que responda sem redirecionamento.",
  }),
  timeout: (f) => ({
    text: `${f.mount}: o áudio não chegou a tempo.`,
    fix: "O servidor do stream pode estar sobrecarregado; tente de novo.",
  }),
  error: (f) => ({
    text: `${f.mount}: não foi possível abrir.`,
    fix: "Confira se o servidor do stream está online.",
  }),
  "no-url": (f) => ({
    text: `${f.mount}: o painel não informa um endereço http(s) para ele.`,
    fix: "Defina o endereço do stream do canal no painel.",
  }),
};

/** The streams' lines. */
export const streamLines: Pick<CheckLines, "no-streams" | "stream" | "streams-unread"> = {
  "no-streams": () => ({
    text: "Nenhum stream está no ar, então nenhum foi verificado.",
    fix: "Inicie a transmissão no painel.",
  }),
  stream: STREAM,
  "streams-unread": (f) => ({
    text: `Mais ${plural("pt-BR", f.count, { one: "{n} stream", other: "{n} streams" })} no ar, não lidos.`,
    fix: "A verificação lê só os 20 primeiros streams; tire os outros do ar no painel se ninguém usa.",
  }),
};
