import { formatCount } from "../numbers.js";
import type { RequestTexts } from "../types/programme.js";

/** /request em português do Brasil. */
export const request: RequestTexts = {
  requestedTitle: "🎶 Pedido de música",
  requested: (person, song) => `**${person}** pediu **${song}**`,
  pickTitle: "Qual delas?",
  pick: (query) => `Várias músicas correspondem a “${query}”. Escolha uma:`,
  nothingFound: (query) =>
    `Nada no acervo da rádio corresponde a “${query}”. Escolha uma música das sugestões enquanto digita.`,
  notRequestable: "Essa música não pode ser pedida agora. Escolha outra nas sugestões.",
  unknownTrack: "Essa música não está mais no acervo da rádio. Escolha uma das sugestões.",
  cooldown: (again) => `Você acabou de pedir uma música. Dá para pedir de novo ${again}.`,
  trackBlocked: "Essa música foi pedida há pouco tempo. Escolha outra ou tente de novo mais tarde.",
  ipBlocked:
    "A rádio parou de aceitar pedidos do Discord por um momento. Tente de novo daqui a alguns minutos.",
  refused: "O painel da rádio recusou o pedido. Tente outra música ou tente de novo mais tarde.",
  closed: "A rádio não está aceitando pedidos agora.",
  closedUntil: (relative, time) =>
    `A rádio não aceita pedidos durante este programa. Os pedidos voltam ${relative} (${time}).`,
  tooLong: (max, over) =>
    `Seu nome e sua mensagem podem ter ${formatCount("pt-BR", max)} caracteres juntos; passou ${formatCount("pt-BR", over)}. Encurte a mensagem.`,
  expired: "Esta lista expirou. Use /request de novo.",
  notYours: "Só quem abriu esta lista pode escolher nela. Abra o /request por conta própria.",
};
