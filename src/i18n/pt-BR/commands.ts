import type { CommandTexts } from "../types/commands.js";
import { setupCommand } from "./commands-setup.js";

/** Command, option and choice names and descriptions, as Discord shows them, in Brazilian Portuguese. */
export const commands: CommandTexts = {
  nowplaying: { name: "tocando", description: "O que está tocando na rádio agora" },
  history: {
    name: "histórico",
    description: "As últimas músicas que tocaram na rádio",
    count: { name: "quantidade", description: "Quantas músicas mostrar (1–25, padrão 10)" },
    jingles: { name: "vinhetas", description: "Mostrar também as vinhetas da rádio" },
  },
  listen: {
    name: "ouvir",
    description: "Endereços dos streams, arquivos de playlist e o player web",
    channel: { name: "canal", description: "Um canal (por ponto de montagem, bitrate e formato)" },
  },
  listeners: {
    name: "ouvintes",
    description: "Quantas pessoas estão ouvindo, por canal, com um gráfico das últimas horas",
    hours: { name: "horas", description: "Quantas horas o gráfico mostra (1–72, padrão 24)" },
  },
  schedule: {
    name: "programação",
    description: "O que está no ar agora e o que vem depois",
    days: { name: "dias", description: "Quantos dias à frente (1–7, padrão 1)" },
  },
  request: {
    name: "pedido",
    description: "Peça uma música do acervo da rádio",
    track: { name: "música", description: "Comece a digitar um artista ou título e escolha uma música" },
    message: {
      name: "mensagem",
      description: "Um recado para a rádio (seu nome e a mensagem: 300 caracteres no total)",
    },
  },
  radio: {
    name: "rádio",
    description: "Tocar a rádio em um canal de voz",
    join: {
      name: "tocar",
      description: "Tocar a rádio no seu canal de voz ou no que você indicar",
      channel: {
        name: "canal",
        description: "Um canal de voz ou palco (outro que não o seu exige Mover membros)",
      },
    },
    leave: { name: "parar", description: "Parar de tocar e sair do canal de voz" },
  },
  stats: {
    name: "estatisticas",
    description: "A audiência da rádio em um dia, semana, mês ou ano, com um gráfico",
    period: {
      name: "periodo",
      description: "Qual período (padrão: esta semana)",
      choices: { day: "Hoje", week: "Esta semana", month: "Este mês", year: "Este ano" },
    },
    dj: { name: "dj", description: "Um DJ ou programa: programas, horas no ar, audiência e faixas" },
    export: { name: "exportar", description: "Anexar os números como arquivos CSV para uma planilha" },
  },
  station: { name: "estação", description: "Qual estação (padrão: a deste servidor)" },
  setup: setupCommand,
};
