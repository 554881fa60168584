import type { SetupCommandTexts } from "../types/commands-setup.js";

/** `/setup` as Discord lists it, in Brazilian Portuguese. */
export const setupCommand: SetupCommandTexts = {
  name: "configurar",
  description: "Configurar os anúncios do bot neste servidor",
  show: { name: "ver", description: "Mostrar todas as configurações e de onde elas vêm" },
  announce: {
    name: "anunciar",
    description: "Publicar anúncios em um canal",
    channel: { name: "canal", description: "O canal (de texto ou de anúncios)" },
    tracks: {
      name: "músicas",
      description: "Também cada música nova: não, um post por música ou uma mensagem editada",
      choices: { off: "não", post: "um post por música", edit: "uma só mensagem" },
    },
  },
  unannounce: {
    name: "não_anunciar",
    description: "Parar os anúncios em um canal",
    channel: { name: "canal", description: "O canal" },
  },
  ping: {
    name: "menção",
    description: "Um cargo para mencionar quando um DJ entra ao vivo (vazio: nenhum)",
    role: { name: "cargo", description: "O cargo (nunca @everyone)" },
  },
  language: {
    name: "idioma",
    description: "O idioma dos anúncios",
    value: { name: "idioma", description: "Em que idioma o bot escreve os anúncios" },
  },
  radio: {
    name: "rádio",
    description: "O canal de voz fixo onde o bot toca a rádio 24/7",
    channel: {
      name: "canal",
      description: "Ficar 24/7 neste canal de voz ou palco",
      channel: { name: "canal", description: "Um canal de voz ou palco" },
    },
    off: { name: "desligar", description: "Sem canal fixo: voz só com /radio join" },
  },
  status: {
    name: "status",
    description: "Anunciar quando a rádio sai do ar e quando volta",
    enabled: { name: "ativado", description: "Ligado ou desligado" },
  },
  message: {
    name: "mensagem",
    description: "Escreva seus próprios anúncios: {dj}, {artist}, {title}, {track}, {station}, {listeners}…",
    trigger: {
      name: "evento",
      description: "Qual anúncio",
    },
    text: {
      name: "texto",
      description: "O texto, com Markdown do Discord e marcadores como {dj} ou {track}",
    },
    reset: { name: "redefinir", description: "Voltar ao texto padrão do bot" },
  },
  style: {
    name: "estilo",
    description: "Como os anúncios aparecem: embed ou uma linha, cor, capa, horário",
    layout: {
      name: "formato",
      description: "Um embed (como agora), uma linha de texto ou ambos",
      choices: { embed: "embed", compact: "compacto (uma linha)", both: "ambos" },
    },
    color: { name: "cor", description: "A cor dos embeds em hex (#1e90ff), ou default" },
    cover: { name: "capa", description: "Mostrar a capa (ou a foto do DJ)" },
    timestamp: { name: "horário", description: "Mostrar o horário da mudança" },
  },
  check: {
    name: "verificar",
    description: "Verificar o que o bot precisa: o painel, os streams, as permissões dele aqui",
  },
  report: {
    name: "relatorio",
    description: "O relatório semanal da audiência da rádio, e quem pode usar /estatisticas",
    channel: {
      name: "canal",
      description: "Postar o relatório da semana em um canal, uma vez por semana",
      channel: { name: "canal", description: "O canal de texto ou de anúncios" },
      day: {
        name: "dia",
        description: "Em que dia (padrão: segunda-feira)",
        choices: [
          "segunda-feira",
          "terça-feira",
          "quarta-feira",
          "quinta-feira",
          "sexta-feira",
          "sábado",
          "domingo",
        ],
      },
      hour: { name: "hora", description: "A que hora, no fuso horário das estatísticas (0–23, padrão 9)" },
    },
    off: { name: "desligar", description: "Sem relatório semanal" },
    access: {
      name: "acesso",
      description: "Quem pode usar /estatisticas neste servidor",
      who: {
        name: "quem",
        description: "Todos, ou só membros com Gerenciar servidor",
        choices: { everyone: "Todos", managers: "Só Gerenciar servidor" },
      },
    },
  },
  station: {
    name: "estação",
    add: "Adicionar a estação deste servidor ou escolher uma",
    pick: "Escolher a estação deste servidor",
    which: "Uma das estações deste servidor",
    url: {
      name: "endereço",
      description: "O endereço do painel com a porta, ex.: https://radio.example.com:8080",
    },
    server: { name: "servidor", description: "O ID do servidor de rádio no painel (padrão 1)" },
    key: {
      name: "chave",
      description: "A chave de API do painel, se precisar (guardada criptografada, nunca exibida)",
    },
    remove: { name: "remover", description: "Remover deste servidor a estação escolhida em `estação`" },
  },
};
