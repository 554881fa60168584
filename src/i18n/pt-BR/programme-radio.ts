import { formatCount } from "../numbers.js";
import type { RadioTexts } from "../types/programme.js";

/** /radio e /setup radio em português do Brasil. */
export const radio: RadioTexts = {
  playing: (channel) => `▶️ Tocando a rádio em ${channel}.`,
  nowOnAir: (song) => `No ar agora: ${song}`,
  offAir: "📴 A rádio está fora do ar agora: o bot espera no canal e volta a tocar assim que ela voltar.",
  requested:
    "🙋 O bot pediu para falar neste palco: um moderador do palco pode aceitar (ou dê ao bot aqui a permissão “Silenciar membros”).",
  left: "⏹️ O bot saiu do canal de voz.",
  notInVoice: "O bot não está em nenhum canal de voz deste servidor.",
  notAllowed:
    "Só quem está no canal de voz do bot, ou membros com “Mover membros” ou “Gerenciar servidor”, pode tirá-lo de lá.",
  home: "Este é o canal fixo do servidor: o bot fica aqui 24/7. Um moderador pode mudar isso com /setup radio off.",
  problems: {
    "no-channel": "Entre em um canal de voz primeiro ou indique um: /radio join channel:…",
    "need-move":
      "Para indicar um canal que não é o seu, você precisa de “Mover membros”. Entre nesse canal ou peça a um moderador.",
    "unknown-channel": "O bot não consegue ver esse canal. Escolha um canal de voz ou de palco que ele veja.",
    "not-voice": "Esse não é um canal de voz nem de palco.",
    full: "Esse canal de voz está cheio.",
    "not-connected": "O bot não conseguiu se conectar a esse canal. Tente de novo daqui a um minuto.",
  },
  permissionNames: { "View Channel": "Ver canal", Connect: "Conectar", Speak: "Falar" },
  missing: (channel, names) =>
    `O bot não consegue tocar em ${channel}: falta ${names.map((name) => `“${name}”`).join(", ")} lá. Dê essas permissões ao cargo dele no canal e tente de novo.`,
  unavailable: (version) =>
    `A voz não está disponível neste bot: ele precisa do Node.js 22.12 ou mais recente e está rodando no ${version}. Peça a quem cuida dele para atualizar o Node.`,
  noStation:
    "Este servidor ainda não tem uma rádio para tocar. Um moderador (com “Gerenciar servidor”) configura uma com /setup station; depois é só usar /radio join.",
  streamRefused:
    "A transmissão desta rádio está em um endereço ao qual o bot não se conecta (uma rede privada, local ou reservada). Peça à rádio para colocar no painel um endereço público.",
  tooManyStations: (max) =>
    `O bot já está tocando em canais de voz todas as rádios que pode ao mesmo tempo (${formatCount("pt-BR", max)}). O que está tocando continua: tente de novo quando uma delas não estiver mais sendo ouvida.`,
  homeSet: (channel) =>
    `✅ O bot vai ficar em ${channel} 24/7 tocando a rádio (inclusive depois de reiniciar).`,
  homeOff: "✅ Sem canal de voz fixo: o bot só entra em voz com /radio join.",
};
