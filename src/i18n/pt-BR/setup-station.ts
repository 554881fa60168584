import { httpAdvice } from "../choose.js";
import { plural } from "../numbers.js";
import type { StationSetupTexts } from "../types/setup.js";

/** `/setup station`, in Brazilian Portuguese. */
export const station: StationSetupTexts = {
  found: (name) => `📻 ${name}`,
  onAir: "No ar agora",
  nothing: "Sem informações da música no momento",
  panel: "Painel",
  server: "Servidor de rádio",
  key: "Chave de API",
  keySet: "definida",
  keyNone: "nenhuma",
  save: "Salvar",
  saveHint: "Nada é salvo até você clicar em Salvar.",
  saved: (name) => `✅ Salvo: **${name}** agora é uma rádio deste servidor.`,
  chosen: (name) =>
    `✅ **${name}** agora é a rádio deste servidor: os comandos usam ela, a não ser que você indique outra.`,
  followed: (channel, names) => `✅ ${channel} segue ${names}.`,
  stale: "Esta prévia expirou ou já foi usada. Use /setup station de novo.",
  notYours: "Só quem usou /setup station pode salvar.",
  perServer: (limit) =>
    plural("pt-BR", limit, {
      one: "Este servidor chegou ao limite de {n} rádio. Fale com o operador do bot se precisar de mais.",
      other: "Este servidor chegou ao limite de {n} rádios. Fale com o operador do bot se precisar de mais.",
      many: "Este servidor chegou ao limite de {n} de rádios. Fale com o operador do bot se precisar de mais.",
    }),
  total: "Este bot já atende o máximo de rádios que consegue. Fale com o operador ou tente mais tarde.",
  refused: (reason) => `O bot não vai se conectar a esse endereço. ${reason}`,
  noSuchServer: (id, known) => `O painel não tem o servidor de rádio ${id}. Ele tem: ${known}.`,
  needUrl: "Informe o endereço do painel (url) e o servidor de rádio (server), ou escolha uma rádio.",
  configured: "Este bot atende as rádios que o operador configurou: escolha uma delas.",
  current: (name) => `Rádio deste servidor: **${name}**.`,
  removed: (name) => `✅ **${name}** não é mais uma rádio deste servidor.`,
  stationField: "Rádio deste servidor",
  noneYet: "nenhuma ainda: /setup station",
  followsField: "Rádios que cada canal segue",
  cooldown: (until) =>
    `Espere um pouco: você pode ver a prévia de uma rádio de novo <t:${Math.ceil(until / 1000)}:R>. Cada prévia faz o bot procurar e contatar o endereço informado.`,
  badKey:
    "Essa chave de API tem caracteres que nenhuma chave tem (espaços, quebras de linha, caracteres de controle ou não latinos). Copie a chave do painel de novo: ela só tem letras latinas, números e pontuação.",
  httpStatus: (status, said) =>
    `O painel respondeu HTTP ${status}${said}. ${httpAdvice(status, { auth: "Se ele precisa de uma chave de API, informe em `key`.", other: "Confira o endereço e o servidor de rádio." })}`,
  notPanel:
    "Algo respondeu nesse endereço, mas não é a API de um painel de rádio (a resposta não é JSON). Informe o endereço do próprio painel com a porta, por exemplo https://radio.example.com:8080.",
};
