import { onOff } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { Strings } from "../types/listener-replies.js";
import { countOf } from "./counts.js";

/** The replies of /nowplaying, /history, /listen and /listeners, in Brazilian Portuguese. */
export const replies: Strings = {
  listen: "Ouvir",
  noTrack: "Sem informações da faixa no momento",
  noTrackHint: "O painel da rádio ainda não tem nenhuma faixa no histórico. Tente de novo em um minuto.",
  jingle: "Vinheta",
  live: (dj) => `🔴 Ao vivo: ${dj}`,
  automatic: (dj) => `🤖 Programação automática (${dj})`,
  nobodyOnAir: "Ninguém no ar",
  album: "Álbum",
  playlist: "Playlist",
  listenersNow: "Ouvintes agora",
  dj: "DJ",
  started: (timestamp) => `Começou ${timestamp}`,
  listenersTitle: "Ouvintes",
  listenersSummary: (listeners, channels) =>
    `${countOf(listeners, { one: "**{n}** ouvinte", other: "**{n}** ouvintes" })} agora em ${countOf(channels, { one: "{n} canal", other: "{n} canais" })} no ar`,
  listenersInVoice: (n) =>
    `🔊 ${countOf(n, { one: "**{n}** pessoa ouvindo", other: "**{n}** pessoas ouvindo" })} nos canais de voz do Discord`,
  noChannels: "Esta rádio não tem canais.",
  channelState: ["⚫ Offline", "🟡 Sem fonte", "🟢 No ar"],
  now: "Agora",
  peak: "Pico",
  limit: "Limite",
  noLimit: "sem limite",
  chartCaption: (hours) =>
    `📈 ${plural("pt-BR", hours, { one: "A última hora", other: "As últimas {n} horas" })}, pelo histórico`,
  chartReaches: (timestamp) => `O histórico do painel só vai até ${timestamp}.`,
  chartTooShort: "O histórico do painel ainda é curto demais para desenhar a audiência.",
  chartUnavailable: "Não dá para desenhar o gráfico neste servidor (veja o log do bot).",
  historyTitle: "Tocadas recentemente",
  historyEmpty: "Nada tocou ainda.",
  historyFooter: (from, to, jingles) =>
    `Faixas ${formatCount("pt-BR", from)}–${formatCount("pt-BR", to)}${onOff({ on: "", off: " · vinhetas ocultas" })(jingles)}`,
  newer: "Mais recentes",
  older: "Anteriores",
  notYourPages: "Só quem usou este /history pode virar as páginas. Use /history para ver o seu.",
  serverOnly: "Este comando funciona dentro de um servidor, não em mensagens diretas.",
  staleButton: "Estes botões são de uma versão antiga do bot. Use /history de novo.",
  listenTitle: "Como ouvir",
  stream: "Stream",
  plainStream: "Stream HTTP simples",
  playlists: "Arquivos de playlist",
  webPlayer: "Player web",
  noListenLinks: "Este canal não tem endereço público para ouvir.",
  noSuchChannel: (query) => `Nenhum canal corresponde a “${query}”. Escolha um da lista enquanto digita.`,
  copyHint: "Copie um endereço no seu player:",
  kbps: "kbps",
  panelProblem: "⚠️ Não foi possível ler o painel da rádio.",
  somethingWrong: "Algo deu errado do nosso lado. Os moderadores encontram os detalhes no log do bot.",
};
